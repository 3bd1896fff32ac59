// The board's layout: on a phone (390 × 844) the row in play and the whole
// palette are on the screen at once, on the game page at level III and on the
// series page (with the line saying whose turn it is); on the duel page the
// palette over no row of either board; on a desktop the palette
// of levels II and III is one line; a long name without spaces never makes a
// column one letter wide.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, withBrowser } from '../lib/browser.js';
import { startGame, clickGuess, submitRow } from '../lib/play.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The boxes of the row in play, the palette's buttons and the extra
 *  selectors, with the viewport's size. */
function boxes(page, extra = []) {
  return page.evaluate((extra) => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    return {
      width: innerWidth,
      height: innerHeight,
      row: box(document.querySelector('#board-rows .board-row.current')),
      buttons: [...document.querySelectorAll('#palette .palette-colour')].map(box),
      dock: box(document.querySelector('.play-dock')),
      extra: extra.map((s) => box(document.querySelector(s))),
    };
  }, extra);
}

function assertInView(b, what) {
  assert.ok(b.top >= 0 && b.bottom <= b.height && b.left >= 0 && b.right <= b.width,
    `${what} within the viewport: ${JSON.stringify(b)}`);
}

function assertRowAndPaletteSeen(seen) {
  const inView = (r) => ({ ...r, width: seen.width, height: seen.height });
  assertInView(inView(seen.row), 'the row in play');
  assert.ok(seen.row.bottom <= seen.dock.top + 1, `the row in play is not behind the palette: row ${seen.row.bottom}, dock ${seen.dock.top}`);
  assert.ok(seen.buttons.length >= 6);
  seen.buttons.forEach((b, i) => assertInView(inView(b), `palette button ${i + 1}`));
  seen.extra.forEach((b, i) => assertInView(inView(b), `extra ${i + 1}`));
}

test('a phone at level III: after 5 guesses the row in play and every colour are on the screen', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-3');
  for (const guess of ['123456', '234567', '345678', '456781', '567812']) {
    await clickGuess(page, guess);
    await submitRow(page);
  }
  await page.waitForSelector('#board-rows .board-row.current');
  await page.$eval('#board-rows .board-row.current', (row) => row.scrollIntoView({ block: 'nearest' }));
  const seen = await boxes(page);
  assertRowAndPaletteSeen(seen);
  // The board is centred on the screen.
  const board = await page.$eval('#board', (b) => { const r = b.getBoundingClientRect(); return { left: r.left, right: innerWidth - r.right }; });
  assert.ok(Math.abs(board.left - board.right) <= 2, `the board centred: ${JSON.stringify(board)}`);
  // No sideways scrolling, and the page's end is not hidden behind the palette.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.$eval('#main', (m) => {
    const children = [...m.querySelectorAll('.side-panel > :not(.play-dock):not([hidden])')];
    const end = Math.max(...children.map((c) => c.getBoundingClientRect().bottom));
    return { end, dock: document.querySelector('.play-dock').getBoundingClientRect().top };
  });
  assert.ok(last.end <= last.dock + 1, `the last of the page above the palette: ${JSON.stringify(last)}`);
  await screenshot(page, 'phone-level-3', { fullPage: false });
}, PHONE));

test('a phone on the series page: the row in play, the palette and whose turn it is on the screen', () => withBrowser(async (page) => {
  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', 'Ann');
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForURL(/series\.html\?id=[0-9a-f]+/);
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '6655') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await page.click('#code-submit');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  for (const guess of ['1123', '1234', '2341', '3412', '4123']) {
    await page.waitForSelector('#play-section:not([hidden]) #board-rows .board-row.current .hole');
    await page.click('#board-rows .board-row.current .hole[data-index="0"]');
    for (const d of guess) await page.click(`#palette .palette-colour[data-digit="${d}"]`);
    const played = await page.locator('#board-rows .board-row.played').count();
    await page.click('#board-rows .submit-turn');
    await page.waitForFunction((n) => document.querySelectorAll('#board-rows .board-row.played').length > n, played);
  }
  await page.waitForSelector('#board-rows .board-row.current');
  await page.$eval('#board-rows .board-row.current', (row) => row.scrollIntoView({ block: 'nearest' }));
  assert.match(await page.textContent('#play-status'), /Bob/);
  assertRowAndPaletteSeen(await boxes(page, ['#play-status']));
  await screenshot(page, 'phone-series', { fullPage: false });
}, PHONE));

