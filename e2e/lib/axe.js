// axe-core (WCAG 2.2 A and AA) over the page as it stands, injected through
// playwright-core: the script's source is added to the page and `axe.run`
// called there, with no other test library.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { launch, THEMES, inEachTheme } from './browser.js';
import { startGame, clickGuess, submitRow, winGame, gameState } from './play.js';
import { PASSWORD, signUp, uniqueName, challenge } from './duel.js';
import { BASE_URL } from './browser.js';
import { createTournament, openTournament, apiPlayer } from './tournament.js';
import { device, fakePushManager } from './push.js';
import { visitPuzzle } from './puzzle.js';
import { STATIC_PAGES } from './axe-pages.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations on the page: `[{ id, impact, help, targets }]`, one per rule,
 * `targets` the selectors of the failing elements. Text on the board whose
 * contrast axe could not measure (it gives up on gradients, images and
 * overlapping elements) counts as a violation too, under
 * `color-contrast-unmeasured`: the board's own text must be checked, not
 * skipped.
 */
export async function axeViolations(page) {
  const present = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!present) await page.addScriptTag({ content: AXE_SOURCE });
  // The board's short animations would be measured half-way (a peg's colour
  // fading in): axe reads the page as it rests.
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]));
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
    const found = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
    // A glyph alone (the ✓ of a submit button) is not text to axe: its
    // contrast is that of a graphic (3:1), which the board's colours give.
    const onBoard = result.incomplete
      .filter((v) => v.id === 'color-contrast')
      .flatMap((v) => v.nodes)
      .filter((n) => !n.any.some((c) => c.data?.messageKey === 'nonBmp' || /only non-text characters/.test(c.message)))
      .filter((n) => document.querySelector(n.target.join(' '))?.closest('.board'));
    if (onBoard.length) {
      found.push({
        id: 'color-contrast-unmeasured',
        impact: 'serious',
        help: `The contrast of text on the board could not be measured (${onBoard[0].any.map((c) => c.message).join('; ')})`,
        targets: onBoard.map((n) => n.target.join(' ')),
        summary: onBoard[0].failureSummary ?? '',
      });
    }
    return found;
  }, WCAG_TAGS);
}

