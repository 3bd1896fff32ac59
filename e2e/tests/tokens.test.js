// Access tokens on the account page (account.html, #access-tokens): a
// token is made with a name and scopes, its secret shown once; a program
// plays with it (here node's fetch, as a bot would); the list says when it
// was last used; revoked through the confirmation, it stops working at
// once. A form without a scope is refused in words before anything is sent.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp } from '../lib/duel.js';

/** A request with the token, as a program sends it. */
async function withToken(secret, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

test('a token is made, shown once, used by a program, and revoked', () => withPlayers(async (page) => {
  await signUp(page, uniqueName('bot'));
  await page.goto('/account.html');
  await page.waitForSelector('#access-token-none:not([hidden])');
  assert.equal(await text(page, '#access-token-none'), 'You have no access tokens.');

  // No scope: said, nothing made.
  await page.fill('#access-token-name', 'my bot');
  await page.click('#access-token-submit');
  await page.waitForSelector('#access-token-error:not([hidden])');
  assert.equal(await text(page, '#access-token-error'), 'Choose at least one scope.');
  assert.equal(await page.isHidden('#access-token-list'), true);

  await page.check('#access-token-form input[value="play"]');
  await page.click('#access-token-submit');
  await page.waitForSelector('#access-token-made:not([hidden])');
  const secret = await text(page, '#access-token-secret');
  assert.match(secret, /^mmt_[0-9a-f]{64}$/);
  assert.match(await text(page, '#access-token-made-text'), /Your token "my bot" is made\. Copy it now/);
  // The secret shows first; the list is then read again, and only then
  // does Copy take the focus.
  await page.waitForFunction(() => document.activeElement?.id === 'access-token-copy')
    .catch(async () => assert.equal(await page.evaluate(() => document.activeElement?.id), 'access-token-copy'));
  const row = '#access-token-rows tr';
  assert.equal(await page.locator(row).count(), 1);
  assert.equal(await text(page, `${row} td:nth-child(2)`), 'play');
  assert.equal(await text(page, `${row} td:nth-child(4)`), 'never');
  await screenshot(page, 'account-token-made');

  // A program plays with it; a scope it lacks is refused.
  const game = await withToken(secret, '/api/games', { preset: 'mastermind-1' });
  assert.equal(game.status, 201, JSON.stringify(game.body));
  const challenge = await withToken(secret, '/api/duels', { preset: 'logik' });
  assert.equal(challenge.status, 403);
  assert.equal(challenge.body.code, 'token_scope');

  // Shown once: a reload lists it without its secret, used now.
  await page.reload();
  await page.waitForSelector('#access-token-list:not([hidden])');
  assert.equal(await page.isHidden('#access-token-made'), true);
  assert.doesNotMatch(await page.content(), new RegExp(secret.slice(4)));
  assert.notEqual(await text(page, `${row} td:nth-child(4)`), 'never');

  await page.click(`${row} .access-token-revoke`);
  await page.click('dialog[open] button[value="confirm"]');
  await page.waitForSelector('#access-token-none:not([hidden])');
  assert.match(await text(page, '#account-message'), /The token "my bot" is revoked\./);
  const after = await withToken(secret, '/api/games', { preset: 'mastermind-1' });
  assert.equal(after.status, 401);
  assert.equal(after.body.code, 'token_unknown');
}));
