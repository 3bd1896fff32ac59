// The board: a win by clicks, a loss, the warning flag, quit and play again,
// a reload that resumes, drag and drop.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, readRows, gameState, winGame, digitsOf } from '../lib/play.js';

test('the Introduction shows each game\'s Table 1 and starts a game', () => withBrowser(async (page) => {
  await page.goto('/');
  // The tables are drawn from the presets the server sends, after the page loads.
  await page.waitForSelector('tr[data-preset="board-blanks"] td.number');
  const row = async (preset) => page.$$eval(`tr[data-preset="${preset}"] td.number`, (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(await row('mastermind-1'), ['4', '6', '8']);
  assert.deepEqual(await row('mastermind-2'), ['5', '7', '10']);
  assert.deepEqual(await row('mastermind-3'), ['6', '8', '12']);
  assert.deepEqual(await row('colour-1'), ['4', '6', '6']);
  assert.deepEqual(await row('colour-2'), ['5', '7', '8']);
  assert.deepEqual(await row('colour-3'), ['6', '8', '10']);
  assert.deepEqual(await row('board-blanks'), ['4', '6 + blank', '10']);
  await screenshot(page, 'introduction');
  await page.click('a.play-preset[data-preset="colour-2"]');
  await page.waitForSelector('.board-row.current');
  assert.equal(await page.locator('.board-row.current .hole').count(), 5);
  assert.equal(await page.locator('#board-rows .board-row:not(.secret-row)').count(), 8);
  assert.equal(await page.locator('.palette-colour').count(), 7);
  assert.match(await page.textContent('#game-title'), /colour game, level II/);
}));

test('a game won by clicks shows the secret with a green flag', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  // The secret is not on the page while the game is played.
  assert.equal(await page.locator('.secret-row .peg').count(), 0);
  assert.equal(await page.locator('.secret-row .secret-peg-hidden').count(), 4);
  const { turns, secret } = await winGame(page);
  assert.ok(turns <= 8);
  assert.equal(await gameState(page), 'won');
  const shown = await page.$$eval('.secret-row .peg', (pegs) => pegs.map((p) => p.dataset.colour));
  const palette = ['red', 'blue', 'yellow', 'green', 'pink', 'turquoise'];
  assert.deepEqual(shown, digitsOf(secret).map((d) => palette[d - 1]));
  assert.match(await page.textContent('#game-status'), new RegExp(`broke the code in ${turns} turn`));
  // A first win in this browser enters its own table: the name dialog opens.
  await page.waitForSelector('#score-dialog[open]');
  await screenshot(page, 'game-won-dialog');
  await page.click('#score-close');
  // Closed by mistake? The score can still be entered.
  await page.click('#score-button');
  await page.waitForSelector('#score-dialog[open]');
  await page.click('#score-close');
  await page.waitForSelector('#review-section:not([hidden]) table');
  assert.equal(await page.locator('.review-table tbody tr').count(), turns);
  // The coach's word on every guess (a dash where its time did not reach:
  // this server is a debug build), and the game's accuracy over the judged.
  const verdicts = await page.$$eval('.review-table tbody td.verdict', (cells) => cells.map((c) => c.dataset.verdict ?? (c.textContent === '—' ? 'none' : '')));
  assert.equal(verdicts.length, turns);
  for (const v of verdicts) assert.match(v, /^(good|inaccuracy|mistake|blunder|none)$/);
  // The accuracy the page shows is the server's over the verdicts it shows
  // (good 1, inaccuracy 2/3, mistake 1/3, blunder 0), and none without one.
  const weight = { good: 1, inaccuracy: 2 / 3, mistake: 1 / 3, blunder: 0 };
  const judged = verdicts.filter((v) => v !== 'none');
  if (judged.length) {
    const shown = await page.textContent('#review-accuracy');
    const match = /^Accuracy: ([\d.]+) %\. The coach judged/.exec(shown ?? '');
    assert.ok(match, `the accuracy line: ${shown}`);
    const expected = (100 * judged.reduce((sum, v) => sum + weight[v], 0)) / judged.length;
    assert.ok(Math.abs(Number(match[1]) - expected) < 0.06, `accuracy ${match[1]} for ${judged.join(', ')}`);
  } else {
    assert.equal(await page.locator('#review-accuracy').count(), 0, 'no accuracy without a verdict');
  }
  await screenshot(page, 'game-won');
}));

