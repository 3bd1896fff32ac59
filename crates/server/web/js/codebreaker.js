// The computer as codebreaker: the person is the codemaker and answers each
// guess with black and white pegs. The server is stateless here: every call
// sends the whole history (and the code, when the person chose it on the
// page). The server judges every answer by the setup's rule: a 422 names the
// turns that cannot be true; the page highlights them and lets the person
// correct the answers. The page holds no rule of its own.

import { api, loadPresets, STRATEGIES } from './api.js';
import { formatCode, parseCode } from './code.js';
import { initLayout, el, say } from './layout.js';
import { paletteOf, pegElement, feedbackText, colourName, plural } from './pegs.js';
import { paletteButton } from './palette.js';

const $ = (id) => document.getElementById(id);

const state = {
  presets: [],
  preset: null,
  palette: [],
  secret: [], // the person's code on the page: digits, null for unset
  secretSelected: 0, // the hole of the secret the palette fills next
  rows: [], // {guess: digits, black, white, answered, editing}
  phase: 'idle', // idle | asking | answering | correcting | solved | demo | over
  inconsistent: [],
  rowNote: '', // what the server said of the marked rows, shown next to them
  retrying: false, // true while corrected answers are being sent
  refusals: 0, // how many times in a row the corrections were refused
  demoTimer: null,
  boardSecret: null, // the demonstration's secret, drawn on the board
  demo: null, // the demonstration being shown: {turns, solved, secret, shown}
};

initLayout();
main().catch((err) => say($('codebreaker-message'), err.message, 'error'));

async function main() {
  state.presets = await loadPresets();
  const select = $('preset-select');
  for (const p of state.presets) select.append(el('option', { value: p.name }, p.title));
  const wanted = new URLSearchParams(location.search).get('preset');
  if (wanted && state.presets.some((p) => p.name === wanted)) select.value = wanted;
  for (const s of STRATEGIES) $('strategy-select').append(el('option', { value: s.name }, s.title));
  select.addEventListener('change', () => choosePreset());
  await choosePreset();
  $('start-button').addEventListener('click', startGame);
  $('demo-button').addEventListener('click', startDemo);
  $('demo-skip').addEventListener('click', () => {
    finishDemo();
    $('demo-button').focus();
  });
  $('demo-stop').addEventListener('click', () => {
    haltDemo();
    $('demo-button').focus();
  });
  $('retry-button').addEventListener('click', retry);
  $('secret-picker').addEventListener('keydown', onSecretKey);
  $('secret-palette').addEventListener('keydown', onSecretKey);
}

async function choosePreset() {
  stopDemo();
  state.preset = state.presets.find((p) => p.name === $('preset-select').value) || state.presets[0];
  state.palette = await paletteOf(state.preset.setup);
  state.secret = new Array(state.preset.setup.pegs).fill(null);
  state.secretSelected = 0;
  state.rows = [];
  state.phase = 'idle';
  $('codebreaker-area').hidden = true;
  say($('codebreaker-message'), '');
  $('codebreaker-status').textContent = '';
  renderSecretPicker();
}

function secretDigits() {
  return state.secret.every((d) => d !== null) ? state.secret.slice() : null;
}

function renderSecretPicker({ focus = null } = {}) {
  const box = $('secret-picker');
  box.replaceChildren();
  const n = state.secret.length;
  state.secretSelected = Math.min(state.secretSelected || 0, n - 1);
  state.secret.forEach((d, i) => {
    const selected = i === state.secretSelected;
    const label = `secret peg ${i + 1}, ${d === null ? 'empty' : colourName(state.palette, d)}${selected ? ', selected' : ''}`;
    const hole = el('button', {
      type: 'button',
      className: 'hole secret-hole' + (selected ? ' selected' : ''),
      'aria-label': label,
      title: d === null ? 'Empty: click a colour below to fill it' : 'Click to clear this peg',
      dataset: { index: String(i) },
    });
    if (d !== null) hole.append(pegElement(state.palette[d]));
    // As on the game page: a click on a hole clears it and makes it the next to fill.
    hole.addEventListener('click', () => {
      state.secret[i] = null;
      state.secretSelected = i;
      renderSecretPicker({ focus: 'hole' });
    });
    box.append(hole);
  });
  const clear = el('button', { type: 'button', id: 'secret-clear' }, 'Clear');
  clear.addEventListener('click', () => {
    state.secret.fill(null);
    state.secretSelected = 0;
    renderSecretPicker();
  });
  box.append(clear);
  box.style.setProperty('--peg-size', '2.2rem');
  renderSecretPalette();
  if (focus === 'hole') box.querySelector(`[data-index="${state.secretSelected}"]`).focus();
  else if (focus !== null) $('secret-palette').querySelector(`[data-digit="${focus}"]`)?.focus();
}

