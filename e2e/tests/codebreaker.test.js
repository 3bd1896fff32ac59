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

/** Chooses the secret with the palette, as on the game page: each colour fills the next hole. */
async function chooseSecret(page, digits) {
  for (const d of digits) await page.click(`#secret-palette .palette-colour[data-digit="${d}"]`);
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
    await chooseSecret(page, [1, 1, 2, 3]);
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
    await chooseSecret(page, [1, 2, 3, 4]);
    const sent = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/codebreaker/next')) sent.push(JSON.parse(request.postData()));
    });
    await page.click('#start-button');
    await page.waitForSelector('.board-row[data-turn="1"] .answer-button');
    // Knuth's 1122 scores 1 black, 1 white against 1234; answer 1 black only.
    await setAnswer(page, 1, { black: 1, white: 0 });
    await page.click('.answer-button');
    // Refused at once, at the wrong row, with what the answer should be.
    await page.waitForSelector('.board-row[data-turn="1"].inconsistent');
    const wrong = /Turn 1: against your code this guess scores 1 black, 1 white, not 1 black, 0 white/;
    assert.match(await page.textContent('#codebreaker-message'), wrong);
    assert.match(await page.textContent('.board-row[data-turn="1"] .row-note'), wrong);
    assert.equal(await page.locator('.board-row[data-turn="2"]').count(), 0);
    assert.ok(sent.length >= 2);
    for (const body of sent) assert.equal(body.secret, '1234', 'every request carries the code chosen on the page');

    // A correction that is still wrong says so: the same answer again...
    await page.click('#retry-button');
    await page.waitForFunction(() => /Still not right \(2 tries\)/.test(document.getElementById('codebreaker-message').textContent));
    assert.equal(await page.locator('.board-row[data-turn="1"].inconsistent').count(), 1);
    // ...and another wrong one: the message and the row's note name it.
    await setAnswer(page, 1, { black: 2, white: 0 });
    await page.click('#retry-button');
    await page.waitForFunction(() => /not 2 black, 0 white/.test(document.querySelector('.board-row[data-turn="1"] .row-note')?.textContent || ''));
    assert.match(await page.textContent('#codebreaker-message'), /Still not right \(3 tries\)/);
    assert.equal(await page.locator('.board-row[data-turn="1"].inconsistent').count(), 1);
    // The right answer is taken and the game goes on.
    await setAnswer(page, 1, { black: 1, white: 1 });
    await page.click('#retry-button');
    await page.waitForSelector('.board-row[data-turn="2"] .answer-button');
    assert.equal(await page.locator('.board-row.inconsistent').count(), 0);
    assert.equal(await page.locator('.row-note').count(), 0);
    assert.equal((await page.textContent('#codebreaker-message')).trim(), '');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('the secret is set as on the game page: the palette fills the next hole, a click or Backspace clears', async () => {
  const browser = await launch();
  const { page } = browser;
  const label = (i) => page.getAttribute(`#secret-picker .hole[data-index="${i}"]`, 'aria-label');
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-palette .palette-colour');
    await page.selectOption('#preset-select', 'mastermind-1');
    assert.match(await page.getAttribute('#secret-palette .palette-colour[data-digit="1"]', 'aria-label'), /red, key 1/);
    // Clicks on the palette fill the holes in turn.
    await chooseSecret(page, [1, 2]);
    assert.match(await label(0), /red/);
    assert.match(await label(1), /blue/);
    assert.match(await label(2), /empty, selected/);
    // A click on a filled hole clears it and makes it the next to fill.
    await page.click('#secret-picker .hole[data-index="0"]');
    assert.match(await label(0), /empty, selected/);
    await chooseSecret(page, [4]);
    assert.match(await label(0), /green/);
    assert.match(await label(2), /selected/);
    // The keyboard: digits place and move on, Backspace clears the last peg.
    await page.focus('#secret-picker .hole[data-index="2"]');
    await page.keyboard.press('3');
    await page.keyboard.press('5');
    assert.match(await label(2), /yellow/);
    assert.match(await label(3), /\bselected/);
    assert.doesNotMatch(await label(3), /empty/);
    await page.keyboard.press('Backspace');
    assert.match(await label(3), /empty, selected/);
    await page.keyboard.press('Backspace');
    assert.match(await label(2), /empty, selected/);
    await page.keyboard.press('ArrowLeft');
    assert.match(await label(1), /blue, selected/);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.index), '1');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('the black and white steppers line up in a grid, on a desktop and on a phone', async () => {
  for (const viewport of [{ width: 1100, height: 900 }, { width: 375, height: 740 }]) {
    const browser = await launch({ viewport });
    const { page } = browser;
    try {
      await page.goto('/codebreaker.html');
      await page.waitForSelector('#secret-palette .palette-colour');
      await page.selectOption('#preset-select', 'mastermind-1');
      await page.selectOption('#strategy-select', 'knuth');
      await page.click('#start-button');
      await page.waitForSelector('.board-row[data-turn="1"] .answer-button');
      const boxes = await page.$$eval('.board-row[data-turn="1"] .key-count', (counts) => counts.map((c) =>
        ['.label', '[data-control$="-minus"]', '.count', '[data-control$="-plus"]'].map((sel) => {
          const r = c.querySelector(sel).getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        })));
      assert.equal(boxes.length, 2);
      const [black, white] = boxes;
      for (let k = 0; k < 4; k++) {
        assert.ok(Math.abs(black[k].left - white[k].left) < 1, `column ${k} lines up at ${viewport.width}px: ${black[k].left} vs ${white[k].left}`);
        assert.ok(black[k].bottom <= white[k].top + 1, `black above white at ${viewport.width}px`);
        if (k > 0) assert.ok(black[k - 1].right <= black[k].left + 1, `no overlap in column ${k}`);
      }
      // The steppers still fit in the window.
      const right = await page.$eval('.board-row[data-turn="1"] .key-setter', (e) => e.getBoundingClientRect().right);
      assert.ok(right <= viewport.width, `the steppers fit in ${viewport.width}px`);
      assert.deepEqual(browser.errors.map(String), []);
    } finally {
      await browser.close();
    }
  }
});

