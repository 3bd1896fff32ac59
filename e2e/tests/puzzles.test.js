// Puzzles on the page: a rated puzzle solved with the keyboard raises the
// player's puzzle rating, the next one missed lowers it (each shown with
// its answer once over, never before); the day's puzzle is the same for
// two players and counts their attempts; a streak ends at the first miss.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, textShown } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp } from '../lib/duel.js';
import { startPuzzle, typePuzzleGuess, shippedPuzzle } from '../lib/puzzle.js';

/** A code the setup allows (colours 1 up, repeated only where the setup
 *  repeats) that is none of `codes`.
 * @param {{ pegs: number, colours: number, repetition: boolean }} setup @param {string[]} codes */
function otherCode({ pegs, colours, repetition }, codes) {
  for (let n = 0; ; n++) {
    let code = '';
    for (let i = 0, m = n; i < pegs; i++, m = Math.floor(m / colours)) code += String(1 + (m % colours));
    if (!repetition && new Set(code).size < pegs) continue;
    if (!codes.includes(code)) return code;
  }
}

/** Waits until the record's `item` reads `value`: the page reads the
 *  record again once an attempt is over.
 * @param {import('playwright').Page} page @param {string} item @param {string} value */
async function recordReads(page, item, value) {
  await textShown(page, `[data-item="${item}"] dd`, value, `the record's ${item}`);
}

/** The rating change shown: [before, after]. @param {import('playwright').Page} page */
async function ratings(page) {
  const shown = await text(page, '#puzzle-rating-change');
  const m = /(\d+) → (\d+)/.exec(shown);
  assert.ok(m, `a rating change is shown: ${shown}`);
  return [Number(m[1]), Number(m[2])];
}

test('a rated puzzle solved raises the rating, the next one missed lowers it', () => withPlayers(async (ann) => {
  await signUp(ann, uniqueName('ann'));
  await ann.goto('/puzzles.html');
  await ann.waitForSelector('#puzzle-record dd');
  assert.equal(await text(ann, '[data-item="rating"] dd'), 'not rated yet');

  const first = await startPuzzle(ann, { theme: 'impossible_guess' });
  assert.equal(first.task.kind, 'best_guess');
  assert.match(await text(ann, '#puzzle-task'), /fewest codes in the worst case/);
  assert.match(await text(ann, '#puzzle-facts'), /rated/);
  assert.ok(await ann.isHidden('#puzzle-result'), 'no answer before the end');
  const given = ann.locator('#puzzle-rows .puzzle-given').first();
  assert.match(await given.getAttribute('aria-label') ?? '', /^Row 1, played before: .+; \d black, \d white$/);
  await screenshot(ann, 'puzzle-rated');

  await typePuzzleGuess(ann, first.accepted[0]);
  await ann.waitForSelector('#puzzle-result:not([hidden])');
  assert.equal(await text(ann, '#puzzle-ending'), 'Solved!');
  const [before, after] = await ratings(ann);
  assert.equal(before, 1500);
  assert.ok(after > before, `solved: ${before} → ${after}`);
  const answer = await ann.locator('#puzzle-answer li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-code')));
  assert.deepEqual(answer, first.accepted.slice(0, 12), 'the best guesses shown once over');
  await ann.waitForFunction((r) => document.querySelector('[data-item="rating"] dd')?.textContent?.startsWith(String(r)), after);
  await screenshot(ann, 'puzzle-solved');

  await ann.click('#puzzle-again');
  await ann.waitForFunction((id) => document.querySelector('#puzzle')?.getAttribute('data-puzzle') !== id, first.id);
  const second = shippedPuzzle(String(await ann.getAttribute('#puzzle', 'data-puzzle')));
  assert.notEqual(second.id, first.id);
  const miss = otherCode(second.setup, second.accepted);
  // By the palette this time: a click per peg, then the Guess button.
  for (const digit of miss) await ann.click(`#puzzle-palette .palette-colour[data-digit="${digit}"]`);
  await ann.click('#puzzle-guess');
  await ann.waitForSelector('#puzzle-result:not([hidden])');
  assert.equal(await text(ann, '#puzzle-ending'), 'Not among the best guesses: not solved.');
  const [before2, after2] = await ratings(ann);
  assert.equal(before2, after);
  assert.ok(after2 < before2, `missed: ${before2} → ${after2}`);
  await recordReads(ann, 'solved', '1 of 2');
  await screenshot(ann, 'puzzle-missed');
}));

test("the day's puzzle is one for everyone, and a streak ends at the first miss", () => withPlayers(async (bob, cleo) => {
  await bob.goto('/puzzles.html?daily');
  await bob.waitForSelector('#puzzle:not([hidden])');
  const day = await bob.getAttribute('#puzzle', 'data-puzzle');
  assert.match(await text(bob, '#puzzle-heading'), /^The puzzle of \d{4}-\d{2}-\d{2}$/);
  assert.match(await text(bob, '#puzzle-facts'), /not rated/);
  await bob.click('#puzzle-give-up');
  await bob.waitForSelector('#puzzle-result:not([hidden])');
  assert.equal(await text(bob, '#puzzle-ending'), 'Given up: not solved.');
  assert.ok(await bob.locator('#puzzle-answer li').count() >= 1, 'the answer shown');

  await cleo.goto('/puzzles.html');
  await cleo.waitForSelector('#puzzle-record dd');
  await cleo.click('#puzzle-daily');
  await cleo.waitForSelector('#puzzle:not([hidden])');
  assert.equal(await cleo.getAttribute('#puzzle', 'data-puzzle'), day, 'the same puzzle');
  await cleo.click('#puzzle-give-up');
  await cleo.waitForSelector('#puzzle-result:not([hidden])');
  assert.match(await text(cleo, '#puzzle-daily-tally'), /^Today 2 players have finished it; 0 solved it\.$/);
  await screenshot(cleo, 'puzzle-daily');

  // A streak: one solved, then a miss ends it.
  const first = await startPuzzle(cleo, { mode: 'streak', theme: 'impossible_guess' });
  assert.match(await text(cleo, '#puzzle-facts'), /streak 0/);
  await typePuzzleGuess(cleo, first.accepted[0]);
  await cleo.waitForSelector('#puzzle-result:not([hidden])');
  const second = await startPuzzle(cleo, { mode: 'streak', theme: 'impossible_guess' });
  assert.match(await text(cleo, '#puzzle-facts'), /streak 1/);
  await typePuzzleGuess(cleo, otherCode(second.setup, second.accepted));
  await cleo.waitForSelector('#puzzle-result:not([hidden])');
  assert.equal(await text(cleo, '#puzzle-daily-tally'), 'The streak is over: one puzzle solved.');
  await recordReads(cleo, 'best-streak', '1');
}));