function renderSecretPalette() {
  const box = $('secret-palette');
  box.replaceChildren();
  const s = state.preset.setup;
  const digits = Array.from({ length: s.colours }, (_, i) => i + 1);
  if (s.blanks) digits.push(0);
  for (const d of digits) {
    const button = paletteButton(d, state.palette[d]);
    button.addEventListener('click', () => placeSecret(d, String(d)));
    box.append(button);
  }
}

/** Fills the selected hole, then selects the next empty one. */
function placeSecret(digit, focus) {
  const n = state.secret.length;
  state.secret[state.secretSelected] = digit;
  let next = state.secretSelected;
  for (let k = 1; k <= n; k++) {
    const j = (state.secretSelected + k) % n;
    if (state.secret[j] === null) {
      next = j;
      break;
    }
  }
  if (next === state.secretSelected) next = Math.min(state.secretSelected + 1, n - 1);
  state.secretSelected = next;
  renderSecretPicker({ focus });
}

/** The secret's keys, on its holes and palette: the game page's keys. */
function onSecretKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const n = state.secret.length;
  const s = state.preset.setup;
  const key = event.key;
  let digit = -1;
  if (/^[0-9]$/.test(key)) digit = Number(key);
  else if (key === '.') digit = 0;
  else if (/^[a-z]$/i.test(key)) digit = state.palette.findIndex((c, d) => d > 0 && c.letter.toUpperCase() === key.toUpperCase());
  if (digit >= 0) {
    event.preventDefault();
    if ((digit === 0 && !s.blanks) || digit > s.colours) return;
    placeSecret(digit, 'hole');
    return;
  }
  const move = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[key];
  if (move && event.target.closest('#secret-picker')) {
    event.preventDefault();
    state.secretSelected = (state.secretSelected + n + move) % n;
    renderSecretPicker({ focus: 'hole' });
  } else if (key === 'Backspace' || key === 'Delete') {
    event.preventDefault();
    if (key === 'Backspace' && state.secret[state.secretSelected] === null && state.secretSelected > 0) state.secretSelected -= 1;
    state.secret[state.secretSelected] = null;
    renderSecretPicker({ focus: 'hole' });
  }
}

function requestBase() {
  return {
    preset: state.preset.name,
    strategy: $('strategy-select').value,
  };
}

function history() {
  return state.rows.filter((r) => r.answered).map((r) => ({ guess: formatCode(r.guess), black: r.black, white: r.white }));
}

async function startGame() {
  stopDemo();
  const secret = state.secret.some((d) => d !== null) && !secretDigits();
  if (secret) {
    say($('codebreaker-message'), 'Your secret code is only partly chosen: choose every peg, or Clear it and keep the code in mind.', 'error');
    return;
  }
  state.rows = [];
  state.inconsistent = [];
  state.rowNote = '';
  state.refusals = 0;
  state.boardSecret = null;
  $('codebreaker-area').hidden = false;
  say($('codebreaker-message'), '');
  await askNext();
}

function setBusy(busy) {
  $('start-button').disabled = busy;
  $('demo-button').disabled = busy;
  $('retry-button').disabled = busy;
}

async function askNext({ retrying = false } = {}) {
  setBusy(true);
  state.retrying = retrying;
  try {
    await askNextInner();
  } finally {
    state.retrying = false;
    setBusy(false);
  }
}

