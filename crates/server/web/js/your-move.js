// Your move, told when the tab is elsewhere: while a move is owed the
// tab's title reads "(1) Your move — …", and when it becomes the player's
// move a short sound plays (if they turned the sound on). The page says
// whether a move is owed (the server's word: a duel's `your_move`, a
// tournament's duel to play, a series' turn); this module only tells it.

import { turnSound } from './sound.js';
import { t } from './words.js';

/** The title as the page last set it, without the mark. */
let plain = '';
/** Whether a move was owed when last asked, and which; undefined before. */
/** @type {boolean | undefined} */
let owed;
let owedKey = '';

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

/** @param {string} title */
function marked(title) {
  return t('play-your-move-title', { title });
}
