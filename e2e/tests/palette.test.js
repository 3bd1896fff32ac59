// The keys on the palette: every colour shows the digit and the letter that
// place it (the blank its 0), legible in the light and the dark theme and in
// colour-blind mode; typing what a button shows places that colour. The same
// on the series board and the codebreaker's secret.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { apiCall, startGame } from '../lib/play.js';

/** What each button of the palette in `box` shows, with its box and the key's. */
function shownKeys(page, box) {
  return page.$$eval(`${box} .palette-colour`, (buttons) => buttons.map((b) => {
    const keys = b.querySelector('.palette-key');
    const r = (e) => e.getBoundingClientRect();
    return {
      digit: b.dataset.digit,
      colour: b.dataset.colour,
      label: b.getAttribute('aria-label'),
      shownDigit: keys?.querySelector('.key-digit')?.textContent ?? '',
      shownLetter: keys?.querySelector('.key-letter')?.textContent ?? '',
      visible: !!keys && getComputedStyle(keys).display !== 'none' && r(keys).height > 0,
      inside: !!keys && r(keys).top >= r(b).top && r(keys).bottom <= r(b).bottom + 1,
    };
  }));
}

async function assertKeys(page, box, letters) {
  const keys = await shownKeys(page, box);
  assert.ok(keys.length >= 6, `${box}: a palette`);
  for (const k of keys) {
    assert.ok(k.visible && k.inside, `${box}: ${k.colour} shows its keys on its button: ${JSON.stringify(k)}`);
    assert.equal(k.shownDigit, k.digit, `${box}: ${k.colour}'s digit`);
    assert.equal(k.shownLetter, k.digit === '0' ? '' : letters.get(k.colour), `${box}: ${k.colour}'s letter`);
    assert.match(k.label, new RegExp(`key ${k.digit}`), 'the accessible name says the keys too');
  }
  return keys;
}

/** The contrast ratio of the keys' text on what lies behind them. */
function keyContrast(page, selector) {
  return page.$eval(selector, (node) => {
    const rgb = (css) => css.match(/[\d.]+/g).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    let back = node;
    while (back && (rgb(getComputedStyle(back).backgroundColor)[3] ?? 1) === 0) back = back.parentElement;
    const [a, b] = [lum(rgb(getComputedStyle(node).color)), lum(rgb(getComputedStyle(back || document.documentElement).backgroundColor))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test('the game\'s palette shows each colour\'s keys, legible in both themes and colour-blind mode', () => withBrowser(async (page) => {
  const { body: colours } = await apiCall('/api/colours');
  const letters = new Map(colours.map((c) => [c.name, c.letter]));
  await startGame(page, 'board-blanks');
  const keys = await assertKeys(page, '#palette', letters);
  assert.ok(keys.some((k) => k.digit === '0'), 'the blank shows its 0');

  // Typing what a button shows places its colour.
  const third = keys.find((k) => k.digit === '3');
  await page.click('.board-row.current .hole[data-index="0"]');
  await page.keyboard.press(third.shownLetter.toLowerCase());
  await page.keyboard.press(keys.find((k) => k.digit === '5').shownDigit);
  const placed = await page.$$eval('.board-row.current .hole .peg', (pegs) => pegs.map((p) => p.dataset.colour));
  assert.deepEqual(placed, [third.colour, keys.find((k) => k.digit === '5').colour]);

  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('mastermind.theme', t), theme);
    await page.reload();
    await page.waitForSelector('#palette .palette-key');
    for (const part of ['key-digit', 'key-letter']) {
      const ratio = await keyContrast(page, `#palette .palette-colour[data-digit="1"] .${part}`);
      assert.ok(ratio >= 4.5, `${theme}: the ${part} reads at ${ratio.toFixed(2)}:1`);
    }
  }
  await page.click('.colour-blind-toggle');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('colour-blind')));
  await assertKeys(page, '#palette', letters);
}, { colorScheme: 'light' }));

test('the codebreaker\'s secret and the series board show the keys too', () => withBrowser(async (page) => {
  const { body: colours } = await apiCall('/api/colours');
  const letters = new Map(colours.map((c) => [c.name, c.letter]));
  await page.goto('/codebreaker.html');
  await page.waitForSelector('#secret-palette .palette-colour');
  await assertKeys(page, '#secret-palette', letters);

  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden]) #code-palette .palette-colour');
  await assertKeys(page, '#code-palette', letters);
}));
