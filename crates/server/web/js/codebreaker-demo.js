// The computer playing against itself, one turn every DEMO_STEP_MS (every
// turn at once with reduced motion), with Stop and Skip; the instructions
// for playing step aside meanwhile.

import { api } from './api.js';
import { formatCode, parseCode } from './code.js';
import { say } from './layout.js';
import { feedbackText, plural } from './pegs.js';
import { state, $, secretDigits, requestBase, describe } from './codebreaker-state.js';
import { render } from './codebreaker-board.js';

// The demonstration plays one turn every DEMO_STEP_MS, unless the person
// prefers reduced motion: then every turn shows at once.
const DEMO_STEP_MS = 600;

export async function startDemo() {
  stopDemo();
  const secret = secretDigits();
  /** @type {{ preset: string, strategy: string, secret?: string }} */
  const body = { ...requestBase() };
  if (secret) body.secret = formatCode(secret);
  say($('codebreaker-message'), '');
  $('codebreaker-status').textContent = 'The computer is playing against itself…';
  try {
    /** @type {import('./api-types').components['schemas']['DemoView']} */
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
    say($('codebreaker-message'), err instanceof Error ? err.message : String(err), 'error');
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

/** @param {import('./codebreaker-state.js').DemoTurn} t */
function showDemoTurn(t) {
  if (!state.demo) return;
  state.rows.push({ guess: parseCode(t.guess), black: t.black, white: t.white, answered: true, editing: false, demo: true });
  state.demo.shown += 1;
}

/** Skip: every remaining turn at once, and the outcome. */
export function finishDemo() {
  const demo = state.demo;
  if (!demo) return;
  if (state.demoTimer) clearTimeout(state.demoTimer);
  state.demoTimer = null;
  while (demo.shown < demo.turns.length) showDemoTurn(demo.turns[demo.shown]);
  $('codebreaker-status').textContent = demo.solved
    ? `The computer broke ${describe(demo.secret)} in ${plural(demo.turns.length, 'turn')}.`
    : `The computer did not break ${describe(demo.secret)} in ${plural(demo.turns.length, 'turn')}.`;
  endDemo();
}

/** Stop: the turns shown so far stay on the board. */
export function haltDemo() {
  const demo = state.demo;
  if (!demo) return;
  if (state.demoTimer) clearTimeout(state.demoTimer);
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

/** While the demonstration runs, the instructions for playing step aside.
 * @param {boolean} shown */
function showInstructions(shown) {
  $('codebreaker-intro').hidden = !shown;
  $('secret-hint').hidden = !shown;
  $('demo-controls').hidden = shown;
}

export function stopDemo() {
  if (state.demoTimer) clearTimeout(state.demoTimer);
  state.demoTimer = null;
  state.demo = null;
  state.boardSecret = null;
  showInstructions(true);
}