/** The palette's box and every row's of the duel's boards, in the viewport. */
function duelBoxes(page) {
  return page.evaluate(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    return {
      height: innerHeight,
      palette: box(document.getElementById('duel-palette-box')),
      rows: [...document.querySelectorAll('.duel-board .board-row')].map((r) => ({ ...box(r), name: `${r.closest('.duel-board').id} ${r.dataset.turn ?? 'code'}` })),
    };
  });
}

/** At every scroll position of the page, no row of either board is under the palette. */
async function assertPaletteCoversNoRow(page, what) {
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= scrollable + 100; y += 100) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, scrollable));
    const seen = await duelBoxes(page);
    for (const row of seen.rows) {
      const overlap = Math.min(row.bottom, seen.palette.bottom) - Math.max(row.top, seen.palette.top);
      assert.ok(overlap <= 0, `${what}, scrolled to ${Math.min(y, scrollable)}: the palette (${seen.palette.top}-${seen.palette.bottom}) covers ${row.name} (${row.top}-${row.bottom})`);
    }
  }
}

test('a phone on the duel page: the palette covers no row while a code is set and while guessing; the row being entered and the palette seen together', () => withBrowser(async (page) => {
  await page.goto('/duels.html');
  await page.waitForSelector('#computer-preset option[value="logik"]', { state: 'attached' });
  await page.click('#computer-submit');
  await page.waitForURL(/duel\.html\?id=/);
  const codeRow = '#own-board .own-code-row.current';
  await page.waitForSelector(`${codeRow} .hole`);
  await page.click(`${codeRow} .hole[data-index="0"]`);
  await page.click('#palette .palette-colour[data-digit="1"]');
  await assertPaletteCoversNoRow(page, 'a code being set');
  await page.locator(codeRow).scrollIntoViewIfNeeded();
  const seen = await duelBoxes(page);
  const code = seen.rows.find((r) => r.name === 'own-board code');
  assert.ok(code.top >= 0 && code.bottom <= seen.palette.top, `the code row above the palette: ${JSON.stringify(code)}, ${JSON.stringify(seen.palette)}`);
  assert.ok(seen.palette.bottom <= seen.height, 'the palette on the screen');
  await screenshot(page, 'duel-phone-code', { fullPage: false });

  const pegs = await page.locator(`${codeRow} .hole`).count();
  for (let i = 1; i < pegs; i++) await page.click(`#palette .palette-colour[data-digit="${i + 1}"]`);
  await page.click('#own-board .submit-code');
  const inPlay = '#guess-board .board-row.current[data-turn="1"]';
  await page.waitForSelector(`${inPlay} .hole`);
  await page.click(`${inPlay} .hole[data-index="0"]`);
  await assertPaletteCoversNoRow(page, 'a guess being entered');
  await page.locator(inPlay).scrollIntoViewIfNeeded();
  const guessing = await duelBoxes(page);
  const row = guessing.rows.find((r) => r.name === 'guess-board 1');
  assert.ok(row.top >= 0 && row.bottom <= guessing.palette.top && guessing.palette.bottom <= guessing.height,
    `the row in play and the palette on the screen: ${JSON.stringify(row)}, ${JSON.stringify(guessing.palette)}`);
}, PHONE));

