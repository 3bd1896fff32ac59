// The daily code: two browsers (two players) begin it from the Introduction
// and end up with the same secret; the one who quit and the one who won each
// get one try only (a second start brings back the same finished game); the
// result to share is a grid of key pegs, without colours, matching the board;
// the day's table lists the winner under the name given.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch, screenshot } from '../lib/browser.js';
import { winGame, readRows } from '../lib/play.js';

const COLOURS = ['red', 'blue', 'yellow', 'green', 'pink', 'turquoise', 'white', 'black', 'orange', 'purple', 'brown', 'grey'];

/** Clicks "Daily code" for level I on the Introduction; the game's id. */
async function startDaily(page) {
  await page.goto('/');
  await page.click('.daily-button[data-preset="mastermind-1"]');
  await page.waitForURL(/game\.html\?id=/);
  await page.waitForSelector('#daily-panel:not([hidden])');
  return new URL(page.url()).searchParams.get('id');
}

/** The game as the server shows it to this browser. */
function gameOf(page, id) {
  return page.evaluate(async (gameId) => (await fetch(`/api/games/${gameId}`)).json(), id);
}

test('the same code for two players, one try each, a result to share', async () => {
  const quitter = await launch();
  const winner = await launch({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    // The first player gives up at once: the secret is revealed.
    let page = quitter.page;
    const quitId = await startDaily(page);
    assert.match(await page.textContent('#daily-panel'), /Daily code of \d{4}-\d\d-\d\d/);
    assert.equal(await page.isDisabled('#hint-button'), true, 'no hints on the daily code');
    assert.match(await page.textContent('#hint-note'), /daily code/);
    const hidden = await gameOf(page, quitId);
    assert.equal(hidden.secret, undefined, 'no secret while it is played');
    // Both browsers share one address: the second begins before the first
    // has seen the secret, or its win would stay out of the day's table.
    const winId = await startDaily(winner.page);
    await page.click('#quit-button');
    await page.waitForSelector('dialog.confirm-dialog[open]');
    await page.click('dialog.confirm-dialog button[value="confirm"]');
    await page.waitForSelector('#daily-share');
    const quitGame = await gameOf(page, quitId);
    assert.equal(quitGame.state, 'quit');
    assert.match((await page.inputValue('#daily-share')).split('\n')[0], /· X\/8$/);

    // The second player, in another browser, breaks it.
    page = winner.page;
    assert.notEqual(winId, quitId);
    const { turns, secret } = await winGame(page);
    // A first win enters this browser's own high scores: not now.
    await page.waitForSelector('#score-dialog[open]');
    await page.click('#score-close');
    const won = await gameOf(page, winId);
    assert.equal(won.secret, quitGame.secret, 'the same code for everyone');
    assert.equal(secret, quitGame.secret);

    const share = await page.inputValue('#daily-share');
    const lines = share.split('\n');
    assert.match(lines[0], new RegExp(`^Daily code · Mastermind, level I · ${won.daily.day} · ${turns}/8$`));
    // The heading, a row a turn, and the day's page.
    assert.equal(lines.length, 2 + turns);
    assert.equal(lines.at(-1), new URL('/daily.html?preset=mastermind-1', BASE_URL).href, 'the link to the day\'s page');
    const grid = lines.slice(1, -1);
    const board = await readRows(page);
    grid.forEach((line, i) => {
      const { black, white } = board[i];
      assert.equal(line, '●'.repeat(black) + '○'.repeat(white) + '·'.repeat(4 - black - white), `row ${i + 1}`);
    });
    assert.equal(grid.at(-1), '●●●●');
    for (const colour of COLOURS) assert.ok(!share.toLowerCase().includes(colour), `no colour in the share: ${colour}`);
    assert.ok(!grid.join('').match(/[^●○·]/), 'the grid is key pegs only');

    await page.click('#daily-copy');
    await page.waitForFunction(() => /Cop/.test(document.querySelector('.daily-result .share-note').textContent));
    const note = await page.textContent('.daily-result .share-note');
    if (note === 'Copied.') {
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), share);
    } else {
      // No clipboard here: the text is selected for Ctrl+C instead.
      const selected = await page.evaluate(() => {
        const area = document.getElementById('daily-share');
        return area.value.slice(area.selectionStart, area.selectionEnd);
      });
      assert.equal(selected, share);
    }

    // A name for the day's table.
    await page.fill('#daily-name', 'Bea the breaker');
    await page.click('.daily-name-form button[type="submit"]');
    await page.waitForSelector('.daily-name-form .message[data-kind="success"]');
    await screenshot(page, 'daily-game');

    // One try a day: the Introduction says so, and starting again brings
    // back the same finished game.
    await page.goto('/');
    await page.waitForSelector('.daily-button[data-preset="mastermind-1"][data-state="won"]');
    assert.equal(await startDaily(page), winId);
    assert.equal((await gameOf(page, winId)).state, 'won');
    const again = await page.evaluate(async () => {
      const response = await fetch('/api/daily/mastermind-1', { method: 'POST' });
      return { status: response.status, body: await response.json() };
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.game.id, winId);
    assert.equal(again.body.share, lines.slice(0, -1).join('\n'), 'the server\'s result, the page adding its link');
    page = quitter.page;
    assert.equal(await startDaily(page), quitId, 'the quitter gets their finished game back');
    assert.equal((await gameOf(page, quitId)).state, 'quit');

    // The day's table.
    await page.goto('/daily.html?preset=mastermind-1');
    await page.waitForSelector('.daily-results');
    const rows = await page.$$eval('.daily-results tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
    assert.ok(rows.some((r) => r[1] === 'Bea the breaker' && r[2] === String(turns)), JSON.stringify(rows));
    assert.match(await page.textContent('tr[data-preset="mastermind-1"] .daily-state'), /Given up/);
    await screenshot(page, 'daily-table');
    assert.deepEqual(quitter.errors.map(String), []);
    assert.deepEqual(winner.errors.map(String), []);
  } finally {
    await quitter.close();
    await winner.close();
  }
});