/** Visits every page and state, calling `audit(name)` at each. */
export async function visitAll(page, audit) {
  for (const [url, ready, name] of STATIC_PAGES) {
    await page.goto(url);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    await audit(name);
    // On a phone the menu and the settings fold behind a button: open too.
    if (await page.isVisible('.site-header .menu-toggle')) {
      await page.click('.site-header .menu-toggle');
      await page.waitForSelector('.site-header .header-switches', { state: 'visible' });
      await audit(`${name}-menu-open`);
      await page.click('.site-header .menu-toggle');
    }
  }

  await startGame(page, 'mastermind-2');
  await clickGuess(page, '12345');
  await submitRow(page);
  await audit('game-in-play');
  if (await page.isVisible('.site-header .menu-toggle')) {
    await page.click('.site-header .menu-toggle');
    await page.waitForSelector('.site-header .sound-toggle', { state: 'visible' });
    await audit('game-in-play-menu-open');
    await page.click('.site-header .menu-toggle');
  }

  await startGame(page, 'mastermind-1');
  await winGame(page, 'mastermind-1');
  await page.waitForSelector('#score-dialog[open]');
  await audit('game-won-score-dialog');
  await page.click('#score-close');
  await page.waitForSelector('#review-section:not([hidden]) table');
  await audit('game-won-review');

  // A loss: the same guess until the turns run out (again, should it win).
  for (let attempt = 0; attempt < 3 && (await gameState(page)) !== 'lost'; attempt++) {
    await startGame(page, 'mastermind-1');
    while (!(await gameState(page))) {
      await clickGuess(page, '1123');
      await submitRow(page);
    }
  }
  await audit('game-lost');

  await startGame(page, 'mastermind-1');
  await page.click('#quit-button');
  await page.waitForSelector('dialog[open]');
  await audit('game-quit-confirm');
  await page.click('dialog[open] button[value="confirm"]');
  await page.waitForSelector('#flag-area .flag');
  await audit('game-quit');

  await visitPuzzle(page, audit);

  await page.goto('/codebreaker.html');
  await page.waitForSelector('#secret-picker .hole');
  await audit('codebreaker-setup');
  await page.click('#start-button');
  await page.waitForSelector('#codebreaker-board:not([hidden]) .board-row');
  await audit('codebreaker-playing');

  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForSelector('#handover-section:not([hidden])');
  await audit('series-handover');
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '6655') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await audit('series-code');
  await page.click('#code-submit');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
  await page.click('#board-rows .board-row.current .hole[data-index="0"]');
  for (const d of '1256') await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#board-rows .submit-turn');
  await page.waitForSelector('#board-rows .board-row.played');
  await audit('series-in-play');

  // The daily code given up: the result to share, the day's statistics and
  // the countdown. Level II's: the daily test's level I table keeps a win
  // only from an address that has not yet seen that code.
  await page.goto('/');
  await page.click('.daily-button[data-preset="mastermind-2"]');
  await page.waitForURL(/game\.html\?id=/);
  await page.waitForSelector('#daily-panel:not([hidden])');
  await page.click('#quit-button');
  await page.click('dialog.confirm-dialog[open] button[value="confirm"]');
  await page.waitForSelector('#daily-countdown');
  await audit('daily-over');

  const name = uniqueName('axe');
  await signUp(page, name);
  await audit('after-sign-up');
  await page.goto('/duels.html');
  await page.waitForSelector('#computer-preset option[value="mastermind-1"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await audit('duels-signed-in');
  await challenge(page);
  await audit('duel-open');
  await page.click('#cancel-button');
  await page.click('dialog[open] button[value="confirm"]');
  await page.waitForURL(/duels\.html$/);
  await page.waitForSelector('#computer-preset option[value="mastermind-1"]', { state: 'attached' });
  await page.selectOption('#computer-preset', 'mastermind-1');
  await page.click('#computer-submit');
  await page.waitForURL(/duel\.html\?id=/);
  await page.waitForSelector('#own-board .own-code-row.current .hole');
  await page.click('#own-board .own-code-row.current .hole[data-index="0"]');
  for (const d of '1234') await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await audit('duel-code');
  await page.click('#own-board .submit-code');
  await page.waitForSelector('#guess-board .board-row.current[data-turn="1"] .hole');
  await audit('duel-in-play');
  await page.click('#guess-board .board-row.current .hole[data-index="0"]');
  for (const d of '1122') await page.click(`#palette .palette-colour[data-digit="${d}"]`);
  await page.click('#guess-board .submit-turn');
  await page.waitForSelector('#guess-board .board-row.played[data-turn="1"]');
  await page.waitForFunction(() => document.getElementById('duel-announcer').textContent !== '');
  await audit('duel-revealed');
  // The computer may have broken the code at once: the duel is then over already.
  if (await page.isVisible('#resign-button')) {
    await page.click('#resign-button');
    await page.click('dialog[open] button[value="confirm"]');
  }
  await page.waitForSelector('#result-box:not([hidden])');
  await page.waitForSelector('#replay-box:not([hidden]) #replay-prev:not([disabled])');
  await page.click('#coach-button');
  await page.waitForSelector('#coach-reviews .coach-side');
  await audit('duel-over');

  await page.goto(`/player.html?name=${encodeURIComponent(name)}`);
  await page.waitForFunction(() => (document.querySelector('h1')?.textContent ?? '').trim().length > 0);
  await audit('player');
  await page.goto('/account.html');
  await page.waitForSelector('#signed-in:not([hidden])');
  await page.waitForSelector('#access-token-none:not([hidden])');
  await audit('account-signed-in');
  // An access token just made: its secret shown once, the list with it.
  await page.fill('#access-token-name', 'audit');
  await page.check('#access-token-form input[value="read"]');
  await page.click('#access-token-submit');
  await page.waitForSelector('#access-token-made:not([hidden])');
  await page.waitForSelector('#access-token-list:not([hidden])');
  await audit('account-token-made');
  // Notifications on this device, on (the browser's push service replaced
  // as in push.test.js: Chromium here reaches none), then off again.
  await page.context().grantPermissions(['notifications'], { origin: BASE_URL });
  await fakePushManager(page.context(), device('https://push.example/axe-audit'));
  await page.reload();
  await page.waitForSelector('#push-switch:not([disabled])');
  await page.check('#push-switch');
  await page.waitForSelector('#push-status[data-kind="success"]');
  await audit('account-push-on');
  await page.uncheck('#push-switch');
  await page.waitForSelector('#push-switch:not(:checked):not([disabled])');
  // On vacation: the state said, the button to come back; then back.
  await page.fill('#vacation-days', '2');
  await page.click('#vacation-start');
  await page.waitForSelector('#vacation-back:not([hidden])');
  await audit('account-vacation');
  await page.click('#vacation-end');
  await page.waitForSelector('#vacation-form:not([hidden])');
  // An address waiting to be confirmed: its settings shown.
  await page.fill('#email-address', 'audit@example.org');
  await page.click('#email-submit');
  await page.waitForSelector('#email-settings:not([hidden])');
  await audit('account-email');

  // Tournaments: the list with its form; one to come, seen by its maker
  // (Start now, Cancel) and once joined; a Swiss of one round with another
  // player (through the API) started, its duel in play and the standings,
  // then resigned: over, with the podium. Both are seen again by a visitor
  // below, once the cookies are gone.
  await page.goto('/tournaments.html');
  await page.waitForSelector('#create-section:not([hidden]) #tournament-preset option[value="logik"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await audit('tournaments-signed-in');
  await page.click('#tournament-submit');
  await page.waitForSelector('#tournament-error:not([hidden])');
  await audit('tournaments-form-refused');
  const upcoming = await createTournament(page, { name: `Arena ${name}`, format: 'arena', minutes: 30 });
  await audit('tournament-created');
  await page.click('#join-button');
  await page.waitForSelector('#leave-button:not([hidden])');
  await audit('tournament-joined');
  const swiss = await createTournament(page, { name: `Swiss ${name}`, format: 'swiss', rounds: 1 });
  await page.click('#join-button');
  await page.waitForSelector('#leave-button:not([hidden])');
  const other = await apiPlayer(BASE_URL, uniqueName('axo'));
  // A challenge addressed to this player by name: Accept and Decline, then declined.
  const named = await other('POST', '/api/duels', { opponent: name });
  await page.goto(`/duel.html?id=${named.id}`);
  await page.waitForSelector('#decline-button:not([hidden])');
  await audit('duel-challenge-to-you');
  await page.click('#decline-button');
  await page.waitForSelector('#declined-section:not([hidden])');
  await audit('duel-declined');
  // The notification centre, with that challenge listed, and its bell.
  await page.goto('/notifications.html');
  await page.waitForSelector('#notification-list .notification');
  await audit('notifications');
  await openTournament(page, swiss);
  await page.waitForSelector('#leave-button:not([hidden])');
  await other('POST', `/api/tournaments/${swiss}/join`);
  await page.waitForFunction(() => document.querySelectorAll('#player-items li').length === 2);
  await page.click('#start-button');
  await page.waitForURL(/duel\.html\?id=/);
  await page.waitForSelector('#duel-tournament:not([hidden])');
  await audit('duel-of-a-tournament');
  await openTournament(page, swiss);
  await page.waitForSelector('#standings-section:not([hidden]) #standings-table');
  await page.waitForSelector('#duel-link:not([hidden])');
  await audit('tournament-running');
  await page.click('#duel-link');
  await page.waitForURL(/duel\.html\?id=/);
  await page.click('#resign-button');
  await page.click('dialog[open] button[value="confirm"]');
  await page.waitForSelector('#result-box:not([hidden])');
  await page.waitForSelector('#tournament-link.button-primary');
  await audit('duel-of-a-tournament-over');
  await page.click('#tournament-link');
  await page.waitForSelector('#podium-section:not([hidden])');
  await audit('tournament-over');

  // A challenge by link: made on the lobby's form, its page seen by its
  // maker, by a visitor not logged in (the forms), once they took it, and
  // at an address naming no challenge.
  await page.goto('/duels.html');
  await page.waitForSelector('#challenge-preset option[value="logik"]', { state: 'attached' });
  await page.check('#challenge-form input[name="link"][value="single-use"]');
  await page.click('#challenge-submit');
  await page.waitForSelector('#link-created:not([hidden]) .share-link');
  await page.waitForSelector('#open-list .share-link');
  await audit('duels-link-created');
  const link = await page.inputValue('#link-created .share-link');
  await page.goto(link);
  await page.waitForSelector('#challenge-answer:not([hidden]) #challenge-share .share-link');
  await audit('challenge-own');
  await page.context().clearCookies();
  await openTournament(page, upcoming);
  await page.waitForSelector('#login-link:not([hidden])');
  await audit('tournament-created-guest');
  await openTournament(page, swiss);
  await page.waitForSelector('#podium-section:not([hidden])');
  await audit('tournament-over-guest');
  await page.goto(link);
  await page.waitForSelector('#challenge-guest:not([hidden])');
  await audit('challenge-signed-out');
  await page.fill('#signup-name', uniqueName('axl'));
  await page.fill('#signup-password', PASSWORD);
  await page.click('#signup-submit');
  await page.waitForSelector('#challenge-answer:not([hidden]) #decline-button:not([hidden])');
  await audit('challenge-taken');
  await page.goto('/challenge.html?id=0');
  await page.waitForSelector('#challenge-closed:not([hidden])');
  await audit('challenge-closed');

  // Friends and who is online: another player's page with its Follow
  // button, then followed; the lobby's lists (the first account, just
  // seen, is online) with a challenge begun from one; the account hiding
  // being online.
  await page.goto(`/player.html?name=${encodeURIComponent(name)}`);
  await page.waitForSelector('#player-follow:not([hidden])');
  await audit('player-follow');
  await page.click('#follow-button');
  await page.waitForSelector('#follow-status:not([hidden])');
  await audit('player-followed');
  await page.goto('/duels.html');
  await page.waitForSelector('#friends-online-list[data-key]', { state: 'attached' });
  await page.waitForSelector('#online-list[data-key]', { state: 'attached' });
  await audit('duels-online');
  await page.click(`#friends-online-list li[data-player="${name}"] .challenge-player`);
  await page.waitForSelector('#challenge-for:not([hidden])');
  await audit('duels-challenge-for');
  await page.goto('/account.html');
  await page.waitForSelector('#signed-in:not([hidden])');
  await page.check('#hide-online');
  await page.waitForSelector('#hide-online-status:not([hidden])');
  await audit('account-hidden');
}

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

const DEVICES = {
  desktop: { viewport: { width: 1100, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/**
 * Audits every page and state on one device, in both themes: the state is
 * reached once and read by axe in the light theme, then in the dark (the
 * browser's colour scheme switched in place, which the pages follow through
 * `prefers-color-scheme`); reaching the states is nine tenths of the time.
 * Fails on any violation, listed by page, theme and rule. The failing
 * elements are counted by rule into test-results/axe-THEME-DEVICE.json.
 */
export async function auditAll(device, { locale } = {}) {
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  // A locale (da-DK) is the browser's Accept-Language: the pages in Danish.
  // With reduced motion the board's pegs and flags stand at once, as axe
  // must read them, instead of each state waiting out its animations.
  const browser = await launch({ ...DEVICES[device], colorScheme: THEMES[0], reducedMotion: 'reduce', bypassCSP: true, ...(locale ? { locale } : {}) });
  /** theme → rule → failing elements */
  const byRule = Object.fromEntries(THEMES.map((theme) => [theme, {}]));
  const found = [];
  try {
    await visitAll(browser.page, (name) => inEachTheme(browser.page, async (theme) => {
      const label = locale ? `${theme}, ${device}, ${locale}` : `${theme}, ${device}`;
      for (const v of await axeViolations(browser.page)) {
        byRule[theme][v.id] = (byRule[theme][v.id] ?? 0) + v.targets.length;
        const more = v.targets.length > 4 ? ` and ${v.targets.length - 4} more` : '';
        found.push(`${name} (${label}): ${v.id} (${v.help}) at ${v.targets.slice(0, 4).join(' | ')}${more}; ${v.summary.replace(/\s+/g, ' ')}`);
      }
    }));
    assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    await browser.close();
    fs.mkdirSync(RESULTS, { recursive: true });
    for (const theme of THEMES) {
      fs.writeFileSync(path.join(RESULTS, `axe-${theme}-${device}${locale ? `-${locale}` : ''}.json`), JSON.stringify(byRule[theme], null, 2) + '\n');
    }
  }
  assert.deepEqual(found, [], 'no WCAG 2.2 A/AA violation');
}
