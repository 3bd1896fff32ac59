// Keyboard-only play with visible focus, colour-blind mode, a phone-sized
// screen, and the labels a screen reader reads.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot } from '../lib/browser.js';
import { startGame, clickGuess, winGame, gameState, digitsOf } from '../lib/play.js';

/** Presses Tab until `predicate` holds for the focused element. */
async function tabTo(page, predicate, arg, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate, arg)) return;
  }
  throw new Error('the element was never focused by Tab');
}

test('a game played by keyboard only', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/');
    await tabTo(page, () => document.activeElement?.dataset?.preset === 'mastermind-1');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.board-row.current');
    await tabTo(page, () => document.activeElement?.matches('.board-row.current .hole'));
    // The focused hole has a visible outline.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none');
    assert.equal(await page.evaluate(() => document.activeElement.matches(':focus-visible')), true);
    await screenshot(page, 'keyboard-focus');

    // Digits and letters place pegs and move on; arrows move; Backspace clears.
    await page.keyboard.type('1r');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('b'); // blue replaces the second red
    await page.keyboard.press('Backspace'); // …and is cleared
    const labels = () => page.$$eval('.board-row.current .hole', (holes) => holes.map((h) => h.getAttribute('aria-label')));
    assert.deepEqual(await labels(), ['row 1, peg 1: red', 'row 1, peg 2: empty', 'row 1, peg 3: empty', 'row 1, peg 4: empty']);
    await page.keyboard.press('Enter'); // incomplete: a warning, nothing sent
    await page.waitForSelector('.flag-warning');
    await page.keyboard.press('Backspace');

    const typeGuess = async (p, code) => {
      await p.keyboard.press('Home');
      for (const d of digitsOf(code)) await p.keyboard.press(String(d));
    };
    const pressEnter = async (p) => {
      const played = await p.locator('.board-row.played').count();
      await p.keyboard.press('Enter');
      await p.waitForFunction((n) => document.querySelectorAll('.board-row.played').length > n, played);
    };
    const { turns } = await winGame(page, 'mastermind-1', typeGuess, pressEnter);
    assert.equal(await gameState(page), 'won');
    assert.ok(turns <= 8);
    // The name dialog takes the focus; Escape closes it.
    await page.waitForSelector('#score-dialog[open]');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'score-name');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('score-dialog').open);
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('colour-blind mode puts a symbol and a letter on every peg and is remembered', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await startGame(page, 'mastermind-3');
    await clickGuess(page, '123456');
    const symbolShown = () => page.$eval('.board-row.current .hole .peg-symbol', (s) => getComputedStyle(s).display !== 'none');
    assert.equal(await symbolShown(), false);
    await page.click('.colour-blind-toggle');
    assert.equal(await page.getAttribute('.colour-blind-toggle', 'aria-pressed'), 'true');
    assert.equal(await symbolShown(), true);
    const marks = await page.$$eval('.palette-colour .peg', (pegs) => pegs.map((p) => p.textContent));
    assert.equal(new Set(marks).size, 8, 'every colour has its own symbol and letter');
    await screenshot(page, 'colour-blind');
    await page.reload();
    await page.waitForSelector('.board-row.current');
    assert.equal(await page.getAttribute('.colour-blind-toggle', 'aria-pressed'), 'true');
    assert.equal(await page.$eval('.palette-colour .peg-symbol', (s) => getComputedStyle(s).display !== 'none'), true);
    await page.goto('/rules-colour.html');
    await page.waitForSelector('.example-board-drawn');
    assert.equal(await page.$eval('.example-board-drawn .peg-letter', (s) => getComputedStyle(s).display !== 'none'), true);
    await page.click('.colour-blind-toggle');
    assert.equal(await page.getAttribute('.colour-blind-toggle', 'aria-pressed'), 'false');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('a phone-sized screen (360 px): no sideways scrolling on the board', async () => {
  const browser = await launch({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page } = browser;
  try {
    for (const preset of ['mastermind-1', 'mastermind-3']) {
      await startGame(page, preset);
      await clickGuess(page, preset === 'mastermind-1' ? '1234' : '123456');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${preset}: the page is ${width} px wide`);
      await screenshot(page, `phone-${preset}`);
    }
    await page.goto('/');
    await page.waitForSelector('.play-preset');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 360);
    await screenshot(page, 'phone-introduction');
  } finally {
    await browser.close();
  }
});

test('holes, key pegs and flags are labelled for screen readers', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await startGame(page, 'mastermind-1');
    await clickGuess(page, '1234');
    await page.click('.submit-turn');
    await page.waitForSelector('.board-row.played');
    assert.match(await page.getAttribute('.board-row.played', 'aria-label'), /^row 1: red, blue, yellow, [a-z]+; \d black, \d white$/);
    assert.match(await page.getAttribute('.board-row.played .feedback', 'aria-label'), /^\d black, \d white$/);
    assert.equal(await page.getAttribute('.board-row.current .hole >> nth=0', 'aria-label'), 'row 2, peg 1: empty');
    assert.equal(await page.getAttribute('#game-status', 'role'), 'status');
    // The flag is seen; its warning is said by the announcer.
    assert.equal(await page.getAttribute('#game-announcer', 'role'), 'status');
    assert.match(await page.getAttribute('.secret-row .row-pegs', 'aria-label'), /hidden/);
  } finally {
    await browser.close();
  }
});