test('a game lost: the same guess until the turns run out, then a red flag', () => withBrowser(async (page) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    await startGame(page, 'mastermind-1');
    for (let turn = 1; turn <= 8; turn++) {
      await clickGuess(page, '1123');
      await submitRow(page);
      if (await gameState(page)) break;
    }
    if ((await gameState(page)) === 'won') continue; // the secret was 1123: try again
    assert.equal(await gameState(page), 'lost');
    assert.equal((await readRows(page)).length, 8);
    assert.equal(await page.locator('.secret-row .peg').count(), 4);
    assert.equal(await page.locator('.board-row.current').count(), 0);
    assert.match(await page.textContent('#game-status'), /No turns left/);
    assert.ok(await page.isDisabled('#hint-button'));
    await screenshot(page, 'game-lost');
    return;
  }
  assert.fail('three secrets in a row were 1123');
}));

test('a click on an invalid point shows the yellow warning flag', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  // The submit control appears only when the row is full.
  await clickGuess(page, '12');
  assert.equal(await page.locator('.submit-turn').count(), 0);
  await page.click('.board-row.current .row-result');
  await page.waitForSelector('.flag-warning');
  assert.match(await page.textContent('#flag-area'), /needs 2 more pegs/);
  // Enter on an incomplete row warns too.
  await page.focus('.board-row.current .hole[data-index="2"]');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('#flag-area'), /needs 2 more pegs/);
  await clickGuess(page, '1234');
  await submitRow(page);
  // A hole of a row already played.
  await page.click('.board-row.played[data-turn="1"] .hole >> nth=2');
  await page.waitForSelector('.flag-warning');
  assert.match(await page.textContent('#flag-area'), /Row 1 has been played/);
  await screenshot(page, 'warning-flag');
  // A row not yet in play.
  await page.click('.board-row.future[data-turn="5"] .hole >> nth=0');
  assert.match(await page.textContent('#flag-area'), /Row 5 is not in play yet/);
  // The hidden key.
  await page.click('.secret-row .row-pegs');
  assert.match(await page.textContent('#flag-area'), /secret stays hidden/);
  assert.match(await page.textContent('#game-announcer'), /secret stays hidden/);
  assert.equal(await page.getAttribute('#game-announcer', 'aria-live'), 'polite');
}));

test('pegs can be changed until the row is submitted; drag and drop places a colour', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await clickGuess(page, '1111');
  await page.click('.board-row.current .hole[data-index="2"]');
  await page.click('.palette-colour[data-digit="5"]');
  await page.dragAndDrop('.palette-colour[data-digit="6"]', '.board-row.current .hole[data-index="3"]');
  const labels = await page.$$eval('.board-row.current .hole', (holes) => holes.map((h) => h.getAttribute('aria-label')));
  assert.deepEqual(labels, ['row 1, peg 1: red', 'row 1, peg 2: red', 'row 1, peg 3: pink', 'row 1, peg 4: turquoise']);
  await submitRow(page);
  assert.equal((await readRows(page))[0].guess, '1156');
}));

