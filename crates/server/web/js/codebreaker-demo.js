// The computer playing against itself, one turn every DEMO_STEP_MS (every
// turn at once with reduced motion), with Stop and Skip; the instructions
// for playing step aside meanwhile.

import { api } from './api.js';
import { formatCode, parseCode } from './code.js';
import { say } from './layout.js';
import { feedbackText } from './pegs.js';
import { t } from './words.js';
import { state, $, secretDigits, requestBase, describe } from './codebreaker-state.js';
import { render } from './codebreaker-board.js';

// The demonstration plays one turn every DEMO_STEP_MS, unless the person
// prefers reduced motion: then every turn shows at once.
const DEMO_STEP_MS = 600;

/** How many demonstrations were asked for or stopped: one answered after
 *  another was asked for, or after Stop, a new level or a new game, is
 *  dropped (two would play at once). */
let demoAsked = 0;

export async function startDemo() {
  stopDemo();
  const asked = demoAsked;
  const secret = secretDigits();
  /** @type {{ preset: string, strategy: string, secret?: string }} */
  const body = { ...requestBase() };
  if (secret) body.secret = formatCode(secret);
  say($('codebreaker-message'), '');
  $('codebreaker-status').textContent = t('play-demo-running');
  try {
    /** @type {import('./api-types').components['schemas']['DemoView']} */
    const demo = await api('/api/codebreaker/demo', { method: 'POST', body });
    if (asked !== demoAsked) return;
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
    if (asked !== demoAsked) return;
    say($('codebreaker-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}

function demoStep() {
  const demo = state.demo;
  if (!demo) return;
  if (demo.shown >= demo.turns.length) return finishDemo();
  showDemoTurn(demo.turns[demo.shown]);
  const shown = demo.turns[demo.shown - 1];
  $('codebreaker-status').textContent =
    t('play-demo-turn', { turn: demo.shown, feedback: feedbackText(shown.black, shown.white) });
  render();
  state.demoTimer = setTimeout(demoStep, DEMO_STEP_MS);
}

/** @param {import('./codebreaker-state.js').DemoTurn} turn */
function showDemoTurn(turn) {
  if (!state.demo) return;
  state.rows.push({ guess: parseCode(turn.guess), black: turn.black, white: turn.white, answered: true, editing: false, demo: true });
  state.demo.shown += 1;
}

/** Skip: every remaining turn at once, and the outcome. */
export function finishDemo() {
  const demo = state.demo;
  if (!demo) return;
  if (state.demoTimer) clearTimeout(state.demoTimer);
  state.demoTimer = null;
  while (demo.shown < demo.turns.length) showDemoTurn(demo.turns[demo.shown]);
  const code = describe(demo.secret);
  const turns = demo.turns.length;
  $('codebreaker-status').textContent = demo.solved ? t('play-demo-broke', { code, turns }) : t('play-demo-not-broke', { code, turns });
  endDemo();
}

/** Stop: the turns shown so far stay on the board. */
export function haltDemo() {
  const demo = state.demo;
  if (!demo) return;
  if (state.demoTimer) clearTimeout(state.demoTimer);
  state.demoTimer = null;
  $('codebreaker-status').textContent = t('play-demo-stopped', { shown: demo.shown, turns: demo.turns.length });
  endDemo();
}

function endDemo() {
  state.demo = null;
  state.phase = 'over';
  showInstructions(true);
  render();
}

/** While the demonstration runs, the instructions for playing step aside.
 * @param {boolean} shown */
function showInstructions(shown) {
  $('codebreaker-intro').hidden = !shown;
  $('secret-hint').hidden = !shown;
  $('demo-controls').hidden = shown;
}

export function stopDemo() {
  demoAsked += 1;
  if (state.demoTimer) clearTimeout(state.demoTimer);
  state.demoTimer = null;
  state.demo = null;
  state.boardSecret = null;
  showInstructions(true);
}
