// Friends and who is online (player.html, duels.html, account.html): Ann
// follows Bob on his page; Bob opens a page and Ann's lobby lists him under
// "Friends online" and "Online now"; Ann challenges him from there (the
// form filled with his name) and Bob's lobby shows the challenge to him.
// Bob hides being online on his account page: after a reload Ann sees him
// in neither list.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp } from '../lib/duel.js';

/** Waits for both lists of the lobby to be drawn from the server. */
async function listsDrawn(page) {
  await page.goto('/duels.html');
  await page.waitForSelector('#lobby-player:not([hidden])');
  await page.waitForSelector('#friends-online-list[data-key]', { state: 'attached' });
  await page.waitForSelector('#online-list[data-key]', { state: 'attached' });
}

test('a friend online is challenged from the lobby, and gone once hidden', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);

  // Ann follows Bob on his page; her own page offers no button.
  await ann.goto(`/player.html?name=${encodeURIComponent(bobName)}`);
  await ann.waitForSelector('#player-follow:not([hidden])');
  assert.equal(await text(ann, '#follow-button'), `Follow ${bobName}`);
  await ann.click('#follow-button');
  await ann.waitForFunction((n) => document.getElementById('follow-button')?.textContent === `Unfollow ${n}`, bobName);
  assert.match(await text(ann, '#follow-status'), new RegExp(`You follow ${bobName}`));
  await screenshot(ann, 'player-followed');
  await ann.reload();
  await ann.waitForSelector('#player-follow:not([hidden])');
  assert.equal(await text(ann, '#follow-button'), `Unfollow ${bobName}`, 'kept');
  await ann.goto(`/player.html?name=${encodeURIComponent(annName)}`);
  await ann.waitForSelector('#player-body:not([hidden])');
  await ann.waitForLoadState('networkidle');
  assert.equal(await ann.isVisible('#player-follow'), false, 'nobody follows themselves');

  // Bob opens a page; Ann's lobby lists him in both lists.
  await bob.goto('/duels.html');
  await bob.waitForSelector('#lobby-player:not([hidden])');
  await listsDrawn(ann);
  await ann.waitForSelector(`#friends-online-list li[data-player="${bobName}"] .challenge-player`);
  await ann.waitForSelector(`#online-list li[data-player="${bobName}"] .challenge-player`);
  assert.equal(await ann.locator(`#online-list li[data-player="${annName}"]`).count(), 0, 'not herself');
  assert.match(await text(ann, `#friends-online-list li[data-player="${bobName}"] .challenge-player`), new RegExp(`Challenge ${bobName}`));
  await screenshot(ann, 'friends-online');

  // The Challenge button fills the form; the challenge reaches Bob.
  await ann.click(`#friends-online-list li[data-player="${bobName}"] .challenge-player`);
  assert.equal(await ann.inputValue('#challenge-opponent'), bobName);
  assert.equal(await ann.isChecked('#challenge-form input[name="link"][value=""]'), true);
  assert.equal(await ann.evaluate(() => document.activeElement?.id), 'challenge-preset');
  assert.match(await text(ann, '#challenge-for'), new RegExp(`A challenge to ${bobName}`));
  await ann.click('#challenge-submit');
  await ann.waitForURL(/duel\.html\?id=/);
  await bob.waitForSelector('#open-list .open-challenge.to-you');

  // Bob hides being online; after a reload Ann sees him in neither list.
  await bob.goto('/account.html');
  await bob.waitForSelector('#signed-in:not([hidden])');
  assert.equal(await bob.isChecked('#hide-online'), false);
  await bob.check('#hide-online');
  await bob.waitForFunction(() => /Nobody else sees you/.test(document.getElementById('hide-online-status')?.textContent ?? ''));
  await bob.reload();
  await bob.waitForSelector('#signed-in:not([hidden])');
  assert.equal(await bob.isChecked('#hide-online'), true, 'kept');
  await listsDrawn(ann);
  assert.equal(await ann.locator(`#friends-online-list li[data-player="${bobName}"]`).count(), 0);
  assert.equal(await ann.locator(`#online-list li[data-player="${bobName}"]`).count(), 0);
  await screenshot(ann, 'friend-hidden');
}));
