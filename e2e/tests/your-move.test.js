// Your move, told when the tab is elsewhere: on the duel page the title
// reads "(1) Your move — …" (Danish "(1) Dit træk — …") when it becomes the
// player's move and goes back once they have moved; a short sound plays
// then, for a player who turned the sound on (the switch is in every
// page's settings, not only the game's), and nothing sounds for one who
// did not.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPlayers, signUp, challenge, uniqueName, setCode, guess } from '../lib/duel.js';
import { withBrowser, BASE_URL } from '../lib/browser.js';
import { createTournament, joinTournament, onDuelPage, openTournament, apiPlayer } from '../lib/tournament.js';

/** Counts the AudioContexts made and the notes started. */
function countAudio() {
  const counts = { contexts: 0, notes: 0 };
  window.audioCounts = counts;
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      counts.contexts += 1;
    }
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    counts.notes += 1;
    return start.apply(this, args);
  };
}

const counts = (page) => page.evaluate(() => ({ ...window.audioCounts }));
const titled = (page, pattern) => page.waitForFunction(([s, f]) => new RegExp(s, f).test(document.title), [pattern.source, pattern.flags]);

test('the title and a sound say "Your move" when it becomes yours, and the title is restored after', () => withPlayers(async (ann, bob) => {
  for (const page of [ann, bob]) await page.context().addInitScript(countAudio);
  await signUp(ann, uniqueName('ann'));
  await signUp(bob, uniqueName('bob'));
  // Ann turns the sound on in the settings of the lobby (not a game page).
  await ann.click('.site-header .sound-toggle');
  assert.equal(await ann.evaluate(() => localStorage.getItem('mastermind.sound')), 'on');

  const id = await challenge(ann);
  await bob.goto(`/duel.html?id=${id}`);
  await bob.click('#accept-button');
  await bob.waitForSelector('#play-section:not([hidden])');
  await ann.waitForSelector('#play-section:not([hidden])');
  await titled(ann, /^\(1\) Your move — /);
  await bob.evaluate(() => { document.cookie = 'lang=da; path=/'; });
  await bob.reload();
  await titled(bob, /^\(1\) Dit træk — /);

  // Ann has set her code: not her move, the title as it was.
  await setCode(ann, '12345');
  await ann.waitForFunction(() => !document.title.startsWith('('));
  const plain = await ann.title();
  assert.ok(plain.length > 0 && !plain.includes('Your move'), plain);
  const before = (await counts(ann)).notes;

  // Bob sets his: the guessing begins, Ann's move again, told by title and sound.
  await setCode(bob, '67812');
  await titled(ann, /^\(1\) Your move — /);
  assert.equal(await ann.title(), `(1) Your move — ${plain}`);
  await ann.waitForFunction((n) => window.audioCounts.notes > n, before);

  // She guesses: the title as it was again.
  await guess(ann, '11223', 1);
  await ann.waitForFunction((p) => document.title === p, plain);

  // Bob never turned the sound on: no AudioContext at all.
  assert.deepEqual(await counts(bob), { contexts: 0, notes: 0 });
}));

/** A call to the series API from the page's own browser (a series is its
 *  browser's). */
function seriesCall(page, path, body) {
  return page.evaluate(async ([path, body]) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, [path, body]);
}

test('a series on one device marks the title while a move is owed, and not once it is over', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  const created = await seriesCall(page, '/api/series', { players: ['Ann', 'Bob'], games: 2 });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  await page.goto(`/series.html?id=${id}`);
  await titled(page, /^\(1\) Your move — /);
  // Both games played to their end (each code broken on its first row).
  for (let game = 0; game < 2; game += 1) {
    assert.equal((await seriesCall(page, `/api/series/${id}/secret`, { code: '1234' })).status, 200);
    assert.equal((await seriesCall(page, `/api/series/${id}/guesses`, { guess: '1234' })).status, 200);
  }
  await page.reload();
  await page.waitForSelector('#over-section:not([hidden]), #result-section:not([hidden])');
  await page.waitForFunction(() => !document.title.startsWith('('));
}));

test('a tournament\'s page marks the title while the player\'s duel waits, and not once it is over', () => withPlayers(async (ann) => {
  await signUp(ann, uniqueName('ann'));
  const id = await createTournament(ann, { name: `Title ${uniqueName('t')}`, format: 'swiss', rounds: 1 });
  await joinTournament(ann, id);
  const bob = await apiPlayer(BASE_URL, uniqueName('bob'));
  await bob('POST', `/api/tournaments/${id}/join`);
  await ann.click('#start-button');
  // Sent to the duel; back on the tournament's page the duel still waits.
  const duel = await onDuelPage(ann);
  await openTournament(ann, id);
  await titled(ann, /^\(1\) Your move — /);
  await bob('POST', `/api/duels/${duel}/resign`);
  await ann.waitForFunction(() => !document.title.startsWith('('));
}, [{}]));
