// The notification centre: a challenge by name lights the bell in the
// header of the player named, live, on whatever page they are; the bell
// says its count in words; the list page words the challenge and links to
// it, and what it showed is read, so the bell goes dark. A player logged
// out has no bell.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { uniqueName, withPlayers, signUp, PASSWORD } from '../lib/duel.js';

test('a challenge received lights the bell live; the list shows it and reads it', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await ann.goto('/rules-mastermind.html');
  await ann.waitForSelector('main h2');
  assert.ok(await ann.isHidden('.notification-bell'), 'no bell for a visitor');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  await ann.goto('/scores.html');
  await ann.waitForSelector('.notification-bell:not([hidden])');
  assert.ok(await ann.isHidden('.notification-bell .bell-count'), 'nothing unread');
  assert.equal(await ann.getAttribute('.notification-bell', 'aria-label'), 'Notifications');

  // Bob challenges Ann by name; her page says so without a reload.
  const id = await bob.evaluate(async (opponent) => {
    const response = await fetch('/api/duels', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ opponent }),
    });
    return (await response.json()).id;
  }, annName);
  await ann.waitForSelector('.notification-bell .bell-count:not([hidden])');
  assert.equal(await ann.textContent('.notification-bell .bell-count'), '1');
  assert.equal(await ann.getAttribute('.notification-bell', 'aria-label'), 'Notifications: 1 unread');
  await screenshot(ann, 'notifications-bell', { fullPage: false });

  await ann.click('.notification-bell');
  await ann.waitForURL(/notifications\.html$/);
  const item = '#notification-list .notification[data-kind="challenge"]';
  await ann.waitForSelector(item);
  assert.equal(await ann.textContent(`${item} a`), `${bobName} challenges you to a duel.`);
  assert.equal(await ann.getAttribute(`${item} a`, 'href'), `duel.html?id=${id}`);
  assert.equal(await ann.textContent(`${item} .notification-new`), 'New');
  assert.equal(await ann.getAttribute('.notification-bell', 'aria-current'), 'page');
  // Seen: read, and the bell goes dark.
  await ann.waitForSelector('.notification-bell .bell-count', { state: 'hidden' });
  await screenshot(ann, 'notifications');
  await ann.reload();
  await ann.waitForSelector(item);
  assert.equal(await ann.locator(`${item} .notification-new`).count(), 0, 'read once seen');
  await ann.click(`${item} a`);
  await ann.waitForSelector('#decline-button:not([hidden])');
}));

/** `fetch` from `page` with its session; the JSON answer.
 * @param {import('playwright-core').Page} page */
function call(page, method, path, body) {
  return page.evaluate(async ([m, p, b]) => {
    const response = await fetch(p, {
      method: m,
      headers: { 'content-type': 'application/json' },
      body: b === undefined ? undefined : JSON.stringify(b),
    });
    return response.status === 204 ? null : response.json();
  }, [method, path, body]);
}

const titled = (page, pattern) => page.waitForFunction(([s, f]) => new RegExp(s, f).test(document.title), [pattern.source, pattern.flags]);

test('every page says in its title when a duel waits for your move, live', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  const { id } = await call(bob, 'POST', '/api/duels', { opponent: annName });
  await call(ann, 'POST', `/api/duels/${id}/accept`);
  // The duel owes Ann her code: a page about something else says so.
  await ann.goto('/stats.html');
  await titled(ann, /^\(1\) Your move — Mastermind — duel statistics$/);
  await call(ann, 'POST', `/api/duels/${id}/code`, { code: '12345' });
  await titled(ann, /^Mastermind — duel statistics$/);
  // Bob's code begins the guessing: Ann's move again, told live.
  await call(bob, 'POST', `/api/duels/${id}/code`, { code: '67812' });
  await titled(ann, /^\(1\) Your move — Mastermind — duel statistics$/);
}));

test('a player who asked on the account page is told when a player they follow comes online', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(bob, bobName);
  await signUp(ann, annName);
  await ann.goto(`/player.html?name=${encodeURIComponent(bobName)}`);
  await ann.waitForSelector('#player-follow:not([hidden])');
  await ann.click('#follow-button');
  await ann.goto('/account.html');
  await ann.waitForSelector('#signed-in:not([hidden])');
  assert.equal(await ann.isChecked('#tell-online'), false, 'only if asked for');
  await ann.check('#tell-online');
  await ann.waitForFunction(() => document.getElementById('hide-online-status')?.textContent === 'You will be told when a player you follow comes online.');

  // Bob leaves and comes back: Ann's bell counts it, live.
  await bob.evaluate(() => fetch('/api/session', { method: 'DELETE' }));
  await signInAgain(bob, bobName);
  await ann.waitForSelector('.notification-bell .bell-count:not([hidden])');
  await ann.click('.notification-bell');
  await ann.waitForURL(/notifications\.html$/);
  const item = '#notification-list li[data-kind="friend-online"] a';
  await ann.waitForSelector(item);
  assert.equal((await ann.textContent(item))?.trim(), `${bobName} is online.`);
  assert.match(await ann.getAttribute(item, 'href') ?? '', new RegExp(`player\\.html\\?name=${bobName}$`));
}));

/** Logs `page` in again as `name` through the account page. */
async function signInAgain(page, name) {
  await page.goto('/account.html');
  await page.waitForSelector('#signed-out:not([hidden])');
  await page.fill('#login-name', name);
  await page.fill('#login-password', PASSWORD);
  await page.click('#login-form button[type="submit"]');
  await page.waitForURL(/duels\.html/);
}

test('a notification told while the list is being read is shown too', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  await call(bob, 'POST', '/api/duels', { opponent: annName });
  // The list's first answer is held back until Bob's second challenge has
  // been told to Ann's bell, as a slow network would.
  let held = true;
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => { release = () => resolve(undefined); });
  await ann.route('**/api/notifications', async (route) => {
    if (!held || route.request().method() !== 'GET') return route.continue();
    held = false;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await ann.goto('/notifications.html');
  await ann.waitForSelector('.notification-bell .bell-count:not([hidden])');
  await call(bob, 'POST', '/api/duels', { opponent: annName });
  await ann.waitForFunction(() => document.querySelector('.notification-bell .bell-count')?.textContent === '2');
  release();
  await ann.waitForFunction(() => document.querySelectorAll('#notification-list .notification[data-kind="challenge"]').length === 2)
    .catch(async () => assert.equal(
      await ann.locator('#notification-list .notification').count(), 2, 'both challenges listed'));
  await ann.waitForSelector('.notification-bell .bell-count', { state: 'hidden' });
}));
