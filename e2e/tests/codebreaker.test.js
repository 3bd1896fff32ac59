// The computer as codebreaker: a wrong answer is caught (the contradicting
// rows highlighted), corrected, and the computer then breaks the code; and the
// self-play demonstration.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot } from '../lib/browser.js';
import { digitsOf } from '../lib/play.js';

function feedback(secret, guess) {
  let black = 0;
  const left = new Map();
  for (let i = 0; i < secret.length; i++) {
    if (secret[i] === guess[i]) black++;
    else left.set(secret[i], (left.get(secret[i]) || 0) + 1);
  }
  let white = 0;
  for (let i = 0; i < guess.length; i++) {
    if (secret[i] === guess[i]) continue;
    const n = left.get(guess[i]) || 0;
    if (n > 0) {
      white++;
      left.set(guess[i], n - 1);
    }
  }
  return { black, white };
}

async function setAnswer(page, turn, { black, white }) {
  const row = `.board-row[data-turn="${turn}"]`;
  const count = async (colour) => Number(await page.textContent(`${row} [data-count="${colour}"]`));
  for (const colour of ['black', 'white']) {
    while ((await count(colour)) > 0) await page.click(`${row} [data-control="${colour}-minus"]`);
  }
  for (let i = 0; i < black; i++) await page.click(`${row} [data-control="black-plus"]`);
  for (let i = 0; i < white; i++) await page.click(`${row} [data-control="white-plus"]`);
  assert.equal(await count('black'), black);
  assert.equal(await count('white'), white);
}