test('a desktop: the palette of levels II and III is one line', () => withBrowser(async (page) => {
  for (const preset of ['mastermind-2', 'mastermind-3']) {
    await startGame(page, preset);
    const tops = await page.$$eval('#palette .palette-colour', (buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    assert.ok(tops.length >= 7, preset);
    assert.equal(new Set(tops).size, 1, `${preset}: one line of ${tops.length} colours, tops ${tops}`);
  }
}));

test('a phone: a long name without spaces is not one letter a line', () => withBrowser(async (page) => {
  const long = 'Supercalifragilisticexpialidocious_the_third';
  await page.goto('/series.html');
  await page.waitForSelector('#series-form');
  await page.fill('#first-name', long);
  await page.fill('#second-name', 'Bob');
  await page.click('#start-series');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#code-section:not([hidden])');
  await page.click('#code-row .hole[data-index="0"]');
  for (const d of '1122') await page.click(`#code-palette .palette-colour[data-digit="${d}"]`);
  await page.click('#code-submit');
  await page.waitForSelector('#handover-section:not([hidden])');
  await page.click('#handover-button');
  await page.waitForSelector('#play-scores .player-name');
  const cells = await page.$$eval('#play-scores .player-name', (cells) => cells.map((c) => ({
    text: c.textContent, width: c.getBoundingClientRect().width, wrap: getComputedStyle(c).overflowWrap,
  })));
  const cell = cells.find((c) => c.text === long);
  assert.ok(cell, JSON.stringify(cells));
  assert.equal(cell.wrap, 'anywhere');
  assert.ok(cell.width >= 100, `the name's column is wider than a letter: ${cell.width}px`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling');
}, PHONE));

test('a phone: the header one line with a Menu button; open, the menu and below it the settings, thumb-sized; no page wider than the screen', () => withBrowser(async (page) => {
  const pages = [
    ['index', async () => { await page.goto('/'); await page.waitForSelector('a.play-preset'); }],
    ['game', async () => { await startGame(page, 'mastermind-3'); }],
    ['scores', async () => { await page.goto('/scores.html'); await page.waitForLoadState('networkidle'); }],
    ['series', async () => { await page.goto('/series.html'); await page.waitForSelector('#series-form'); }],
    ['duels', async () => { await page.goto('/duels.html'); await page.waitForLoadState('networkidle'); }],
  ];
  for (const [name, open] of pages) {
    await open();
    // Folded: the title and the Menu button on one line, nothing else.
    const folded = await page.$eval('.site-header', (h) => Math.round(h.getBoundingClientRect().height));
    assert.ok(folded <= 60, `${name}: the folded header is one line: ${folded}px`);
    assert.equal(await page.getAttribute('.menu-toggle', 'aria-expanded'), 'false');
    assert.ok(await page.isHidden('.site-header .site-nav'), `${name}: the menu folded`);
    await page.click('.menu-toggle');
    assert.equal(await page.getAttribute('.menu-toggle', 'aria-expanded'), 'true');
    await page.waitForSelector('.site-header .site-nav a', { state: 'visible' });
    const links = await page.$$eval('.site-header .site-nav a', (all) => all.map((a) => Math.round(a.getBoundingClientRect().height)));
    assert.ok(links.every((h) => h >= 44), `${name}: the menu's links are thumb-sized: ${links}`);
    const header = await page.evaluate(() => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }; };
      const group = document.querySelector('.site-header .header-switches');
      return {
        title: box(document.querySelector('.site-header .site-title')),
        nav: box(document.querySelector('.site-header .site-nav')),
        group: group && box(group),
        switches: group ? [...group.querySelectorAll('button')].map((b) => ({ name: b.className, ...box(b) })) : [],
        width: innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    assert.ok(header.group, `${name}: the switches are grouped`);
    const names = header.switches.map((s) => s.name);
    assert.ok(names.includes('colour-blind-toggle') && names.includes('theme-toggle'), `${name}: ${names}`);
    if (name === 'game') assert.ok(names.includes('sound-toggle'), `the game has the sound switch: ${names}`);
    assert.ok(header.nav.top >= header.title.bottom - 1, `${name}: the menu below the title`);
    assert.ok(header.group.top >= header.nav.bottom - 1, `${name}: the switches below the menu: ${JSON.stringify(header)}`);
    for (const s of header.switches) {
      assert.ok(s.left >= 0 && s.right <= header.width, `${name}: ${s.name} on the screen: ${JSON.stringify(s)}`);
      assert.ok(s.height >= 44, `${name}: ${s.name} is a thumb-sized target: ${s.height}px`);
    }
    assert.ok(header.scrollWidth <= header.width, `${name}: no sideways scrolling (${header.scrollWidth} > ${header.width})`);
    await screenshot(page, `phone-header-${name}`, { fullPage: false });
    // Escape folds it again, the focus back on the button.
    await page.keyboard.press('Escape');
    assert.equal(await page.getAttribute('.menu-toggle', 'aria-expanded'), 'false');
    assert.ok(await page.isHidden('.site-header .site-nav'));
    assert.ok(await page.$eval('.menu-toggle', (b) => b === document.activeElement), `${name}: the focus on Menu`);
  }
}, PHONE));

test('a phone (390×844): at every level the row in play, the palette and the status line in the first screen', () => withBrowser(async (page) => {
  for (const preset of ['mastermind-1', 'mastermind-2', 'mastermind-3', 'colour-3', 'logik']) {
    await startGame(page, preset);
    await page.waitForSelector('#game-status:not(:empty)');
    const seen = await page.evaluate(() => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) }; };
      return {
        scrollY,
        height: innerHeight,
        width: innerWidth,
        row: box(document.querySelector('.board-row.current')),
        dock: box(document.querySelector('.play-dock')),
        status: box(document.getElementById('game-status')),
        colours: [...document.querySelectorAll('#palette .palette-colour')].map(box),
      };
    });
    const on = (b) => b.top >= 0 && b.bottom <= seen.height && b.left >= 0 && b.right <= seen.width;
    assert.equal(seen.scrollY, 0, `${preset}: nothing scrolled`);
    assert.ok(on(seen.row) && seen.row.bottom <= seen.dock.top, `${preset}: the row in play on the screen, above the dock: ${JSON.stringify(seen)}`);
    assert.ok(on(seen.status), `${preset}: the status line on the screen: ${JSON.stringify(seen.status)}`);
    assert.ok(seen.colours.length >= 6 && seen.colours.every(on), `${preset}: every colour of the palette on the screen`);
  }
}, PHONE));

