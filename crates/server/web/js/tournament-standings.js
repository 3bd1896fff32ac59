// A tournament's standings as the server sends them: the table (rank,
// player, points, each result of their sheet, duels, Buchholz for a Swiss,
// performance), the players before the start, and the podium at the end.
// Nothing is worked out here: the ranks, the points, the results and who is
// on fire are the server's. A sign is never alone: the flame of a player on
// fire says "on fire" beside it, a doubled result's flame has its words for
// a screen reader and a tooltip, and the key under the table explains them;
// the player's own row says "(you)".

import { el } from './layout.js';
import { playerLink } from './players.js';
import { duelHref } from './share.js';
import { sameName } from './duel-words.js';
import { t, number, lang } from './words.js';
import { slot, spliced } from './duel-words.js';
import { pointsText, pointsWords, sheetWords, resultMark } from './tournament-words.js';

/** @typedef {import('./tournament-words.js').Full} Full */
/** @typedef {import('./tournament-words.js').Standing} Standing */
/** @typedef {import('./tournament-words.js').Sheet} Sheet */

/** The flame of a streak: an image (no emoji font is needed), its words
 * said apart. */
function flame() {
  return el('img', { className: 'fire-icon', src: 'flame.svg', alt: '', width: 16, height: 16 });
}

/** Whether a line is the viewer's own (the live view marks none: it is
 * sent alike to every page, so the name tells).
 * @param {Standing} line @param {string | null} me */
export function isYours(line, me) {
  return line.you || sameName(line.name, me);
}

/** "1st", "2nd", "3rd", "4th"…
 * @param {number} n */
export function ordinal(n) {
  // The language's own ordinal forms (English one, two, few, other), which
  // the message's variants name.
  const form = new Intl.PluralRules(lang, { type: 'ordinal' }).select(n);
  return t('online-ordinal', { rank: n, form });
}

/** A rating's or a performance's number, or a dash.
 * @param {number | null | undefined} n */
function numberText(n) {
  return n === null || n === undefined ? '—' : number(Math.round(n), { useGrouping: false });
}

/** The table of standings.
 * @param {Full} tournament @param {string | null} me */
export function standingsTable(tournament, me) {
  const swiss = tournament.format === 'swiss';
  const table = el('table', { className: 'standings-table', id: 'standings-table' },
    el('caption', {}, t('online-standings-caption', { name: tournament.name, players: tournament.standings.length })),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, el('abbr', { title: t('online-rank') }, '#')),
      el('th', { scope: 'col' }, t('online-column-player')),
      el('th', { scope: 'col', className: 'number' }, t('online-column-points')),
      el('th', { scope: 'col' }, t('online-column-results')),
      el('th', { scope: 'col', className: 'number' }, t('online-column-duels')),
      swiss ? el('th', { scope: 'col', className: 'number' }, el('abbr', { title: t('online-buchholz-title') }, t('online-column-buchholz'))) : null,
      el('th', { scope: 'col', className: 'number' }, t('online-column-performance')))),
    el('tbody', {}, tournament.standings.map((line) => row(line, me, swiss))));
  return table;
}

/** @param {Standing} line @param {string | null} me @param {boolean} swiss */
function row(line, me, swiss) {
  const yours = isYours(line, me);
  const notes = [];
  // Each note follows the name, a space between them.
  if (yours) notes.push(el('span', { className: 'standing-you' }, ` ${t('online-you-mark')}`));
  if (line.fire) {
    notes.push(el('span', { className: 'standing-fire', title: t('online-on-fire-title') },
      ' ', ...spliced(t('online-on-fire', { flame: slot('flame'), why: slot('why') }), {
        flame: flame(),
        why: el('span', { className: 'visually-hidden' }, t('online-on-fire-why')),
      })));
  }
  if (line.paused) notes.push(el('span', { className: 'standing-note' }, ` ${t('online-paused-mark')}`));
  else if (!line.active) notes.push(el('span', { className: 'standing-note' }, ` ${t('online-left-mark')}`));
  return el('tr', { className: yours ? 'standing-you-row' : '', dataset: { player: line.name, rank: String(line.rank), points: String(line.points) } },
    el('td', { className: 'number standing-rank' }, String(line.rank)),
    el('th', { scope: 'row', className: 'standing-name' }, playerLink(line.name, { bot: line.bot }), notes),
    el('td', { className: 'number standing-points' }, el('span', { 'aria-hidden': 'true' }, pointsText(line.points)),
      el('span', { className: 'visually-hidden' }, pointsWords(line.points))),
    el('td', { className: 'standing-sheet' }, sheet(line.sheet)),
    el('td', { className: 'number standing-duels', title: t('online-duels-title', { wins: line.wins, draws: line.draws, losses: line.losses }) },
      number(line.duels)),
    swiss ? el('td', { className: 'number standing-tiebreak' }, line.tiebreak === null || line.tiebreak === undefined ? '—' : pointsText(line.tiebreak)) : null,
    el('td', { className: 'number standing-performance' }, numberText(line.performance)));
}

