// Vacation on the account page (account.html, #vacation): a player starts
// one, the page says until when and the days left; the opponent's duel page
// says, live, that the player is on vacation and their clock stands still;
// ended early, one day is spent and the note goes away.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp, challenge } from '../lib/duel.js';

test('a vacation stops the clock for its player, the opponent sees it, and the days run down', () => withPlayers(async (ann, bob) => {
  const bobName = uniqueName('bob');
  await signUp(ann, uniqueName('ann'));
  await signUp(bob, bobName);
  const id = await challenge(ann, { opponent: bobName, time: { kind: 'per-turn', seconds: 86400 } });
  await bob.goto(`/duel.html?id=${id}`);
  await bob.click('#accept-button');
  await ann.waitForSelector('#play-section:not([hidden])');
  assert.equal(await ann.locator('.duel-clocks-vacation').count(), 0);

  await bob.goto('/account.html');
  await bob.waitForSelector('#vacation-form:not([hidden])');
  assert.match(await text(bob, '#vacation-state'), /^30 of 30 vacation days left in \d{4}\.$/);
  await bob.fill('#vacation-days', '3');
  await bob.click('#vacation-start');
  await bob.waitForSelector('#vacation-back:not([hidden])');
  assert.match(await text(bob, '#vacation-state'), /^You are on vacation until .+\. 27 of 30 days left in \d{4}\.$/);
  assert.match(await text(bob, '#account-message'), /^Your vacation has begun; it ends .+\.$/);
  assert.equal(await bob.isHidden('#vacation-form'), true);
  await screenshot(bob, 'account-vacation');

  // Ann's page hears of it without a reload.
  await ann.waitForSelector('.duel-clocks-vacation');
  assert.match(await text(ann, '.duel-clocks-vacation'), new RegExp(`^${bobName} is on vacation until .+: their clock stands still\\.$`));

  // A second start is refused in words; then Bob comes back.
  await bob.click('#vacation-end');
  await bob.waitForSelector('#vacation-form:not([hidden])');
  assert.match(await text(bob, '#vacation-state'), /^29 of 30 vacation days left in \d{4}\.$/);
  assert.equal(await text(bob, '#account-message'), 'Welcome back: your clocks run again.');
  await ann.waitForSelector('.duel-clocks-vacation', { state: 'detached' });

  // More days than are left: the server's refusal, in words.
  await bob.fill('#vacation-days', '30');
  await bob.evaluate(() => document.getElementById('vacation-days')?.removeAttribute('max'));
  await bob.click('#vacation-start');
  await bob.waitForSelector('#vacation-error:not([hidden])');
  assert.equal(await text(bob, '#vacation-error'), '30 vacation days asked for, but only 29 are left this year');
}));
