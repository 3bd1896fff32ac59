// The rough edges a newcomer met (issue 36), each one its own check: the
// "cannot be reached" message gone once a guess goes through again; the
// "Play again" hint in the page's one language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow } from '../lib/play.js';

const text = (page, selector) => page.textContent(selector).then((t) => t.replace(/\s+/g, ' ').trim());

test('the "server cannot be reached" message goes once a guess goes through again', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await page.route('**/api/games/*/guesses', (route) => route.abort('internetdisconnected'), { times: 1 });
  await clickGuess(page, '1122');
  await page.click('.submit-turn');
  await page.waitForSelector('#game-message:not([hidden])');
  assert.match(await text(page, '#game-message'), /cannot be reached/);
  // The connection is back: the same row, sent again, is played.
  await submitRow(page);
  assert.ok(await page.isHidden('#game-message'), 'the message is gone once the guess went through');
}));

test('the "Play again" hint is in the page\'s language only', () => withBrowser(async (page, { context }) => {
  for (const [lang, own] of [['en', /new game/], ['da', /nyt spil/]]) {
    await context.addCookies([{ name: 'lang', value: lang, url: BASE_URL }]);
    await startGame(page, 'mastermind-1');
    const hint = await page.getAttribute('#play-again-button', 'title');
    assert.match(hint, own, `${lang}: ${hint}`);
    assert.doesNotMatch(hint, /jogar|jouer|de novo|à nouveau/, `${lang}: no Portuguese or French: ${hint}`);
    await page.goto('/scores.html');
    const scores = await page.$$eval('[title]', (all) => all.map((e) => e.getAttribute('title')).join(' | '));
    assert.doesNotMatch(scores, /jogar|jouer/, `${lang}: the scores page's hints: ${scores}`);
  }
}));