async function askNextInner() {
  state.phase = 'asking';
  $('codebreaker-status').textContent = 'The computer is thinking…';
  render();
  try {
    const answer = await api('/api/codebreaker/next', {
      method: 'POST',
      body: {
        ...requestBase(),
        history: history(),
        blunder_rate: Number($('blunder-select').value),
        ...(secretDigits() ? { secret: formatCode(secretDigits()) } : {}),
      },
    });
    state.inconsistent = [];
    state.rowNote = '';
    state.refusals = 0;
    if (answer.solved) return solved();
    if (answer.out_of_turns) return outOfTurns();
    state.rows.push({ guess: parseCode(answer.guess), black: 0, white: 0, answered: false, editing: true });
    state.phase = 'answering';
    const turn = state.rows.length;
    $('codebreaker-status').textContent =
      `Turn ${turn}: ${plural(answer.remaining, 'code fits', 'codes fit')} your answers so far. The computer guesses ${describe(state.rows[turn - 1].guess)}.`;
    say($('codebreaker-message'), '');
    render({ focusAnswer: true });
  } catch (err) {
    if (err.status === 422) {
      state.inconsistent = (err.body && err.body.inconsistent) || [];
      state.phase = 'correcting';
      // A correction refused again says so: the message changes and counts,
      // so that sending the same wrong answer never looks like nothing happened.
      state.refusals = state.retrying ? state.refusals + 1 : 0;
      for (const r of state.rows) r.editing = state.inconsistent.includes(state.rows.indexOf(r) + 1);
      const turns = state.inconsistent.length ? `turns ${state.inconsistent.join(', ')}` : 'your answers';
      const again = state.refusals > 0
        ? `Still not right (${plural(state.refusals + 1, 'try', 'tries')}): `
        : '';
      state.rowNote = state.inconsistent.length > 1
        ? `${turns} cannot all be true`
        : capitalised(err.message);
      say($('codebreaker-message'),
        again + (state.inconsistent.length > 1
          ? `No code fits all your answers: ${turns} cannot all be true. Check the highlighted rows against your code, correct the wrong answer, then continue.`
          : `${capitalised(err.message)}. Correct the highlighted answer, then continue.`),
        'error');
      $('codebreaker-status').textContent = '';
      render();
    } else {
      // The last answer is taken back so that it can be changed and sent again.
      const last = state.rows[state.rows.length - 1];
      if (last && last.answered && !last.demo) {
        last.answered = false;
        last.editing = true;
      }
      state.phase = 'answering';
      say($('codebreaker-message'), err.message, 'error');
      render();
    }
  }
}

function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describe(digits) {
  return digits.map((d) => colourName(state.palette, d)).join(', ');
}

function solved() {
  state.phase = 'solved';
  const last = state.rows[state.rows.length - 1];
  $('codebreaker-status').textContent = `Your code is ${describe(last.guess)}: the computer broke it in ${plural(state.rows.length, 'turn')}.`;
  say($('codebreaker-message'), '');
  render();
}

/** The server judges the answer: the next guess, the end, or which answer cannot be true. */
function submitAnswer(row) {
  // An answer refused and sent again unchanged counts as a correction refused again.
  const retrying = state.phase === 'correcting';
  row.answered = true;
  row.editing = false;
  askNext({ retrying });
}

function outOfTurns() {
  state.phase = 'over';
  $('codebreaker-status').textContent = `The computer did not break your code in ${plural(state.rows.length, 'turn')}: you win as codemaker.`;
  say($('codebreaker-message'), '');
  render();
}

async function retry() {
  // Drop the unanswered guess: it was made from the answers being corrected.
  state.rows = state.rows.filter((r) => r.answered);
  for (const r of state.rows) r.editing = false;
  say($('codebreaker-message'), '');
  $('correction-controls').hidden = true;
  await askNext({ retrying: true });
}

