// A Swiss of five players and two rounds (tournaments.html, tournament.html,
// duel.html): made on the list's form, joined by five browsers (the page
// counts them live), started by its maker. Round 1 has two duels and a bye:
// the four paired are sent to their duel pages, the fifth stays and reads
// that they have a bye, worth 1 point. The duels are played out on the
// pages; round 2 is paired by itself with no rematch and the bye going to
// someone else; once its duels are played, every page shows the podium and
// the final standings, the same as the server's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot, BASE_URL } from '../lib/browser.js';
import { uniqueName, signUp, text } from '../lib/duel.js';
import {
  createTournament, joinTournament, waitForTournament, onDuelPage, playToWin, standingsOnPage, waitForPoints,
  backToTournament, waitForText,
} from '../lib/tournament.js';

/** The pairings of `round` as [white, black] (black null for a bye). */
const roundOf = (t, round) => t.pairings.filter((p) => p.round === round);
const pairKey = (p) => [p.white, p.black].sort().join(' v ');

test('a Swiss of five: a bye each round to a different player, no rematch, the podium on every page', async () => {
  const browsers = [];
  try {
    for (let i = 0; i < 5; i++) browsers.push(await launch());
    const pages = browsers.map((b) => b.page);
    const names = ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => uniqueName(n));
    for (let i = 0; i < 5; i++) await signUp(pages[i], names[i]);
    const pageOf = (name) => pages[names.indexOf(name)];

    // Ann makes it on the form and everyone joins on its page; Bob's page,
    // open since he joined, counts the players live.
    const id = await createTournament(pages[0], { name: `Swiss ${names[0]}`, format: 'swiss', rounds: 2 });
    assert.equal(await text(pages[0], '#tournament-title'), `Swiss ${names[0]}`);
    assert.match(await text(pages[0], '#tournament-terms'), /Swiss of 2 rounds · Logik · 5 pegs · 8 colours · 10 turns · 1 min a move · casual/);
    assert.match(await text(pages[0], '#tournament-state'), /Starts in \d+ min/);
    for (const page of pages) await joinTournament(page, id);
    await pages[1].waitForFunction(() => document.querySelectorAll('#player-items li').length === 5);
    assert.match(await text(pages[1], '#tournament-state'), /5 players in/);
    assert.equal(await pages[1].isVisible('#start-button'), false, 'only its maker starts it');
    assert.equal(await pages[0].isVisible('#start-button'), true);
    await screenshot(pages[0], 'tournament-swiss-before');
    await pages[0].click('#start-button');

    // Round 1: two duels and a bye.
    const round1 = roundOf(await waitForTournament(BASE_URL, id, (t) => t.round === 1 && roundOf(t, 1).length === 3, 'round 1 paired'), 1);
    const duels1 = round1.filter((p) => p.duel);
    const bye1 = round1.find((p) => p.state === 'bye');
    assert.equal(duels1.length, 2, 'two duels');
    assert.ok(bye1 && bye1.black === null, 'and a bye');
    const byePage = pageOf(bye1.white);
    await waitForText(byePage, '#tournament-you', /Round 1: you have a bye, 1 point/);
    await waitForPoints(byePage, { [bye1.white]: 1 });
    assert.equal(await byePage.locator(`#standings-table tr[data-player="${bye1.white}"] .sheet-bye`).count(), 1, 'the bye on their sheet');
    assert.match(await text(byePage, '#tournament-state'), /Round 1 of 2/);
    assert.match(await text(byePage, '#pairing-items'), new RegExp(`Round 1: ${bye1.white} has a bye`));
    await screenshot(byePage, 'tournament-swiss-bye');

    // The four paired are on their duel pages: white wins the first, black the second.
    for (const p of duels1) {
      for (const name of [p.white, p.black]) assert.equal(await onDuelPage(pageOf(name)), p.duel, `${name} is sent to the duel`);
      assert.equal(await pageOf(p.white).isVisible('#duel-tournament'), true, 'the duel names its tournament');
    }
    await playToWin(pageOf(duels1[0].white), pageOf(duels1[0].black));
    await playToWin(pageOf(duels1[1].black), pageOf(duels1[1].white));
    const winners1 = [duels1[0].white, duels1[1].black];
    // The bye's page, never reloaded, has both results.
    await waitForPoints(byePage, { [winners1[0]]: 1, [winners1[1]]: 1, [bye1.white]: 1 });
    for (const p of duels1) for (const name of [p.white, p.black]) await backToTournament(pageOf(name), id);

    // Round 2, paired by itself: no rematch, the bye to someone else; every
    // paired player goes to the new duel (from the page they are on).
    const t2 = await waitForTournament(BASE_URL, id, (t) => t.round === 2 && roundOf(t, 2).length === 3, 'round 2 paired');
    const round2 = roundOf(t2, 2);
    const duels2 = round2.filter((p) => p.duel);
    const bye2 = round2.find((p) => p.state === 'bye');
    assert.equal(duels2.length, 2);
    assert.ok(bye2, 'a bye in round 2');
    assert.notEqual(bye2.white, bye1.white, 'the bye goes to someone else');
    const played = new Set(duels1.map(pairKey));
    for (const p of duels2) assert.ok(!played.has(pairKey(p)), `no rematch: ${pairKey(p)}`);
    const firstDuel = Object.fromEntries(duels1.flatMap((p) => [[p.white, p.duel], [p.black, p.duel]]));
    for (const p of duels2) {
      for (const name of [p.white, p.black]) {
        assert.equal(await onDuelPage(pageOf(name), firstDuel[name] ?? null), p.duel, `${name} is sent to the round-2 duel`);
      }
    }
    await waitForText(pageOf(bye2.white), '#tournament-you', /Round 2: you have a bye/);
    await playToWin(pageOf(duels2[0].white), pageOf(duels2[0].black));
    await playToWin(pageOf(duels2[1].white), pageOf(duels2[1].black));

    // The end: the podium and the final standings, on every page, as the server has them.
    const final = await waitForTournament(BASE_URL, id, (t) => t.state === 'over', 'over');
    for (const p of duels2) for (const name of [p.white, p.black]) await backToTournament(pageOf(name), id);
    const expected = final.standings.map((l) => ({ name: l.name, rank: l.rank, points: l.points }));
    for (const page of pages) {
      await page.waitForSelector('#podium-section:not([hidden])');
      assert.equal(await page.locator('#podium li').count(), 3, 'the first three');
      assert.equal(await page.getAttribute('#podium li:first-child', 'data-player'), final.standings[0].name);
      assert.match(await text(page, '#tournament-state'), new RegExp(`Finished. The winner: ${final.winner}`));
      assert.deepEqual(await standingsOnPage(page), expected, 'the final standings, the server\'s');
      assert.equal(await page.isVisible('#leave-button'), false);
      assert.equal(await page.isVisible('#join-button'), false);
    }
    // Two byes and four duels: every player's sheet holds two results.
    for (const line of final.standings) assert.equal(line.sheet.length, 2, line.name);
    const mine = pageOf(final.standings[0].name);
    assert.match(await text(mine, '#tournament-you'), new RegExp(`You finished 1st with ${final.standings[0].points} points`));
    assert.equal(await mine.locator('#standings-table tr.standing-you-row').count(), 1, 'their own row marked');
    assert.match(await text(mine, '#standings-table tr.standing-you-row'), /\(you\)/);
    await screenshot(mine, 'tournament-swiss-over');

    // The list shows it finished, with its winner.
    await pages[0].goto('/tournaments.html');
    await pages[0].waitForSelector(`#finished-list [data-id="${id}"]`);
    assert.match(await text(pages[0], `#finished-list [data-id="${id}"]`), new RegExp(`Won by ${final.winner}`));
    await screenshot(pages[0], 'tournaments-list');
    for (const b of browsers) assert.deepEqual(b.errors.map(String), [], 'no uncaught errors on the page');
  } finally {
    // Whatever went wrong on a page is shown with the failure.
    for (const b of browsers) if (b.errors.length) console.error(`errors on ${b.page.url()}:`, b.errors.map(String));
    for (const b of browsers) await b.close();
  }
});
