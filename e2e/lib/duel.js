// Duels through the pages, shared by the browser tests: players with
// accounts of their own (names unique per run), each in a browser of their
// own; a challenge from the lobby form; a code and a guess clicked in on
// the duel page; the boards and the result read off the page.

import assert from 'node:assert/strict';
import { launch } from './browser.js';

export const PASSWORD = 'correct horse 1';
let serial = 0;

/** A fresh name for this run: 3 to 20 letters and digits. */
export function uniqueName(prefix) {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}`.slice(0, 20);
}

export const text = (page, selector) => page.textContent(selector).then((t) => t.replace(/\s+/g, ' ').trim());

export async function withPlayers(fn, options = [{}, {}]) {
  const browsers = [];
  try {
    for (const o of options) browsers.push(await launch(o));
    await fn(...browsers.map((b) => b.page));
    for (const b of browsers) assert.deepEqual(b.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    for (const b of browsers) await b.close();
  }
}

export async function signUp(page, name, password = PASSWORD) {
  await page.goto('/account.html?mode=signup');
  await page.waitForSelector('#signed-out:not([hidden])');
  await page.fill('#signup-name', name);
  await page.fill('#signup-password', password);
  await page.click('#signup-submit');
  await page.waitForURL(/duels\.html$/);
  await page.waitForSelector('#lobby-player:not([hidden])');
  await page.waitForFunction((n) => document.querySelector('.account-link')?.textContent === n, name);
}

/** Makes a challenge from the lobby form; returns its id (the page goes to the duel). */
export async function challenge(page, { opponent = '', time = null } = {}) {
  await page.goto('/duels.html');
  await page.waitForSelector('#challenge-preset option[value="logik"]', { state: 'attached' });
  assert.equal(await page.inputValue('#challenge-preset'), 'logik', 'Logik is the default');
  if (opponent) await page.fill('#challenge-opponent', opponent);
  if (time) {
    await page.check(`#challenge-form input[name="time_kind"][value="${time.kind}"]`);
    await page.selectOption('#time-preset', String(time.seconds));
  }
  await page.click('#challenge-submit');
  await page.waitForURL(/duel\.html\?id=/);
  await page.waitForSelector('#open-section:not([hidden])');
  return new URL(page.url()).searchParams.get('id');
}

/** Clicks a code into the bottom row of "Your code" and sets it. */
export async function setCode(page, code) {
  await page.waitForSelector('#own-board .own-code-row.current .hole[data-index="0"]');
  await page.click('#own-board .own-code-row.current .hole[data-index="0"]');
  for (const d of code) await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#own-board .submit-code');
  await page.waitForSelector(`#own-board .own-code-row[data-code="${code}"]`);
}

/** Clicks a guess into the row in play of "Your guesses" and sends it. */
export async function guess(page, code, turn) {
  const row = `#guess-board .board-row.current[data-turn="${turn}"]`;
  await page.waitForSelector(`${row} .hole[data-index="0"]`);
  await page.click(`${row} .hole[data-index="0"]`);
  for (const d of code) await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click(`${row} .submit-turn`);
  await page.waitForSelector(`#guess-board .board-row[data-turn="${turn}"]:is(.pending, .played)[data-guess="${code}"]`);
}

/** Types a guess into the row in play of "Your guesses" by keyboard, sends it
 *  with Enter, and waits for the turn to be played (the other side's guess
 *  was in already: a computer or a house bot). */
export async function typeGuess(page, code, turn) {
  const hole = `#guess-board .board-row.current[data-turn="${turn}"] .hole[data-index="0"]`;
  await page.waitForSelector(hole);
  await page.focus(hole);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`#guess-board .board-row.played[data-turn="${turn}"][data-guess="${code}"]`);
}

/** The rows of both boards as drawn: what a reload must draw again. Read in
 *  one evaluation, since the page redraws the boards whenever the server speaks. */
export async function boards(page) {
  return page.evaluate(() => [...document.querySelectorAll('.duel-board .board-row')].map((r) => ({
    board: r.closest('.duel-board').id,
    cls: [...r.classList].sort().join(' '),
    turn: r.dataset.turn ?? null,
    guess: r.dataset.guess ?? null,
    code: r.dataset.code ?? null,
    feedback: r.querySelector('.feedback')?.getAttribute('aria-label') ?? null,
  })));
}

export async function resultCodes(page) {
  return page.evaluate(() => [...document.querySelectorAll('#result-codes .duel-code')].map((e) => e.dataset.code).sort());
}

