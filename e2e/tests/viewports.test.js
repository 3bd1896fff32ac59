// Every page the server has (its templates, crates/server/templates/pages,
// which the router serves one to one, and an address with no page), and a
// game and a duel against the computer in play, on three
// phones, 360×640, 390×844 and 430×932, each held upright and then turned
// on its side (the page as loaded, then as it lays itself out again):
// the document never wider than the screen, no control cut off at the
// left or right edge (a control in a box that scrolls sideways of its own,
// a wide table's, is reached by scrolling that box), and the page's first
// action (the first control of its main part) reachable: scrolled to, it
// is on the screen and nothing covers it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../lib/browser.js';

const PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'crates', 'server', 'templates', 'pages');
const PAGES = [...fs.readdirSync(PAGES_DIR).filter((f) => f.endsWith('.html')).sort(), 'no-such-page.html'];
const PHONES = [[360, 640], [390, 844], [430, 932]];

/** What is wrong with the page as it stands on a screen `width` px wide
 *  (given: a phone zooms out to a page wider than its screen, which
 *  innerWidth then follows): a list of sentences.
 * @param {number} width */
function problems(width) {
  const found = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > width) found.push(`the document is ${doc.scrollWidth} px wide on a ${width} px screen`);
  /** Inside a box that scrolls sideways of its own. */
  const inScroller = (/** @type {Element} */ e) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if ((x === 'auto' || x === 'scroll') && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  };
  const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]')];
  const seen = controls.filter((e) => {
    const r = e.getBoundingClientRect();
    // Hidden, or kept off-screen until focused (the skip link).
    return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.visually-hidden, .skip-link');
  });
  for (const e of seen) {
    const r = e.getBoundingClientRect();
    if ((r.left < -0.5 || r.right > width + 0.5) && !inScroller(e)) {
      const name = (e.getAttribute('aria-label') || e.textContent || e.id || e.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(`"${name}" (${e.tagName.toLowerCase()}) from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
    }
  }
  return found;
}

/** The first control of the page's main part, scrolled to: null when it is
 *  on the screen (`width` × `height`) and nothing covers its middle, else
 *  what is wrong.
 * @param {[number, number]} screen */
function firstAction([width, height]) {
  const main = document.querySelector('main') ?? document.body;
  const first = [...main.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')]
    .find((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && !e.closest('.visually-hidden') && !(/** @type {HTMLButtonElement} */ (e).disabled);
    });
  if (!first) {
    // A page with nothing to do (the duels' figures before any duel): its heading in the first screen.
    const heading = main.querySelector('h1')?.getBoundingClientRect();
    return heading && heading.top >= 0 && heading.bottom <= height ? null : 'no control, and the heading not in the first screen';
  }
  first.scrollIntoView({ block: 'center', inline: 'nearest' });
  const r = first.getBoundingClientRect();
  const name = (first.getAttribute('aria-label') || first.textContent || first.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
  if (r.top < 0 || r.bottom > height || r.left < 0 || r.right > width) {
    return `"${name}" is not on the screen once scrolled to (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || !(first === hit || first.contains(hit) || hit.contains(first) || hit.closest('label')?.contains(first))) {
    return `"${name}" is covered by ${hit ? hit.tagName.toLowerCase() + (hit.className ? `.${String(hit.className).split(' ')[0]}` : '') : 'nothing'}`;
  }
  return null;
}

/** Two animation frames: the layout after a change of the viewport. */
function settled() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))));
}

for (const [short, long] of PHONES) {
  test(`every page at ${short}×${long}, upright and on its side: nothing wider than the screen, no control cut off, the first action reachable`, async () => {
    const found = [];
    const browser = await launch({ viewport: { width: short, height: long }, isMobile: true, hasTouch: true });
    try {
      const { page } = browser;
      // And the pages in play: a game at level III, a duel against the computer.
      await page.goto('/game.html?preset=mastermind-3');
      await page.waitForSelector('.board-row.current');
      const game = `game.html${new URL(page.url()).search}`;
      const duel = await page.evaluate(async () => {
        const r = await fetch('/api/duels/computer', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ preset: 'logik' }) });
        return `duel.html?id=${(await r.json()).id}`;
      });
      for (const name of [...PAGES, game, duel]) {
        await page.setViewportSize({ width: short, height: long });
        await page.goto(`/${name}`);
        await page.waitForLoadState('networkidle');
        for (const [width, height, hold] of [[short, long, 'portrait'], [long, short, 'landscape']]) {
          if (hold === 'landscape') {
            await page.setViewportSize({ width, height });
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.evaluate(settled);
          }
          for (const p of await page.evaluate(problems, width)) found.push(`${name} ${width}×${height} (${hold}): ${p}`);
          const action = await page.evaluate(firstAction, [width, height]);
          if (action) found.push(`${name} ${width}×${height} (${hold}): ${action}`);
        }
      }
      assert.deepEqual(browser.errors.map(String), [], 'no uncaught errors on the pages');
    } finally {
      await browser.close();
    }
    assert.deepEqual(found, []);
  });
}
