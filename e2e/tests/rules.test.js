// The rules pages draw the seeds' worked examples as boards, with the key
// pegs each rule gives.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot } from '../lib/browser.js';

const rowsOf = (page, selector) => page.$$eval(`${selector} .board-row.played`, (rows) => rows.map((r) => `${r.dataset.black}/${r.dataset.white}`));

test('the Mastermind rules draw examples A to D of the board game', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/rules-mastermind.html');
    await page.waitForSelector('#example-D .example-board-drawn');
    assert.deepEqual(await rowsOf(page, '#example-A'), ['1/1']);
    assert.deepEqual(await rowsOf(page, '#example-B'), ['1/0']);
    assert.deepEqual(await rowsOf(page, '#example-C'), ['0/1']);
    assert.deepEqual(await rowsOf(page, '#example-D'), ['1/1']);
    const secretA = await page.$$eval('#example-A .secret-row .peg', (pegs) => pegs.map((p) => p.dataset.colour));
    assert.deepEqual(secretA, ['red', 'white', 'blue', 'green']);
    assert.equal(await page.locator('#example-B .key-peg.black').count(), 1);
    assert.equal(await page.locator('#example-B .key-peg.white').count(), 0);
    await screenshot(page, 'rules-mastermind');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('the colour game rules draw §4.1 and show where the white pegs differ', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/rules-colour.html');
    await page.waitForSelector('#example-colour .example-board-drawn');
    assert.deepEqual(await rowsOf(page, '#example-colour'), ['1/2', '0/4', '1/1', '0/2', '3/1', '4/0']);
    const key = await page.$$eval('#example-colour .secret-row .peg', (pegs) => pegs.map((p) => p.dataset.colour));
    assert.deepEqual(key, ['yellow', 'red', 'green', 'yellow']);
    await page.waitForSelector('#rule-comparison table');
    const standard = await page.$$eval('#rule-comparison tbody .standard-rule', (cells) => cells.map((c) => c.textContent));
    assert.equal(standard[4], '3 black, 0 white');
    assert.equal(standard[0], '1 black, 0 white');
    const differ = await page.$$eval('#rule-comparison tbody tr.highlight', (rows) => rows.map((r) => r.dataset.turn));
    assert.deepEqual(differ, ['1', '5']);
    await screenshot(page, 'rules-colour');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});
