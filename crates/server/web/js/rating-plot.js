// A player's rating over their rated duels, drawn as an inline SVG: the
// rating after each duel as a line of points, its deviation as a band
// (rating ± deviation), both axes labelled. The same figures follow in a
// table, the plot's text alternative. The points are the server's history
// (GET /api/players/{name}: `history`, oldest first); nothing is computed
// here but where to draw them.

import { el } from './layout.js';
import { duelHref } from './share.js';
import { dayText } from './players.js';
import { t } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { left: 66, right: 18, top: 14, bottom: 46 };

/** @typedef {import('./api-types').components['schemas']['HistoryPoint']} HistoryPoint */
/** @typedef {import('./layout.js').Child} Child */

/** An SVG element: svg('line', {x1: 0}, child, 'text').
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Child | Child[])} children */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A step for about `count` ticks over `span`: 1, 2, 2.5 or 5 times a power of ten.
 * @param {number} span
 * @param {number} count */
function niceStep(span, count) {
  const raw = Math.max(span, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

let plots = 0;

/**
 * The plot and its table for `history` ([{duel, at, rating, deviation}]);
 * returns the nodes to put on the page (a note instead when it is empty).
 * @param {HistoryPoint[] | null | undefined} history
 * @param {{ name?: string }} [options]
 */
export function drawRatingPlot(history, { name = t('accounts-plot-the-player') } = {}) {
  if (!history || !history.length) {
    return [el('p', { className: 'empty-table' }, t('accounts-plot-empty'))];
  }
  plots += 1;
  const id = `rating-plot-${plots}`;
  const n = history.length;
  const lows = history.map((h) => h.rating - h.deviation);
  const highs = history.map((h) => h.rating + h.deviation);
  const step = niceStep(Math.max(...highs) - Math.min(...lows), 5);
  const yMin = Math.floor(Math.min(...lows) / step) * step;
  const yMax = Math.max(Math.ceil(Math.max(...highs) / step) * step, yMin + step);
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  // Duel i (1-based) at x; a single duel stands in the middle.
  /** @param {number} i */
  const x = (i) => MARGIN.left + (n === 1 ? plotW / 2 : ((i - 1) / (n - 1)) * plotW);
  /** @param {number} r */
  const y = (r) => MARGIN.top + (1 - (r - yMin) / (yMax - yMin)) * plotH;
  /** @param {number} v */
  const px = (v) => Math.round(v * 10) / 10;

  const grid = [];
  for (let r = yMin; r <= yMax + 1e-9; r += step) {
    grid.push(
      svg('line', { class: 'plot-grid', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: px(y(r)), y2: px(y(r)) }),
      svg('text', { class: 'plot-tick', x: MARGIN.left - 6, y: px(y(r)), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, String(Math.round(r))),
    );
  }
  const xStep = Math.max(1, Math.ceil(n / 10));
  const xTicks = [];
  for (let i = 1; i <= n; i += xStep) xTicks.push(i);
  if (xTicks[xTicks.length - 1] !== n) xTicks.push(n);
  for (const i of xTicks) {
    grid.push(
      svg('line', { class: 'plot-tick-mark', x1: px(x(i)), x2: px(x(i)), y1: MARGIN.top + plotH, y2: MARGIN.top + plotH + 5 }),
      svg('text', { class: 'plot-tick', x: px(x(i)), y: MARGIN.top + plotH + 18, 'text-anchor': 'middle' }, String(i)),
    );
  }

  // The band: the upper edge left to right, then the lower edge back.
  const band = n === 1
    ? svg('rect', { class: 'plot-band', x: px(x(1) - 10), width: 20, y: px(y(highs[0])), height: px(y(lows[0]) - y(highs[0])) })
    : svg('polygon', {
      class: 'plot-band',
      points: [
        ...history.map((h, i) => `${px(x(i + 1))},${px(y(highs[i]))}`),
        ...history.map((h, i) => `${px(x(i + 1))},${px(y(lows[i]))}`).reverse(),
      ].join(' '),
    });
  const line = n > 1
    ? svg('polyline', { class: 'plot-line', points: history.map((h, i) => `${px(x(i + 1))},${px(y(h.rating))}`).join(' ') })
    : null;
  const points = history.map((h, i) => svg('circle', {
    class: 'rating-point', cx: px(x(i + 1)), cy: px(y(h.rating)), r: 4,
    'data-rating': h.rating, 'data-deviation': h.deviation, 'data-duel': h.duel,
  }, svg('title', {}, t('accounts-plot-point', { number: i + 1, date: dayText(h.at), rating: String(h.rating), deviation: h.deviation }))));

  const first = history[0];
  const last = history[n - 1];
  const ratings = history.map((h) => h.rating);
  // Ratings are figures of their own, never grouped: "1532".
  const summary = n === 1
    ? t('accounts-plot-one', { name, rating: String(last.rating), deviation: last.deviation })
    : t('accounts-plot-many', {
      duels: n,
      name,
      first: String(first.rating),
      last: String(last.rating),
      highest: String(Math.max(...ratings)),
      lowest: String(Math.min(...ratings)),
      from: first.deviation,
      to: last.deviation,
    });

  const plot = svg('svg', {
    class: 'rating-plot', id, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img',
    'aria-labelledby': `${id}-title ${id}-desc`, preserveAspectRatio: 'xMidYMid meet',
  },
  svg('title', { id: `${id}-title` }, t('accounts-plot-title', { name })),
  svg('desc', { id: `${id}-desc` }, `${summary} ${t('accounts-plot-band')}`),
  grid,
  svg('line', { class: 'plot-axis', x1: MARGIN.left, x2: MARGIN.left, y1: MARGIN.top, y2: MARGIN.top + plotH }),
  svg('line', { class: 'plot-axis', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: MARGIN.top + plotH, y2: MARGIN.top + plotH }),
  band, line, points,
  svg('text', { class: 'plot-label', x: MARGIN.left + plotW / 2, y: HEIGHT - 6, 'text-anchor': 'middle' }, t('accounts-plot-x')),
  svg('text', {
    class: 'plot-label', x: 0, y: 0, 'text-anchor': 'middle',
    transform: `translate(14 ${MARGIN.top + plotH / 2}) rotate(-90)`,
  }, t('accounts-plot-y')));

  const legend = el('p', { className: 'plot-legend', 'aria-hidden': 'true' },
    el('span', { className: 'legend-line' }), ' ', t('accounts-plot-legend-line'), ' ',
    el('span', { className: 'legend-band' }), ' ', t('accounts-plot-legend-band'));

  const table = el('table', { className: 'history-table', id: `${id}-table` },
    el('caption', { className: 'visually-hidden' }, t('accounts-plot-title', { name })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, t('accounts-number-heading')),
      el('th', { scope: 'col' }, t('accounts-plot-date')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-plot-y')),
      el('th', { scope: 'col', className: 'number' }, t('accounts-plot-deviation')),
      el('th', { scope: 'col' }, t('accounts-plot-duel')))),
    el('tbody', {}, history.map((h, i) => el('tr', {},
      el('td', { className: 'number' }, String(i + 1)),
      el('td', {}, dayText(h.at)),
      el('td', { className: 'number' }, String(h.rating)),
      el('td', { className: 'number' }, `±${h.deviation}`),
      el('td', {}, el('a', { href: duelHref(h.duel) }, t('accounts-plot-see-duel')))))));

  return [
    el('figure', { className: 'rating-figure' }, plot, el('figcaption', {}, summary), legend),
    el('details', { className: 'history-details' },
      el('summary', {}, t('accounts-plot-table')),
      el('div', { className: 'table-scroll' }, table)),
  ];
}
