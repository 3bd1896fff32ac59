// A tournament's pairings as the server sends them, the latest first: who
// plays whom (white and black), how it ended, a bye, and a link to each
// duel, to watch it live or see its board.

import { el } from './layout.js';
import { playerLink } from './players.js';
import { duelHref } from './share.js';
import { sameName } from './duel-words.js';

/** @typedef {import('./tournament-words.js').Full} Full */
/** @typedef {import('./tournament-words.js').Pairing} Pairing */

/** The pairings shown at most. */
const SHOWN = 40;

/** @param {Full} t @param {string | null} me */
export function pairingsList(t, me) {
  if (!t.pairings.length) return el('p', { className: 'empty-table' }, 'No duel yet.');
  return el('ul', { className: 'duel-items pairing-items', id: 'pairing-items' },
    t.pairings.slice(0, SHOWN).map((p) => item(p, t.format === 'swiss', me)));
}

/** @param {Pairing} p @param {boolean} swiss @param {string | null} me */
function item(p, swiss, me) {
  const round = swiss && p.round ? `Round ${p.round}: ` : '';
  const yours = sameName(p.white, me) || sameName(p.black, me);
  const className = `duel-item pairing pairing-${p.state}` + (yours ? ' mine' : '');
  const dataset = { duel: p.duel ?? '', state: p.state, white: p.white ?? '', black: p.black ?? '' };
  if (p.state === 'bye' || !p.black) {
    return el('li', { className, dataset },
      el('p', { className: 'duel-item-heading' }, round, playerLink(p.white), ' has a bye (a point, as for a win)'));
  }
  const heading = el('p', { className: 'duel-item-heading' }, round,
    playerLink(p.white), el('span', { className: 'duel-side-note' }, ' (white)'), ' v ',
    playerLink(p.black), el('span', { className: 'duel-side-note' }, ' (black)'));
  /** @type {string} */
  let outcome;
  if (p.state === 'playing') outcome = 'In play';
  else if (p.winner === 'draw') outcome = 'Draw';
  else if (p.winner === 'white') outcome = `${p.white} won`;
  else if (p.winner === 'black') outcome = `${p.black} won`;
  else outcome = 'Over';
  const link = p.duel
    ? el('a', { className: p.state === 'playing' ? 'button watch-duel' : 'see-duel', href: duelHref(p.duel) },
      p.state === 'playing' ? (yours ? 'Go to your duel' : `Watch ${p.white} v ${p.black}`) : 'See the board')
    : null;
  return el('li', { className, dataset },
    heading,
    el('p', { className: 'pairing-outcome' }, el('strong', {}, outcome), link ? [' · ', link] : null));
}
