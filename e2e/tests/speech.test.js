// What a screen reader is given, in a game and in a duel played with the
// keyboard alone: the names of what takes the focus, the rows as the
// accessibility tree holds them, and every change of a live region (see
// lib/speech.js). Each placed peg is said once; after each guess one
// announcement says the key pegs in words and the turns left; the status line
// is not written again on a key press; the rows played are stepped through
// with the arrow keys, each one item with its result; the win is said inside
// the high-score dialog, which gives the focus back to a button on closing.
// On the duel page the rows are read from row 1, a reveal says both results,
// the turns left and whose move it is, and the clock's warning is said once.
// On the series board too, a peg placed leaves the status line alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { launch } from '../lib/browser.js';
import { nextGuess, readRows, digitsOf } from '../lib/play.js';
import { listenToLiveRegions, said, forget } from '../lib/speech.js';

/** Presses Tab (or Shift+Tab) until `predicate` holds for the focused element. */
async function tabTo(page, predicate, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error('the element was never focused by Tab');
}

/** The focused element as a screen reader names it: its role and its name. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    return { role: e.getAttribute('role') ?? e.tagName.toLowerCase(), name: e.getAttribute('aria-label') ?? e.textContent.trim() };
  });
}

/** The focused element once it is `expected`, or as it stands after two
 *  seconds: focus that a page moves in an event handler (a dialog's `close`
 *  comes a task after it shuts) arrives a moment after what caused it. */
