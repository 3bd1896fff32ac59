// A rematch offered after a duel: the opponent's page says who offers it
// and that pressing accepts ("Ann offers a rematch: Accept"), says it to a
// screen reader once, and Accept starts the new duel; the offer's maker
// sees "Rematch offered", leading to the challenge.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPlayers, signUp, challenge, uniqueName, text } from '../lib/duel.js';

test('a rematch offered: "Ann offers a rematch: Accept", said once, and Accept begins it', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  const id = await challenge(ann);
  await bob.goto(`/duel.html?id=${id}`);
  await bob.click('#accept-button');
  await bob.waitForSelector('#play-section:not([hidden])');
  await ann.waitForSelector('#play-section:not([hidden])');
  // Over at once: Bob resigns.
  await bob.click('#resign-button');
  await bob.click('dialog[open] button[value="confirm"]');
  for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');

  await ann.click('#rematch-button');
  await ann.waitForURL((url) => url.searchParams.get('id') && url.searchParams.get('id') !== id);
  const rematch = new URL(ann.url()).searchParams.get('id');

  // Bob's page, live: who offers it, and a button that accepts it.
  await bob.waitForSelector('#rematch-offer:not([hidden])');
  assert.equal(await text(bob, '#rematch-offer'), `${annName} offers a rematch: Accept`);
  assert.ok(await bob.isHidden('#rematch-link'), 'no second, vaguer "Rematch offered"');
  assert.match(await bob.textContent('#duel-announcer'), new RegExp(`${annName} offers a rematch`));
  // Ann, back on the old duel, sees her own offer, not an Accept.
  await ann.goto(`/duel.html?id=${id}`);
  await ann.waitForSelector('#rematch-link:not([hidden])');
  assert.ok(await ann.isHidden('#rematch-offer'));
  assert.equal(await ann.getAttribute('#rematch-link', 'href'), `duel.html?id=${rematch}`);

  await bob.click('#rematch-accept');
  await bob.waitForURL((url) => url.searchParams.get('id') === rematch);
  await bob.waitForSelector('#play-section:not([hidden])');
}));
