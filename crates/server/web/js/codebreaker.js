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

const $ = (id) => document.getElementById(id);

const state = {
  presets: [],
  preset: null,
  palette: [],
  secret: [], // the person's code on the page: digits, null for unset
  rows: [], // {guess: digits, black, white, answered, editing}
  phase: 'idle', // idle | asking | answering | correcting | solved | demo | over
  inconsistent: [],
  demoTimer: null,
  boardSecret: null, // the demonstration's secret, drawn on the board
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
  $('retry-button').addEventListener('click', retry);
}

async function choosePreset() {
  stopDemo();
  state.preset = state.presets.find((p) => p.name === $('preset-select').value) || state.presets[0];
  state.palette = await paletteOf(state.preset.setup);
  state.secret = new Array(state.preset.setup.pegs).fill(null);
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

function renderSecretPicker() {
  const box = $('secret-picker');
  box.replaceChildren();
  const s = state.preset.setup;
  const choices = [null, ...Array.from({ length: s.colours }, (_, i) => i + 1)];
  if (s.blanks) choices.push(0);
  state.secret.forEach((d, i) => {
    const label = `secret peg ${i + 1}, ${d === null ? 'not chosen' : colourName(state.palette, d)}`;
    const hole = el('button', { type: 'button', className: 'hole secret-hole', 'aria-label': label, dataset: { index: String(i) } });
    if (d !== null) hole.append(pegElement(state.palette[d]));
    hole.addEventListener('click', () => {
      const next = choices[(choices.indexOf(d) + 1) % choices.length];
      state.secret[i] = next;
      renderSecretPicker();
      box.querySelector(`[data-index="${i}"]`).focus();
    });
    hole.addEventListener('keydown', (event) => {
      const digit = /^[0-9]$/.test(event.key) ? Number(event.key)
        : state.palette.findIndex((c, k) => k > 0 && c.letter.toUpperCase() === event.key.toUpperCase());
      if (digit >= 0 && choices.includes(digit) && !(event.ctrlKey || event.metaKey || event.altKey)) {
        event.preventDefault();
        state.secret[i] = digit;
        renderSecretPicker();
        const next = box.querySelector(`[data-index="${Math.min(i + 1, state.secret.length - 1)}"]`);
        next.focus();
      }
    });
    box.append(hole);
  });
  const clear = el('button', { type: 'button', id: 'secret-clear' }, 'Clear');
  clear.addEventListener('click', () => {
    state.secret.fill(null);
    renderSecretPicker();
  });
  box.append(clear);
  box.style.setProperty('--peg-size', '2.2rem');
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

async function askNext() {
  setBusy(true);
  try {
    await askNextInner();
  } finally {
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
      for (const r of state.rows) r.editing = state.inconsistent.includes(state.rows.indexOf(r) + 1);
      const turns = state.inconsistent.length ? `turns ${state.inconsistent.join(', ')}` : 'your answers';
      say($('codebreaker-message'),
        state.inconsistent.length > 1
          ? `No code fits all your answers: ${turns} cannot all be true. Check the highlighted rows against your code, correct the wrong answer, then continue.`
          : `${capitalised(err.message)}. Correct the highlighted answer, then continue.`,
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
  row.answered = true;
  row.editing = false;
  askNext();
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
  state.inconsistent = [];
  say($('codebreaker-message'), '');
  $('correction-controls').hidden = true;
  await askNext();
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
    secretPegs.setAttribute('aria-label', 'your secret, kept in mind');
    for (let i = 0; i < pegs; i++) secretPegs.append(el('span', { className: 'secret-peg-hidden', 'aria-hidden': 'true' }, '?'));
  }
  secretRow.append(secretPegs, el('span'));
  box.append(secretRow);
  state.rows.forEach((row, i) => box.append(renderRow(row, i + 1)));
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
  if (state.inconsistent.includes(turn)) classes.push('inconsistent');
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
    state.rows = [];
    const shownSecret = parseCode(demo.secret);
    state.boardSecret = shownSecret;
    $('codebreaker-area').hidden = false;
    render();
    let i = 0;
    const step = () => {
      if (i >= demo.turns.length) {
        $('codebreaker-status').textContent = demo.solved
          ? `The computer broke ${describe(shownSecret)} in ${plural(demo.turns.length, 'turn')}.`
          : `The computer did not break ${describe(shownSecret)} in ${plural(demo.turns.length, 'turn')}.`;
        state.phase = 'over';
        render();
        return;
      }
      const t = demo.turns[i];
      state.rows.push({ guess: parseCode(t.guess), black: t.black, white: t.white, answered: true, editing: false, demo: true });
      i += 1;
      $('codebreaker-status').textContent = `Demonstration: turn ${i}, ${feedbackText(t.black, t.white)}.`;
      render();
      state.demoTimer = setTimeout(step, 600);
    };
    step();
  } catch (err) {
    say($('codebreaker-message'), err.message, 'error');
  }
}

function stopDemo() {
  clearTimeout(state.demoTimer);
  state.demoTimer = null;
  state.boardSecret = null;
}

