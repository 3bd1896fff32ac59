// An arena on two servers that share one PostgreSQL database, as behind a
// load balancer: Ann and Cat on server A, Bob and Dan on server B, and a
// visitor without an account watching on each. Ann makes a ten-minute arena
// on the list's form; all four join from its page (each visitor's page
// counts them live), Ann starts it; each player is sent to their duel page,
// the duels are played out (the test sets both codes, so the winner guesses
// the loser's), and both visitors' pages, never reloaded, show the winners
// at 2 points. Back on the tournament's page each player is sent on to a
// duel against someone new, at once (so that each has played someone on
// the other server); at the arena's end every page shows the podium and the
// final standings, the same as the server's.
//
// The servers are started here, on MASTERMIND_TEST_POSTGRES_URL: without
// it the test fails (it never passes unrun). scripts/test sets it; by hand,
// `scripts/postgres start DIR` prints a URL to set it to.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { launch, screenshot } from '../lib/browser.js';
import { uniqueName, signUp, text } from '../lib/duel.js';
import {
  createTournament, openTournament, joinTournament, waitForTournament, onDuelPage, playToWin, standingsOnPage,
  waitForPoints, backToTournament,
} from '../lib/tournament.js';

const BINARY = process.env.MASTERMIND;
const DATABASE = process.env.MASTERMIND_TEST_POSTGRES_URL;

