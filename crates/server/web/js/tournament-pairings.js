// A tournament's pairings as the server sends them, the latest first: who
// plays whom (white and black), how it ended, a bye, and a link to each
// duel, to watch it live or see its board.

import { el } from './layout.js';
import { playerLink } from './players.js';
import { duelHref } from './share.js';
import { sameName, slot, spliced } from './duel-words.js';
import { t } from './words.js';

/** @typedef {import('./tournament-words.js').Full} Full */
/** @typedef {import('./tournament-words.js').Pairing} Pairing */

/** The pairings shown at most. */
const SHOWN = 40;

/** @param {Full} tournament @param {string | null} me */
export function pairingsList(tournament, me) {
  if (!tournament.pairings.length) return el('p', { className: 'empty-table' }, t('online-no-pairing'));
  return el('ul', { className: 'duel-items pairing-items', id: 'pairing-items' },
    tournament.pairings.slice(0, SHOWN).map((p) => item(p, tournament.format === 'swiss', me, botsOf(tournament))));
}

/** The names of the bot accounts among the players (marked BOT).
 * @param {Full} tournament */
function botsOf(tournament) {
  return new Set(tournament.standings.filter((l) => l.bot).map((l) => l.name));
}

/** @param {Pairing} p @param {boolean} swiss @param {string | null} me @param {Set<string>} bots */
function item(p, swiss, me, bots) {
  const round = swiss && p.round ? p.round : 0;
  const yours = sameName(p.white, me) || sameName(p.black, me);
  const className = ['duel-item', 'pairing', `pairing-${p.state}`, ...(yours ? ['mine'] : [])].join(' ');
  const dataset = { duel: p.duel ?? '', state: p.state, white: p.white ?? '', black: p.black ?? '' };
  if (p.state === 'bye' || !p.black) {
    const bye = round
      ? t('online-pairing-bye-round', { round, player: slot('player') })
      : t('online-pairing-bye', { player: slot('player') });
    return el('li', { className, dataset },
      el('p', { className: 'duel-item-heading' }, ...spliced(bye, { player: playerLink(p.white) })));
  }
  const pairing = round
    ? t('online-pairing-round', { round, white: slot('white'), black: slot('black') })
    : t('online-pairing', { white: slot('white'), black: slot('black') });
  // Each side's colour noted after its name, in the note's own style.
  const side = (/** @type {string} */ note) => el('span', { className: 'duel-side-note' }, ` ${note}`);
  const heading = el('p', { className: 'duel-item-heading' }, ...spliced(pairing, {
    white: [playerLink(p.white, { bot: bots.has(p.white ?? '') }), side(t('online-side-white'))],
    black: [playerLink(p.black, { bot: bots.has(p.black ?? '') }), side(t('online-side-black'))],
  }));
  /** @type {string} */
  let outcome;
  if (p.state === 'playing') outcome = t('online-pairing-playing');
  else if (p.winner === 'draw') outcome = t('online-result-draw');
  else if (p.winner === 'white') outcome = t('online-result-winner', { winner: p.white ?? '?' });
  else if (p.winner === 'black') outcome = t('online-result-winner', { winner: p.black ?? '?' });
  else outcome = t('online-pairing-over');
  const link = p.duel
    ? el('a', { className: p.state === 'playing' ? 'button watch-duel' : 'see-duel', href: duelHref(p.duel) },
      p.state === 'playing'
        ? (yours ? t('online-go-to-your-duel') : t('online-watch-pairing', { white: p.white ?? '?', black: p.black ?? '?' }))
        : t('online-see-board'))
    : null;
  return el('li', { className, dataset },
    heading,
    el('p', { className: 'pairing-outcome' }, el('strong', {}, outcome), link ? [' · ', link] : null));
}
