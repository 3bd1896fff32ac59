// The game's clock: m:ss from the game's start as the server counts it, so a
// reload goes on from where it was instead of starting at 0:00; it stops at
// the end on the time the high scores take.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, winGame } from '../lib/play.js';

const CLOCK = /^(\d+):([0-5]\d)$/;

/** The clock's reading in seconds, after checking it reads m:ss. */
async function clockSeconds(page) {
  const text = (await page.textContent('#game-clock .clock-time')).trim();
  const m = CLOCK.exec(text);
  assert.ok(m, `the clock reads m:ss: "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function waitForClock(page, atLeast) {
  return page.waitForFunction((n) => {
    const m = /^(\d+):(\d\d)$/.exec(document.querySelector('#game-clock .clock-time')?.textContent.trim() || '');
    return m && Number(m[1]) * 60 + Number(m[2]) >= n;
  }, atLeast);
}

test('the clock runs from the game\'s start and goes on after a reload', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await page.waitForSelector('#game-clock:not([hidden])');
  assert.equal(await page.getAttribute('#game-clock', 'role'), 'timer');
  assert.equal(await page.getAttribute('#game-clock', 'data-state'), 'running');
  assert.match(await page.textContent('#game-clock'), /Time/);
  await clickGuess(page, '1122');
  await submitRow(page);
  await waitForClock(page, 2);

  await page.reload();
  await page.waitForSelector('#game-clock:not([hidden])');
  const after = await clockSeconds(page);
  assert.ok(after >= 2, `after a reload the clock goes on from the server's start, not 0:00: ${after} s`);
  assert.equal(await page.getAttribute('#game-clock', 'data-state'), 'running');
  await waitForClock(page, after + 1); // and it keeps running
}));

test('the clock stops at the win on the high score\'s time', () => withBrowser(async (page) => {
  await page.clock.install();
  const id = await startGame(page, 'mastermind-1');
  await page.waitForSelector('#game-clock:not([hidden])');
  // The page's own time runs on: a minute and ten seconds later.
  await page.clock.fastForward('01:10');
  assert.ok(await clockSeconds(page) >= 70, 'the clock follows the time passing');

  await winGame(page);
  assert.equal(await page.getAttribute('#game-clock', 'data-state'), 'stopped');
  const shown = await clockSeconds(page);
  const game = await page.evaluate(async (gameId) => (await fetch(`/api/games/${gameId}`)).json(), id);
  assert.equal(game.state, 'won');
  assert.equal(shown, Math.round(game.seconds), `the clock shows the score's time: ${shown} s, ${game.seconds} s`);

  await page.clock.fastForward('02:00');
  assert.equal(await clockSeconds(page), shown, 'stopped: time passing does not move it');
  await page.reload();
  await page.waitForSelector('#game-clock:not([hidden])');
  assert.equal(await page.getAttribute('#game-clock', 'data-state'), 'stopped');
  assert.equal(await clockSeconds(page), shown, 'the same final time after a reload');
}));

test('a quit game keeps the time it was quit at', () => withBrowser(async (page) => {
  await page.clock.install();
  await startGame(page, 'mastermind-1');
  await page.waitForSelector('#game-clock:not([hidden])');
  await page.click('#quit-button');
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForSelector('#flag-area .flag-lost');
  assert.equal(await page.getAttribute('#game-clock', 'data-state'), 'stopped');
  const shown = await clockSeconds(page);
  await page.clock.fastForward('05:00');
  assert.equal(await clockSeconds(page), shown);
}));
