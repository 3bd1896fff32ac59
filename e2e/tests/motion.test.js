// Short animations on the board: a placed peg pops in, a result's key pegs
// appear one by one, the secret is turned over with a flourish at a win; all
// only with prefers-reduced-motion: no-preference, none with "reduce".

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, winGame } from '../lib/play.js';

/** The animation-name of every element matching `selector`. */
const animations = (page, selector) =>
  page.$$eval(selector, (nodes) => nodes.map((n) => getComputedStyle(n).animationName));

/** Each animation of the board, read under both settings of reduced motion. */
async function checkBoth(page, selector, name, what) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await animations(page, selector);
  assert.ok(moving.length > 0, `${what}: ${selector} on the page`);
  assert.deepEqual(moving, moving.map(() => name), `${what} moves with no-preference`);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.deepEqual(await animations(page, selector), moving.map(() => 'none'), `${what} is still with reduce`);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

test('a placed peg, a result and a win are animated, and nothing moves with reduced motion', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await page.click('.board-row.current .hole[data-index="0"]');
  await page.click('.palette-colour[data-digit="3"]');
  // Only the peg just placed pops, not the whole row at every render.
  await checkBoth(page, '.board-row.current .hole[data-index="0"] .peg', 'peg-pop', 'the placed peg');
  await page.click('.palette-colour[data-digit="4"]');
  assert.deepEqual(await animations(page, '.board-row.current .hole[data-index="0"] .peg'), ['none'], 'an earlier peg does not pop again');
  await checkBoth(page, '.board-row.current .hole[data-index="1"] .peg', 'peg-pop', 'the next peg');

  for (const d of '56') await page.click(`.palette-colour[data-digit="${d}"]`);
  await submitRow(page);
  await checkBoth(page, '.board-row.played[data-turn="1"] .key-peg', 'key-peg-in', 'the key pegs of a result');
  // One by one: each key peg starts later than the one before.
  const delays = await page.$$eval('.board-row.played[data-turn="1"] .key-peg',
    (pegs) => pegs.map((p) => parseFloat(getComputedStyle(p).animationDelay)));
  assert.ok(delays.every((d, i) => i === 0 || d > delays[i - 1]), `delays ${delays}`);

  if (await page.$('#flag-area .flag-won')) return; // won at the first guess: no later row
  await winGame(page);
  await checkBoth(page, '.secret-row .row-pegs .peg', 'secret-flourish', 'the secret at a win');
}));

test('a lost game turns the secret over without the flourish of a win', () => withBrowser(async (page) => {
  await startGame(page, 'colour-1');
  for (let turn = 1; turn <= 6; turn++) {
    await clickGuess(page, turn % 2 ? '1111' : '2222');
    await submitRow(page);
    if (await page.$('#flag-area .flag-won')) return; // one game in hundreds: nothing to see here
  }
  await page.waitForSelector('#flag-area .flag-lost');
  await checkBoth(page, '.secret-row .row-pegs .peg', 'secret-turn', 'the secret at a loss');
}, { reducedMotion: 'no-preference' }));
