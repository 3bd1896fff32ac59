// Bots on the pages: a person challenges a house bot (the computer's level 5
// as a bot account) by name from the lobby; it takes the challenge up at
// once, and the duel is played to its end on the duel page, the bot marked
// BOT beside its name. The codebreaker league lists the house bot, marked,
// with its duels; its player page says BOT; the account page lets a person
// refuse bots, and asks twice before it turns an account into a bot.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp, setCode, typeGuess } from '../lib/duel.js';

const HOUSE = 'house-bot-5';

test('a person plays a house bot to the end, marked BOT; the league ranks it', () => withPlayers(async (ann) => {
  await signUp(ann, uniqueName('ann'));
  await ann.goto('/league.html');
  await ann.waitForSelector('#league-table');
  const duelsBefore = Number(await text(ann, `#league-table tr[data-player="${HOUSE}"] td:nth-child(4)`));

  await ann.goto('/duels.html');
  await ann.waitForSelector('#challenge-preset option[value="mastermind-1"]', { state: 'attached' });
  await ann.selectOption('#challenge-preset', 'mastermind-1');
  await ann.fill('#challenge-opponent', HOUSE);
  await ann.check('#challenge-rated');
  await ann.click('#challenge-submit');
  await ann.waitForURL(/duel\.html\?id=/);
  // Taken up at once: no open challenge to wait on.
  await ann.waitForSelector('#play-section:not([hidden])');
  const mark = ann.locator('#duel-players .player-bot', { hasText: HOUSE }).locator('.bot-mark');
  assert.equal(await mark.textContent(), 'BOT');
  assert.equal(await mark.getAttribute('title'), 'A bot: a program playing through the API');

  // Not level 5's opening (1122), so the duel runs some turns.
  await setCode(ann, '6543');
  let turns = 0;
  for (let turn = 1; turn <= 8; turn++) {
    await typeGuess(ann, '3456', turn);
    turns = turn;
    if (await ann.isVisible('#result-box')) break;
  }
  await ann.waitForSelector('#result-box:not([hidden])');
  assert.ok(turns <= 5, `level 5 breaks 4·6 in at most 5 turns, not ${turns}`);
  assert.match(await text(ann, '#result-text'), new RegExp(`${HOUSE} broke your code|both codes broken|You broke`, 'i'));
  await screenshot(ann, 'bot-duel-over');

  // The coach reviews both players' guesses, once asked.
  await ann.click('#coach-button');
  await ann.waitForSelector('#coach-reviews .coach-side .review-table');
  const sides = await ann.locator('#coach-reviews .coach-side h3').allTextContents();
  assert.deepEqual(sides.sort(), [`${HOUSE}'s guesses`, `${(await text(ann, '.account-link'))}'s guesses`].sort());
  const guesses = await ann.locator('#coach-reviews .coach-side[data-side] .review-table tbody tr').count();
  assert.ok(guesses >= 2, `each side's guesses reviewed: ${guesses} rows`);

  // The league: the house bot marked, one more duel.
  await ann.goto('/league.html');
  await ann.waitForSelector('#league-table');
  const row = `#league-table tr[data-player="${HOUSE}"]`;
  assert.equal(await text(ann, `${row} .bot-mark`), 'BOT');
  assert.match(await text(ann, `${row} .house-note`), /house bot, level 5/);
  assert.equal(Number(await text(ann, `${row} td:nth-child(4)`)), duelsBefore + 1);
  assert.match(await ann.getAttribute(row, 'data-rank') ?? '', /^\d+$/, 'rated: it has a place');
  await screenshot(ann, 'league');

  // Its player page says so.
  await ann.click(`${row} a[data-player="${HOUSE}"]`);
  await ann.waitForSelector('#player-title .bot-mark');
  assert.equal(await text(ann, '#player-title'), `${HOUSE} BOT`);

  // The account page: bots refused, and the turn into a bot asked twice.
  await ann.goto('/account.html');
  await ann.waitForSelector('#bots-person:not([hidden])');
  assert.equal(await text(ann, '#bots-state'), "This is a person's account.");
  await ann.check('#refuse-bots');
  await ann.waitForSelector('#bots-status:not([hidden])');
  assert.match(await text(ann, '#bots-status'), /^Bots can no longer challenge you/);
  await ann.click('#become-bot');
  await ann.waitForSelector('dialog.confirm-dialog[open]');
  await ann.click('dialog.confirm-dialog button[value="cancel"]');
  assert.equal(await text(ann, '#bots-state'), "This is a person's account.", 'nothing happens when not confirmed');
}));
