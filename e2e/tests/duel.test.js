// Duels online (duels.html, duel.html, account.html): two browsers, two
// players with accounts of their own. A challenge made in one browser shows
// up live in the other's lobby; both set codes on the page and guess; the
// result, a draw with both guesses revealed together, a reload mid-duel, and
// the account page (a wrong password, logging out and in, a new password,
// deleting the account). Each player's browser knows only its own code; the
// test knows both because it sets both.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, textShown } from '../lib/browser.js';
import {
  PASSWORD, uniqueName, text, withPlayers, signUp, challenge, setCode, guess, boards, resultCodes,
} from '../lib/duel.js';

test('a duel: a challenge appears live in the other lobby, codes are set, one code is broken', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);

  // Bob waits in the lobby; the page is never reloaded.
  await bob.evaluate(() => { window.stillTheSamePage = true; });
  const id = await challenge(ann);
  assert.match(await text(ann, '#open-heading'), /Your challenge to anyone/);
  assert.match(await ann.inputValue('#open-share .share-link'), new RegExp(`duel\\.html\\?id=${id}$`));
  await screenshot(ann, 'duel-open');

  const item = `#open-list [data-id="${id}"]`;
  await bob.waitForSelector(`${item} .accept-challenge`);
  assert.equal(await bob.evaluate(() => window.stillTheSamePage), true, 'the challenge came without a reload');
  assert.match(await text(bob, `${item} .duel-item-heading`), new RegExp(`${annName} challenges anyone`));
  await screenshot(bob, 'duel-lobby');
  await bob.click(`${item} .accept-challenge`);
  await bob.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));

  // Ann's page turns into the board by itself.
  await ann.waitForSelector('#play-section:not([hidden])');
  assert.equal(await text(ann, '#own-heading'), 'Your code');
  assert.equal(await text(ann, '#guess-heading'), 'Your guesses');
  // The boards and the status line are drawn once the duel's colours have
  // come, a moment after the section shows.
  await textShown(ann, '#duel-status', /Set your code/);
  assert.equal(await ann.locator('#guess-board .board-row[data-turn]').count(), 10, 'ten numbered rows');

  await setCode(ann, '12345');
  await ann.waitForFunction((opp) => document.getElementById('duel-status').textContent.includes(`Waiting for ${opp}'s code`), bobName);
  // In each lobby the duel says whose move it waits for.
  for (const [page, said] of [[ann, `Waiting for ${bobName}`], [bob, 'Your move']]) {
    const lobby = await page.context().newPage();
    await lobby.goto('/duels.html');
    await lobby.waitForSelector(`#playing-list [data-id="${id}"] .duel-item-move`);
    assert.equal(await text(lobby, `#playing-list [data-id="${id}"] .duel-item-move`), said);
    await lobby.close();
  }
  await setCode(bob, '67812');
  await screenshot(bob, 'duel-codes-set');

  // Turn 1: Ann breaks Bob's code, Bob misses.
  await guess(ann, '67812', 1);
  await guess(bob, '11111', 1);
  for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');
  assert.equal(await text(ann, '#result-heading'), 'You won');
  assert.match(await text(ann, '#result-text'), new RegExp(`You broke ${bobName}'s code in turn 1`));
  assert.equal(await text(bob, '#result-heading'), 'You lost');
  assert.match(await text(bob, '#result-text'), new RegExp(`${annName} broke your code in turn 1`));
  for (const page of [ann, bob]) assert.deepEqual(await resultCodes(page), ['12345', '67812'], 'both codes shown');
  // The opponent's code is now on top of "Your guesses".
  assert.equal(await ann.getAttribute('#guess-board .secret-row', 'data-code'), '67812');
  assert.equal(await bob.getAttribute('#guess-board .secret-row', 'data-code'), '12345');
  // The key pegs of turn 1 on both sides, as the server scored them.
  assert.equal(await ann.getAttribute('#guess-board .board-row[data-turn="1"] .feedback', 'aria-label'), '5 black, 0 white');
  assert.equal(await bob.getAttribute('#own-board .board-row[data-turn="1"] .feedback', 'aria-label'), '5 black, 0 white');
  assert.equal(await bob.getAttribute('#guess-board .board-row[data-turn="1"] .feedback', 'aria-label'), '1 black, 0 white');
  assert.match(await ann.textContent('#duel-announcer'), /You won/);
  await screenshot(ann, 'duel-won');
  await screenshot(bob, 'duel-lost');

  // Both lobbies list it as finished, from each side.
  await ann.goto('/duels.html');
  await ann.waitForSelector(`#over-list [data-id="${id}"]`);
  assert.equal(await ann.getAttribute(`#over-list [data-id="${id}"]`, 'data-outcome'), 'won');
  await bob.goto('/duels.html');
  await bob.waitForSelector(`#over-list [data-id="${id}"]`);
  assert.equal(await bob.getAttribute(`#over-list [data-id="${id}"]`, 'data-outcome'), 'lost');
}));

