// Launching Debian's Chromium through playwright-core: never a browser download.

import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

export const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
export const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh Chromium with its own user-data dir; close() removes the dir. */
export async function launch({ viewport = { width: 1100, height: 900 }, ...options } = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    baseURL: BASE_URL,
    ...options,
  });
  const page = context.pages()[0] || (await context.newPage());
  page.setDefaultTimeout(15000);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of the page under e2e/screenshots/, with the board's
 *  short animations run to their end (not caught half-way). */
export async function screenshot(page, name, options = {}) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled', ...options });
}

/**
 * Waits until the text of `selector` (its spaces run together, trimmed) is
 * `expected`, or matches it when a RegExp: what a page draws from a request
 * of its own or from the server's socket comes a moment after what caused
 * it. Should it never come, fails saying what the element reads.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @param {string | RegExp} expected
 * @param {string} [message]
 */
export async function textShown(page, selector, expected, message) {
  const wanted = expected instanceof RegExp ? { source: expected.source, flags: expected.flags } : { text: expected };
  await page.waitForFunction(([s, w]) => {
    const shown = (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return w.text === undefined ? new RegExp(w.source, w.flags).test(shown) : shown === w.text;
  }, [selector, wanted]).catch(async () => {
    const shown = await page.evaluate((s) => (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);
    if (expected instanceof RegExp) assert.match(shown, expected, message);
    else assert.equal(shown, expected, message);
  });
}

/** Runs `fn(page, browser)` in a fresh browser, failing on any uncaught
 *  error of the page, and closes it. */
export async function withBrowser(fn, options) {
  const browser = await launch(options);
  try {
    await fn(browser.page, browser);
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
  }
}

/** The site's two themes, the first the one a browser is launched in. */
export const THEMES = ['light', 'dark'];

/**
 * Calls `fn(theme)` with the page in each theme in turn, then puts the first
 * back: the browser's colour scheme is switched in place, which the pages
 * follow through `prefers-color-scheme`, so a state reached once is seen in
 * both.
 */
export async function inEachTheme(page, fn) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await fn(theme);
  }
  await page.emulateMedia({ colorScheme: THEMES[0] });
}
