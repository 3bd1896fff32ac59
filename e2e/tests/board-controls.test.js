// The buttons beside the board: Play again during a game asks first and quits
// the old game on the server; after the game it needs no confirmation and is
// the button to press.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, readRows, gameState, winGame } from '../lib/play.js';

async function withBrowser(fn, options) {
  const browser = await launch(options);
  try {
    await fn(browser.page, browser);
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
  }
}

/** The game as the server has it, asked from the page (with its cookie). */
function serverGame(page, id) {
  return page.evaluate(async (gameId) => {
    const response = await fetch(`/api/games/${encodeURIComponent(gameId)}`);
    return response.json();
  }, id);
}

const isPrimary = (page, selector) => page.$eval(selector, (b) => b.classList.contains('button-primary'));

test('Play again during a game asks first; Keep playing keeps it, confirming quits it on the server', () => withBrowser(async (page) => {
  const id = await startGame(page, 'mastermind-1');
  await clickGuess(page, '1234');
  await submitRow(page);
  // In progress, Play again is not the button that stands out.
  assert.equal(await isPrimary(page, '#play-again-button'), false);

  await page.click('#play-again-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  assert.match(await page.textContent('dialog.confirm-dialog'), /quit/i);
  await screenshot(page, 'play-again-confirm');
  await page.click('dialog.confirm-dialog button[value="cancel"]');
  await page.waitForSelector('dialog.confirm-dialog', { state: 'detached' });
  assert.equal(new URL(page.url()).searchParams.get('id'), id);
  assert.equal((await readRows(page)).length, 1);
  assert.equal(await page.locator('.board-row.current').count(), 1);
  assert.equal((await serverGame(page, id)).state, 'playing');

  await page.click('#play-again-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForFunction((old) => new URLSearchParams(location.search).get('id') !== old, id);
  await page.waitForSelector('.board-row.current');
  assert.equal((await readRows(page)).length, 0);
  assert.match(await page.textContent('#game-title'), /Mastermind, level I$/);
  const old = await serverGame(page, id);
  assert.equal(old.state, 'quit', 'the abandoned game is quit on the server, not left open');
  assert.ok(old.secret, 'and its secret revealed');
}));

test('once the game is won, Play again is the prominent button and starts a new game at once', () => withBrowser(async (page) => {
  const id = await startGame(page, 'mastermind-1');
  await winGame(page);
  assert.equal(await gameState(page), 'won');
  await page.waitForSelector('#score-dialog[open]');
  await page.click('#score-close');
  assert.equal(await isPrimary(page, '#play-again-button'), true);
  await page.click('#play-again-button');
  await page.waitForFunction((old) => new URLSearchParams(location.search).get('id') !== old, id);
  await page.waitForSelector('.board-row.current');
  assert.equal(await page.locator('dialog.confirm-dialog').count(), 0, 'no confirmation after the game');
  assert.equal(await isPrimary(page, '#play-again-button'), false);
}));