function render({ focusAnswer = false } = {}) {
  const box = $('codebreaker-rows');
  const pegs = state.preset.setup.pegs;
  $('codebreaker-board').style.setProperty('--pegs', String(pegs));
  box.replaceChildren();
  const secret = state.boardSecret || secretDigits();
  const secretRow = el('div', { className: 'board-row secret-row' }, el('span', { className: 'turn-number' }, 'key'));
  const secretPegs = el('div', { className: 'row-pegs' });
  if (secret) {
    secretPegs.setAttribute('role', 'img');
    secretPegs.setAttribute('aria-label', `your secret: ${describe(secret)}`);
    for (const d of secret) secretPegs.append(pegElement(state.palette[d]));
  } else {
    secretPegs.setAttribute('role', 'img');
    secretPegs.setAttribute('aria-label', 'your secret, kept in mind');
    for (let i = 0; i < pegs; i++) secretPegs.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  secretRow.append(secretPegs, el('span'));
  box.append(secretRow);
  state.rows.forEach((row, i) => box.append(renderRow(row, i + 1)));
  // A demonstration's board has no answers to set: its hint steps aside.
  $('answer-hint').hidden = state.rows.some((r) => r.demo) || state.phase === 'demo';
  const editing = state.rows.some((r) => r.answered && r.editing);
  $('correction-controls').hidden = !(state.phase === 'correcting' || (editing && state.phase !== 'demo'));
  if (focusAnswer) {
    const last = box.querySelector('.board-row:last-child .answer-button');
    if (last) last.focus();
  }
}

function renderRow(row, turn) {
  const pegs = state.preset.setup.pegs;
  const classes = ['board-row', row.answered ? 'played' : 'current'];
  const marked = state.inconsistent.includes(turn);
  if (marked) classes.push('inconsistent');
  const tr = el('div', { className: classes.join(' '), dataset: { turn: String(turn), guess: formatCode(row.guess) } },
    el('span', { className: 'turn-number' }, String(turn)));
  const holes = el('div', { className: 'row-pegs', role: 'img', 'aria-label': `row ${turn}, the computer's guess: ${describe(row.guess)}` });
  for (const d of row.guess) holes.append(el('span', { className: 'hole' }, pegElement(state.palette[d])));
  tr.append(holes);
  const result = el('div', { className: 'codebreaker-row-result' });
  if (row.editing && state.phase !== 'demo') {
    result.append(keySetter(row, turn, pegs));
    if (!row.answered) {
      const answer = el('button', { type: 'button', className: 'answer-button button-primary', 'aria-label': `Answer row ${turn}` }, 'Answer');
      answer.addEventListener('click', () => submitAnswer(row));
      result.append(answer);
    }
  } else {
    result.append(staticFeedback(row, pegs));
    if (row.answered && !row.demo && state.phase !== 'demo' && state.phase !== 'asking') {
      const edit = el('button', { type: 'button', className: 'edit-answer', 'aria-label': `Correct the answer of row ${turn}` }, 'Correct');
      edit.addEventListener('click', () => {
        row.editing = true;
        if (state.phase === 'answering' || state.phase === 'solved' || state.phase === 'over') state.phase = 'correcting';
        render();
      });
      result.append(edit);
    }
  }
  tr.append(result);
  if (marked && state.rowNote) {
    tr.append(el('p', { className: 'row-note', id: `row-note-${turn}` }, state.rowNote));
    holes.setAttribute('aria-describedby', `row-note-${turn}`);
  }
  return tr;
}

function staticFeedback(row, pegs) {
  const span = el('span', { className: 'feedback', role: 'img', 'aria-label': feedbackText(row.black, row.white) });
  span.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    span.append(el('span', { className: 'key-peg ' + (i < row.black ? 'black' : i < row.black + row.white ? 'white' : 'none') }));
  }
  return span;
}

function keySetter(row, turn, pegs) {
  const box = el('span', { className: 'key-setter', role: 'group', 'aria-label': `answer for row ${turn}` });
  const rerender = (which) => {
    render();
    const again = document.querySelector(`.board-row[data-turn="${turn}"] [data-control="${which}"]`);
    if (again) again.focus();
  };
  const holes = el('span', { className: 'feedback', role: 'group', 'aria-label': `key pegs of row ${turn}: ${feedbackText(row.black, row.white)}` });
  holes.style.setProperty('--feedback-columns', String(Math.ceil(pegs / 2)));
  for (let i = 0; i < pegs; i++) {
    const kind = i < row.black ? 'black' : i < row.black + row.white ? 'white' : 'none';
    const hole = el('button', {
      type: 'button',
      className: `key-peg key-peg-hole ${kind}`,
      'aria-label': `key peg ${i + 1}: ${kind === 'none' ? 'empty' : kind}`,
      dataset: { control: `key-${i}` },
    });
    hole.addEventListener('click', () => {
      if (kind === 'black') {
        row.black -= 1;
        row.white += 1;
      } else if (kind === 'white') {
        row.white -= 1;
      } else {
        row.black += 1;
      }
      rerender(`key-${i}`);
    });
    holes.append(hole);
  }
  const counter = (colour) => {
    const minus = el('button', { type: 'button', 'aria-label': `one ${colour} peg fewer, row ${turn}`, dataset: { control: `${colour}-minus` } }, '−');
    const plus = el('button', { type: 'button', 'aria-label': `one ${colour} peg more, row ${turn}`, dataset: { control: `${colour}-plus` } }, '+');
    minus.disabled = row[colour] === 0;
    plus.disabled = row.black + row.white >= pegs;
    minus.addEventListener('click', () => {
      row[colour] = Math.max(0, row[colour] - 1);
      rerender(`${colour}-minus`);
    });
    plus.addEventListener('click', () => {
      if (row.black + row.white < pegs) row[colour] += 1;
      rerender(`${colour}-plus`);
    });
    return el('span', { className: `key-count key-count-${colour}` },
      el('span', { className: 'label' }, colour === 'black' ? 'Black' : 'White'), minus,
      el('output', { className: 'count', dataset: { count: colour }, 'aria-label': `${colour} pegs` }, String(row[colour])), plus);
  };
  box.append(holes, counter('black'), counter('white'));
  return box;
}

