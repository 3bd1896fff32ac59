// Playing through the pages as a person would: choose a level on the
// Introduction, click holes and colours, read the key pegs off the board.
// To win without knowing the secret, the next guess comes from the
// codebreaker API, fed with the feedback the board shows.

import assert from 'node:assert/strict';
import { BASE_URL } from './browser.js';

/** POST/GET to the API from the test (no Origin header: not a browser). */
export async function apiCall(path, body) {
  const response = await fetch(BASE_URL + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The codebreaker's next guess for these answers. */
export async function nextGuess(preset, history, strategy = 'knuth') {
  const { status, body } = await apiCall('/api/codebreaker/next', { preset, strategy, history, blunder_rate: 0 });
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}

/** Opens the Introduction and clicks "Play" for a preset; returns the game id. */
export async function startGame(page, preset = 'mastermind-1') {
  await page.goto('/');
  await page.click(`a.play-preset[data-preset="${preset}"]`);
  await page.waitForSelector('.board-row.current');
  await page.waitForURL(/game\.html\?id=/);
  return new URL(page.url()).searchParams.get('id');
}

export function digitsOf(code) {
  return /\s/.test(code.trim()) ? code.trim().split(/\s+/).map(Number) : [...code.trim()].map(Number);
}

/** Clicks the first hole of the row in play, then one colour per peg. */
export async function clickGuess(page, code) {
  await page.click('.board-row.current .hole[data-index="0"]');
  for (const d of digitsOf(code)) await page.click(`.palette-colour[data-digit="${d}"]`);
}

/** Clicks ✓ and waits for the row's key pegs. */
export async function submitRow(page) {
  const played = await page.locator('.board-row.played').count();
  await page.click('.submit-turn');
  await page.waitForFunction((n) => document.querySelectorAll('.board-row.played').length > n, played);
}

/** The played rows as the board shows them: guess and black/white from the key pegs' label. */
export async function readRows(page) {
  return page.$$eval('#board-rows .board-row.played', (rows) => rows.map((row) => {
    const label = row.querySelector('.feedback').getAttribute('aria-label');
    // "2 black, 1 white", "2 sort, 1 hvid": black first in every language.
    const [, black, white] = /(\d+) \S+, (\d+) \S+/.exec(label);
    return { guess: row.dataset.guess, black: Number(black), white: Number(white) };
  }));
}

export async function gameState(page) {
  const flag = await page.$('#flag-area .flag');
  return flag ? flag.getAttribute('data-flag') : null;
}

/**
 * Wins the game on the page: each guess from the codebreaker (Knuth) given
 * the feedback read off the board, clicked in (or typed, with `enter`).
 */
export async function winGame(page, preset = 'mastermind-1', enter = clickGuess, submit = submitRow) {
  for (let turn = 1; turn <= 8; turn++) {
    const history = await readRows(page);
    const next = await nextGuess(preset, history);
    assert.ok(!next.solved, 'the board should have shown the win');
    await enter(page, next.guess);
    await submit(page);
    if ((await gameState(page)) === 'won') return { turns: turn, secret: next.guess };
  }
  throw new Error('Knuth did not win within 8 turns');
}
