// The buttons beside the board: Play again during a game asks first and quits
// the old game on the server; after the game it needs no confirmation and is
// the button to press. Digit keys after a click on the palette; the palette
// out of play once the game is over; Hint only where the solver can help,
// with a plain message when it cannot.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, readRows, gameState, winGame } from '../lib/play.js';

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

test('digit keys keep placing pegs after a mouse click on the palette', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await page.click('.board-row.current .hole[data-index="0"]');
  await page.click('.palette-colour[data-digit="1"]');
  await page.keyboard.type('23');
  await page.keyboard.press('y'); // a colour's letter too: yellow is 3
  const labels = await page.$$eval('.board-row.current .hole', (holes) => holes.map((h) => h.getAttribute('aria-label')));
  assert.deepEqual(labels, ['row 1, peg 1: red', 'row 1, peg 2: blue', 'row 1, peg 3: yellow', 'row 1, peg 4: yellow']);
  // Another click on the palette (pink into the last hole, still selected),
  // then Backspace and a digit typed with the focus still on the palette.
  await page.click('.palette-colour[data-digit="5"]');
  assert.equal(await page.getAttribute('.board-row.current .hole[data-index="3"]', 'aria-label'), 'row 1, peg 4: pink');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.board-row.played');
  assert.equal((await readRows(page))[0].guess, '1234');
}));

test('the palette is out of play once the game is over', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  const colours = page.locator('.palette-colour');
  for (let i = 0; i < await colours.count(); i++) assert.equal(await colours.nth(i).isDisabled(), false);
  await page.click('#quit-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForSelector('.flag-lost');
  const states = await page.$$eval('.palette-colour', (buttons) => buttons.map((b) => ({
    disabled: b.disabled,
    draggable: b.draggable,
    cursor: getComputedStyle(b).cursor,
  })));
  assert.ok(states.length >= 6);
  for (const s of states) assert.deepEqual(s, { disabled: true, draggable: false, cursor: 'not-allowed' });
  assert.equal(await page.getAttribute('#palette', 'aria-disabled'), 'true');
  assert.match(await page.textContent('#palette'), /game is over/);
  await screenshot(page, 'palette-after-game');
}));

test('Hint is disabled, with the reason, for a setup too large for the solver', () => withBrowser(async (page) => {
  // A level of the Introduction: hints.
  const small = await startGame(page, 'mastermind-1');
  assert.equal((await serverGame(page, small)).hints, true);
  assert.equal(await page.isDisabled('#hint-button'), false);
  assert.equal(await page.isVisible('#hint-note'), false);

  // The largest setup the Introduction offers: 8 pegs, 15 colours.
  await page.goto('/');
  await page.waitForSelector('.play-preset');
  await page.fill('input[name="pegs"]', '8');
  await page.fill('input[name="colours"]', '15');
  await page.fill('input[name="turns"]', '12');
  await page.click('#custom-setup button[type="submit"]');
  await page.waitForSelector('.board-row.current');
  const id = new URL(page.url()).searchParams.get('id');
  assert.equal((await serverGame(page, id)).hints, false);
  assert.equal(await page.locator('.board-row.current .hole').count(), 8);
  assert.ok(await page.isDisabled('#hint-button'));
  assert.match(await page.getAttribute('#hint-button', 'title'), /too many codes for the solver/);
  assert.ok(await page.isVisible('#hint-note'), 'said on the page too, for a phone without tooltips');
  await screenshot(page, 'hint-disabled-large-setup');

  // Should a hint be asked anyway (an old page, a stale button), the player
  // reads a plain sentence, not the server's numbers.
  await page.$eval('#hint-button', (b) => { b.disabled = false; });
  await page.click('#hint-button');
  await page.waitForSelector('#hint-panel:not([hidden]) .message');
  const text = await page.textContent('#hint-panel');
  assert.match(text, /No hint for this setup/);
  assert.doesNotMatch(text, /4194304|solver handles at most/);
  assert.ok(await page.isDisabled('#hint-button'), 'disabled again');
  // The game itself plays on.
  await clickGuess(page, '12345678');
  await submitRow(page);
  assert.equal((await readRows(page)).length, 1);
}));

test('a hint the server cannot give now is told plainly', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await page.route('**/hint', (route) => route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ error: 'the solver is busy; try again in a moment' }),
  }));
  await page.click('#hint-button');
  await page.waitForSelector('#hint-panel:not([hidden]) .message');
  assert.match(await page.textContent('#hint-panel'), /solver is busy just now/);
  assert.equal(await page.isDisabled('#hint-button'), false, 'and it can be asked again');
  assert.equal(await page.locator('#game-message:not([hidden])').count(), 0);
}));
