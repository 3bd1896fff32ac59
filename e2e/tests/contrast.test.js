// Every control's boundary against what is around it, computed from the
// colours the page draws (axe measures text, not the edge of a control):
// WCAG 2.2's 1.4.11 asks 3:1 for what identifies a control. A control is
// identified by its fill, its border or a ring of box-shadow, whichever
// stands out most; one drawn by its text or by what it holds (a palette's
// peg) is left to the text checks. Both themes; the Introduction, the
// game's board (the holes of the row in play), the codebreaker's secret
// holes, its key pegs' holes and steppers; the forms of the series, the
// lobby, the account and the high scores.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from '../lib/browser.js';
import { startGame } from '../lib/play.js';

/** In the page: each visible control whose boundary is under 3:1. */
function weakBoundaries(selector) {
  const parse = (text) => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text || '');
    return m ? { r: +m[1], g: +m[2], b: +m[3], a: m[4] === undefined ? 1 : +m[4] } : null;
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const ratio = (x, y) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  // What lies behind an element: its ancestors' fills, composed.
  const behind = (el) => {
    const layers = [];
    for (let e = el.parentElement; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) {
        layers.push(c);
        if (c.a >= 1) break;
      }
    }
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const weak = [];
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (!box.width || !box.height || style.visibility === 'hidden' || style.display === 'none') continue;
    const back = behind(el);
    const edges = [];
    const fill = parse(style.backgroundColor);
    if (fill && fill.a > 0) edges.push(['fill', over(fill, back)]);
    const border = parse(style.borderTopColor);
    if (border && border.a > 0 && parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none') {
      edges.push(['border', over(border, back)]);
    }
    // A ring: a shadow with no offset and no blur, spread (inset or not).
    for (const m of style.boxShadow.matchAll(/(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/g)) {
      const ring = parse(m[1]);
      if (ring && ring.a > 0 && parseFloat(m[2]) >= 1) edges.push(['ring', over(ring, back)]);
    }
    if (!edges.length) continue; // drawn by its text or what it holds
    const best = Math.max(...edges.map(([, c]) => ratio(c, back)));
    if (best < 3) {
      const name = el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      const hex = (c) => '#' + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
      weak.push(`${name} ${best.toFixed(2)}:1 (${edges.map(([k, c]) => `${k} ${hex(c)}`).join(', ')} on ${hex(back)})`);
    }
  }
  return [...new Set(weak)];
}

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, a.button';

for (const scheme of ['light', 'dark']) {
  test(`every control's boundary stands out 3:1, ${scheme}`, () => withBrowser(async (page) => {
    const found = [];
    const check = async (where) => {
      for (const weak of await page.evaluate(weakBoundaries, CONTROLS)) found.push(`${where}: ${weak}`);
    };
    await page.goto('/');
    await page.waitForSelector('.game-card table tbody tr');
    await check('introduction');
    await startGame(page, 'mastermind-1');
    await check('game');
    await page.goto('/codebreaker.html');
    await page.waitForSelector('#secret-picker .hole');
    await check('codebreaker');
    await page.click('#start-button');
    await page.waitForSelector('.answer-button');
    await check('codebreaker in play');
    for (const [path, ready] of [['/series.html', '#series-form'], ['/duels.html', 'main h1'], ['/account.html', 'main form'], ['/scores.html', 'main h1']]) {
      await page.goto(path);
      await page.waitForSelector(ready);
      await check(path);
    }
    assert.deepEqual(found, [], `controls under 3:1 (${scheme}):\n${found.join('\n')}`);
  }, { colorScheme: scheme }));
}
