// Challenges by link (duels.html, challenge.html): a player makes one on the
// lobby's form and copies its link; a fresh browser with no account opens
// it, signs up on that page and accepts without leaving it; the maker's
// lobby says so live, without a reload, and both land in the duel. A
// single-use link taken by one player is refused to the next, until the
// first declines it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { PASSWORD, uniqueName, text, withPlayers, signUp, setCode } from '../lib/duel.js';

/** Makes a challenge by link of `kind` on the lobby's form; its link. */
async function byLink(page, kind) {
  await page.goto('/duels.html');
  await page.waitForSelector('#challenge-preset option[value="logik"]', { state: 'attached' });
  await page.check(`#challenge-form input[name="link"][value="${kind}"]`);
  assert.equal(await page.isDisabled('#challenge-opponent'), true, 'a link goes to nobody named');
  await page.click('#challenge-submit');
  await page.waitForSelector('#link-created:not([hidden]) .share-link');
  return page.inputValue('#link-created .share-link');
}

test('a link accepted by a visitor who signs up on its page; its maker sees it live', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  const link = await byLink(ann, 'single-use');
  await ann.evaluate(() => { window.stillTheSamePage = true; });
  assert.match(link, /\/challenge\.html\?id=[0-9a-f]{32}$/);
  const id = new URL(link).searchParams.get('id');
  assert.match(await text(ann, '#link-created-status'), /Copy its link/);
  assert.equal(await ann.evaluate(() => document.activeElement?.id), 'link-created', 'the box takes the focus');
  assert.equal(await ann.getAttribute('#link-created .share-link', 'id') !== null, true);
  assert.ok(await ann.locator(`label[for="${await ann.getAttribute('#link-created .share-link', 'id')}"]`).count(), 'the link is labelled');
  await ann.click('#link-created [data-action="copy"]');
  await ann.waitForFunction(() => document.querySelector('#link-created .share-note')?.textContent !== '');
  // The maker's list shows it with its link; nobody else's lobby does.
  await ann.waitForSelector(`#open-list [data-id="${id}"] .share-link`);
  assert.equal(await ann.inputValue(`#open-list [data-id="${id}"] .share-link`), link);
  assert.match(await text(ann, `#open-list [data-id="${id}"] .duel-item-heading`), /whoever opens its link first/);
  await screenshot(ann, 'link-created');

  // Bob: a fresh browser, no account. The page shows the terms and the forms.
  await bob.goto(link);
  await bob.waitForSelector('#challenge-guest:not([hidden]) #signup-form');
  assert.match(await text(bob, '#challenge-from'), new RegExp(annName));
  assert.match(await text(bob, '#challenge-text'), /Logik/);
  assert.equal(await bob.isVisible('#accept-button'), false, 'no Accept before an account');
  await screenshot(bob, 'link-signed-out');
  await bob.fill('#signup-name', bobName);
  await bob.fill('#signup-password', PASSWORD);
  await bob.click('#signup-submit');
  await bob.waitForSelector('#challenge-answer:not([hidden]) #accept-button:not([hidden])');
  assert.equal(new URL(bob.url()).pathname, '/challenge.html', 'still on the link page');
  await bob.waitForFunction((n) => document.querySelector('.account-link')?.textContent === n, bobName);
  assert.equal(await bob.evaluate(() => document.activeElement?.id), 'accept-button');
  assert.match(await text(bob, '#challenge-status'), new RegExp(`logged in as ${bobName}`));
  await bob.click('#accept-button');
  await bob.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));
  await bob.waitForSelector('#play-section:not([hidden])');

  // Ann's lobby hears of it, without a reload, and leads to the duel.
  await ann.waitForFunction((n) => document.getElementById('link-created-status')?.textContent.includes(`${n} accepted`), bobName);
  assert.equal(await ann.evaluate(() => window.stillTheSamePage), true, 'told without a reload');
  await ann.waitForSelector(`#playing-list [data-id="${id}"]`);
  await ann.click('#link-created-duel');
  await ann.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));
  await ann.waitForSelector('#play-section:not([hidden])');
  await setCode(ann, '12345');
  await setCode(bob, '67812');
  for (const page of [ann, bob]) {
    await page.waitForFunction(() => /guess/i.test(document.getElementById('duel-status')?.textContent ?? ''));
  }
}));

test('a single-use link taken by one is refused to the next, until declined', () => withPlayers(async (ann, bob, cid) => {
  await signUp(ann, uniqueName('ann'));
  await signUp(bob, uniqueName('bob'));
  await signUp(cid, uniqueName('cid'));
  const link = await byLink(ann, 'single-use');

  await bob.goto(link);
  await bob.waitForSelector('#challenge-answer:not([hidden]) #decline-button:not([hidden])');
  await cid.goto(link);
  await cid.waitForSelector('#challenge-closed:not([hidden])');
  assert.match(await text(cid, '#closed-heading'), /taken/);
  assert.match(await text(cid, '#closed-text'), /taken by another player/);
  assert.equal(await cid.isVisible('#challenge-terms'), false, 'no terms for someone else');
  await screenshot(cid, 'link-taken');

  await bob.click('#decline-button');
  await bob.waitForSelector('#challenge-closed:not([hidden])');
  assert.match(await text(bob, '#closed-heading'), /declined/);
  await cid.reload();
  await cid.waitForSelector('#challenge-answer:not([hidden]) #accept-button:not([hidden])');
  // The open link: both may accept until one does.
  const open = await byLink(ann, 'open');
  await bob.goto(open);
  await bob.waitForSelector('#accept-button:not([hidden])');
  assert.equal(await bob.isVisible('#decline-button'), false, 'nothing to decline on an open link');
}, [{}, {}, {}]));
