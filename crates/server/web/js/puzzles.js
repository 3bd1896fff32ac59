// Puzzles (puzzles.html): the next puzzle (rated, casual or in a streak; of
// a theme or any), the day's puzzle, the player's record. Every answer is
// the server's: its codemaker answers each guess so that no guess is lucky,
// and it says when the attempt has ended and what the answer was.

import { api } from './api.js';
import { initLayout, el, say } from './layout.js';
import { byId as $ } from './dom.js';
import { paletteOf } from './pegs.js';
import { t, number } from './words.js';
import { draft, drawRows, drawPalette, drawDraft, draftCode, place, codeList } from './puzzle-board.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */
/** @typedef {Schemas['ColourView']} Colour */

/** @type {{ attempt: Schemas['AttemptView'] | null, palette: Colour[], tally: { attempts: number, solved: number } | null, busy: boolean }} */
const page = { attempt: null, palette: [], tally: null, busy: false };
/** The last reading of the record asked for: an earlier one answered
 *  after it is older, and dropped. */
let recordAsked = 0;

initLayout();
loadRecord();
$('puzzle-choice').addEventListener('submit', (event) => {
  event.preventDefault();
  next();
});
$('puzzle-daily').addEventListener('click', () => daily());
$('puzzle-again').addEventListener('click', () => next());
$('puzzle-guess').addEventListener('click', () => send());
$('puzzle-undo').addEventListener('click', () => {
  draft.pop();
  redrawDraft();
});
$('puzzle-give-up').addEventListener('click', () => giveUp());
document.addEventListener('keydown', onKey);
if (new URLSearchParams(location.search).has('daily')) daily();

/** @param {unknown} err */
function fail(err) {
  say($('puzzle-message'), err instanceof Error ? err.message : String(err), 'error');
}

async function loadRecord() {
  const asked = ++recordAsked;
  try {
    /** @type {Schemas['PuzzleRecordView']} */
    const record = await api('/api/puzzles/record');
    if (asked !== recordAsked) return;
    const rating = record.rating == null ? t('play-puzzle-record-unrated') : `${record.rating}${record.provisional ? '?' : ''}`;
    const items = [
      ['play-puzzle-record-rating', rating],
      ['play-puzzle-record-solved', t('play-puzzle-record-solved-of', { solved: record.solved, attempts: record.attempts })],
      ['play-puzzle-record-streak', number(record.streak)],
      ['play-puzzle-record-best-streak', number(record.best_streak)],
    ];
    $('puzzle-record').replaceChildren(...items.map(([term, value]) =>
      el('div', { dataset: { item: term.replace('play-puzzle-record-', '') } }, el('dt', {}, t(term)), el('dd', {}, value))));
  } catch (err) {
    fail(err);
  }
}

function choice() {
  const form = /** @type {HTMLFormElement} */ ($('puzzle-choice'));
  const data = new FormData(form);
  const theme = String(data.get('theme') || '');
  return { mode: String(data.get('mode') || 'rated'), ...(theme ? { theme } : {}) };
}

async function next() {
  await start(() => api('/api/puzzles/next', { method: 'POST', body: choice() }), null);
}

async function daily() {
  await start(async () => {
    /** @type {Schemas['DailyPuzzleView']} */
    const view = await api('/api/puzzles/daily', { method: 'POST', body: {} });
    return view;
  }, 'daily');
}

/**
 * Shows the attempt an ask answers with.
 * @param {() => Promise<any>} ask
 * @param {'daily' | null} kind
 */
async function start(ask, kind) {
  if (page.busy) return;
  page.busy = true;
  try {
    const answer = await ask();
    const attempt = kind === 'daily' ? answer.attempt : answer;
    page.tally = kind === 'daily' ? { attempts: answer.attempts, solved: answer.solved } : null;
    page.palette = await paletteOf(attempt.puzzle.setup);
    draft.length = 0;
    say($('puzzle-message'), '');
    show(attempt, { fresh: true });
  } catch (err) {
    fail(err);
  } finally {
    page.busy = false;
  }
}

/**
 * @param {Schemas['AttemptView']} attempt
 * @param {{ fresh?: boolean }} [options]
 */
function show(attempt, { fresh = false } = {}) {
  page.attempt = attempt;
  const { puzzle } = attempt;
  $('puzzle').hidden = false;
  $('puzzle').dataset.puzzle = puzzle.id;
  $('puzzle').dataset.task = puzzle.task;
  $('puzzle-heading').textContent = attempt.mode === 'daily'
    ? t('play-puzzle-heading-daily', { day: attempt.day ?? '' })
    : t('play-puzzle-heading', { theme: t(`play-puzzle-theme-${puzzle.theme.replaceAll('_', '-')}`) });
  $('puzzle-task').textContent = puzzle.task === 'break_in'
    ? t('play-puzzle-task-break-in', { guesses: puzzle.guesses })
    : t('play-puzzle-task-best-guess');
  const facts = [
    t('play-puzzle-fact-theme', { theme: t(`play-puzzle-theme-${puzzle.theme.replaceAll('_', '-')}`) }),
    t('play-puzzle-fact-rating', { rating: String(puzzle.rating) }),
    t(attempt.rated ? 'play-puzzle-fact-rated' : 'play-puzzle-fact-unrated'),
  ];
  if (attempt.streak != null) facts.push(t('play-puzzle-fact-streak', { streak: attempt.streak }));
  $('puzzle-facts').textContent = facts.join(' · ');
  drawRows(attempt, page.palette);
  drawPalette(puzzle.setup, page.palette, redrawDraft);
  redrawDraft();
  const over = attempt.ending != null;
  $('puzzle-entry').hidden = over;
  $('puzzle-status').textContent = over ? '' : t('play-puzzle-status', { left: attempt.guesses_left, codes: attempt.codes_left });
  drawResult(attempt);
  if (fresh) $('puzzle-heading').focus();
}