async function focusedBy(page, expected) {
  const end = Date.now() + 2000;
  let now = await focused(page);
  while (!isDeepStrictEqual(now, expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await focused(page);
  }
  return now;
}

/** The palette's colours by digit, as the page names them. */
function colourNames(page, palette = '#palette') {
  return page.$$eval(`${palette} .palette-colour`, (buttons) => Object.fromEntries(buttons.map((b) => [b.dataset.digit, b.dataset.colour])));
}

async function withBrowser(fn, options) {
  const browser = await launch(options);
  try {
    await listenToLiveRegions(browser.page);
    await fn(browser.page);
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
  }
}

test('a game by keyboard: each peg said once, one announcement a guess, rows reviewed one by one, the win in the dialog', () => withBrowser(async (page) => {
  await page.goto('/');
  await tabTo(page, () => document.activeElement?.dataset?.preset === 'mastermind-1');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.board-row.current');
  await tabTo(page, () => document.activeElement?.matches('.board-row.current .hole'));
  assert.deepEqual(await focused(page), { role: 'button', name: 'row 1, peg 1: empty' });
  const names = await colourNames(page);
  const TURNS = 8; // Mastermind level I

  let won = false;
  for (let turn = 1; turn <= TURNS && !won; turn++) {
    const next = await nextGuess('mastermind-1', await readRows(page));
    const digits = digitsOf(next.guess);
    await forget(page);
    await page.keyboard.press('Home');
    for (const d of digits) await page.keyboard.press(String(d));
    assert.deepEqual(await said(page), digits.map((d, i) => ({ id: 'game-announcer', text: `row ${turn}, peg ${i + 1}: ${names[d]}` })),
      `turn ${turn}: each placed peg said once, and nothing else (the status line is left alone)`);

    await forget(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.board-row.played').length === n, turn);
    const row = await page.getAttribute(`.board-row.played[data-turn="${turn}"]`, 'aria-label');
    const [, colours, black, white] = /^row \d+: (.+); (\d) black, (\d) white$/.exec(row);
    assert.equal(colours, digits.map((d) => names[d]).join(', '), 'the row played says its guess');
    won = black === '4';
    const words = won
      ? new RegExp(`^Turn ${turn}: 4 black, 0 white\\. You broke the code in ${turn} turns? and .+\\.$`)
      : new RegExp(`^Turn ${turn}: ${black} black, ${white} white; ${TURNS - turn} turns? left\\.$`);
    const afterGuess = await said(page);
    assert.equal(afterGuess.length, 1, `turn ${turn}: one announcement, not ${JSON.stringify(afterGuess)}`);
    assert.equal(afterGuess[0].id, 'game-status');
    assert.match(afterGuess[0].text, words);

    if (turn === 2 && !won) {
      // Up from the row in play: the rows played, the last first, then the
      // secret; down again to the hole the focus left.
      await page.keyboard.press('ArrowUp');
      assert.deepEqual(await focused(page), { role: 'listitem', name: await page.getAttribute('.board-row.played[data-turn="2"]', 'aria-label') });
      await page.keyboard.press('ArrowUp');
      assert.match((await focused(page)).name, /^row 1: .+; \d black, \d white$/);
      await page.keyboard.press('ArrowUp');
      assert.equal(await page.evaluate(() => document.activeElement.classList.contains('secret-row')), true);
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
      assert.deepEqual(await focused(page), { role: 'button', name: 'row 3, peg 1: empty' });
    }
  }
  assert.ok(won, 'Knuth wins within 8 turns');

  // The win is said inside the dialog: its text is its description.
  await page.waitForSelector('#score-dialog[open]');
  const description = await page.$eval('#score-dialog', (d) => document.getElementById(d.getAttribute('aria-describedby'))?.textContent ?? '');
  assert.match(description, /^You broke the code in \d turns?/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('score-dialog').open);
  const reopen = { role: 'button', name: 'Enter the high scores' };
  assert.deepEqual(await focusedBy(page, reopen), reopen, 'the focus on the button that opens the dialog again');

  // Each row played is one item with its result, not pegs one by one (the
  // snapshot quotes a line holding a colon).
  const tree = await page.locator('#board-rows').ariaSnapshot();
  const played = await page.locator('.board-row.played').count();
  for (let turn = 1; turn <= played; turn++) {
    assert.match(tree, new RegExp(`- '?listitem "row ${turn}: [a-z, ]+; \\d black, \\d white"`));
  }
  assert.doesNotMatch(tree, /img "row \d+, peg/);
  if (played < 8) assert.match(tree, new RegExp(`- '?listitem "row ${played + 1}: to come"`));
  // The game over, Tab reaches the last row played, and the arrows go up from it.
  await tabTo(page, () => document.activeElement?.matches('.board-row.played'), { back: true });
  assert.match((await focused(page)).name, new RegExp(`^row ${played}: .+; 4 black, 0 white$`));
  if (played > 1) {
    await page.keyboard.press('ArrowUp');
    assert.match((await focused(page)).name, new RegExp(`^row ${played - 1}: `));
  }
}));

test('a duel by keyboard: rows read from row 1, each peg said once, a reveal in words, the clock\'s warning said once', () => withBrowser(async (page) => {
  await page.goto('/duels.html');
  await page.waitForSelector('#computer-preset option[value="mastermind-1"]', { state: 'attached' });
  await page.selectOption('#computer-preset', 'mastermind-1');
  await page.check('#computer-form input[name="level"][value="1"]');
  await page.check('#computer-form input[name="time_kind"][value="per-turn"]');
  await page.selectOption('#computer-time-preset', 'other');
  await page.fill('#computer-time-seconds', '20');
  await page.click('#computer-submit');
  await page.waitForURL(/duel\.html\?id=/);
  await page.waitForSelector('#own-board .own-code-row.current .hole');
  const names = await colourNames(page);

  // The code, by keyboard.
  await tabTo(page, () => document.activeElement?.matches('#own-board .own-code-row.current .hole'));
  assert.deepEqual(await focused(page), { role: 'button', name: 'your code, peg 1: empty' });
  await forget(page);
  await page.keyboard.type('1234');
  assert.deepEqual(await said(page, 'duel-announcer'), [1, 2, 3, 4].map((d, i) => `your code, peg ${i + 1}: ${names[d]}`));
  await page.keyboard.press('Enter');
  await page.waitForSelector('#guess-board .board-row.current[data-turn="1"] .hole');
  await page.waitForFunction(() => document.activeElement?.matches('#guess-board .board-row.current .hole'));
  assert.deepEqual(await focused(page), { role: 'button', name: 'row 1, your guess, peg 1: empty' });

  // Read from row 1: the row in play comes before the rows to come, and no
  // empty hole is said before it.
  const tree = await page.locator('#guess-board').ariaSnapshot();
  const inPlay = tree.indexOf('group "row 1, your guess, being entered"');
  assert.ok(inPlay >= 0, tree);
  assert.ok(inPlay < tree.indexOf('listitem "row 2, your guess: to come"'), 'row 1 before row 2');
  assert.doesNotMatch(tree.slice(0, inPlay), /empty|to come/);
  assert.doesNotMatch(tree, /img "row \d+, your guess, peg/);

  // The clock of the move warns once, not at each tick.
  await page.waitForFunction(() => window.__said.some((s) => s.text === 'Ten seconds left!'), null, { timeout: 15000 });
  await page.waitForTimeout(2500);
  assert.equal((await said(page, 'duel-announcer')).filter((t) => t === 'Ten seconds left!').length, 1);

  // A guess: each peg said once, then the reveal in one announcement.
  await forget(page);
  await page.keyboard.type('1122');
  assert.deepEqual(await said(page, 'duel-announcer'), [1, 1, 2, 2].map((d, i) => `row 1, your guess, peg ${i + 1}: ${names[d]}`));
  await forget(page);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#guess-board .board-row.played[data-turn="1"]');
  await page.waitForFunction(() => window.__said.length > 0);
  const reveal = await said(page, 'duel-announcer');
  assert.equal(reveal.length, 1, JSON.stringify(reveal));
  const [, black, white, theirBlack, next] = /^Turn 1 revealed: your guess scores (\d) black, (\d) white; Computer \(level 1\)'s guess at your code scores (\d) black, \d white\. (.+)$/.exec(reveal[0]) ?? [];
  assert.ok(black !== undefined, reveal[0]);
  assert.equal(await page.getAttribute('#guess-board .board-row.played[data-turn="1"]', 'aria-label'),
    `row 1, your guess: ${[1, 1, 2, 2].map((d) => names[d]).join(', ')}; ${black} black, ${white} white`);
  // The computer's code is random: once in 1,296 duels it is 1122, and a
  // first guess of the computer's may break 1234. The duel then ends in turn
  // 1, and the reveal says how instead of the turns left.
  const broken = { you: black === '4', computer: theirBlack === '4' };
  if (broken.you && broken.computer) {
    assert.equal(next, 'Draw. Both codes broken in the same turn (turn 1).');
  } else if (broken.you) {
    assert.equal(next, "You won. You broke Computer (level 1)'s code in turn 1 (code broken).");
  } else if (broken.computer) {
    assert.equal(next, 'You lost. Computer (level 1) broke your code in turn 1 (code broken).');
  } else {
    assert.equal(next, '7 turns left: your guess for turn 2.');
    assert.deepEqual(await focused(page), { role: 'button', name: 'row 2, your guess, peg 1: empty' });

    // The rows played are reviewed from the row in play: the board fills
    // from the bottom, so ↓ reaches the latest row played and ↑ comes back.
    const row1 = `row 1, your guess: ${[1, 1, 2, 2].map((d) => names[d]).join(', ')}; ${black} black, ${white} white`;
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await focused(page), { role: 'listitem', name: row1 });
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).name, row1, 'row 1 is the first');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await focused(page), { role: 'button', name: 'row 2, your guess, peg 1: empty' });
  }
}));

