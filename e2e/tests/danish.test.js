// The site in Danish, chosen from the menu's language switch: a game won,
// a series of the board game through its hand-overs, and a duel between a
// player who chose Danish from the menu (kept by the account) and one whose
// browser asks for Danish. On every screen: <html lang="da">, and no run of
// English from the catalogues left on the page or in its accessible names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, winGame, gameState } from '../lib/play.js';
import { withPlayers, signUp, challenge, setCode as setDuelCode, guess, uniqueName } from '../lib/duel.js';
import { englishLeft, switchToDanish } from '../lib/danish.js';

const text = (page, selector) => page.textContent(selector).then((t) => t.replace(/\s+/g, ' ').trim());

async function allDanish(page, where) {
  assert.equal(await page.getAttribute('html', 'lang'), 'da', `${where}: <html lang="da">`);
  assert.deepEqual(await englishLeft(page), [], `${where}: no English left`);
}

test('a game in Danish: chosen from the menu, played and won', () => withBrowser(async (page) => {
  await page.goto('/');
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'English until chosen');
  await switchToDanish(page);
  assert.equal(await text(page, '.site-nav a[href="duels.html"]'), 'Spil online');
  await allDanish(page, 'the introduction');
  await startGame(page, 'mastermind-1');
  await allDanish(page, 'the board');
  await winGame(page);
  assert.equal(await gameState(page), 'won');
  await page.waitForSelector('#score-dialog[open]');
  await allDanish(page, 'the score dialog');
  await screenshot(page, 'danish-game-won');
  await page.click('#score-close');
  await page.waitForSelector('#review-section:not([hidden]) table');
  await allDanish(page, 'the review');
  // Every page of the menu, as a reader who chose Danish finds them.
  for (const href of await page.$$eval('.site-nav a', (links) => links.map((a) => a.getAttribute('href')))) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await allDanish(page, href);
  }
}));

/** The hand-over screen, in Danish; its button is pressed. */
async function handOver(page, where) {
  await page.waitForSelector('#handover-section:not([hidden])');
  await allDanish(page, where);
  await page.click('#handover-button');
}

test('a series of the board game in Danish: hand-overs, a code, a row answered, the result', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  await switchToDanish(page);
  await page.waitForSelector('#series-form');
  await allDanish(page, 'the series form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bo');
  await page.selectOption('#games', '2');
  await page.check('input[name="feedback"][value="manual"]');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  await handOver(page, 'the first hand-over');
  await page.waitForSelector('#code-section:not([hidden])');
  await allDanish(page, 'setting the code');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '1234') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await page.click('#code-submit');
  await handOver(page, 'the hand-over to the codebreaker');
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
  await page.click('#board-rows .board-row.current .hole[data-index="0"]');
  for (const d of '1234') await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#board-rows .submit-turn');
  await page.waitForSelector('#board-rows .board-row.pending');
  await allDanish(page, 'a row waiting for its answer');
  for (let i = 0; i < 4; i++) await page.click('#board-rows [data-control="black-plus"]');
  await page.click('#board-rows .answer-button');
  await page.waitForSelector('#result-section:not([hidden])');
  await allDanish(page, 'the result of game 1');
  await screenshot(page, 'danish-series-result');
}));

test('a duel in Danish: one player chose it from the menu, the other\'s browser asks for it', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  await switchToDanish(ann);
  // The account keeps the choice.
  const account = await ann.evaluate(() => fetch('/api/account').then((r) => r.json()));
  assert.equal(account.language, 'da');
  await bob.goto('/duels.html');
  assert.equal(await bob.getAttribute('html', 'lang'), 'da', 'Accept-Language: da-DK');

  const id = await challenge(ann);
  await allDanish(ann, 'an open challenge');
  const item = `#open-list [data-id="${id}"]`;
  await bob.goto('/duels.html');
  await bob.waitForSelector(`${item} .accept-challenge`);
  await allDanish(bob, 'the lobby');
  await bob.click(`${item} .accept-challenge`);
  await bob.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));
  // The boards are drawn a moment after the section shows, once the duel's
  // colours have come: the check reads them too.
  await ann.waitForSelector('#play-section:not([hidden]) #guess-board .board-row');
  await allDanish(ann, 'the board before the codes');
  await setDuelCode(ann, '12345');
  await setDuelCode(bob, '67812');
  await guess(ann, '67812', 1);
  await guess(bob, '11111', 1);
  for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');
  for (const [page, who] of [[ann, 'the winner'], [bob, 'the loser']]) await allDanish(page, who);
  assert.notEqual(await text(ann, '#result-heading'), 'You won');
  // A name's genitive by the Danish rule: -s, or an apostrophe after s, x, z.
  const genitive = await ann.evaluate(() => import('/js/words.js').then(({ t }) => [
    t('online-code-set-waiting', { opponent: 'Bo' }), t('online-code-set-waiting', { opponent: 'Klaus' })]));
  assert.match(genitive[0], /\bBos kode\b/);
  assert.match(genitive[1], /\bKlaus' kode\b/);
  await screenshot(ann, 'danish-duel-won');
}, [{}, { locale: 'da-DK' }]));
