// Dark mode: the system's preference (prefers-color-scheme) is followed; the
// header's switch (auto, on, off) overrides it on every page and is
// remembered across a reload; black key pegs keep a light ring on the wood.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, winGame } from '../lib/play.js';

/** Relative luminance (0 black … 1 white) of the page's background and text. */
function colours(page) {
  return page.evaluate(() => {
    const lum = (css) => {
      const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const root = getComputedStyle(document.documentElement);
    const main = getComputedStyle(document.querySelector('main'));
    return { background: lum(root.backgroundColor), text: lum(main.color) };
  });
}

const toggle = (page) => page.textContent('.site-header .theme-toggle');

test('a dark system: the page is dark with light text; the switch overrides it and is remembered', () => withBrowser(async (page) => {
  await page.goto('/');
  assert.equal(await toggle(page), 'Dark mode: auto');
  let c = await colours(page);
  assert.ok(c.background < 0.05 && c.text > 0.6, `dark page, light text: ${JSON.stringify(c)}`);

  await page.click('.theme-toggle'); // on
  assert.equal(await toggle(page), 'Dark mode: on');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.click('.theme-toggle'); // off: light, although the system is dark
  assert.equal(await toggle(page), 'Dark mode: off');
  c = await colours(page);
  assert.ok(c.background > 0.8 && c.text < 0.1, `light page, dark text: ${JSON.stringify(c)}`);

  // Remembered across a reload and on another page.
  await page.reload();
  assert.equal(await toggle(page), 'Dark mode: off');
  c = await colours(page);
  assert.ok(c.background > 0.8, 'still light after a reload');
  await page.goto('/stats.html');
  assert.equal(await toggle(page), 'Dark mode: off');
  await page.click('.theme-toggle'); // auto: the system's dark again
  assert.equal(await toggle(page), 'Dark mode: auto');
  c = await colours(page);
  assert.ok(c.background < 0.05, 'auto follows the dark system');
}, { colorScheme: 'dark' }));

test('a light system: "on" makes the page dark; every page has the switch', () => withBrowser(async (page) => {
  for (const path of ['/', '/game.html', '/scores.html', '/codebreaker.html', '/series.html', '/duels.html',
    '/duel.html', '/stats.html', '/player.html?name=nobody', '/account.html', '/rules-mastermind.html', '/rules-colour.html']) {
    await page.goto(path);
    assert.equal(await page.locator('.site-header .theme-toggle').count(), 1, path);
  }
  await page.goto('/');
  let c = await colours(page);
  assert.ok(c.background > 0.8 && c.text < 0.1, `light: ${JSON.stringify(c)}`);
  await page.click('.theme-toggle');
  c = await colours(page);
  assert.ok(c.background < 0.05 && c.text > 0.6, `dark: ${JSON.stringify(c)}`);
}, { colorScheme: 'light' }));

test('dark mode: black key pegs are larger, with a light ring', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await winGame(page, 'mastermind-1');
  // The layout width: the key pegs' reveal animation scales them on screen
  // for a moment, which the bounding box would catch.
  const peg = await page.$eval('#board-rows .key-peg.black', (p) => {
    const s = getComputedStyle(p);
    return { shadow: s.boxShadow, width: p.offsetWidth };
  });
  assert.match(peg.shadow, /rgb\(239, 227, 200\) 0px 0px 0px 2px/, peg.shadow);
  assert.ok(peg.width >= 13, `larger key pegs: ${peg.width}px`);
  await screenshot(page, 'dark-key-pegs');
}, { colorScheme: 'dark' }));