test('a draw: both codes broken in the same turn; a guess stays hidden until both are in', () => withPlayers(async (ann, bob) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);

  // A challenge to Bob by name, accepted through the link Ann shares.
  const id = await challenge(ann, { opponent: bobName });
  const link = await ann.inputValue('#open-share .share-link');
  await bob.goto(link);
  await bob.waitForSelector('#open-section:not([hidden]) #accept-button:not([hidden])');
  assert.match(await text(bob, '#open-heading'), new RegExp(`${annName} challenges you`));
  await bob.click('#accept-button');
  await bob.waitForSelector('#play-section:not([hidden])');
  await ann.waitForSelector('#play-section:not([hidden])');

  await setCode(ann, '11223');
  await setCode(bob, '44556');
  // Turn 1 misses on both sides.
  await guess(ann, '77777', 1);
  await guess(bob, '88888', 1);
  await ann.waitForSelector('#guess-board .board-row.played[data-turn="1"]');
  await bob.waitForSelector('#guess-board .board-row.played[data-turn="1"]');

  // Turn 2: Ann guesses first. Bob is told she has guessed, not what.
  await guess(ann, '44556', 2);
  assert.match(await text(ann, '#guess-board .board-row.pending[data-turn="2"]'), new RegExp(`waiting for ${bobName}`));
  await bob.waitForFunction((who) => document.getElementById('duel-status').textContent.includes(`${who} has guessed`), annName);
  const row = '#own-board .board-row[data-turn="2"]';
  assert.ok(await bob.locator(`${row}.guessed`).count(), "Bob's board marks the row as guessed");
  assert.equal(await bob.locator(`${row} .peg`).count(), 0, "no peg of Ann's guess on Bob's page");
  assert.equal(await bob.getAttribute(row, 'data-guess'), null);
  assert.equal(await bob.locator('[data-guess="44556"]').count(), 0, "Ann's guess is nowhere on Bob's page");
  await screenshot(bob, 'duel-opponent-guessed');

  await guess(bob, '11223', 2);
  for (const page of [ann, bob]) {
    await page.waitForSelector('#result-box:not([hidden])');
    assert.equal(await text(page, '#result-heading'), 'Draw');
    assert.match(await text(page, '#result-text'), /both codes broken in the same turn/i);
    assert.deepEqual(await resultCodes(page), ['11223', '44556']);
  }
  // Now Bob sees Ann's guess of turn 2, with its key pegs.
  assert.equal(await bob.getAttribute(row, 'data-guess'), '44556');
  assert.equal(await bob.getAttribute(`${row} .feedback`, 'aria-label'), '5 black, 0 white');
  // After the end, a rematch: a new challenge to the same opponent.
  await ann.click('#rematch-button');
  await ann.waitForURL((url) => url.searchParams.get('id') && url.searchParams.get('id') !== id);
  await ann.waitForSelector('#open-section:not([hidden])');
  assert.match(await text(ann, '#open-heading'), new RegExp(`Your challenge to ${bobName}`));
  // Bob is offered it, by name, with the button that accepts it.
  await bob.waitForSelector('#rematch-offer:not([hidden])');
  assert.match(await text(bob, '#rematch-offer'), new RegExp(`^${annName} offers a rematch: Accept Decline$`));
}));

