// Email on the account page (account.html, #email): an address is set and
// a link to confirm it is mailed (read here from the tests' SMTP server);
// following it confirms the address and the page says so; the reminder is
// chosen; a link the site does not know is said; the address forgotten.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE_URL, screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp } from '../lib/duel.js';

/** The mails sent to `address` so far, once there are `count`. */
async function mailsTo(address, count) {
  for (let i = 0; i < 200; i += 1) {
    let lines = [];
    try {
      lines = readFileSync(process.env.MAILS ?? '', 'utf8').split('\n').filter(Boolean);
    } catch {
      // Not written yet.
    }
    const mails = lines.map((l) => JSON.parse(l)).filter((m) => m.to[0] === address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

test('an address is confirmed by the link mailed to it, and forgotten', () => withPlayers(async (page) => {
  const name = uniqueName('mail');
  const address = `${name}@example.org`;
  await signUp(page, name);
  await page.goto('/account.html');
  await page.waitForSelector('#email-form:not([hidden])');
  assert.equal(await text(page, '#email-state'), 'No address yet.');
  assert.equal(await page.isHidden('#email-settings'), true);

  await page.fill('#email-address', address);
  await page.click('#email-submit');
  await page.waitForSelector('#email-settings:not([hidden])');
  assert.equal(await text(page, '#email-state'), `We sent a link to ${address}: follow it to confirm the address. Nothing else is mailed before.`);
  assert.equal(await text(page, '#account-message'), `A link to confirm it is on its way to ${address}.`);
  assert.equal(await page.isVisible('#email-resend'), true);
  assert.equal(await page.isChecked('#email-digest'), true);
  assert.equal(await page.inputValue('#email-remind'), '12');
  await screenshot(page, 'account-email');

  const [mail] = await mailsTo(address, 1);
  assert.equal(mail.subject, 'Confirm your address for Mastermind');
  const link = mail.body.match(/http\S+\/api\/email\/verify\?token=[0-9a-f]+/)?.[0];
  assert.ok(link?.startsWith(BASE_URL), mail.body);
  await page.goto(link);
  await page.waitForURL(/account\.html\?email=verified/);
  await page.waitForSelector('#email-settings:not([hidden])');
  assert.equal(await text(page, '#account-message'), 'Your address is confirmed.');
  assert.equal(await text(page, '#email-state'), `Mail goes to ${address}.`);
  assert.equal(await page.isHidden('#email-resend'), true);

  await page.selectOption('#email-remind', '6');
  await page.waitForFunction(() => document.getElementById('account-message')?.textContent === 'Saved.');
  await page.reload();
  await page.waitForSelector('#email-settings:not([hidden])');
  assert.equal(await page.inputValue('#email-remind'), '6');

  // A link the site does not know, followed: said.
  await page.goto('/api/email/unsubscribe?key=0000');
  await page.waitForURL(/account\.html\?email=unknown-link/);
  await page.waitForFunction(() => (document.getElementById('account-message')?.textContent ?? '').length > 0);
  assert.equal(await text(page, '#account-message'), 'That link is not known (used already, or replaced by a newer one).');

  await page.waitForSelector('#email-settings:not([hidden])');
  await page.click('#email-remove');
  await page.waitForSelector('#email-settings', { state: 'hidden' });
  assert.equal(await text(page, '#email-state'), 'No address yet.');
  assert.equal(await text(page, '#account-message'), 'Your address is forgotten: no more mail.');
}));
