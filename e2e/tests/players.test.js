// Around the duel (stats.html, player.html, the Watch lists, the replay on
// duel.html): two players with accounts play a rated duel to a win; a third
// browser without an account finds it among the duels in play and watches it
// read-only; then the statistics count it, the ranking puts the winner above
// the loser, the players' pages show the record and the rating plot, and the
// replay steps through it turn by turn. Other tests share the server, so
// totals are compared with the API read at the same time, never asserted
// absolutely.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.js';
import { uniqueName, text, withPlayers, signUp, guess } from '../lib/duel.js';

/** A call to the API from the page, with its cookies (setting up a duel). */
function call(page, method, path, body) {
  return page.evaluate(async ([m, p, b]) => {
    const response = await fetch(p, {
      method: m,
      headers: b ? { 'Content-Type': 'application/json' } : {},
      body: b ? JSON.stringify(b) : undefined,
    });
    const t = await response.text();
    return { status: response.status, body: t ? JSON.parse(t) : null };
  }, [method, path, body ?? null]);
}

async function ok(page, method, path, body) {
  const { status, body: answer } = await call(page, method, path, body);
  assert.ok(status >= 200 && status < 300, `${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The statistics table as the page shows it, and the API's at the same moment. */
async function statsNow(page) {
  return page.evaluate(async () => {
    const rows = Object.fromEntries([...document.querySelectorAll('#stats-table tr[data-kind]')].map((tr) => [
      tr.dataset.kind,
      [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()),
    ]));
    const api = await (await fetch('/api/stats')).json();
    return { rows, api };
  });
}

const COUNT = new Intl.NumberFormat('en-GB');

test('statistics, the ranking, players\' pages, watching a duel and replaying it', () => withPlayers(async (ann, bob, watcher) => {
  const annName = uniqueName('ann');
  const bobName = uniqueName('bob');
  await signUp(ann, annName);
  await signUp(bob, bobName);

  // A rated duel, set up through the API with each page's cookies.
  const { id } = await ok(ann, 'POST', '/api/duels', { preset: 'logik', opponent: bobName, rated: true, time_control: { kind: 'none' } });
  const accepted = await ok(bob, 'POST', `/api/duels/${id}/accept`);
  const annSide = accepted.white === annName ? 'white' : 'black';
  assert.equal(accepted[annSide], annName);
  assert.equal(accepted.rated, true);
  await ok(ann, 'POST', `/api/duels/${id}/code`, { code: '12345' });
  await ok(bob, 'POST', `/api/duels/${id}/code`, { code: '67812' });
  await ok(ann, 'POST', `/api/duels/${id}/guesses`, { guess: '88888' });
  await ok(bob, 'POST', `/api/duels/${id}/guesses`, { guess: '11111' });

  // Someone without an account finds it among the duels in play and watches.
  await watcher.goto('/stats.html');
  const item = `#stats-watch [data-id="${id}"]`;
  await watcher.waitForSelector(item);
  const heading = await text(watcher, `${item} .duel-item-heading`);
  assert.ok(heading.includes(annName) && heading.includes(bobName), heading);
  assert.match(await text(watcher, `${item} .duel-item-terms`), /Logik · 5 pegs · 8 colours · 10 turns · no clock · rated/);
  assert.equal(await watcher.getAttribute(`${item} a.player-link[data-player="${annName}"]`, 'href'), `player.html?name=${annName}`);
  await screenshot(watcher, 'stats-in-play');
  await watcher.click(`${item} a.watch-duel`);
  await watcher.waitForURL(new RegExp(`duel\\.html\\?id=${id}$`));
  await watcher.waitForSelector('#play-section:not([hidden]) .board-row.played[data-turn="1"]');
  assert.ok(await watcher.isHidden('#duel-palette-box'), 'read-only: no palette');
  assert.ok(await watcher.isHidden('#resign-button'));
  assert.equal(await watcher.locator('.board-row.current').count(), 0, 'no row to enter');
  assert.equal(await watcher.locator('.code-row .peg').count(), 0, 'both codes hidden while in play');
  assert.equal(await watcher.locator('.board-row.played').count(), 2, 'turn 1 on both boards');
  assert.ok(await watcher.isHidden('#replay-box'), 'no replay while in play');
  assert.equal(await watcher.locator(`#duel-players a.player-link[data-player="${bobName}"]`).count(), 1);

  // A logged-in player sees it in the lobby's Watch list too.
  await ann.goto('/duels.html');
  await ann.waitForSelector(`#watch-list [data-id="${id}"]`);
  assert.match(await text(ann, `#watch-list [data-id="${id}"] .watch-duel`), /Go to your duel/);

  // Turn 2 on the pages: Ann breaks Bob's code; the spectator follows live.
  const before = await ok(watcher, 'GET', '/api/stats');
  await ann.goto(`/duel.html?id=${id}`);
  await bob.goto(`/duel.html?id=${id}`);
  await guess(ann, '67812', 2);
  await guess(bob, '11111', 2);
  await ann.waitForSelector('#result-box:not([hidden])');
  assert.equal(await text(ann, '#result-heading'), 'You won');
  await watcher.waitForSelector('#result-box:not([hidden])');
  assert.equal(await text(watcher, '#result-heading'), `${annName} won`);

  // The replay, on the spectator's page: it opens at the end.
  await watcher.waitForSelector('#replay-box:not([hidden])[data-turns="2"][data-step="2"]');
  assert.match(await text(watcher, '#replay-position'), new RegExp(`Turn 2 of 2: .* The end: ${annName} won`));
  await watcher.click('#replay-first');
  await watcher.waitForSelector('#replay-box[data-step="0"]');
  assert.equal(await watcher.locator('.board-row.played').count(), 0, 'the start: no turn yet');
  assert.deepEqual(
    await watcher.$$eval('.code-row[data-code]', (rows) => rows.map((r) => r.dataset.code).sort()),
    ['12345', '67812'], 'both codes shown: it is over');
  assert.ok(await watcher.isDisabled('#replay-prev'));
  await watcher.click('#replay-next');
  await watcher.waitForSelector('#replay-box[data-step="1"]');
  assert.deepEqual(
    await watcher.$$eval('.board-row.played', (rows) => rows.map((r) => `${r.dataset.turn}:${r.dataset.guess}`).sort()),
    ['1:11111', '1:88888'], 'turn 1 shows both guesses, and nothing after');
  assert.equal(await watcher.locator('.board-row.replay-current[data-turn="1"]').count(), 2);
  assert.match(await text(watcher, '#replay-position'), /^Turn 1 of 2: .*1 black, 0 white.*1 black, 0 white\.$/);
  await screenshot(watcher, 'duel-replay');
  // The arrow keys step too.
  await watcher.keyboard.press('ArrowRight');
  await watcher.waitForSelector('#replay-box[data-step="2"]');
  await watcher.keyboard.press('ArrowLeft');
  await watcher.waitForSelector('#replay-box[data-step="1"]');
  await watcher.click('#replay-last');
  await watcher.waitForSelector('#replay-box[data-step="2"]');
  assert.equal(await watcher.locator('.board-row.played').count(), 4, 'the end: both turns on both boards');
  assert.equal(await watcher.getAttribute('.board-row.played[data-guess="67812"] .feedback', 'aria-label'), '5 black, 0 white');
  assert.match(await text(watcher, '#replay-position'), new RegExp(`The end: ${annName} won. ${annName} broke ${bobName}'s code in turn 2`));
  assert.ok(await watcher.isDisabled('#replay-next'));

  // The statistics count it: the page agrees with the API read at the same time.
  await watcher.goto('/stats.html');
  await watcher.waitForSelector('#stats-table');
  let shown = await statsNow(watcher);
  for (let i = 0; i < 5 && shown.rows.total[0] !== COUNT.format(shown.api.finished); i++) {
    await watcher.reload();
    await watcher.waitForSelector('#stats-table');
    shown = await statsNow(watcher);
  }
  const { rows, api } = shown;
  assert.ok(api.finished >= before.finished + 1, 'the duel is counted');
  assert.ok(api[`${annSide}_wins`].count >= before[`${annSide}_wins`].count + 1, `a win for ${annSide}`);
  assert.deepEqual(rows.total, [COUNT.format(api.finished), api.finished ? '100.00 %' : '—']);
  for (const [kind, share] of [['white', api.white_wins], ['black', api.black_wins], ['draws', api.draws]]) {
    assert.deepEqual(rows[kind], [COUNT.format(share.count), `${share.percent.toFixed(2)} %`], kind);
  }

  // The ranking: both players, the winner above the loser, ratings with "?".
  const rank = async (name) => Number(await watcher.getAttribute(`#ranking-table tr[data-player="${name}"]`, 'data-rank'));
  assert.ok((await rank(annName)) < (await rank(bobName)), 'the winner above the loser');
  assert.match(await text(watcher, `#ranking-table tr[data-player="${annName}"] .rating-cell`), /^\d+\? \(provisional\)$/);
  await screenshot(watcher, 'stats');

  // The lobby's finished duels show the opponent with the rating beside the name.
  await ann.goto('/duels.html');
  const over = `#over-list [data-id="${id}"] .duel-item-heading`;
  await ann.waitForSelector(over);
  assert.match(await text(ann, over), new RegExp(`against ${bobName} \\(\\d+\\?\\)`));

  // The winner's page, from the ranking.
  await watcher.click(`#ranking-table a.player-link[data-player="${annName}"]`);
  await watcher.waitForURL(/player\.html\?name=/);
  await watcher.waitForSelector('#player-body:not([hidden])');
  assert.equal(await text(watcher, '#player-title'), annName);
  assert.match(await text(watcher, '#player-since'), /^Member since /);
  const record = (kind) => watcher.$$eval(`#record-table tr[data-kind="${kind}"] td`, (tds) => tds.map((td) => td.textContent.trim()));
  assert.deepEqual(await record('wins'), ['1', '100.00 %']);
  assert.deepEqual(await record('losses'), ['0', '0.00 %']);
  assert.deepEqual(await record('total'), ['1', '100.00 %']);
  assert.equal(await watcher.getAttribute('#player-average', 'data-average'), '2');
  assert.match(await text(watcher, '#player-rating .player-rating-value'), /^\d+\?$/);
  assert.equal(await watcher.locator('svg.rating-plot .rating-point').count(), 1, 'one rated duel, one point');
  assert.equal(await watcher.getAttribute('svg.rating-plot', 'role'), 'img');
  assert.match(await watcher.$eval('svg.rating-plot desc', (d) => d.textContent), /one rated duel the rating is \d+ ±\d+/);
  assert.deepEqual(await watcher.$$eval('svg.rating-plot .plot-label', (ls) => ls.map((l) => l.textContent)), ['Rated duels (oldest first)', 'Rating']);
  assert.equal(await watcher.locator('.history-table tbody tr').count(), 1, 'the plot as a table');
  const recent = `#player-recent [data-id="${id}"]`;
  assert.equal(await watcher.getAttribute(recent, 'data-outcome'), 'won');
  assert.match(await text(watcher, recent), new RegExp(`Won: code broken, turn 2 against ${bobName}`));
  await screenshot(watcher, 'player');

  // The loser's page, from the winner's: the same duel, lost.
  await watcher.click(`${recent} a.player-link[data-player="${bobName}"]`);
  await watcher.waitForFunction((n) => document.getElementById('player-title').textContent === n, bobName);
  await watcher.waitForSelector(`#player-recent [data-id="${id}"][data-outcome="lost"]`);
  assert.deepEqual(await record('losses'), ['1', '100.00 %']);

  // Nobody by that name.
  await watcher.goto('/player.html?name=nobody_here_at_all');
  await watcher.waitForSelector('#player-message:not([hidden])');
  assert.match(await text(watcher, '#player-message'), /no player is called nobody_here_at_all/i);

  // Names in the lobby link to the players' pages.
  await ann.goto('/duels.html');
  await ann.waitForSelector(`#over-list [data-id="${id}"] a.player-link[data-player="${bobName}"]`);
}, [{}, {}, {}]));

