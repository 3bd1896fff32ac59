// A duel against the computer (duels.html#computer, duel.html), with no
// account: a guest starts one from the lobby at the strongest level on
// Mastermind level I (4 pegs, 6 colours), sets a code on the page and then
// guesses 1111 every turn by keyboard, so that the computer wins (it breaks
// any 4·6 code in at most 5 turns), but for the one duel in 1,296 whose code
// is 1111: the guest breaks it in turn 1, and the test follows that ending (a
// win, or a draw had the computer broken 6543 in the same turn). The
// computer's code stays hidden until the end; both boards fill turn by turn;
// "Play again" opens a new duel at once. Another browser finds no such duel
// at its address; the lobby lists the guest's duels against the computer, the
// one in play first.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, textShown } from '../lib/browser.js';
import { text, withPlayers, setCode, resultCodes, typeGuess } from '../lib/duel.js';

const COMPUTER = 'Computer (level 5)';
const COMPUTER_RE = COMPUTER.replace(/[()]/g, '\\$&');

/** What the end of the duel says, by whose code was broken in its last turn. */
function ending(guestBroke, computerBroke, turn) {
  if (guestBroke && computerBroke) {
    return { heading: 'Draw', outcome: 'draw', text: new RegExp(`Both codes broken in the same turn \\(turn ${turn}\\)`), listed: /Draw: both codes broken in the same turn/ };
  }
  if (guestBroke) {
    return { heading: 'You won', outcome: 'won', text: new RegExp(`You broke ${COMPUTER_RE}'s code in turn ${turn}`), listed: /You won: code broken/ };
  }
  return { heading: 'You lost', outcome: 'lost', text: new RegExp(`${COMPUTER_RE} broke your code in turn ${turn}`), listed: /You lost: code broken/ };
}

/** Waits until the lobby has drawn the list of your duels against the computer. */
async function listed(page) {
  await page.waitForFunction(() => !document.getElementById('computer-list').textContent.includes('Loading'));
}

async function playedRows(page) {
  return page.evaluate(() => ({
    own: document.querySelectorAll('#own-board .board-row.played').length,
    guess: document.querySelectorAll('#guess-board .board-row.played').length,
  }));
}

