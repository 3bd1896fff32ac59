// Notifications on this device (the account page's push switch), through to
// a push the device can read. The test starts a server of its own with
// --push-to-loopback-for-tests, so that it sends to the test's push service
// on 127.0.0.1. Chromium here cannot subscribe at Google's push service (no
// network: pushManager.subscribe never answers), so the page's PushManager
// is replaced by one that hands out a subscription made from a key pair of
// the test's (lib/push.js); everything else is the page's own: the
// permission asked (granted to the browser by the test), the service
// worker, the server's key, the subscription posted. Then another player's
// challenge and code, while Alice has no page open, reach the test's push
// service encrypted for her device, and decrypt to words naming the duel.
// Off, the switch forgets the device, and so does logging out. A browser
// whose player blocks notifications says so, and subscribes nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { launch, screenshot } from '../lib/browser.js';
import { uniqueName, text, signUp, PASSWORD } from '../lib/duel.js';
import { device, pushService, fakePushManager } from '../lib/push.js';

const BINARY = process.env.MASTERMIND;

/** `mastermind serve` for tests of push, on a free port; its address and process. */
async function serve(dataDir) {
  const child = spawn(BINARY, [
    'serve', '--addr', '127.0.0.1:0', '--data-dir', dataDir, '--rate-limit', '1000', '--push-to-loopback-for-tests',
  ], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const port = Number(/http:\/\/127\.0\.0\.1:(\d+)\//.exec(first)?.[1]);
  assert.ok(port > 0, `a port in ${first}`);
  return { child, base: `http://127.0.0.1:${port}` };
}

/** A player through the API, as another browser would be: its session cookie. */
async function apiPlayer(base, name) {
  const response = await fetch(`${base}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: PASSWORD }),
  });
  assert.equal(response.status, 201);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (method, route, body) => {
    const answer = await fetch(`${base}${route}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    assert.ok(answer.ok, `${method} ${route}: ${answer.status}`);
    return answer.status === 204 ? null : answer.json();
  };
}

test('the push switch subscribes this device, which is then told of a challenge and its move', async () => {
  assert.ok(BINARY, 'MASTERMIND names the binary to start (scripts/e2e sets it)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-push-'));
  const { child, base } = await serve(dataDir);
  const service = await pushService();
  const phone = device(`${service.base}/push/alice-phone`);
  const browser = await launch({ baseURL: base });
  try {
    const { page, context } = browser;
    await context.grantPermissions(['notifications'], { origin: base });
    await fakePushManager(context, phone);
    const alice = uniqueName('alice');
    await signUp(page, alice);
    await page.goto('/account.html');
    await page.waitForSelector('#push-switch:not([disabled])');
    assert.equal(await page.isChecked('#push-switch'), false);
    await page.check('#push-switch');
    await page.waitForSelector('#push-status[data-kind="success"]');
    assert.equal(await text(page, '#push-status'),
      'This device will tell you when a duel waits for your move or someone challenges you.');
    const kept = await page.evaluate(() => fetch('/api/push/subscriptions').then((r) => r.json()));
    assert.deepEqual(kept.map((d) => d.endpoint), [phone.endpoint]);
    await screenshot(page, 'account-push-on');
    // Read again: on, as this browser and the server both say.
    await page.reload();
    await page.waitForSelector('#push-switch:checked:not([disabled])');

    // Alice leaves the site; Bob challenges her, then sets his code.
    await page.goto('about:blank');
    // Its live pages closed: the server deletes them as they close, within
    // milliseconds; three seconds leave room for a busy machine (nothing
    // the test can read says when, and a page still open is not pushed to).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const bobName = uniqueName('bob');
    const bob = await apiPlayer(base, bobName);
    const { id } = await bob('POST', '/api/duels', {
      preset: 'logik', opponent: alice, time_control: { kind: 'per-turn', seconds: 86400 },
    });
    const [challenged] = await service.until(1);
    assert.equal(challenged.path, '/push/alice-phone');
    assert.match(String(challenged.headers.authorization), /^vapid t=.+, k=[\w-]{87}$/);
    const first = JSON.parse(phone.decrypt(challenged.body));
    assert.equal(first.kind, 'challenge');
    assert.equal(first.subject, id);
    assert.equal(first.body, `${bobName} challenges you to a duel.`);

    const accepted = await page.request.post(`${base}/api/duels/${id}/accept`);
    assert.equal(accepted.status(), 200);
    await bob('POST', `/api/duels/${id}/code`, { code: '12345' });
    const pushes = await service.until(2);
    const second = JSON.parse(phone.decrypt(pushes[1].body));
    assert.deepEqual([second.kind, second.subject, second.title, second.url],
      ['your-move', id, 'Your move', `/duel.html?id=${id}`]);

    // Off: the server forgets the device, and so does the browser.
    await page.goto(`${base}/account.html`);
    await page.waitForSelector('#push-switch:checked:not([disabled])');
    await page.uncheck('#push-switch');
    await page.waitForSelector('#push-status[data-kind="success"]');
    assert.equal(await text(page, '#push-status'), 'This device will no longer tell you.');
    const left = await page.evaluate(() => fetch('/api/push/subscriptions').then((r) => r.json()));
    assert.deepEqual(left, []);
    assert.equal(await page.evaluate(() => localStorage.getItem('test.push-subscription')), null);

    // On again, then logging out turns it off: the next player of this
    // browser is not told Alice's moves.
    await page.check('#push-switch');
    await page.waitForSelector('#push-status[data-kind="success"]');
    await page.waitForFunction(() => localStorage.getItem('test.push-subscription') !== null);
    await page.click('#logout-button');
    await page.waitForSelector('#signed-out:not([hidden])');
    assert.equal(await page.evaluate(() => localStorage.getItem('test.push-subscription')), null);
    const again = await page.request.post(`${base}/api/session`, { data: { name: alice, password: PASSWORD } });
    assert.equal(again.status(), 200);
    const afterLogout = await page.evaluate(() => fetch('/api/push/subscriptions').then((r) => r.json()));
    assert.deepEqual(afterLogout, []);
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
    await service.close();
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a browser that blocks notifications says so and subscribes nothing', async () => {
  assert.ok(BINARY, 'MASTERMIND names the binary to start (scripts/e2e sets it)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-push-'));
  const { child, base } = await serve(dataDir);
  const browser = await launch({ baseURL: base });
  try {
    const { page, context } = browser;
    await fakePushManager(context, device('http://127.0.0.1:9/push/never'));
    // Asked, the browser says no (headless Chromium answers for its player).
    await context.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await signUp(page, uniqueName('carol'));
    await page.goto('/account.html');
    await page.waitForSelector('#push-switch:not([disabled])');
    // Clicked, not checked: the page turns it back off at once.
    await page.click('#push-switch');
    await page.waitForSelector('#push-status[data-kind="info"]');
    assert.match(await text(page, '#push-status'), /^Notifications from this site are blocked in this browser\./);
    assert.equal(await page.isChecked('#push-switch'), false);
    const kept = await page.evaluate(() => fetch('/api/push/subscriptions').then((r) => r.json()));
    assert.deepEqual(kept, []);
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