test('quit reveals the secret; play again starts a new game at the same level', () => withBrowser(async (page) => {
  const id = await startGame(page, 'colour-1');
  await clickGuess(page, '1234');
  await submitRow(page);
  await page.click('#quit-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  await page.waitForSelector('.flag-lost');
  assert.equal(await page.locator('.secret-row .peg').count(), 4);
  assert.match(await page.textContent('#game-status'), /quit/);
  await page.waitForSelector('#review-section:not([hidden])');
  await screenshot(page, 'game-quit');
  // The game is over: the palette is out of play and a click changes nothing.
  assert.ok(await page.isDisabled('.palette-colour[data-digit="1"]'));
  await page.click('.palette-colour[data-digit="1"]', { force: true });
  assert.equal(await page.locator('.board-row.current').count(), 0);
  await page.click('#play-again-button');
  await page.waitForFunction((old) => new URLSearchParams(location.search).get('id') !== old, id);
  await page.waitForSelector('.board-row.current');
  assert.match(await page.textContent('#game-title'), /colour game, level I$/);
  assert.equal((await readRows(page)).length, 0);
}));

test('a reload resumes the game; the Introduction offers to continue it', () => withBrowser(async (page) => {
  const id = await startGame(page, 'mastermind-1');
  await clickGuess(page, '1122');
  await submitRow(page);
  await clickGuess(page, '3344');
  await submitRow(page);
  const before = await readRows(page);
  await clickGuess(page, '56'); // two pegs of the third row, not submitted
  await page.reload();
  await page.waitForSelector('.board-row.current');
  assert.equal(new URL(page.url()).searchParams.get('id'), id);
  assert.deepEqual(await readRows(page), before);
  assert.equal(await page.getAttribute('.board-row.current', 'data-turn'), '3');
  const draft = await page.$$eval('.board-row.current .hole', (holes) => holes.map((h) => h.getAttribute('aria-label')));
  assert.deepEqual(draft, ['row 3, peg 1: pink', 'row 3, peg 2: turquoise', 'row 3, peg 3: empty', 'row 3, peg 4: empty']);
  await page.goto('/');
  await page.waitForSelector('#continue-game:not([hidden])');
  assert.match(await page.textContent('#continue-text'), /2 turns played, 6 turns left/);
  await page.click('#continue-link');
  await page.waitForSelector('.board-row.current');
  assert.equal(new URL(page.url()).searchParams.get('id'), id);
  assert.deepEqual(await readRows(page), before);
  // game.html without an id finds the game in progress too.
  await page.goto('/game.html');
  await page.waitForSelector('.board-row.current');
  assert.deepEqual(await readRows(page), before);
}));

test('a custom setup from the Introduction; a setup that cannot be played says why', () => withBrowser(async (page) => {
  await page.goto('/');
  await page.waitForSelector('.play-preset');
  await page.fill('input[name="pegs"]', '5');
  await page.fill('input[name="colours"]', '4');
  await page.uncheck('input[name="repetition"]');
  await page.click('#custom-setup button[type="submit"]');
  await page.waitForSelector('#custom-message:not([hidden])');
  assert.match(await page.textContent('#custom-message'), /5 pegs need at least 5 colours/);
  await page.fill('input[name="pegs"]', '3');
  await page.fill('input[name="turns"]', '5');
  await page.check('input[name="repetition"]');
  await page.check('input[name="blanks"]');
  await page.selectOption('select[name="rule"]', 'colour-game');
  await page.click('#custom-setup button[type="submit"]');
  await page.waitForSelector('.board-row.current');
  assert.equal(await page.locator('.board-row.current .hole').count(), 3);
  assert.equal(await page.locator('#board-rows .board-row:not(.secret-row)').count(), 5);
  assert.equal(await page.locator('.palette-colour').count(), 5, 'four colours and the blank');
  assert.match(await page.textContent('#game-title'), /Custom game \(the colour game rule\)/);
  // A blank by keyboard (0), then two colours.
  await page.focus('.board-row.current .hole[data-index="0"]');
  await page.keyboard.type('012');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.board-row.played');
  assert.equal((await readRows(page))[0].guess, '012');
}));

test('a hint tells how many codes remain and suggests a guess that can be used', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  await clickGuess(page, '1122');
  await submitRow(page);
  await page.click('#hint-button');
  await page.waitForSelector('#hint-panel:not([hidden]) .code');
  assert.match(await page.textContent('#hint-panel'), /\d+ codes? still fits?/);
  const suggestion = await page.$$eval('#hint-panel .code .peg', (pegs) => pegs.map((p) => p.dataset.colour));
  assert.equal(suggestion.length, 4);
  await page.click('#hint-panel button');
  const row = await page.$$eval('.board-row.current .hole .peg', (pegs) => pegs.map((p) => p.dataset.colour));
  assert.deepEqual(row, suggestion);
  assert.equal(await page.locator('.submit-turn').count(), 1);
}));