test('a phone (390×844 and 360×640): the Introduction\'s first actions (Play level I, Today\'s code, Play online) in the first screen', () => withBrowser(async (page) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.waitForSelector('a.play-preset');
    const boxes = await page.$$eval('#first-play, #first-daily, #first-online', (all) => all.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    }));
    assert.deepEqual(boxes.map((b) => b.text), ['Play level I', "Today's code", 'Play online']);
    for (const b of boxes) {
      assert.ok(b.top >= 0 && b.bottom <= viewport.height && b.left >= 0 && b.right <= viewport.width,
        `${viewport.width}×${viewport.height}: ${b.text} in the first screen: ${JSON.stringify(b)}`);
      assert.ok(b.height >= 44, `${b.text} is thumb-sized: ${b.height}px`);
    }
  }
  await page.click('#first-play');
  await page.waitForSelector('.board-row.current .hole');
  assert.match(await page.textContent('#game-title'), /level I$/);
  await page.goto('/');
  await page.click('#first-daily');
  await page.waitForSelector('.board-row.current .hole');
  assert.ok(await page.isVisible('#hint-note'), 'the daily code: no hints');
}, PHONE));

test('a desktop: the switches stay on the header\'s line, beside the menu', () => withBrowser(async (page) => {
  await startGame(page, 'mastermind-1');
  const top = await page.$$eval('.site-header .site-title, .site-header .header-switches button',
    (nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top + n.getBoundingClientRect().height / 2)));
  assert.ok(top.length >= 4, 'the title and three switches');
  assert.ok(Math.max(...top) - Math.min(...top) <= 4, `one line: middles at ${top}`);
}));
