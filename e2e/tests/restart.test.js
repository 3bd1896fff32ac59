// A rolling restart under two players' duel pages: two servers on one
// SQLite file behind a small load balancer that sends each new connection
// to a server in rotation and takes a server out as soon as its /readyz
// answers 503. Both pages are on server A when A is told to stop (SIGTERM):
// A says it is not ready, serves on through its grace, then closes the
// pages' sockets with 1012; the pages reconnect through the balancer to B
// and the duel goes on there, each move of one player reaching the other's
// page live, to the end.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { uniqueName, text, withPlayers, signUp, challenge, setCode, guess } from '../lib/duel.js';

const BINARY = process.env.MASTERMIND;

/** `mastermind serve` on a free port over `dataDir`, its pages served at
 *  `origin` (the balancer's); its process and port. */
async function serve(dataDir, origin) {
  const child = spawn(BINARY, [
    'serve', '--addr', '127.0.0.1:0', '--data-dir', dataDir, '--rate-limit', '1000', '--shutdown-grace', '3',
    '--public-origin', origin,
  ], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const port = Number(/http:\/\/127\.0\.0\.1:(\d+)\//.exec(first)?.[1]);
  assert.ok(port > 0, `a port in ${first}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, port, exited };
}

/** A TCP balancer on a free port: each new connection goes to `target()`. */
async function balancer(target) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target(), '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: /** @type {net.AddressInfo} */ (server.address()).port,
    close: () => { for (const s of sockets) s.destroy(); server.close(); },
  };
}

test('a duel goes on through a rolling restart of the server its pages are on', async () => {
  // The test starts servers of its own: without a binary it fails, never passes unrun.
  assert.ok(BINARY, 'MASTERMIND names the binary to start (scripts/e2e sets it)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mastermind-restart-'));
  let inRotation = 0;
  const front = await balancer(() => inRotation);
  const baseURL = `http://127.0.0.1:${front.port}`;
  const a = await serve(dataDir, baseURL);
  const b = await serve(dataDir, baseURL);
  inRotation = a.port;
  try {
    await withPlayers(async (ann, bob) => {
      const annName = uniqueName('ann');
      const bobName = uniqueName('bob');
      await signUp(ann, annName);
      await signUp(bob, bobName);
      await bob.goto('/duels.html');
      const id = await challenge(ann);
      await bob.click(`#open-list [data-id="${id}"] .accept-challenge`);
      await ann.waitForSelector('#play-section:not([hidden])');
      await bob.waitForSelector('#play-section:not([hidden])');
      await setCode(ann, '12345');
      await setCode(bob, '67812');
      await guess(ann, '11111', 1);
      await guess(bob, '22222', 1);
      await ann.waitForSelector('#guess-board .board-row.played[data-turn="1"]');

      // A is told to stop; the balancer's health check takes it out as soon
      // as /readyz says so, before A stops accepting.
      a.child.kill('SIGTERM');
      for (let i = 0; ; i++) {
        const ready = await fetch(`http://127.0.0.1:${a.port}/readyz`).then((r) => r.status, () => 0);
        if (ready === 503) break;
        assert.notEqual(ready, 0, 'A stopped accepting before /readyz said it was stopping');
        assert.ok(i < 100, '/readyz never said 503');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      inRotation = b.port;
      await a.exited;

      // The pages reconnected to B by themselves: Bob's guess reaches Ann's
      // page live, and Ann's winning guess ends the duel on Bob's.
      for (const page of [ann, bob]) await page.waitForSelector('#duel-connection', { state: 'hidden' });
      await guess(bob, '33333', 2);
      await ann.waitForFunction((opp) => document.getElementById('duel-status').textContent.includes(`${opp} has guessed`), bobName);
      await guess(ann, '67812', 2);
      for (const page of [ann, bob]) await page.waitForSelector('#result-box:not([hidden])');
      assert.equal(await text(ann, '#result-heading'), 'You won');
      assert.equal(await text(bob, '#result-heading'), 'You lost');
      assert.equal(await ann.locator('#guess-board .board-row.played').count(), 2, 'no move lost in the restart');
      assert.equal(await ann.isVisible('#duel-message'), false, 'no error shown');
    }, [{ baseURL }, { baseURL }]);
  } finally {
    front.close();
    for (const server of [a, b]) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