test('the codebreaker page catches a wrong answer and lets the person correct it', async () => {
  const browser = await launch();
  const { page } = browser;
  const secret = [4, 1, 6, 2]; // kept in mind: green, red, black, blue
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-picker .hole');
    await page.selectOption('#preset-select', 'board');
    await page.selectOption('#strategy-select', 'knuth');
    await page.click('#start-button');

    // The key-peg holes cycle: black, white, empty.
    await page.waitForSelector('.answer-button');
    const hole = '.board-row[data-turn="1"] [data-control="key-0"]';
    const counts = async () => [Number(await page.textContent('[data-count="black"]')), Number(await page.textContent('[data-count="white"]'))];
    await page.click(hole);
    assert.deepEqual(await counts(), [1, 0]);
    await page.click(hole);
    assert.deepEqual(await counts(), [0, 1]);
    await page.click(hole);
    assert.deepEqual(await counts(), [0, 0]);

    // Lie: answer "nothing" to every guess until the answers contradict each other.
    let caught = false;
    for (let turn = 1; turn <= 8 && !caught; turn++) {
      await page.waitForSelector('.answer-button, .board-row.inconsistent');
      if (await page.$('.board-row.inconsistent')) break;
      await page.click('.answer-button');
      await page.waitForFunction((n) => document.querySelectorAll('.board-row.played').length >= n, turn);
      await page.waitForSelector('.answer-button, .board-row.inconsistent');
      caught = Boolean(await page.$('.board-row.inconsistent'));
    }
    assert.ok(caught, 'the contradiction was caught');
    const message = await page.textContent('#codebreaker-message');
    assert.match(message, /cannot all be true/);
    const highlighted = await page.$$eval('.board-row.inconsistent', (rows) => rows.map((r) => Number(r.dataset.turn)));
    assert.ok(highlighted.length >= 1);
    await screenshot(page, 'codebreaker-caught');

    // Correct every answer that was wrong, then continue.
    const rows = await page.$$eval('.board-row.played', (rs) => rs.map((r) => ({ turn: Number(r.dataset.turn), guess: r.dataset.guess })));
    for (const { turn, guess } of rows) {
      const truth = feedback(secret, digitsOf(guess));
      if (truth.black === 0 && truth.white === 0) continue;
      if (await page.$(`.board-row[data-turn="${turn}"] .edit-answer`)) await page.click(`.board-row[data-turn="${turn}"] .edit-answer`);
      await setAnswer(page, turn, truth);
    }
    await page.click('#retry-button');

    // Answer truthfully until the computer breaks the code.
    for (let i = 0; i < 10; i++) {
      await page.waitForSelector('.answer-button, .board-row.inconsistent');
      if (await page.$('.board-row.inconsistent')) assert.fail(await page.textContent('#codebreaker-message'));
      const turn = await page.$eval('.board-row.current', (r) => Number(r.dataset.turn));
      const guess = await page.$eval('.board-row.current', (r) => r.dataset.guess);
      const truth = feedback(secret, digitsOf(guess));
      await setAnswer(page, turn, truth);
      await page.click('.answer-button');
      if (truth.black === 4) break;
    }
    await page.waitForFunction(() => /broke it in/.test(document.getElementById('codebreaker-status').textContent));
    assert.match(await page.textContent('#codebreaker-status'), /green, red, black, blue/);
    assert.equal(await page.locator('.board-row.inconsistent').count(), 0);
    await screenshot(page, 'codebreaker-solved');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('the codebreaker demonstration plays a game against itself', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-picker .hole');
    // Choose the secret on the page: red, red, blue, yellow.
    const clicks = [1, 1, 2, 3];
    for (let i = 0; i < 4; i++) {
      for (let k = 0; k < clicks[i]; k++) await page.click(`#secret-picker .hole[data-index="${i}"]`);
    }
    assert.match(await page.getAttribute('#secret-picker .hole[data-index="3"]', 'aria-label'), /yellow/);
    await page.click('#demo-button');
    await page.waitForFunction(() => /The computer broke/.test(document.getElementById('codebreaker-status').textContent), null, { timeout: 20000 });
    const last = await page.$eval('.board-row.played:last-child', (r) => r.dataset.guess);
    assert.equal(last, '1123');
    assert.equal(await page.locator('.edit-answer').count(), 0, 'a demonstration has no answers to correct');
    await screenshot(page, 'codebreaker-demo');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('every answer the rule allows is accepted: 3 black 1 white in the colour game, refused in Mastermind', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-picker .hole');

    // Colour game, level I: Knuth opens with 1123. Against the code 2123 it
    // scores 3 black and 1 white (the red in place 1 is elsewhere in the code).
    await page.selectOption('#preset-select', 'colour-1');
    await page.selectOption('#strategy-select', 'knuth');
    await page.click('#start-button');
    await page.waitForSelector('.board-row[data-turn="1"] .answer-button');
    assert.equal(await page.$eval('.board-row[data-turn="1"]', (r) => r.dataset.guess), '1123');
    await setAnswer(page, 1, { black: 3, white: 1 });
    await page.click('.answer-button');
    await page.waitForSelector('.board-row[data-turn="2"] .answer-button');
    assert.equal(await page.locator('.board-row.inconsistent').count(), 0);
    assert.equal((await page.textContent('#codebreaker-message')).trim(), '');

    // Mastermind, level I: the same answer cannot happen, and the page says so.
    await page.selectOption('#preset-select', 'mastermind-1');
    await page.selectOption('#strategy-select', 'knuth');
    await page.click('#start-button');
    await page.waitForSelector('.board-row[data-turn="1"] .answer-button');
    await setAnswer(page, 1, { black: 3, white: 1 });
    await page.click('.answer-button');
    await page.waitForSelector('.board-row.inconsistent');
    assert.match(await page.textContent('#codebreaker-message'), /3 black and 1 white cannot happen/);
    assert.equal(await page.locator('.board-row[data-turn="2"]').count(), 0);
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('with the code chosen on the page, a wrong answer is named with what it should be', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-picker .hole');
    await page.selectOption('#preset-select', 'mastermind-1');
    await page.selectOption('#strategy-select', 'knuth');
    // The code red, blue, yellow, green (1234), chosen on the page.
    const clicks = [1, 2, 3, 4];
    for (let i = 0; i < 4; i++) {
      for (let k = 0; k < clicks[i]; k++) await page.click(`#secret-picker .hole[data-index="${i}"]`);
    }
    await page.click('#start-button');
    await page.waitForSelector('.board-row[data-turn="1"] .answer-button');
    // Knuth's 1122 scores 1 black, 1 white against 1234; answer 1 black only.
    await setAnswer(page, 1, { black: 1, white: 0 });
    await page.click('.answer-button');
    await page.waitForSelector('.board-row.inconsistent');
    assert.match(await page.textContent('#codebreaker-message'),
      /Turn 1: against your code this guess scores 1 black, 1 white, not 1 black, 0 white/);
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});
