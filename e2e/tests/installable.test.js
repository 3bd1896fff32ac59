// The site installs as an app: Chromium finds no installability error
// (the DevTools protocol's Page.getInstallabilityErrors), reads the web app
// manifest without errors in the reader's language, and the service worker
// controls the site from its root.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';

/** Polls `Page.getInstallabilityErrors` until it finds none (the worker
 *  and the manifest load after the page); the last errors seen. */
async function installabilityErrors(page) {
  const cdp = await page.context().newCDPSession(page);
  let errors = [];
  for (let tries = 0; tries < 50; tries++) {
    ({ installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors'));
    if (errors.length === 0) break;
    await page.waitForTimeout(200);
  }
  return errors;
}

/** The manifest as Chromium parsed it, and its parse errors. */
async function appManifest(page) {
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  return { url, errors, manifest: JSON.parse(data) };
}

test('the site is installable: manifest, icons and a service worker at its root', () => withBrowser(async (page) => {
  await page.goto('/');
  await page.waitForSelector('a.play-preset');
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  assert.equal(new URL(scope).pathname, '/', 'the worker serves every page');
  assert.deepEqual(await installabilityErrors(page), [], 'Chromium finds nothing that keeps it from installing');

  const { url, errors, manifest } = await appManifest(page);
  assert.equal(new URL(url).pathname, '/manifest.webmanifest');
  assert.equal(new URL(url).searchParams.get('lang'), 'en', 'each language its own address, cached for good');
  assert.deepEqual(errors, []);
  assert.equal(manifest.name, 'Mastermind');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.lang, 'en');
  assert.match(manifest.description, /^Break the secret code/);
  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
  assert.deepEqual(purposes, ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    assert.equal(response.status(), 200, icon.src);
    assert.equal(response.headers()['content-type'], 'image/png');
  }
  // The window's colour follows the theme.
  const colours = await page.$$eval('meta[name="theme-color"]', (all) => all.map((m) => m.media));
  assert.deepEqual(colours, ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
}));

test('a Danish reader installs the Danish app', () => withBrowser(async (page) => {
  await page.goto('/');
  await page.waitForSelector('a.play-preset');
  const { errors, manifest } = await appManifest(page);
  assert.deepEqual(errors, []);
  assert.equal(manifest.lang, 'da');
  assert.match(manifest.description, /^Knæk den hemmelige kode/);
}, { locale: 'da-DK' }));