/** `mastermind serve` on a free port over the shared database; its process and address. */
async function serve(dataDir) {
  const child = spawn(BINARY, [
    'serve', '--addr', '127.0.0.1:0', '--database', DATABASE, '--data-dir', dataDir, '--rate-limit', '1000',
    '--shutdown-grace', '0',
  ], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const port = Number(/http:\/\/127\.0\.0\.1:(\d+)\//.exec(first)?.[1]);
  assert.ok(port > 0, `a port in ${first}`);
  return { child, base: `http://127.0.0.1:${port}` };
}

/** PostgreSQL's psql: on the PATH, or beside Debian's server binaries. */
function psql() {
  const onPath = spawnSync('psql', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return 'psql';
  const lib = '/usr/lib/postgresql';
  const versions = fs.existsSync(lib) ? fs.readdirSync(lib).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(lib, v, 'bin', 'psql')).find((p) => fs.existsSync(p)) ?? null;
}

/** The arena's length: long enough that the duels played in it by the
 *  pages, however slowly, end before it does. */
const MINUTES = 10;

/** Moves the arena's clock on in the shared database, so that its minutes
 *  end `inMs` from now rather than the test waiting them out (psql comes
 *  with the PostgreSQL the test needs anyway). */
function endArenaSoon(id, inMs) {
  const command = psql();
  assert.ok(command, 'psql, beside the PostgreSQL the servers share');
  const startsAt = Date.now() + inMs - MINUTES * 60_000;
  const done = spawnSync(command, [DATABASE, '-v', 'ON_ERROR_STOP=1', '-qc',
    `UPDATE tournaments SET starts_at = ${startsAt} WHERE id = '${id.replace(/[^0-9a-zA-Z_-]/g, '')}'`], { encoding: 'utf8' });
  assert.equal(done.status, 0, `psql moved the arena's clock: ${done.stderr}`);
}

const playing = (t) => t.pairings.filter((p) => p.state === 'playing');
const pairKey = (p) => [p.white, p.black].sort().join(' v ');

test('an arena on two servers of one database: paired at once, scored live, new opponents, the podium at its end', async () => {
  assert.ok(BINARY, 'MASTERMIND names the binary to start (scripts/e2e sets it)');
  assert.ok(DATABASE, 'MASTERMIND_TEST_POSTGRES_URL must name a PostgreSQL database for the two servers to share: '
    + 'run `scripts/postgres start DIR` and set MASTERMIND_TEST_POSTGRES_URL to the URL it prints (scripts/test does both)');
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-arena-')));
  const servers = [];
  const browsers = [];
  try {
    servers.push(await serve(dataDirs[0]), await serve(dataDirs[1]));
    const [A, B] = servers.map((s) => s.base);
    const bases = [A, B, A, B];
    for (const baseURL of [...bases, A, B]) browsers.push(await launch({ baseURL }));
    const pages = browsers.slice(0, 4).map((b) => b.page);
    const watchers = browsers.slice(4).map((b) => b.page);
    const names = ['ann', 'bob', 'cat', 'dan'].map((n) => uniqueName(n));
    for (let i = 0; i < 4; i++) await signUp(pages[i], names[i]);
    const pageOf = (name) => pages[names.indexOf(name)];
    const serverOf = (name) => bases[names.indexOf(name)];

    const id = await createTournament(pages[0], { name: `Arena ${names[0]}`, format: 'arena', minutes: MINUTES });
    assert.match(await text(pages[0], '#tournament-terms'), /Arena of 10 min · Logik · .* · 1 min a move · casual/);
    for (const w of watchers) {
      await openTournament(w, id);
      // A visitor is offered to log in and come back here; no Join.
      assert.equal(await w.isVisible('#login-link'), true);
      assert.equal(await w.getAttribute('#login-link', 'href'), `account.html?next=${encodeURIComponent(`tournament.html?id=${id}`)}`);
      assert.equal(await w.isVisible('#join-button'), false);
      await w.evaluate(() => { window.neverReloaded = true; });
    }
    for (const page of pages) await joinTournament(page, id);
    for (const w of watchers) await w.waitForFunction(() => document.querySelectorAll('#player-items li').length === 4);
    await screenshot(watchers[1], 'tournament-arena-before');

    // Started: two duels at once, each player on their duel's page.
    await pages[0].click('#start-button');
    const first = playing(await waitForTournament(A, id, (t) => t.state === 'running' && playing(t).length === 2, 'two duels'));
    for (const p of first) {
      for (const name of [p.white, p.black]) assert.equal(await onDuelPage(pageOf(name)), p.duel, `${name} is sent to the duel`);
    }
    for (const w of watchers) {
      await w.waitForFunction(() => document.querySelectorAll('#pairing-items .pairing-playing').length === 2);
      assert.match(await text(w, '#tournament-state'), /Running: .+ left/);
    }

    // White wins both; the visitors' pages on both servers, never reloaded,
    // show the winners at 2 points.
    for (const p of first) await playToWin(pageOf(p.white), pageOf(p.black));
    const points = Object.fromEntries(first.flatMap((p) => [[p.white, 2], [p.black, 0]]));
    for (const w of watchers) {
      await waitForPoints(w, points);
      assert.equal(await w.evaluate(() => window.neverReloaded), true, 'live, without a reload');
    }
    await screenshot(watchers[0], 'tournament-arena-running');

    // Each player goes back to the tournament and on to a new duel, against someone new.
    const firstDuel = Object.fromEntries(first.flatMap((p) => [[p.white, p.duel], [p.black, p.duel]]));
    for (const name of names) await backToTournament(pageOf(name), id);
    const second = playing(await waitForTournament(A, id, (t) => playing(t).length === 2, 'paired again'));
    const before = new Set(first.map(pairKey));
    for (const p of second) {
      assert.ok(!before.has(pairKey(p)), `a new opponent: ${pairKey(p)}`);
      for (const name of [p.white, p.black]) {
        assert.equal(await onDuelPage(pageOf(name), firstDuel[name]), p.duel, `${name} is sent to the new duel`);
      }
    }

    // Each has played one player on their own server at most, so someone on the other.
    for (const name of names) {
      const opponents = [...first, ...second].filter((p) => p.white === name || p.black === name)
        .map((p) => (p.white === name ? p.black : p.white));
      assert.equal(opponents.length, 2, name);
      assert.ok(opponents.some((o) => serverOf(o) !== serverOf(name)), `${name} played across the servers`);
    }

    // The end: the podium and the final standings on every page, the
    // server's (the rest of its minutes spared: its clock moved on).
    endArenaSoon(id, 3000);
    const final = await waitForTournament(B, id, (t) => t.state === 'over', 'over', 75000);
    const expected = final.standings.map((l) => ({ name: l.name, rank: l.rank, points: l.points }));
    for (const name of names) {
      const page = pageOf(name);
      await page.click('#tournament-link');
      await page.waitForURL(/tournament\.html\?id=/);
    }
    for (const page of [...watchers, ...pages]) {
      await page.waitForSelector('#podium-section:not([hidden])', { timeout: 20000 });
      assert.equal(await page.locator('#podium li').count(), 3, 'the first three');
      assert.deepEqual(await standingsOnPage(page), expected, 'the final standings, the server\'s');
      assert.match(await text(page, '#tournament-state'), /Finished/);
    }
    for (const w of watchers) assert.equal(await w.evaluate(() => window.neverReloaded), true, 'to the end without a reload');
    assert.deepEqual(final.standings.slice(0, 2).map((l) => l.points), [2, 2], 'the two winners ahead');
    await screenshot(watchers[1], 'tournament-arena-over');
    for (const b of browsers) assert.deepEqual(b.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    // Whatever went wrong on a page is shown with the failure.
    for (const b of browsers) if (b.errors.length) console.error(`errors on ${b.page.url()}:`, b.errors.map(String));
    for (const b of browsers) await b.close();
    for (const s of servers) s.child.kill('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});
