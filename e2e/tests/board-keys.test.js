// One keyboard map for every board (draft-keys.js): on the game's, the
// duel's and the series' row in play the same keys do the same. A digit
// places a colour and moves on; ← → move through the holes and stop at the
// row's ends (never round to the other end); Home and End go to the first
// and the last hole; ↑ ↓ never move along the row; Backspace clears a hole.
// And the help under each board says so in the same words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { startGame } from '../lib/play.js';

/** The hole the keyboard is on, by its index in the row. */
const at = (page) => page.evaluate(() => Number(document.activeElement?.closest('.hole')?.getAttribute('data-index') ?? -1));

/** The row in play's pegs: a digit per hole, '-' for an empty one. */
function pegs(page, row) {
  return page.$$eval(`${row} .hole`, (holes) => holes.map((h) => h.dataset.digit ?? h.querySelector('[data-digit]')?.dataset.digit ?? '-').join(''));
}

/** The keys, played on the row `row` of `n` holes, the focus on its first hole. */
async function sameKeys(page, row, n, board) {
  await page.click(`${row} .hole[data-index="0"]`);
  assert.equal(await at(page), 0, `${board}: on the first hole`);
  await page.keyboard.press('1');
  assert.equal(await at(page), 1, `${board}: a digit places and moves on`);
  for (const key of ['ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
  assert.equal(await at(page), 0, `${board}: ← stops at the first hole`);
  for (let i = 0; i <= n; i += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await at(page), n - 1, `${board}: → stops at the last hole`);
  await page.keyboard.press('Home');
  assert.equal(await at(page), 0, `${board}: Home, the first hole`);
  await page.keyboard.press('End');
  assert.equal(await at(page), n - 1, `${board}: End, the last hole`);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  assert.equal(await at(page), 0, `${board}: ↑ ↓ do not move along the row`);
  await page.keyboard.press('Backspace');
  assert.equal(await at(page), 0, `${board}: Backspace clears the hole, the keyboard stays`);
  return page.$$eval('.keyboard-help li', (items) => items.map((li) => li.textContent.replace(/\s+/g, ' ').trim()));
}

test('the same keys do the same on the game\'s, the duel\'s and the series\' boards, with the same help', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  const game = await sameKeys(page, '.board-row.current', 4, 'game');

  const duel = await page.evaluate(async () => {
    const r = await fetch('/api/duels/computer', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ preset: 'mastermind-1' }) });
    return (await r.json()).id;
  });
  await page.goto(`/duel.html?id=${duel}`);
  await page.waitForSelector('#own-board .own-code-row.current .hole');
  await page.click('#own-board .own-code-row.current .hole[data-index="0"]');
  for (const key of ['1', '2', '3', '4', 'Enter']) await page.keyboard.press(key);
  await page.waitForSelector('#guess-board .board-row.current[data-turn="1"] .hole');
  const duelHelp = await sameKeys(page, '#guess-board .board-row.current', 4, 'duel');

  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '6655') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await page.click('#code-submit');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
  const series = await sameKeys(page, '#board-rows .board-row.current', 4, 'series');

  assert.deepEqual(duelHelp, game, 'the duel\'s help is the game\'s');
  assert.deepEqual(series, game, 'the series\' help is the game\'s');
}));
