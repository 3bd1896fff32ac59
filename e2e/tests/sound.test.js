// The game's sounds: off by default (no AudioContext is even made), a switch
// in the header that is remembered, short oscillator notes for a placed peg
// and a result, a different sound for a win, and silence again once off.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow, readRows, winGame } from '../lib/play.js';

/** Counts the AudioContexts made and the notes started (by their wave type). */
function countAudio() {
  const counts = { contexts: 0, notes: [] };
  window.audioCounts = counts;
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      counts.contexts += 1;
    }
  };
  window.webkitAudioContext = window.AudioContext;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    counts.notes.push(this.type);
    return start.apply(this, args);
  };
}

const counts = (page) => page.evaluate(() => ({ contexts: window.audioCounts.contexts, notes: [...window.audioCounts.notes] }));
const toggle = '.site-header .sound-toggle';

test('sound is off by default: playing makes no AudioContext at all', () => withBrowser(async (page, browser) => {
  await browser.context.addInitScript(countAudio);
  await startGame(page, 'mastermind-1');
  assert.equal(await page.textContent(toggle), 'Sound: off');
  assert.equal(await page.getAttribute(toggle, 'aria-pressed'), 'false');
  await clickGuess(page, '1122');
  await submitRow(page);
  assert.deepEqual(await counts(page), { contexts: 0, notes: [] });
}));

test('the sound switch is remembered; pegs, results and a win sound, and nothing once off', () => withBrowser(async (page, browser) => {
  await browser.context.addInitScript(countAudio);
  await startGame(page, 'mastermind-1');
  // Beside the dark-mode switch, reachable and named.
  const group = await page.$eval(toggle, (b) => [...b.parentElement.children].map((c) => c.className));
  assert.ok(group.includes('theme-toggle'), `with the other switches: ${group}`);
  await page.focus(toggle);
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent(toggle), 'Sound: on');
  assert.equal(await page.getAttribute(toggle, 'aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => localStorage.getItem('mastermind.sound')), 'on');

  // Remembered: after a reload it is on, and a context is made only when a sound plays.
  await page.reload();
  await page.waitForSelector('.board-row.current');
  assert.equal(await page.textContent(toggle), 'Sound: on');
  assert.equal((await counts(page)).contexts, 0);
  await page.click('.board-row.current .hole[data-index="0"]');
  await page.click('.palette-colour[data-digit="1"]');
  let heard = await counts(page);
  assert.equal(heard.contexts, 1);
  assert.deepEqual(heard.notes, ['triangle'], 'a placed peg: one short note');

  // A result: one note per key peg, as the board shows them (one low note for none).
  for (const d of '122') await page.click(`.palette-colour[data-digit="${d}"]`);
  const before = (await counts(page)).notes.length;
  await submitRow(page);
  const [row] = await readRows(page);
  heard = await counts(page);
  const result = heard.notes.slice(before);
  if (row.black === 4) {
    assert.deepEqual(result, Array(4).fill('triangle'), 'the win\'s arpeggio');
  } else {
    assert.deepEqual(result, Array(Math.max(1, row.black + row.white)).fill('sine'), JSON.stringify(row));
  }

  // A win sounds different from any result: four rising triangle notes, no sine.
  if (row.black !== 4) {
    const start = (await counts(page)).notes.length;
    const notesOfLastSubmit = [];
    await winGame(page, 'mastermind-1', clickGuess, async (p) => {
      const n = (await counts(p)).notes.length;
      await submitRow(p);
      notesOfLastSubmit.splice(0, Infinity, ...(await counts(p)).notes.slice(n));
    });
    assert.ok((await counts(page)).notes.length > start);
    assert.deepEqual(notesOfLastSubmit, Array(4).fill('triangle'), 'the win\'s arpeggio');
  }

  // Off: silence, and it stays off on the next game.
  if (await page.$('#score-dialog[open]')) await page.click('#score-close');
  await page.click(toggle);
  assert.equal(await page.textContent(toggle), 'Sound: off');
  assert.equal(await page.evaluate(() => localStorage.getItem('mastermind.sound')), null);
  const won = page.url();
  await page.click('#play-again-button');
  await page.waitForURL((url) => url.href !== won);
  await page.waitForSelector('.board-row.current');
  assert.equal(await page.textContent(toggle), 'Sound: off');
  await clickGuess(page, '3344');
  await submitRow(page);
  assert.deepEqual(await counts(page), { contexts: 0, notes: [] });
}));