test('a phone shows the statistics and a player\'s page without scrolling sideways', () => withPlayers(async (page) => {
  await page.goto('/stats.html');
  await page.waitForSelector('#stats-table');
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok((await wide()) <= 0, 'stats.html fits 360 px');
  const name = await page.evaluate(async () => (await (await fetch('/api/players')).json()).players[0]?.name);
  if (name) {
    await page.goto(`/player.html?name=${encodeURIComponent(name)}`);
    await page.waitForSelector('#player-body:not([hidden])');
    assert.ok((await wide()) <= 0, 'player.html fits 360 px');
    const plot = await page.locator('svg.rating-plot').boundingBox();
    assert.ok(plot && plot.width <= 360, 'the plot shrinks to the screen');
    await screenshot(page, 'player-phone', { fullPage: false });
  }
}, [{ viewport: { width: 360, height: 740 } }]));

test('every page links Duel statistics', () => withPlayers(async (page) => {
  for (const path of ['/', '/game.html', '/scores.html', '/codebreaker.html', '/series.html', '/rules-mastermind.html',
    '/rules-colour.html', '/duels.html', '/duel.html', '/account.html', '/stats.html', '/player.html']) {
    await page.goto(path);
    assert.equal(await page.locator('.site-nav a[href="stats.html"]').textContent(), 'Duel statistics', path);
  }
  await page.goto('/player.html?name=x');
  assert.equal(await page.getAttribute('.site-nav a[href="stats.html"]', 'aria-current'), 'page');
}, [{}]));
