// Tournaments through the pages, shared by the browser tests: one made on
// the form of tournaments.html, joined and started on its page, a player
// sent to their duel, a duel played to a win for the side the test chooses
// (it sets both codes, so it knows them), and the standings read off the
// page as the server's own answer is compared with them.

import assert from 'node:assert/strict';
import { setCode, guess } from './duel.js';

/** Makes a tournament on the form; returns its id (the page is then on it). */
export async function createTournament(page, { name, format = 'arena', minutes = 30, rounds = 3, time = { kind: 'per-turn', seconds: 60 } }) {
  await page.goto('/tournaments.html');
  await page.waitForSelector('#create-section:not([hidden]) #tournament-preset option[value="logik"]', { state: 'attached' });
  assert.equal(await page.inputValue('#tournament-preset'), 'logik', 'Logik is the default');
  await page.fill('#tournament-name', name);
  await page.check(`#tournament-form input[name="format"][value="${format}"]`);
  if (format === 'arena') await page.fill('#tournament-minutes', String(minutes));
  else await page.fill('#tournament-rounds', String(rounds));
  await page.check(`#tournament-form input[name="time_kind"][value="${time.kind}"]`);
  await page.selectOption('#tournament-time-preset', String(time.seconds));
  await page.click('#tournament-submit');
  await page.waitForURL(/tournament\.html\?id=/);
  await page.waitForSelector('#tournament-body:not([hidden])');
  return new URL(page.url()).searchParams.get('id');
}

/** Opens the tournament's page and waits for it to be drawn. */
export async function openTournament(page, id) {
  await page.goto(`/tournament.html?id=${encodeURIComponent(id)}`);
  await page.waitForSelector('#tournament-body:not([hidden])');
}

/** Joins from the tournament's page: Leave is offered after. */
export async function joinTournament(page, id) {
  await openTournament(page, id);
  await page.click('#join-button');
  await page.waitForSelector('#leave-button:not([hidden])');
  await page.waitForSelector('#join-button', { state: 'hidden' });
}

/** The tournament as the server has it (no account: as a visitor sees it). */
export async function fetchTournament(baseURL, id) {
  const response = await fetch(`${baseURL}/api/tournaments/${encodeURIComponent(id)}`);
  assert.equal(response.status, 200);
  return response.json();
}

/** Waits until the server's view passes `test`, asking every 250 ms. */
export async function waitForTournament(baseURL, id, test, what, timeout = 30000) {
  const until = Date.now() + timeout;
  for (;;) {
    const t = await fetchTournament(baseURL, id);
    if (test(t)) return t;
    assert.ok(Date.now() < until, `the tournament: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The duel id of a page on a duel's page, once it is there and not on `not`. */
export async function onDuelPage(page, not = null) {
  try {
    await page.waitForURL((url) => url.pathname.endsWith('/duel.html') && url.searchParams.get('id') !== not, { timeout: 20000 });
  } catch (err) {
    const said = await page.evaluate(() => document.getElementById('tournament-you')?.textContent ?? '').catch(() => '');
    throw new Error(`not sent to a duel: still at ${page.url()} (${said}): ${err.message}`);
  }
  await page.waitForSelector('#play-section:not([hidden])');
  return new URL(page.url()).searchParams.get('id');
}

/**
 * Plays a duel to a win in turn 1: both set their codes, the loser guesses
 * wrong, the winner guesses the loser's code (the test set it). Both pages
 * show the result.
 */
export async function playToWin(winner, loser, { winnerCode = '12345', loserCode = '67812', wrong = '11111' } = {}) {
  await setCode(winner, winnerCode);
  await setCode(loser, loserCode);
  await guess(loser, wrong, 1);
  await guess(winner, loserCode, 1);
  for (const page of [winner, loser]) await page.waitForSelector('#result-box:not([hidden])');
  assert.equal((await winner.textContent('#result-heading')).trim(), 'You won');
  assert.equal((await loser.textContent('#result-heading')).trim(), 'You lost');
}

/** The standings as the page's table draws them: [{ name, rank, points }]. */
export async function standingsOnPage(page) {
  return page.evaluate(() => [...document.querySelectorAll('#standings-table tbody tr')].map((tr) => ({
    name: tr.dataset.player, rank: Number(tr.dataset.rank), points: Number(tr.dataset.points),
  })));
}

/** Waits until the page's table draws these standings (name → points). */
export async function waitForPoints(page, points) {
  await page.waitForFunction((wanted) => {
    const rows = [...document.querySelectorAll('#standings-table tbody tr')];
    return Object.entries(wanted).every(([name, p]) => rows.some((tr) => tr.dataset.player === name && Number(tr.dataset.points) === p));
  }, points, { timeout: 20000 });
}

/** "Back to the tournament" on a duel page that is over: the obvious next step. */
export async function backToTournament(page, id) {
  const link = page.locator('#tournament-link');
  await link.waitFor();
  assert.match(await link.getAttribute('class'), /button-primary/, 'the next step once the duel is over');
  assert.equal(await link.getAttribute('href'), `tournament.html?id=${encodeURIComponent(id)}`);
  assert.equal(await page.isVisible('#rematch-button'), false, 'no rematch outside the tournament');
  await link.click();
  await page.waitForURL(/tournament\.html\?id=/);
}

/** A player of the API alone (no browser): signs up on `baseURL` and
 *  returns `call(method, path, body)`, carrying the session's cookie. */
export async function apiPlayer(baseURL, name, password = 'correct horse 1') {
  const response = await fetch(`${baseURL}/api/accounts`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, password }),
  });
  assert.equal(response.status, 201, `${name} signed up`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async function call(method, path, body) {
    const answer = await fetch(`${baseURL}${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** Waits until the text of `selector` matches `pattern`; a timeout says what it read. */
export async function waitForText(page, selector, pattern, timeout = 15000) {
  try {
    await page.waitForFunction(([s, source, flags]) => new RegExp(source, flags).test(document.querySelector(s)?.textContent ?? ''),
      [selector, pattern.source, pattern.flags], { timeout });
  } catch (err) {
    const read = await page.evaluate((s) => document.querySelector(s)?.textContent ?? '(none)', selector).catch(() => '(gone)');
    const state = await page.evaluate(() => document.getElementById('tournament-state')?.textContent ?? '').catch(() => '');
    throw new Error(`${selector} never matched ${pattern} at ${page.url()}: it reads "${read}" (${state}): ${err.message}`);
  }
}