test('a guest plays the computer from the lobby, loses to level 5 and plays again; nobody else sees the duel', () => withPlayers(async (guest, other) => {
  // The lobby, without an account: the computer for anyone, the sign-up
  // explanation for duels against people.
  await guest.goto('/duels.html');
  await guest.waitForSelector('#computer-preset option[value="mastermind-1"]', { state: 'attached' });
  assert.ok(await guest.isVisible('#computer'), 'the computer is offered to a guest');
  await guest.waitForSelector('#lobby-guest:not([hidden])');
  assert.equal(await guest.isVisible('#lobby-player'), false);
  assert.equal(await guest.inputValue('#computer-preset'), 'logik', 'Logik is the default');
  assert.equal(await guest.inputValue('#computer-form input[name="level"]:checked'), '3', 'level 3 is the default');
  assert.match(await text(guest, '#computer-form .computer-levels'), /Level 1: forgets much of what it learns/);
  assert.match(await text(guest, '#computer-form .computer-levels'), /Level 5: the strongest play there is/);
  await listed(guest);
  await screenshot(guest, 'computer-lobby');

  await guest.selectOption('#computer-preset', 'mastermind-1');
  assert.match(await text(guest, '#computer-setup'), /4 pegs · 6 colours/);
  await guest.check('#computer-form input[name="level"][value="5"]');
  await guest.click('#computer-submit');
  await guest.waitForURL(/duel\.html\?id=/);
  const id = new URL(guest.url()).searchParams.get('id');
  await guest.waitForSelector('#play-section:not([hidden])');

  // The opponent is the computer: named, not linked, no claims.
  assert.equal(await text(guest, '#duel-title'), `Duel against ${COMPUTER}`);
  assert.match(await text(guest, '#duel-players'), new RegExp(`Black: ${COMPUTER.replace(/[()]/g, '\\$&')}`));
  assert.equal(await guest.locator('#duel-players a').count(), 0, "neither name links to a player's page");
  assert.match(await text(guest, '#duel-terms'), /never rated/);
  // The boards and the status line are drawn once the duel's colours have
  // come, a moment after the section shows.
  await textShown(guest, '#duel-status', /Set your code/);
  assert.equal(await guest.getAttribute('#guess-board .secret-row', 'data-code'), null, "the computer's code is hidden");
  assert.equal(await guest.locator('#guess-board .secret-row .secret-peg-hidden').count(), 4, 'set, shown as four hidden pegs');

  await setCode(guest, '6543');
  await guest.waitForSelector('#guess-board .board-row.current[data-turn="1"]');
  assert.match(await text(guest, '#duel-status'), /Turn 1 of 8: your guess at Computer \(level 5\)'s code/);

  // 1111 every turn until the computer breaks 6543 (or 1111 breaks its code).
  let turns = 0;
  for (let turn = 1; turn <= 6; turn++) {
    await typeGuess(guest, '1111', turn);
    turns = turn;
    assert.deepEqual(await playedRows(guest), { own: turn, guess: turn }, `both boards show ${turn} rows`);
    assert.match(await guest.getAttribute(`#guess-board .board-row[data-turn="${turn}"] .feedback`, 'aria-label'), /^\d black, \d white$/);
    assert.ok(await guest.getAttribute(`#own-board .board-row.played[data-turn="${turn}"]`, 'data-guess'), "the computer's guess is revealed with yours");
    if (await guest.isVisible('#result-box')) break;
    assert.doesNotMatch(await text(guest, '#duel-status'), /waiting/i, 'never waiting for the computer');
    assert.match(await text(guest, '#duel-status'), new RegExp(`Turn ${turn + 1} of 8`));
    assert.equal(await guest.getAttribute('#guess-board .secret-row', 'data-code'), null, 'still hidden in play');
    assert.equal(await guest.locator('#claim-win-button:visible, #claim-draw-button:visible').count(), 0, 'no claims against the computer');
    if (turn === 2) await screenshot(guest, 'computer-duel');
  }
  assert.ok(turns <= 5, `level 5 breaks 4·6 in at most 5 turns, not ${turns}`);
  await guest.waitForSelector('#result-box:not([hidden])');
  const secret = await guest.getAttribute('#guess-board .secret-row', 'data-code');
  assert.match(secret ?? '', /^[1-6]{4}$/, "the computer's code is shown at the end");
  const guestBroke = secret === '1111';
  const computerBroke = await guest.getAttribute(`#own-board .board-row[data-turn="${turns}"]`, 'data-guess') === '6543';
  assert.ok(guestBroke || computerBroke, 'the duel ended with a code broken');
  if (guestBroke) {
    assert.equal(await guest.getAttribute(`#guess-board .board-row[data-turn="${turns}"] .feedback`, 'aria-label'), '4 black, 0 white');
  }
  const end = ending(guestBroke, computerBroke, turns);
  assert.equal(await text(guest, '#result-heading'), end.heading);
  assert.match(await text(guest, '#result-text'), end.text);
  assert.deepEqual(await resultCodes(guest), ['6543', secret].sort());
  assert.equal(await text(guest, '#rematch-button'), 'Play again');
  assert.equal(await guest.isVisible('#rematch-link'), false);
  await screenshot(guest, 'computer-lost');

  // Another browser: no such duel.
  await other.goto(`/duel.html?id=${id}`);
  await other.waitForSelector('#duel-message:not([hidden])');
  assert.match(await text(other, '#duel-message'), /No such duel/);
  assert.equal(await other.isVisible('#play-section'), false);
  // A phone's lobby offers the computer too, within the screen's width.
  await other.goto('/duels.html');
  await other.waitForSelector('#computer-preset option[value="logik"]', { state: 'attached' });
  await listed(other);
  assert.ok(await other.isVisible('#computer-submit'));
  assert.ok(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling on a phone');
  await screenshot(other, 'computer-lobby-phone');

  // Play again: a new duel, begun at once.
  await guest.click('#rematch-button');
  await guest.waitForURL((url) => url.searchParams.get('id') && url.searchParams.get('id') !== id);
  const again = new URL(guest.url()).searchParams.get('id');
  await guest.waitForSelector('#play-section:not([hidden])');
  assert.equal(await text(guest, '#duel-title'), `Duel against ${COMPUTER}`);
  await textShown(guest, '#duel-status', /Set your code/);
  assert.equal(await guest.locator('#guess-board .board-row.played').count(), 0);

  // The lobby lists both: the one in play first, then the lost one.
  await guest.goto('/duels.html');
  await guest.waitForSelector(`#computer-list [data-id="${id}"]`);
  const items = await guest.$$eval('#computer-list .duel-item', (els) => els.map((e) => [e.dataset.id, e.dataset.state, e.dataset.outcome ?? '']));
  assert.deepEqual(items, [[again, 'playing', ''], [id, 'over', end.outcome]]);
  assert.match(await text(guest, `#computer-list [data-id="${id}"]`), end.listed);
  assert.match(await text(guest, `#computer-list [data-id="${again}"]`), new RegExp(`In play against ${COMPUTER_RE}`));
  await guest.click(`#computer-list [data-id="${id}"] a`);
  await guest.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));
  await guest.waitForSelector('#result-box:not([hidden])');
}, [{}, { viewport: { width: 360, height: 740 } }]));
