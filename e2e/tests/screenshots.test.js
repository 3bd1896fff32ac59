// A screenshot of each main page in light and dark, on a desktop and a phone:
// screenshots/<page>-<theme>-<device>.png (git-ignored). The game, the series
// and the duel are shown in progress (the statistics and the daily code after
// that game); the account, player and lobby pages as
// seen by a player with an account.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot, THEMES, inEachTheme } from '../lib/browser.js';
import { startGame, clickGuess, submitRow } from '../lib/play.js';
import { signUp, uniqueName } from '../lib/duel.js';

const DEVICES = {
  desktop: { viewport: { width: 1100, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

async function shootAll(page, shot) {
  await page.goto('/');
  await page.waitForSelector('a.play-preset');
  await shot('index');

  await startGame(page, 'mastermind-2');
  await clickGuess(page, '12345');
  await submitRow(page);
  await shot('game');

  await page.goto('/scores.html');
  await page.waitForLoadState('networkidle');
  await shot('scores');

  await page.goto('/statistics.html');
  await page.waitForLoadState('networkidle');
  await shot('statistics');

  await page.goto('/daily.html');
  await page.waitForLoadState('networkidle');
  await shot('daily');

  await page.goto('/codebreaker.html');
  await page.waitForSelector('#secret-picker .hole');
  await page.click('#start-button');
  await page.waitForSelector('#codebreaker-board:not([hidden]) .board-row');
  await shot('codebreaker');

  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '6655') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await page.click('#code-submit');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
  await page.click('#board-rows .board-row.current .hole[data-index="0"]');
  for (const d of '1256') await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#board-rows .submit-turn');
  await page.waitForSelector('#board-rows .board-row.played');
  await shot('series');

  const name = uniqueName('shot');
  await signUp(page, name);
  await shot('duels');

  await page.goto('/duels.html');
  await page.waitForSelector('#computer-preset option[value="mastermind-1"]', { state: 'attached' });
  await page.selectOption('#computer-preset', 'mastermind-1');
  await page.click('#computer-submit');
  await page.waitForURL(/duel\.html\?id=/);
  await page.waitForSelector('#play-section:not([hidden])');
  await shot('duel');

  await page.goto('/stats.html');
  await page.waitForLoadState('networkidle');
  await shot('stats');

  await page.goto(`/player.html?name=${encodeURIComponent(name)}`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent.trim().length > 0);
  await shot('player');

  await page.goto('/account.html');
  await page.waitForSelector('#signed-in:not([hidden])');
  await shot('account');
}

// Each state is reached once and shot in both themes (inEachTheme).
for (const [device, options] of Object.entries(DEVICES)) {
  test(`screenshots: light and dark, ${device}`, async () => {
    const browser = await launch({ ...options, colorScheme: THEMES[0] });
    try {
      const shot = (pageName) => inEachTheme(browser.page, async (theme) => {
        await browser.page.waitForTimeout(150);
        await screenshot(browser.page, `${pageName}-${theme}-${device}`);
      });
      await shootAll(browser.page, shot);
      assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
    } finally {
      await browser.close();
    }
  });
}
