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
import { plural } from './pegs.js';
import { pointsText, pointsWords, sheetWords, RESULT_MARKS } from './tournament-words.js';

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
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A rating's or a performance's number, or a dash.
 * @param {number | null | undefined} n */
function numberText(n) {
  return n === null || n === undefined ? '—' : String(Math.round(n));
}

/** The table of standings.
 * @param {Full} t @param {string | null} me */
export function standingsTable(t, me) {
  const swiss = t.format === 'swiss';
  const table = el('table', { className: 'standings-table', id: 'standings-table' },
    el('caption', {}, `Standings of ${t.name}: ${plural(t.standings.length, 'player')}, the leader first`),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', className: 'number' }, el('abbr', { title: 'Rank' }, '#')),
      el('th', { scope: 'col' }, 'Player'),
      el('th', { scope: 'col', className: 'number' }, 'Points'),
      el('th', { scope: 'col' }, 'Results'),
      el('th', { scope: 'col', className: 'number' }, 'Duels'),
      swiss ? el('th', { scope: 'col', className: 'number' }, el('abbr', { title: 'Buchholz: the sum of the opponents\' points' }, 'Buchholz')) : null,
      el('th', { scope: 'col', className: 'number' }, 'Performance'))),
    el('tbody', {}, t.standings.map((line) => row(line, me, swiss))));
  return table;
}

/** @param {Standing} line @param {string | null} me @param {boolean} swiss */
function row(line, me, swiss) {
  const yours = isYours(line, me);
  const notes = [];
  if (yours) notes.push(el('span', { className: 'standing-you' }, ' (you)'));
  if (line.fire) {
    notes.push(el('span', { className: 'standing-fire', title: 'On fire: the next result counts double' },
      ' ', flame(), ' on fire', el('span', { className: 'visually-hidden' }, ': the next result counts double')));
  }
  if (line.paused) notes.push(el('span', { className: 'standing-note' }, ' (paused)'));
  else if (!line.active) notes.push(el('span', { className: 'standing-note' }, ' (left)'));
  return el('tr', { className: yours ? 'standing-you-row' : '', dataset: { player: line.name, rank: String(line.rank), points: String(line.points) } },
    el('td', { className: 'number standing-rank' }, String(line.rank)),
    el('th', { scope: 'row', className: 'standing-name' }, playerLink(line.name), notes),
    el('td', { className: 'number standing-points' }, el('span', { 'aria-hidden': 'true' }, pointsText(line.points)),
      el('span', { className: 'visually-hidden' }, pointsWords(line.points))),
    el('td', { className: 'standing-sheet' }, sheet(line.sheet)),
    el('td', { className: 'number standing-duels', title: `${plural(line.wins, 'win')}, ${plural(line.draws, 'draw')}, ${plural(line.losses, 'loss', 'losses')}` },
      String(line.duels)),
    swiss ? el('td', { className: 'number standing-tiebreak' }, line.tiebreak === null || line.tiebreak === undefined ? '—' : pointsText(line.tiebreak)) : null,
    el('td', { className: 'number standing-performance' }, numberText(line.performance)));
}

/** A player's results in order: each its points (a bye B, a duel in play
 * …), doubled ones with a flame, each a link to its duel with its words.
 * @param {Sheet[]} entries */
function sheet(entries) {
  if (!entries.length) return el('span', { className: 'standing-sheet-empty' }, '—');
  return el('ol', { className: 'sheet' }, entries.map((s) => {
    const shown = s.result === 'bye' ? 'B' : s.result === 'playing' ? RESULT_MARKS.playing.mark : pointsText(s.points);
    const mark = [
      el('span', { 'aria-hidden': 'true' }, shown), s.fire ? flame() : null,
      el('span', { className: 'visually-hidden' }, sheetWords(s)),
    ];
    const words = sheetWords(s);
    const inner = s.duel
      ? el('a', { href: duelHref(s.duel), title: `${words}: see the duel` }, mark)
      : el('span', { title: words }, mark);
    return el('li', { className: `sheet-mark sheet-${s.result}${s.fire ? ' sheet-fire' : ''}`, dataset: { result: s.result } }, inner);
  }));
}

/** The key to the table's signs.
 * @param {Full} t */
export function standingsKey(t) {
  const performance = 'Performance: the average rating of the opponents, 500 more for a win and 500 less for a loss.';
  if (t.format === 'swiss') {
    return [`Results: each duel's points in order, B a bye, … a duel in play. A win is 1 point, a draw ½, a bye 1. Ties are broken by Buchholz, the sum of the opponents' points. ${performance}`];
  }
  return ['Results: each duel\'s points in order, … a duel in play; a flame (', flame(), ') marks a result scored on fire. A win is 2 points, a draw 1. After two wins in a row a player is on fire: each result counts double until one is not a win. ', performance];
}

/** The players in, before the start.
 * @param {Full} t @param {string | null} me */
export function playersList(t, me) {
  const lines = t.standings.filter((l) => l.active);
  if (!lines.length) return el('p', { className: 'empty-table' }, 'Nobody has joined yet.');
  return el('ul', { className: 'player-items', id: 'player-items' }, lines.map((l) =>
    el('li', { dataset: { player: l.name } }, playerLink(l.name), isYours(l, me) ? ' (you)' : '',
      l.rating === null || l.rating === undefined ? '' : el('span', { className: 'seat-rating' }, ` (${Math.round(l.rating)})`))));
}

/** The first three at the end, with their points, duels and performance.
 * @param {Full} t @param {string | null} me */
export function podiumItems(t, me) {
  return t.standings.slice(0, 3).map((line) =>
    el('li', { className: `podium-place podium-${line.rank}`, dataset: { player: line.name, rank: String(line.rank) } },
      el('span', { className: 'podium-rank' }, ordinal(line.rank)), ' ',
      el('strong', { className: 'podium-name' }, playerLink(line.name)), isYours(line, me) ? ' (you)' : '',
      el('span', { className: 'podium-points' }, ` ${pointsWords(line.points)}`),
      el('span', { className: 'podium-detail' },
        ` · ${plural(line.duels, 'duel')} (${plural(line.wins, 'win')}, ${plural(line.draws, 'draw')}, ${plural(line.losses, 'loss', 'losses')})`,
        line.performance === null || line.performance === undefined ? '' : ` · performance ${Math.round(line.performance)}`)));
}