test('a reload mid-duel draws the same board; a spectator; a phone shows the row and the palette together', () => withPlayers(async (ann, bob, watcher) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);
  const id = await challenge(ann, { time: { kind: 'per-turn', seconds: 86400 } });
  await bob.goto(`/duel.html?id=${id}`);
  await bob.click('#accept-button');
  await bob.waitForSelector('#play-section:not([hidden])');
  await ann.waitForSelector('#play-section:not([hidden])');

  // A clock a move: each side's time, as timers (drawn with the view that
  // carries the clock, which may follow the one that shows the board).
  await ann.waitForFunction(() => document.querySelectorAll('#duel-clocks [role="timer"]').length === 2);
  assert.match(await text(ann, '#duel-clocks'), /Your time/);

  await setCode(ann, '13571');
  await setCode(bob, '24682');
  await guess(ann, '22222', 1);
  await guess(bob, '33333', 1);
  await ann.waitForSelector('#guess-board .board-row.played[data-turn="1"]');
  await guess(ann, '24444', 2); // pending: Bob has not guessed turn 2

  // A spectator (no account) sees both boards, read-only, with both codes
  // hidden and Ann's guess of turn 2 only as "guessed".
  await watcher.goto(`/duel.html?id=${id}`);
  await watcher.waitForSelector('#play-section:not([hidden]) .board-row.guessed[data-turn="2"]');
  assert.match(await text(watcher, '#own-heading'), new RegExp(`^(${annName}|${bobName})'s code$`));
  assert.match(await text(watcher, '#guess-heading'), new RegExp(`^(${annName}|${bobName})'s guesses$`));
  assert.ok(await watcher.isHidden('#duel-palette-box'), 'no palette for a spectator');
  assert.ok(await watcher.isHidden('#resign-button'));
  assert.equal(await watcher.locator('.board-row.current').count(), 0, 'no row to enter');
  assert.equal(await watcher.locator('.code-row .peg').count(), 0, 'both codes hidden');
  assert.equal(await watcher.locator('[data-guess="24444"]').count(), 0, "Ann's guess of turn 2 is hidden");
  assert.equal(await watcher.locator('.board-row.played').count(), 2, 'turn 1 on both boards');
  await screenshot(watcher, 'duel-spectator');

  const before = await boards(ann);
  const status = await text(ann, '#duel-status');
  await ann.reload();
  await ann.waitForSelector('#guess-board .board-row.pending[data-turn="2"]');
  assert.deepEqual(await boards(ann), before, 'the same rows, guesses, codes and key pegs');
  assert.equal(await text(ann, '#duel-status'), status);
  assert.equal(await ann.getAttribute('#own-board .own-code-row', 'data-code'), '13571');

  // Bob plays turn 2 on a phone: the row in play and the palette fit the screen.
  await bob.setViewportSize({ width: 360, height: 740 });
  const current = '#guess-board .board-row.current[data-turn="2"]';
  await bob.waitForSelector(current);
  await bob.locator(current).scrollIntoViewIfNeeded();
  // The palette sits under the board: a player scrolls down to it, and the
  // row in play must still be on screen then. (Scrolled only as far as the
  // row, as this test did at first, the palette stays below the screen's
  // edge whenever the row had been below it too.)
  await bob.locator('#palette').scrollIntoViewIfNeeded();
  const together = await bob.waitForFunction((row) => {
    // Within a pixel: the page scrolls by whole pixels, the boxes sit on
    // fractions of one (a palette 59.17 px high).
    const inside = (el) => {
      const box = el.getBoundingClientRect();
      return box.top >= -1 && box.bottom <= window.innerHeight + 1;
    };
    return inside(document.querySelector(row)) && inside(document.querySelector('#palette'));
  }, current, { timeout: 5000 }).then(() => true, () => false);
  const rowBox = await bob.locator(current).boundingBox();
  const paletteBox = await bob.locator('#palette').boundingBox();
  assert.ok(together, `the row in play (${JSON.stringify(rowBox)}) and the palette (${JSON.stringify(paletteBox)}) on one screen of 740`);
  await screenshot(bob, 'duel-phone', { fullPage: false });

  // Bob's guess of turn 2 goes in by keyboard: digits, Backspace, Enter.
  await bob.click(`${current} .hole[data-index="0"]`);
  await bob.keyboard.type('55556');
  await bob.keyboard.press('Backspace');
  await bob.keyboard.type('5');
  await bob.keyboard.press('Enter');
  await ann.waitForSelector('#guess-board .board-row.played[data-turn="2"]');
  // Ann's page may hear of the turn over its socket before Bob's own page
  // has drawn the answer to his request: wait for his row, then read it.
  await bob.waitForSelector('#guess-board .board-row.played[data-turn="2"]');
  assert.equal(await bob.getAttribute('#guess-board .board-row[data-turn="2"]', 'data-guess'), '55555');

  // Resigning asks first.
  await bob.click('#resign-button');
  await bob.click('dialog[open] button[value="confirm"]');
  for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');
  assert.equal(await text(ann, '#result-heading'), 'You won');
  assert.match(await text(ann, '#result-text'), new RegExp(`${bobName} resigned`));
  assert.equal(await text(bob, '#result-heading'), 'You lost');
  // The spectator's page follows live, and now shows both codes.
  await watcher.waitForSelector('#result-box:not([hidden])');
  assert.equal(await text(watcher, '#result-heading'), `${annName} won`);
  assert.deepEqual(await resultCodes(watcher), ['13571', '24682']);
}, [{}, {}, {}]));