function redrawDraft() {
  if (!page.attempt) return;
  drawDraft(page.palette, page.attempt.puzzle.setup.pegs);
}

/** @param {Schemas['AttemptView']} attempt */
function drawResult(attempt) {
  const box = $('puzzle-result');
  box.hidden = attempt.ending == null;
  if (attempt.ending == null) return;
  $('puzzle-ending').textContent = t(`play-puzzle-ending-${attempt.ending.replaceAll('_', '-')}`);
  box.dataset.ending = attempt.ending;
  const change = $('puzzle-rating-change');
  change.textContent = attempt.rating_before != null && attempt.rating_after != null
    ? t('play-puzzle-rating-change', { before: String(attempt.rating_before), after: String(attempt.rating_after), change: signed(attempt.rating_after - attempt.rating_before) })
    : '';
  const answer = $('puzzle-answer');
  const shown = attempt.answer.slice(0, 12);
  const more = attempt.answer.length - shown.length;
  answer.replaceChildren(
    el('p', {}, t(attempt.puzzle.task === 'break_in' ? 'play-puzzle-answer-line' : 'play-puzzle-answer-best', { count: attempt.answer.length })),
    codeList(shown, page.palette),
    more > 0 ? el('p', {}, t('play-puzzle-answer-more', { count: more })) : '');
  $('puzzle-daily-tally').textContent = page.tally && attempt.mode === 'daily'
    ? t('play-puzzle-daily-tally', page.tally) : '';
  if (attempt.mode === 'streak' && attempt.ending !== 'solved') {
    $('puzzle-daily-tally').textContent = t('play-puzzle-streak-over', { streak: attempt.streak ?? 0 });
  }
  $('puzzle-again').hidden = attempt.mode === 'daily';
  loadRecord();
}

/** @param {number} n */
function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

async function send() {
  const attempt = page.attempt;
  if (!attempt || attempt.ending != null || page.busy) return;
  if (draft.length < attempt.puzzle.setup.pegs) {
    say($('puzzle-message'), t('play-puzzle-draft-short', { pegs: attempt.puzzle.setup.pegs }), 'error');
    return;
  }
  await move(`/api/puzzles/attempts/${encodeURIComponent(attempt.id)}/guesses`, { guess: draftCode() });
}

async function giveUp() {
  const attempt = page.attempt;
  if (!attempt || attempt.ending != null) return;
  await move(`/api/puzzles/attempts/${encodeURIComponent(attempt.id)}/give-up`, {});
}

/** @param {string} path @param {object} body */
async function move(path, body) {
  if (page.busy) return;
  page.busy = true;
  try {
    /** @type {Schemas['AttemptView']} */
    const attempt = await api(path, { method: 'POST', body });
    draft.length = 0;
    say($('puzzle-message'), '');
    if (attempt.mode === 'daily' && attempt.ending != null) {
      // The day's tally with this attempt in it.
      /** @type {Schemas['DailyPuzzleView']} */
      const day = await api('/api/puzzles/daily', { method: 'POST', body: {} });
      page.tally = { attempts: day.attempts, solved: day.solved };
    }
    show(attempt);
    const last = attempt.turns[attempt.turns.length - 1];
    if (attempt.ending != null) $('puzzle-ending').focus();
    else if (last) $('puzzle-status').textContent = t('play-puzzle-answered', { black: last.black, white: last.white, left: attempt.guesses_left, codes: attempt.codes_left });
  } catch (err) {
    fail(err);
  } finally {
    page.busy = false;
  }
}

/** Digits place colours, Backspace takes the last back, Enter guesses:
 *  while an attempt goes on and no field has the keys.
 * @param {KeyboardEvent} event */
function onKey(event) {
  const attempt = page.attempt;
  if (!attempt || attempt.ending != null || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = /** @type {HTMLElement} */ (event.target);
  if (target.closest('input, select, textarea, summary')) return;
  const pegs = attempt.puzzle.setup.pegs;
  if (/^[0-9]$/.test(event.key)) {
    const digit = Number(event.key);
    if (digit === 0 && !attempt.puzzle.setup.blanks) return;
    if (digit >= page.palette.length) return;
    place(digit, pegs);
    redrawDraft();
    event.preventDefault();
  } else if (event.key === 'Backspace') {
    draft.pop();
    redrawDraft();
    event.preventDefault();
  } else if (event.key === 'Enter' && !target.closest('button')) {
    send();
    event.preventDefault();
  }
}
