// A rematch offered after a duel: the opponent's page says who offers it
// and that pressing accepts ("Ann offers a rematch: Accept / Decline"),
// says it to a screen reader once, and Accept starts the new duel; the
// offer's maker sees "Rematch offered", leading to the challenge. Declined,
// both pages say so live, the maker's on the challenge and on the old duel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPlayers, signUp, challenge, uniqueName, text } from '../lib/duel.js';

/** Ann and Bob, a duel between them over (Bob resigned); Ann offers a
 * rematch and is sent to it. Returns the names and both duels' ids. */
async function overAndOffered(ann, bob) {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  const id = await challenge(ann);
  await bob.goto(`/duel.html?id=${id}`);
  await bob.click('#accept-button');
  await bob.waitForSelector('#play-section:not([hidden])');
  await ann.waitForSelector('#play-section:not([hidden])');
  await bob.click('#resign-button');
  await bob.click('dialog[open] button[value="confirm"]');
  for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');
  await ann.click('#rematch-button');
  await ann.waitForURL((url) => url.searchParams.get('id') && url.searchParams.get('id') !== id);
  const rematch = new URL(ann.url()).searchParams.get('id');
  return { annName, bobName, id, rematch };
}

test('a rematch declined: both pages say so live, and it cannot be accepted after', () => withPlayers(async (ann, bob) => {
  const { bobName, id, rematch } = await overAndOffered(ann, bob);
  await ann.waitForSelector('#open-section:not([hidden])');
  await bob.waitForSelector('#rematch-offer:not([hidden])');
  await bob.click('#rematch-decline');
  // Bob's page: the offer gone, in words.
  await bob.waitForSelector('#rematch-declined:not([hidden])');
  assert.ok(await bob.isHidden('#rematch-offer'));
  assert.equal(await text(bob, '#rematch-declined'), 'You declined the rematch.');
  assert.match(await bob.textContent('#duel-announcer'), /You declined the rematch/);
  // Ann's page, on the challenge, never reloaded: declined, by whom.
  await ann.waitForSelector('#declined-section:not([hidden])');
  assert.ok(await ann.isHidden('#open-section'));
  assert.match(await text(ann, '#declined-section'), new RegExp(`${bobName} declined this challenge`));
  // Back on the old duel: no "Rematch offered", but who declined it.
  await ann.goto(`/duel.html?id=${id}`);
  await ann.waitForSelector('#rematch-declined:not([hidden])');
  assert.ok(await ann.isHidden('#rematch-link'));
  assert.equal(await text(ann, '#rematch-declined'), `${bobName} declined the rematch.`);
  // The server keeps it: declined, and no longer to be accepted.
  const answer = await bob.evaluate(async (rid) => {
    const r = await fetch(`/api/duels/${rid}/accept`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    return { status: r.status, body: await r.json() };
  }, rematch);
  assert.equal(answer.status, 409);
  assert.match(answer.body.error, /declined/);
  const view = await bob.evaluate(async (rid) => (await fetch(`/api/duels/${rid}`)).json(), rematch);
  assert.equal(view.state, 'declined');
}));

test('a rematch offered: "Ann offers a rematch: Accept Decline", said once, and Accept begins it', () => withPlayers(async (ann, bob) => {
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
  assert.equal(await text(bob, '#rematch-offer'), `${annName} offers a rematch: Accept Decline`);
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
