// Your statistics: after three games at level I (a win, a quit, a win, in
// turns the test knows) the page shows 3 played, 2 wins, the wins in their
// rows of the guess distribution, a streak broken by the quit; on a phone in
// dark mode the page fits the screen and its bars stay readable.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, winGame } from '../lib/play.js';

async function quitGame(page) {
  await page.click('#quit-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForSelector('#flag-area .flag[data-flag="lost"]');
}

const stat = (page, key) => page.textContent(`[data-preset="mastermind-1"] [data-stat="${key}"] dd`);

test('three games: the counts, the distribution and the streak', () => withBrowser(async (page) => {
  await page.goto('/statistics.html');
  await page.waitForSelector('#statistics .empty-table:has-text("No finished games yet")');

  await startGame(page);
  const first = await winGame(page);
  await startGame(page);
  await quitGame(page);
  // The end of a game links to the statistics.
  await page.click('#statistics-link');
  await page.waitForSelector('[data-preset="mastermind-1"] [data-stat="played"]');
  assert.equal(await stat(page, 'played'), '2');
  assert.equal(await stat(page, 'current-streak'), '0', 'a quit ends the streak');

  await startGame(page);
  const second = await winGame(page);
  await page.goto('/statistics.html');
  await page.waitForSelector('[data-preset="mastermind-1"] [data-stat="played"]');
  assert.equal(await stat(page, 'played'), '3');
  assert.equal(await stat(page, 'win-percent'), '2 (66.7 %)');
  assert.equal(await stat(page, 'current-streak'), '1');
  assert.equal(await stat(page, 'best-streak'), '1', 'the quit came between the wins');
  assert.match(await stat(page, 'average'), /\d+ s|min/);

  const rows = await page.$$eval('[data-preset="mastermind-1"] .distribution-row', (items) => items.map((li) => ({
    turns: Number(li.dataset.turns),
    count: Number(li.dataset.count),
    shown: li.querySelector('.distribution-count').textContent,
    width: li.querySelector('.distribution-bar').getBoundingClientRect().width,
    label: li.getAttribute('aria-label'),
  })));
  assert.deepEqual(rows.map((r) => r.turns), [1, 2, 3, 4, 5, 6, 7, 8], 'one bar per turn of level I');
  const expected = new Array(8).fill(0);
  expected[first.turns - 1] += 1;
  expected[second.turns - 1] += 1;
  assert.deepEqual(rows.map((r) => r.count), expected);
  assert.deepEqual(rows.map((r) => r.shown), expected.map(String));
  const longest = Math.max(...rows.map((r) => r.width));
  for (const r of rows) {
    if (r.count === Math.max(...expected)) assert.equal(r.width, longest, `the most frequent bar is the longest: ${JSON.stringify(rows)}`);
    else assert.ok(r.width < longest, `a smaller count, a shorter bar: ${JSON.stringify(r)}`);
  }
  assert.match(rows[first.turns - 1].label, /win/);
  // Nothing on other levels.
  assert.equal(await page.locator('.statistics-card').count(), 1);
  await screenshot(page, 'statistics-light-desktop');
}));

test('on a phone in dark mode the page fits and the bars read', () => withBrowser(async (page) => {
  await startGame(page);
  await winGame(page);
  await page.goto('/statistics.html');
  await page.waitForSelector('.distribution-bar');
  assert.equal(await page.getAttribute('.site-nav a[href="statistics.html"]', 'aria-current'), 'page');
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, 'no sideways scrolling');
  const contrast = await page.evaluate(() => {
    const lum = (css) => {
      const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const bar = getComputedStyle(document.querySelector('.distribution-bar:not(.distribution-empty)'));
    const page = getComputedStyle(document.documentElement);
    const [a, b] = [lum(bar.backgroundColor), lum(bar.color)].sort((x, y) => y - x);
    return { ratio: (a + 0.05) / (b + 0.05), page: lum(page.backgroundColor) };
  });
  assert.ok(contrast.page < 0.05, `a dark page: ${JSON.stringify(contrast)}`);
  assert.ok(contrast.ratio >= 4.5, `the count on its bar is readable: ${JSON.stringify(contrast)}`);
  const card = await page.locator('.statistics-card').boundingBox();
  assert.ok(card.x >= 0 && card.x + card.width <= 390, `the card fits the screen: ${JSON.stringify(card)}`);
  await screenshot(page, 'statistics-dark-phone');
}, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' }));
