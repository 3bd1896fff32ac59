// After the daily code: the day's statistics at once and a countdown to the
// next code, on the server's clock and day. The browser's own clock is set
// years off (and stopped, so that the countdown moves only when the test
// moves it): the countdown still reads the time from the server's "now" to
// its next code, and an hour later on the browser's clock, an hour less.
// In Danish as well. Level III's code: the daily test's level I table
// keeps a win only from an address that has not yet seen that code.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, BASE_URL } from '../lib/browser.js';

const WRONG_DAY = new Date('2001-02-03T04:05:06Z');

/** h:mm:ss of `ms`, rounded up as the page counts. */
function hms(ms) {
  const s = Math.ceil(ms / 1000);
  const two = (n) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}

/** Begins today's level III code, quits it, and reads the table the page asked for. */
async function quitDaily(page) {
  await page.clock.install({ time: WRONG_DAY });
  await page.goto('/');
  await page.click('.daily-button[data-preset="mastermind-3"]');
  await page.waitForURL(/game\.html\?id=/);
  await page.waitForSelector('#daily-panel:not([hidden])');
  await page.clock.pauseAt(new Date(WRONG_DAY.getTime() + 60_000));
  await page.click('#quit-button');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  const answer = page.waitForResponse((r) => /\/api\/daily\/mastermind-3\/table$/.test(new URL(r.url()).pathname));
  await page.click('dialog.confirm-dialog button[value="confirm"]');
  const table = await (await answer).json();
  await page.waitForSelector('#daily-countdown');
  return table;
}

for (const [lang, next, stats] of [['en', 'Next code in', /over, .* broken\. \d+\s?% of them won\./], ['da', 'Næste kode om', /slut, .* knækket\. \d+\s?% af dem vundet\./]]) {
  test(`the day's statistics and a countdown to the next code, on the server's clock (${lang})`, () => withBrowser(async (page, browser) => {
    if (lang === 'da') await browser.context.addCookies([{ name: 'lang', value: 'da', url: BASE_URL }]);
    const table = await quitDaily(page);
    assert.ok(table.finished >= 1, 'the quit game counts');
    assert.match(await page.textContent('#daily-day-stats'), stats);
    const left = table.next_code_at - table.now;
    assert.ok(left > 0 && left <= 86_400_000, `the next code within a day of the server's now: ${left} ms`);
    assert.equal(await page.textContent('#daily-countdown'), `${next} ${hms(left)}`);
    assert.equal(await page.getAttribute('#daily-countdown', 'role'), 'timer');
    // An hour on: an hour less to go (the stopped clock moved by the test alone).
    if (left > 3_600_000 + 1000) {
      await page.clock.fastForward('01:00:00');
      assert.equal(await page.textContent('#daily-countdown'), `${next} ${hms(left - 3_600_000)}`);
    }
  }));
}
