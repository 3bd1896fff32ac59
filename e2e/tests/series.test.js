// Two players: the board game (series.html). A series of two games played
// through the pages with every hand-over, the codemaker's key pegs set by
// hand, a challenge that proves wrong information, the replay and the
// winner; a reload that resumes; the turn clock that warns and calls time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { apiCall } from '../lib/play.js';

const text = (page, selector) => page.textContent(selector).then((t) => t.replace(/\s+/g, ' ').trim());

/** A call to the API from the page's own browser, with its player cookie:
 *  a series belongs to the browser that started it. */
async function browserCall(page, path, body) {
  return page.evaluate(async ([path, body]) => {
    const response = await fetch(path, {
      method: body === null ? 'GET' : 'POST',
      headers: body === null ? {} : { 'Content-Type': 'application/json' },
      body: body === null ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, [path, body ?? null]);
}

/** The hand-over screen says `wanted`; its button is pressed. */
async function handOver(page, wanted, shot) {
  await page.waitForSelector('#handover-section:not([hidden])');
  assert.equal(await text(page, '#handover-heading'), wanted);
  // Nothing of the board shows behind a hand-over.
  assert.ok(await page.isHidden('#play-section'));
  assert.ok(await page.isHidden('#code-section'));
  if (shot) await screenshot(page, shot);
  await page.click('#handover-button');
}

/** The codemaker clicks the code in; it is gone from the page once set. */
async function setCode(page, code, shot) {
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of code) await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  if (shot) await screenshot(page, shot);
  await page.click('#code-submit');
  await page.waitForSelector('#code-section', { state: 'hidden' });
  assert.equal(await page.locator('#code-row .peg').count(), 0, 'the code is wiped from the page');
}

/** The codebreaker plays a row; with manual key pegs it then waits for them. */
async function playRow(page, code) {
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
  await page.click('#board-rows .board-row.current .hole[data-index="0"]');
  for (const d of code) await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#board-rows .submit-turn');
  await page.waitForSelector('#board-rows .board-row.pending');
}

/** The codemaker sets the key pegs of the pending row with + and presses Answer. */
async function answerRow(page, black, white = 0) {
  for (let i = 0; i < black; i++) await page.click('#board-rows [data-control="black-plus"]');
  for (let i = 0; i < white; i++) await page.click('#board-rows [data-control="white-plus"]');
  assert.equal(await text(page, '#board-rows [data-count="black"]'), String(black));
  await page.click('#board-rows .answer-button');
  // The next row, or another screen (the game's result, the reveal).
  await page.waitForFunction(() => !document.querySelector('#board-rows .board-row.pending')
    || document.getElementById('play-section').hidden);
}

async function scores(page, selector) {
  return page.$$eval(`${selector} tbody tr`, (rows) => rows.map((r) => [
    r.querySelector('th').textContent, Number(r.querySelector('td').textContent)]));
}

test('a series of two games: hand-overs, key pegs by hand, a challenge, a replay and the winner', () => withBrowser(async (page) => {
  await page.goto('/');
  await page.click('a.series-link');
  await page.waitForSelector('#series-form');
  assert.match(await page.title(), /two players/i);
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.selectOption('#games', '2');
  await page.check('input[name="feedback"][value="manual"]');
  await screenshot(page, 'series-form');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  const id = new URL(page.url()).searchParams.get('id');

  // Game 1: Ann makes the code, Bob breaks it in 2 rows.
  await handOver(page, 'Bob, look away. Ann, set your code.', 'series-handover');
  await setCode(page, '1234', 'series-code');
  await handOver(page, 'The code is set. Pass the device to Bob.');
  assert.equal(await page.locator('#board-rows .secret-row .peg').count(), 0, 'the code is behind the shield');
  await playRow(page, '1111');
  assert.match(await text(page, '#play-status'), /Ann, answer row 1/);
  await screenshot(page, 'series-answer');
  await answerRow(page, 1);
  await playRow(page, '1234');
  await answerRow(page, 4);
  await page.waitForSelector('#result-section:not([hidden])');
  assert.equal(await text(page, '#result-heading'), 'Bob broke the code in 2 rows');
  assert.deepEqual(await scores(page, '#result-scores'), [['Ann', 2], ['Bob', 0]]);
  assert.equal(await page.locator('#result-board .secret-row .peg').count(), 4, 'the code is revealed');
  await screenshot(page, 'series-result');
  await page.click('#result-next');

  // Game 2: Bob makes the code and lies about row 2.
  await handOver(page, 'Ann, look away. Bob, set your code.');
  await setCode(page, '5566');
  await handOver(page, 'The code is set. Pass the device to Ann.');
  await playRow(page, '1122');
  await answerRow(page, 0);
  await playRow(page, '1111');
  await answerRow(page, 1); // no 1 in row 1, a 1 in place in row 2
  // A reload resumes the series from the server.
  await page.reload();
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current');
  assert.equal(new URL(page.url()).searchParams.get('id'), id);
  assert.equal(await page.locator('#board-rows .board-row.played').count(), 2);
  assert.match(await text(page, '#game-heading'), /^Game 2 of 2: Bob makes the code, Ann breaks it\.$/);
  await page.click('#challenge-button');
  await page.waitForSelector('#result-section:not([hidden])');
  assert.equal(await text(page, '#result-heading'), 'Wrong information in game 2!');
  assert.match(await text(page, '#result-text'), /rows 1 and 2 cannot all be true.*Ann scores 3.*game 2 is replayed/);
  const wrong = await page.$$eval('#result-board .board-row.inconsistent', (rows) => rows.map((r) => r.dataset.turn));
  assert.deepEqual(wrong, ['1', '2']);
  assert.deepEqual(await scores(page, '#result-scores'), [['Ann', 5], ['Bob', 0]]);
  await screenshot(page, 'series-wrong-information');
  assert.equal(await text(page, '#result-next'), 'Replay game 2');
  await page.click('#result-next');

  // The replay: same roles, a new code.
  await page.waitForSelector('#handover-section:not([hidden])');
  assert.match(await text(page, '#handover-game'), /Game 2 of 2, replayed after wrong information/);
  await handOver(page, 'Ann, look away. Bob, set your code.');
  await setCode(page, '5566');
  await handOver(page, 'The code is set. Pass the device to Ann.');
  await playRow(page, '5566');
  await answerRow(page, 4);
  await page.waitForSelector('#result-section:not([hidden])');
  assert.equal(await text(page, '#result-heading'), 'Ann broke the code in 1 row');
  assert.equal(await text(page, '#result-next'), 'See who won the series');
  await page.click('#result-next');

  await page.waitForSelector('#over-section:not([hidden])');
  assert.equal(await text(page, '#winner-heading'), 'Ann wins the series, 5 to 1');
  assert.deepEqual(await scores(page, '#final-scores'), [['Ann', 5], ['Bob', 1]]);
  const games = await page.$$eval('.history-game', (all) => all.map((g) => [g.dataset.outcome, g.querySelectorAll('.board-row.played').length]));
  assert.deepEqual(games, [['broken', 2], ['wrong-information', 2], ['broken', 1]]);
  assert.match(await text(page, '.history-game[data-game="2"] h3'), /void, wrong information in rows 1 and 2: Ann \+3/);
  // The coach reviews a game of the history when asked: one row a guess.
  await page.click('.history-game[data-game="1"] .series-coach-button');
  await page.waitForSelector('.history-game[data-game="1"] .series-coach .review-table');
  assert.equal(await page.locator('.history-game[data-game="1"] .series-coach .review-table tbody tr').count(), 2);
  await screenshot(page, 'series-over');
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling on a phone (${width}px)`);
  await screenshot(page, 'phone-series-over');
}));

test('the turn clock warns, then calls time; names are shown as text', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  const created = await browserCall(page, '/api/series', { players: ['<i>Zoë</i>', 'Max & co'], games: 2, time_limit: 4 });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  // Another browser is not told the series exists.
  assert.equal((await apiCall(`/api/series/${id}`)).status, 404);
  await page.goto(`/series.html?id=${id}`);
  await handOver(page, 'Max & co, look away. <i>Zoë</i>, set your code.');
  assert.equal(await page.locator('#handover-heading i').count(), 0, 'a name is never markup');
  // By keyboard: the first hole has the focus; digits place pegs, Enter sets the code.
  await page.waitForSelector('#code-row .hole[data-index="0"]:focus');
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#handover-section:not([hidden])');
  assert.equal(await text(page, '#handover-heading'), 'The code is set. Pass the device to Max & co.');
  await page.waitForSelector('#handover-button:focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#board-rows .board-row.current .hole[data-index="0"]:focus');
  await page.waitForSelector('#clock:not([hidden])');
  assert.match(await text(page, '#clock'), /^Max & co, row 1: 0:0\d/);
  // Warned half-way through a limit under a minute, then the row is lost.
  await page.waitForSelector('#clock.clock-warning');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'phone-series-clock');
  await page.waitForSelector('#board-rows .board-row.played.timed-out');
  assert.match(await text(page, '#play-status'), /Time is up: row 1 counts as played/);
  assert.match(await text(page, '#clock'), /row 2/);
  const view = await browserCall(page, `/api/series/${id}`);
  assert.deepEqual(view.body.game.rows, [{ turn: 1, guess: null, black: 0, white: 0 }]);
}));

test('companion to a real board, Game No. 2: guesses and key pegs copied in, the code only at the reveal', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.check('input[name="variant"][value="board-blanks"]');
  await page.check('#companion');
  assert.ok(await page.isDisabled('input[name="feedback"][value="computed"]'), 'a real board\'s codemaker sets the key pegs');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  // No code to set on the page: Bob copies his first row from the board.
  await page.waitForSelector('#play-section:not([hidden])');
  assert.equal(await page.locator('#palette .palette-colour').count(), 7, 'six colours and the vacant hole');
  await page.click('.colour-blind-toggle');
  assert.equal(await page.getAttribute('html', 'class'), 'colour-blind');
  await playRow(page, '1020');
  assert.match(await text(page, '#play-status'), /Ann, copy your key pegs for row 1/);
  await answerRow(page, 4);
  await page.waitForSelector('#code-section:not([hidden])');
  assert.equal(await text(page, '#code-heading'), 'Ann, reveal your code');
  await setCode(page, '1020', 'series-reveal');
  await page.waitForSelector('#result-section:not([hidden])');
  assert.equal(await text(page, '#result-heading'), 'Bob broke the code in 1 row');
  const shown = await page.$$eval('#result-board .secret-row .peg', (pegs) => pegs.map((p) => p.dataset.colour));
  assert.deepEqual(shown, ['red', 'blank', 'blue', 'blank']);
  await page.click('#result-next');
  await page.waitForSelector('#play-section:not([hidden])');
  assert.match(await text(page, '#game-heading'), /^Game 2 of 2: Bob makes the code, Ann breaks it\.$/);
}));

test('an unfinished series is found again from the series page, resumed or abandoned; the names are remembered', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  assert.ok(await page.isHidden('#unfinished-series'), 'nothing unfinished yet');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.waitForFunction(() => /^Ann and Bob/.test(document.getElementById('series-title').textContent));
  assert.match(await text(page, '#series-title'), /Ann and Bob: the board game \(Game No\. 1\), game 1 of 2/);

  // The link is lost: the series page lists it, and the names come back.
  await page.goto('/series.html');
  await page.waitForSelector(`#unfinished-list li[data-series="${id}"]`);
  assert.match(await text(page, `#unfinished-list li[data-series="${id}"]`), /Ann and Bob: Game No\. 1, game 1 of 2 \(Ann 0, Bob 0\); Ann to move/);
  assert.equal(await page.inputValue('#first-name'), 'Ann');
  assert.equal(await page.inputValue('#second-name'), 'Bob');
  await page.click(`#unfinished-list li[data-series="${id}"] a`);
  await page.waitForURL(new RegExp(`series\\.html\\?id=${id}`));
  await page.waitForSelector('#handover-section:not([hidden])');

  // Abandoned after a confirmation: gone from the list and from the server.
  await page.goto('/series.html');
  await page.waitForSelector(`#unfinished-list li[data-series="${id}"]`);
  await page.click(`#unfinished-list li[data-series="${id}"] .abandon-series`);
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForSelector('#unfinished-series', { state: 'hidden' });
  const gone = await browserCall(page, `/api/series/${id}`, null);
  assert.equal(gone.status, 404);
}));

test('Start pressed twice while the series is being made makes one series', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  // The answer is held back, as a slow network would, while Start is
  // pressed again and Enter typed.
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => { release = () => resolve(undefined); });
  let made = 0;
  await page.route('**/api/series', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    made += 1;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.click('#start-series');
  await page.click('#start-series');
  await page.press('#second-name', 'Enter');
  release();
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  await page.waitForFunction(() => /^Ann and Bob/.test(document.getElementById('series-title').textContent));
  assert.equal(made, 1, 'one request to make a series');
  const listed = await browserCall(page, '/api/series', null);
  assert.equal(listed.body.length, 1, 'one series unfinished');
}));
