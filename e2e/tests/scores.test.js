// High scores: the name dialog after a qualifying win (44 characters fit,
// the 45th cannot be typed, the server's message is shown), the tables, and
// resetting this browser's table.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot, textShown } from '../lib/browser.js';
import { startGame, winGame } from '../lib/play.js';

test('a high-score entry: 44 characters fit, 45 do not; names are text; reset', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    // A win by the first guess (1 in 1,296) is luck and never enters the
    // all-time table this test reads: play again then.
    let turns = 1;
    while (turns === 1) {
      await startGame(page, 'mastermind-1');
      ({ turns } = await winGame(page));
    }
    await page.waitForSelector('#score-dialog[open]');

    // The field counts characters as the server does: 44 emoji fit (88
    // UTF-16 units), the 45th does not go in.
    await page.fill('#score-name', '😀'.repeat(45));
    assert.equal([...(await page.inputValue('#score-name'))].length, 44);
    assert.match(await page.textContent('#score-name-count'), /44 \/ 44/);

    // Typing 45 characters: the 45th does not go in.
    const name45 = '<b>Ada</b> & <script>x()</script> Lovelace 1234';
    assert.ok(name45.length > 45);
    await page.fill('#score-name', '');
    await page.type('#score-name', name45.slice(0, 45));
    assert.equal((await page.inputValue('#score-name')).length, 44);
    assert.match(await page.textContent('#score-name-count'), /44 \/ 44/);

    // A 45-character name that gets past the field: the server's 400 message is shown.
    await page.$eval('#score-name', (input, value) => {
      input.removeAttribute('maxlength');
      input.value = value;
    }, name45.slice(0, 45));
    await page.click('#score-save');
    await page.waitForSelector('#score-error:not([hidden])');
    const message = await page.textContent('#score-error');
    assert.ok(message.length > 0);
    assert.match(message, /44/);
    assert.ok(await page.$('#score-dialog[open]'), 'the dialog stays open');
    await screenshot(page, 'score-name-too-long');

    // 44 characters are recorded, and the scores page shows the name as text.
    // The all-time table keeps one entry per address, its best: the tests
    // share one address, and an earlier test's win (a daily code's) may be
    // better than this one. The server says which table took it.
    const name44 = name45.slice(0, 44);
    await page.fill('#score-name', name44);
    // (Read on its way to the page: the page navigates away as it arrives.)
    /** @type {string | null} */
    let scope = null;
    await page.route(/\/api\/games\/[0-9a-f]+\/score$/, async (route) => {
      const response = await route.fetch();
      if (response.status() === 201) scope = (await response.json()).scope;
      await route.fulfill({ response });
    });
    await page.click('#score-save');
    await page.waitForURL(/scores\.html\?preset=mastermind-1/);
    await page.waitForSelector('.score-table-mine tbody tr');
    assert.ok(scope === 'all' || scope === 'mine', `the server said where the win went: ${scope}`);
    const allTime = scope === 'all';
    const cell = page.locator('.score-table-mine tbody tr >> nth=0').locator('.score-name-cell');
    assert.equal(await cell.textContent(), name44);
    assert.equal(await page.locator('.score-name-cell b, .score-name-cell script').count(), 0);
    assert.equal(await page.textContent('.score-table-mine tbody tr >> nth=0 >> td >> nth=1'), String(turns));
    assert.equal(await page.locator('.score-table-mine tbody tr >> nth=0 >> .code .peg').count(), 4);
    // The all-time table has it too, unless this address has a better one.
    // It comes with a request of its own, and the highlight may be in it.
    await page.waitForSelector('.score-table-all tbody tr');
    assert.ok(await page.locator('tr.highlight').count() >= 1, 'the new score is highlighted');
    const allNames = () => page.$$eval('.score-table-all .score-name-cell', (cells) => cells.map((c) => c.textContent));
    assert.equal((await allNames()).includes(name44), allTime, `all-time: ${allTime}`);
    await screenshot(page, 'scores');

    // Links to the other levels.
    assert.equal(await page.locator('#level-links a').count(), 9);

    // Reset this browser's table, after a confirmation; cancelling keeps it.
    await page.click('#reset-button');
    await page.click('dialog.confirm-dialog button[value="cancel"]');
    assert.equal(await page.locator('.score-table-mine tbody tr').count(), 1);
    await page.click('#reset-button');
    await page.click('dialog.confirm-dialog button[value="confirm"]');
    await page.waitForSelector('#scores-mine .empty-table');
    // Both tables are read again, each with a request of its own: the page
    // says the reset is done once both are drawn.
    await textShown(page, '#scores-message', /have been reset/);
    assert.equal((await allNames()).includes(name44), allTime, 'the all-time table keeps what it had');
    assert.equal(await page.locator('tr.highlight').count(), 0, 'no highlight left from before the reset');
    assert.doesNotMatch(await page.textContent('#scores-message'), /rank/);
    // Still so after a reload: the server kept the score in the all-time table.
    await page.reload();
    await page.waitForSelector('#scores-mine .empty-table');
    await page.waitForSelector('.score-table-all tbody tr');
    assert.equal((await allNames()).includes(name44), allTime, 'and so after a reload');

    // Play again from the scores page starts a game on the same level.
    await page.click('#play-again-button');
    await page.waitForSelector('.board-row.current');
    assert.match(await page.textContent('#game-title'), /Mastermind, level I$/);
    assert.deepEqual(browser.errors.map(String), []);
  } finally {
    await browser.close();
  }
});