test('the demonstration shows one turn after another, with Stop and Skip, and the instructions aside', async () => {
  const browser = await launch();
  const { page } = browser;
  const shown = () => page.locator('.board-row.played').count();
  try {
    // The page's clock is the test's: a turn follows the last one only when
    // the test moves the time on, however slow the machine.
    const start = new Date('2024-05-06T07:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-palette .palette-colour');
    await page.selectOption('#preset-select', 'mastermind-1');
    await page.selectOption('#strategy-select', 'knuth');
    await chooseSecret(page, [6, 5, 4, 3]);
    await page.clock.pauseAt(new Date(start.getTime() + 600_000));
    await page.click('#demo-button');
    await page.waitForSelector('.board-row.played');
    // The time stands still: one turn, until it moves 600 ms on.
    assert.equal(await shown(), 1, 'one turn at first');
    assert.equal(await page.isVisible('#codebreaker-intro'), false, 'the instructions step aside');
    assert.equal(await page.isVisible('#answer-hint'), false);
    assert.equal(await page.isVisible('#demo-stop'), true);
    await page.clock.runFor(600);
    assert.equal(await shown(), 2, 'the next turn 600 ms on');
    await page.click('#demo-stop');
    const stopped = await shown();
    await page.clock.runFor(1300);
    assert.equal(await shown(), stopped, 'Stop stops');
    assert.match(await page.textContent('#codebreaker-status'), /stopped after/);
    assert.equal(await page.isVisible('#codebreaker-intro'), true);
    assert.equal(await page.isVisible('#demo-controls'), false);

    // Skip shows the rest at once.
    await page.click('#demo-button');
    await page.waitForSelector('#demo-skip:visible');
    await page.click('#demo-skip');
    assert.match(await page.textContent('#codebreaker-status'), /The computer broke/);
    assert.equal(await page.$eval('.board-row.played:last-child', (r) => r.dataset.guess), '6543');
    assert.equal(await page.isVisible('#codebreaker-intro'), true);
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('with reduced motion the demonstration shows every turn at once', async () => {
  const browser = await launch({ reducedMotion: 'reduce' });
  const { page } = browser;
  try {
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-palette .palette-colour');
    await page.selectOption('#preset-select', 'mastermind-1');
    await page.selectOption('#strategy-select', 'knuth');
    await chooseSecret(page, [6, 5, 4, 3]);
    await page.click('#demo-button');
    await page.waitForFunction(() => /The computer broke/.test(document.getElementById('codebreaker-status').textContent));
    assert.ok(await page.locator('.board-row.played').count() >= 2);
    assert.equal(await page.$eval('.board-row.played:last-child', (r) => r.dataset.guess), '6543');
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});
