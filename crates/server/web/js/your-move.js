// Your move, told when the tab is elsewhere: while a move is owed the
// tab's title reads "(1) Your move — …", and when it becomes the player's
// move a short sound plays (if they turned the sound on). The page says
// whether a move is owed (the server's word: a duel's `your_move`, a
// tournament's duel to play, a series' turn); this module only tells it.
// Every other page of a player logged in tells the duels owed a move
// anywhere ("(2) Your move — …"), as the header's bell hears them.

import { turnSound } from './sound.js';
import { t } from './words.js';

/** The title as the page last set it, without the mark. */
let plain = '';
/** Whether a move was owed when last asked, and which; undefined before. */
/** @type {boolean | undefined} */
let owed;
let owedKey = '';

/** Whether the page tells its own move (a duel's, a series', a
 *  tournament's page): then the moves owed elsewhere are not its title's. */
let ownMove = false;
/** The duels owed a move when the bell last said; undefined before. */
/** @type {number | undefined} */
let owedElsewhere;

/** Says that this page tells its own move: call at the module's top. */
export function tellsOwnMove() {
  ownMove = true;
}

/** On a page that does not tell its own move: marks the title with the
 *  duels owed a move anywhere, and sounds when there are more than there
 *  were (not at the page's first count: opening a page is no news).
 * @param {number} count */
export function markMovesOwed(count) {
  if (ownMove) return;
  if (document.title !== marked(plain, owedElsewhere ?? 0)) plain = document.title;
  if (owedElsewhere !== undefined && count > owedElsewhere) turnSound();
  owedElsewhere = count;
  const title = count > 0 ? marked(plain, count) : plain;
  if (document.title !== title) document.title = title;
}

/** Marks the title while `mine` (a move is owed), and sounds when it
 *  becomes owed: after none was, or, with `key`, when the move owed is
 *  another (a series handed over from one player to the other). Not at
 *  the page's first call: opening a page is no news. Call it after every
 *  change of the page's own title.
 * @param {boolean} mine @param {string} [key] */
export function markYourMove(mine, key = '') {
  if (document.title !== marked(plain)) plain = document.title;
  if (mine && owed !== undefined && (!owed || key !== owedKey)) turnSound();
  owed = mine;
  owedKey = key;
  const title = mine ? marked(plain) : plain;
  if (document.title !== title) document.title = title;
}

/** @param {string} title @param {number} [count] */
function marked(title, count = 1) {
  return t('play-your-move-title', { title, count });
}
