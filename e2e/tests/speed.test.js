// The game page on a phone's link: Chromium's own network throttling
// (DevTools protocol, 150 ms round trip, 1.6 Mbit/s each way) while a player
// goes from the Introduction to a game, plays a guess by keyboard and
// reloads. Prints the numbers (docs/PERFORMANCE.md keeps them) and holds
// the targets: the first guess drawn within 400 ms of Enter, the board
// usable within 1.5 s of the navigation, and a warm reload of at most 5
// requests (the page and its API calls; every static file from the cache).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';

const LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (1.6 * 1024 * 1024) / 8,
};

// In the page from its first moment: when the board first became usable
// (the row in play and the palette drawn), and when a row was first drawn
// played after an Enter.
function watch() {
  const marks = { usable: -1, enter: -1, drawn: -1 };
  /** @type {any} */ (window).speedMarks = marks;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && marks.enter < 0) marks.enter = performance.now();
  }, true);
  new MutationObserver(() => {
    if (marks.usable < 0 && document.querySelector('.board-row.current .hole')
        && document.querySelector('#palette .palette-colour')) marks.usable = performance.now();
    if (marks.enter >= 0 && marks.drawn < 0 && document.querySelector('#board-rows .board-row.played')) {
      marks.drawn = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Requests that left the browser (not answered from its cache), counted
 *  through the DevTools protocol. */
function counter(cdp) {
  const sent = new Map();
  const cached = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) sent.set(e.requestId, e.request.url);
  });
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  const fromCache = new Set();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) fromCache.add(e.requestId);
  });
  return {
    reset() { sent.clear(); cached.clear(); fromCache.clear(); },
    network() {
      return [...sent].filter(([id]) => !cached.has(id) && !fromCache.has(id)).map(([, url]) => url);
    },
  };
}

const ms = (n) => `${Math.round(n)} ms`;

test('on a 150 ms, 1.6 Mbit/s link: a guess drawn within 400 ms, the board usable within 1.5 s, a warm reload of 5 requests at most', () => withBrowser(async (page) => {
  await page.addInitScript(watch);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = counter(cdp);
  await cdp.send('Network.emulateNetworkConditions', LINK);

  // A first visit: the Introduction from an empty cache.
  requests.reset();
  const homeStart = Date.now();
  await page.goto('/');
  await page.waitForSelector('a.play-preset[data-preset="mastermind-1"]');
  const homeReady = Date.now() - homeStart;
  const homeRequests = requests.network().length;

  // Play level I: the navigation to the game page, its files met before.
  requests.reset();
  await page.click('a.play-preset[data-preset="mastermind-1"]');
  await page.waitForURL(/game\.html\?id=/);
  await page.waitForFunction(() => window.speedMarks.usable >= 0);
  const usable = await page.evaluate(() => window.speedMarks.usable);
  const gameRequests = requests.network().length;

  // A guess typed and entered: from the key to the row drawn with its key pegs.
  await page.focus('.board-row.current .hole[data-index="0"]');
  for (const key of ['1', '1', '2', '2']) await page.keyboard.press(key);
  await page.waitForSelector('.board-row.current .hole[data-index="3"] .peg');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.speedMarks.drawn >= 0);
  const guess = await page.evaluate(() => window.speedMarks.drawn - window.speedMarks.enter);

  // A warm reload: what still goes over the link.
  requests.reset();
  await page.reload();
  await page.waitForFunction(() => window.speedMarks.usable >= 0);
  const reloadUsable = await page.evaluate(() => window.speedMarks.usable);
  await page.waitForLoadState('networkidle');
  const reload = requests.network();

  // A cold view of the game page: the cache emptied first.
  await cdp.send('Network.clearBrowserCache');
  requests.reset();
  await page.reload();
  await page.waitForFunction(() => window.speedMarks.usable >= 0);
  const coldUsable = await page.evaluate(() => window.speedMarks.usable);
  const coldRequests = requests.network().length;

  console.log([
    'Throttled (150 ms round trip, 1.6 Mbit/s):',
    `  Introduction, empty cache: ready after ${ms(homeReady)}, ${homeRequests} requests`,
    `  Play level I: board usable ${ms(usable)} after the navigation, ${gameRequests} requests`,
    `  first guess: drawn ${ms(guess)} after Enter`,
    `  warm reload: ${reload.length} requests, usable after ${ms(reloadUsable)}`,
    ...reload.map((url) => `    ${url.replace(/^https?:\/\/[^/]+/, '')}`),
    `  game page, empty cache: usable after ${ms(coldUsable)}, ${coldRequests} requests`,
  ].join('\n'));

  assert.ok(guess <= 400, `the first guess is drawn within 400 ms of Enter: ${ms(guess)}`);
  assert.ok(usable <= 1500, `the board is usable within 1.5 s of the navigation: ${ms(usable)}`);
  assert.ok(reload.length <= 5, `a warm reload sends at most 5 requests: ${reload.length}\n${reload.join('\n')}`);
}));