test('the series board: a peg placed by keyboard leaves the status line alone; a row played is said once', () => withBrowser(async (page) => {
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
  await page.waitForFunction(() => document.activeElement?.matches('#board-rows .board-row.current .hole'));
  const status = await page.textContent('#play-status');
  assert.match(status, /place your pegs in row 1/);

  await forget(page);
  await page.keyboard.type('123');
  assert.deepEqual(await said(page, 'play-status'), [], 'the status line is not written again at each peg');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#board-rows .board-row.played[data-turn="1"]');
  await page.waitForFunction(() => /row 2/.test(document.getElementById('play-status').textContent));
  const afterRow = await said(page, 'play-status');
  assert.equal(afterRow.length, 1, JSON.stringify(afterRow));
  assert.match(afterRow[0], /^Row 1: \d black, \d white\. Bob, place your pegs in row 2/);

  // The rows played are reviewed from the row in play: ↑ reaches the latest
  // row played, then the code behind its shield; ↓ comes back.
  await page.waitForFunction(() => document.activeElement?.matches('#board-rows .board-row.current .hole'));
  await page.keyboard.press('ArrowUp');
  const row1 = await focused(page);
  assert.equal(row1.role, 'listitem');
  assert.match(row1.name, /^row 1: [a-z]+, [a-z]+, [a-z]+, [a-z]+; \d black, \d white$/);
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await focused(page), { role: 'listitem', name: 'the code: hidden behind the shield' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.match((await focused(page)).name, /^row 2, peg 1/);
  const tree = await page.locator('#board-rows').ariaSnapshot();
  assert.match(tree, /listitem "row 3: to come"/);
}));