/** A player's results in order: each its points (a bye B, a duel in play
 * …), doubled ones with a flame, each a link to its duel with its words.
 * @param {Sheet[]} entries */
function sheet(entries) {
  if (!entries.length) return el('span', { className: 'standing-sheet-empty' }, '—');
  return el('ol', { className: 'sheet' }, entries.map((s) => {
    const shown = s.result === 'bye' || s.result === 'playing' ? resultMark(s.result) : pointsText(s.points);
    const mark = [
      el('span', { 'aria-hidden': 'true' }, shown), s.fire ? flame() : null,
      el('span', { className: 'visually-hidden' }, sheetWords(s)),
    ];
    const words = sheetWords(s);
    const inner = s.duel
      ? el('a', { href: duelHref(s.duel), title: t('online-sheet-see-duel', { result: words }) }, mark)
      : el('span', { title: words }, mark);
    return el('li', { className: `sheet-mark sheet-${s.result}${s.fire ? ' sheet-fire' : ''}`, dataset: { result: s.result } }, inner);
  }));
}

/** The key to the table's signs.
 * @param {Full} tournament */
export function standingsKey(tournament) {
  // Two sentences of their own: how results count, and what performance is.
  const performance = t('online-key-performance');
  if (tournament.format === 'swiss') return [`${t('online-key-swiss')} ${performance}`];
  return [...spliced(t('online-key-arena', { flame: slot('flame') }), { flame: flame() }), ' ', performance];
}

/** The players in, before the start.
 * @param {Full} tournament @param {string | null} me */
export function playersList(tournament, me) {
  const lines = tournament.standings.filter((l) => l.active);
  if (!lines.length) return el('p', { className: 'empty-table' }, t('online-nobody-joined'));
  return el('ul', { className: 'player-items', id: 'player-items' }, lines.map((l) =>
    el('li', { dataset: { player: l.name } }, playerLink(l.name, { bot: l.bot }), isYours(l, me) ? ` ${t('online-you-mark')}` : '',
      l.rating === null || l.rating === undefined ? '' : el('span', { className: 'seat-rating' }, ` (${numberText(l.rating)})`))));
}

/** The first three at the end, with their points, duels and performance.
 * @param {Full} tournament @param {string | null} me */
export function podiumItems(tournament, me) {
  return tournament.standings.slice(0, 3).map((line) =>
    el('li', { className: `podium-place podium-${line.rank}`, dataset: { player: line.name, rank: String(line.rank) } },
      el('span', { className: 'podium-rank' }, ordinal(line.rank)), ' ',
      el('strong', { className: 'podium-name' }, playerLink(line.name, { bot: line.bot })), isYours(line, me) ? ` ${t('online-you-mark')}` : '',
      el('span', { className: 'podium-points' }, ` ${pointsWords(line.points)}`),
      el('span', { className: 'podium-detail' },
        ` · ${t('online-podium-duels', { duels: line.duels, wins: line.wins, draws: line.draws, losses: line.losses })}`,
        line.performance === null || line.performance === undefined
          ? '' : ` · ${t('online-podium-performance', { performance: numberText(line.performance) })}`)));
}