// The demonstration plays one turn every DEMO_STEP_MS, unless the person
// prefers reduced motion: then every turn shows at once.
const DEMO_STEP_MS = 600;

async function startDemo() {
  stopDemo();
  const secret = secretDigits();
  const body = { ...requestBase() };
  if (secret) body.secret = formatCode(secret);
  say($('codebreaker-message'), '');
  $('codebreaker-status').textContent = 'The computer is playing against itself…';
  try {
    const demo = await api('/api/codebreaker/demo', { method: 'POST', body });
    state.phase = 'demo';
    state.inconsistent = [];
    state.rowNote = '';
    state.rows = [];
    const shownSecret = parseCode(demo.secret);
    state.boardSecret = shownSecret;
    $('codebreaker-area').hidden = false;
    state.demo = { turns: demo.turns, solved: demo.solved, secret: shownSecret, shown: 0 };
    showInstructions(false);
    render();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) finishDemo();
    else demoStep();
  } catch (err) {
    say($('codebreaker-message'), err.message, 'error');
  }
}

function demoStep() {
  const demo = state.demo;
  if (!demo) return;
  if (demo.shown >= demo.turns.length) return finishDemo();
  showDemoTurn(demo.turns[demo.shown]);
  $('codebreaker-status').textContent =
    `Demonstration: turn ${demo.shown}, ${feedbackText(demo.turns[demo.shown - 1].black, demo.turns[demo.shown - 1].white)}.`;
  render();
  state.demoTimer = setTimeout(demoStep, DEMO_STEP_MS);
}

function showDemoTurn(t) {
  state.rows.push({ guess: parseCode(t.guess), black: t.black, white: t.white, answered: true, editing: false, demo: true });
  state.demo.shown += 1;
}

/** Skip: every remaining turn at once, and the outcome. */
function finishDemo() {
  const demo = state.demo;
  if (!demo) return;
  clearTimeout(state.demoTimer);
  state.demoTimer = null;
  while (demo.shown < demo.turns.length) showDemoTurn(demo.turns[demo.shown]);
  $('codebreaker-status').textContent = demo.solved
    ? `The computer broke ${describe(demo.secret)} in ${plural(demo.turns.length, 'turn')}.`
    : `The computer did not break ${describe(demo.secret)} in ${plural(demo.turns.length, 'turn')}.`;
  endDemo();
}

/** Stop: the turns shown so far stay on the board. */
function haltDemo() {
  const demo = state.demo;
  if (!demo) return;
  clearTimeout(state.demoTimer);
  state.demoTimer = null;
  $('codebreaker-status').textContent =
    `Demonstration stopped after ${plural(demo.shown, 'turn')} of ${demo.turns.length}.`;
  endDemo();
}

function endDemo() {
  state.demo = null;
  state.phase = 'over';
  showInstructions(true);
  render();
}

/** While the demonstration runs, the instructions for playing step aside. */
function showInstructions(shown) {
  $('codebreaker-intro').hidden = !shown;
  $('secret-hint').hidden = !shown;
  $('demo-controls').hidden = shown;
}

function stopDemo() {
  clearTimeout(state.demoTimer);
  state.demoTimer = null;
  state.demo = null;
  state.boardSecret = null;
  showInstructions(true);
}
