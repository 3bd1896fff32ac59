// axe-core at WCAG 2.2 A and AA over every page, in light and dark, on a
// desktop and a phone, in the states the other tests reach: a game in play,
// won (the high-score dialog open, then the review), lost, quit; the
// codebreaker before and while it plays; a series at its hand-over, its code
// being set and in play; the lobby, an open challenge, a duel against the
// computer with its code being set, in play, after a reveal and over (with
// its replay); the players' pages and the account, signed out and in (notifications on this device turned on); a
// challenge by link just made, and its page for its maker, for a visitor not
// logged in (the forms), once taken, and at an address naming no challenge;
// a challenge by name to the player (Accept, Decline) and once declined;
// a daily code given up, with the day's statistics and the countdown;
// another player's page to follow them, the lobby's lists of who is online
// with a challenge begun from one, and the account hiding being online; the
// tournaments' list (signed out, signed in, its form refused), a tournament
// before its start (its maker's, joined, and a visitor's), running with its
// standings, a duel of it in play and over, and over with its podium (a
// player's and a visitor's). Every
// violation is listed by page and rule; there must be none. Text on the board
// whose contrast axe cannot measure counts as a violation. Each state is
// reached once and audited in both themes (the browser's colour scheme
// switched in place). This file audits the desktop, the other the phone (each
// file stays within the runner's time limit per file); the failing elements
// by rule go to test-results/axe-THEME-DEVICE*.json.

import { test } from 'node:test';
import { auditAll } from '../lib/axe.js';

// The phone reads the pages in Danish (the browser asks for da-DK): every
// name and label from the Danish catalogue, <html lang="da">, and the longer
// Danish words laid out on the narrowest screen. The English words are read
// on the desktop.
test('axe, WCAG 2.2 AA: phone, in Danish, light and dark', () => auditAll('phone', { locale: 'da-DK' }));
