// Puzzles on the page: the shipped set (whose answers the tests read: the
// test servers play it alone, `--puzzle-supply 0`), starting a puzzle from
// the page's form, and typing a guess with the keyboard.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../crates/solver/data/puzzles.json');

/** @type {any[] | null} */
let shipped = null;

/** The shipped puzzle `id`, as the solver wrote it. @param {string} id */
export function shippedPuzzle(id) {
  shipped ??= JSON.parse(fs.readFileSync(SHIPPED, 'utf8'));
  const puzzle = shipped.find((p) => p.id === id);
  if (!puzzle) throw new Error(`puzzle ${id} is not in the shipped set`);
  return puzzle;
}

/** Asks for a puzzle from the form; returns the shipped puzzle shown.
 * @param {import('playwright').Page} page
 * @param {{ mode?: string, theme?: string }} choice */
export async function startPuzzle(page, { mode = 'rated', theme = '' } = {}) {
  const before = await page.getAttribute('#puzzle', 'data-puzzle').catch(() => null);
  await page.check(`input[name="mode"][value="${mode}"]`);
  await page.selectOption('#puzzle-theme', theme);
  await page.click('#puzzle-next');
  await page.waitForFunction((old) => {
    const shown = document.querySelector('#puzzle');
    return shown && !shown.hidden && shown.getAttribute('data-puzzle') !== old;
  }, before);
  return shippedPuzzle(String(await page.getAttribute('#puzzle', 'data-puzzle')));
}

/** Types `code` (digits) into the draft and guesses with Enter, as a
 *  keyboard user does; waits for the answer.
 * @param {import('playwright').Page} page @param {string} code */
export async function typePuzzleGuess(page, code) {
  const rows = await page.locator('#puzzle-rows .board-row').count();
  await page.locator('#puzzle-heading').focus();
  for (const digit of code) await page.keyboard.press(digit);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('#puzzle-rows .board-row').length > n, rows);
}

/** The accessibility audit's visit: a puzzle in play, then its end.
 * @param {import('playwright').Page} page @param {(name: string) => Promise<void>} audit */
export async function visitPuzzle(page, audit) {
  await page.goto('/puzzles.html');
  await page.waitForSelector('#puzzle-record dd');
  await startPuzzle(page, { mode: 'casual' });
  await page.click('#puzzle-palette .palette-colour');
  await audit('puzzle-in-play');
  await page.click('#puzzle-give-up');
  await page.waitForSelector('#puzzle-result:not([hidden]) .puzzle-codes li');
  await audit('puzzle-over');
}