test('the account page: a wrong password, logging out and in, a new password, deleting the account', () => withPlayers(async (page) => {
  const name = uniqueName('cleo');
  await signUp(page, name);
  await page.click('.account-link');
  await page.waitForSelector('#signed-in:not([hidden])');
  assert.match(await text(page, '#account-summary'), new RegExp(`logged in as ${name}`));

  await page.click('#logout-button');
  await page.waitForSelector('#signed-out:not([hidden])');
  assert.equal(await text(page, '.account-link'), 'Log in');
  await page.goto('/duels.html');
  await page.waitForSelector('#lobby-guest:not([hidden])');

  // A wrong password: the server's words.
  await page.goto('/account.html?next=duels.html');
  await page.fill('#login-name', name);
  await page.fill('#login-password', 'not the password');
  await page.click('#login-submit');
  await page.waitForSelector('#login-error:not([hidden])');
  assert.equal(await text(page, '#login-error'), 'wrong name or password');

  // A name the server refuses, in its words too.
  await page.fill('#signup-name', 'x');
  await page.fill('#signup-password', PASSWORD);
  await page.click('#signup-submit');
  await page.waitForSelector('#signup-error:not([hidden])');
  assert.ok((await text(page, '#signup-error')).length > 0);

  // Another site in ?next= is never followed.
  await page.goto('/account.html?next=' + encodeURIComponent('//example.com/'));
  await page.fill('#login-name', name);
  await page.fill('#login-password', PASSWORD);
  await page.click('#login-submit');
  await page.waitForURL(/\/duels\.html$/);

  await page.goto('/account.html');
  await page.waitForSelector('#signed-in:not([hidden])');
  await page.fill('#current-password', 'wrong password!');
  await page.fill('#new-password', 'a new password');
  await page.click('#password-submit');
  await page.waitForSelector('#password-error:not([hidden])');
  await page.fill('#current-password', PASSWORD);
  await page.fill('#new-password', 'a new password');
  await page.click('#password-submit');
  await page.waitForSelector('#account-message[data-kind="success"]:not([hidden])');
  await screenshot(page, 'account');

  await page.fill('#delete-password', 'a new password');
  await page.click('#delete-submit');
  await page.click('dialog[open] button[value="confirm"]');
  await page.waitForSelector('#signed-out:not([hidden])');
  assert.match(await text(page, '#account-message'), /deleted/);
  await page.fill('#login-name', name);
  await page.fill('#login-password', 'a new password');
  await page.click('#login-submit');
  await page.waitForSelector('#login-error:not([hidden])');
}, [{}]));

test('every page links Play online and the account', () => withPlayers(async (page) => {
  for (const path of ['/', '/game.html', '/scores.html', '/codebreaker.html', '/series.html', '/rules-mastermind.html', '/rules-colour.html', '/duels.html', '/account.html']) {
    await page.goto(path);
    assert.equal(await page.locator('.site-nav a[href="duels.html"]').textContent(), 'Play online', path);
    await page.waitForFunction(() => document.querySelector('.site-nav .account-link')?.textContent === 'Log in');
  }
}, [{}]));
