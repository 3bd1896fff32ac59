// One duel (duel.html?id=…): the challenge while it is open, then the two
// boards, the clocks and the result; against the computer too (its level in
// `view.computer`: no claims, "Play again" for a new duel at once). This
// module ties the page's parts together: its state (duel-state.js), the
// socket (duel-live.js), the boards (duel-board.js), the row being entered
// (duel-editor.js), the clocks (duel-clocks.js), the replay
// (duel-replay-box.js) and the words (duel-said.js). Everything drawn comes
// from the server (GET /api/duels/{id}, and its WebSocket for what changes):
// the page holds no rule of the game, computes no feedback and decides no
// result. A reload draws the duel again exactly as the server has it.

import { api, ApiError, loadPresets } from './api.js';
import { byId } from './dom.js';
import { initLayout, loadAccount, herePath, el, say, confirmDialog } from './layout.js';
import { paletteOf, codeElement } from './pegs.js';
import { shareBox, duelHref } from './share.js';
import { tournamentHref } from './tournament-words.js';
import { tournamentDuels } from './store.js';
import { drawBoards } from './duel-board.js';
import { playerLink } from './players.js';
import {
  otherSide, termsText, gameTitle, setupText, resultWords, timeControlText, sameName, slot, spliced, whomKind,
} from './duel-words.js';
import { t } from './words.js';
import { page, $, shown, fetchView, namesOf, sidesOf, isComputer, fail } from './duel-state.js';
import { connect, refetch, schedulePlayPoll } from './duel-live.js';
import { drawClocks, stopClock } from './duel-clocks.js';
import { wireReplay, startReplay, replaying, replayDuel, markReplayTurn } from './duel-replay-box.js';
import { offerCoach } from './duel-coach.js';
import { announce, statusText, emptyRowText } from './duel-said.js';
import { drawRematch, wireRematch } from './duel-rematch.js';
import { markYourMove, tellsOwnMove } from './your-move.js';
import {
  drawPalette, syncEditor, updatePalette, focusSelected, place, onHoleKey, submit, warnIncomplete, warn, act, saveDraft,
} from './duel-editor.js';

/** @typedef {import('./duel-state.js').DuelView} DuelView */
/** @typedef {import('./duel-state.js').Side} Side */

const OPEN_POLL_MS = 3000; // an open challenge: is it accepted yet?

tellsOwnMove();
initLayout();
start().catch((err) => fail(err));

async function start() {
  page.id = new URLSearchParams(location.search).get('id') ?? '';
  if (!page.id) {
    say($('duel-message'), t('online-no-duel'), 'error');
    $('duel-message').append(' ', el('a', { href: 'duels.html' }, t('online-to-lobby')));
    return;
  }
  const [account, presets] = await Promise.all([
    loadAccount().catch(() => null),
    loadPresets().catch(() => []),
  ]);
  page.me = account ? account.name : null;
  page.presets = presets;
  wireControls();
  wireReplay();
  let view;
  try {
    view = await fetchView();
  } catch (err) {
    const status = err instanceof ApiError ? err.status : null;
    if (status === 404) {
      say($('duel-message'), t('online-no-such-duel'), 'error');
      $('duel-message').append(' ', el('a', { href: 'duels.html' }, t('online-to-lobby')));
      return;
    }
    if (status === 401) {
      say($('duel-message'), t('online-duel-log-in'), 'error');
      $('duel-message').append(' ', el('a', { href: `account.html?next=${encodeURIComponent(herePath())}` }, t('online-log-in')));
      return;
    }
    throw err;
  }
  await draw(view);
  connect();
}

/** Draws the duel as the server sent it, unless it is older than, or the same as, what is drawn.
 * @param {DuelView} view */
export async function draw(view) {
  const duel = view.duel;
  // A view older than the one drawn (a slow answer) changes nothing; nor
  // does a challenge still open once its duel is drawn (an accepted
  // challenge never opens again).
  if (page.view && page.view.duel && (!duel || duel.v < page.view.duel.v)) return;
  if (typeof view.now === 'number') page.offset = view.now - Date.now();
  // The same duel again (a poll, an event already drawn): nothing to redraw,
  // so a hole keeps the focus and a half-entered row stays as it is.
  const key = JSON.stringify({ ...view, now: null });
  if (key === page.drawnKey) return;
  page.drawnKey = key;
  const before = page.view;
  page.view = view;
  if (duel) page.v = duel.v;

  const names = namesOf(view);
  const computer = isComputer(view);
  let title;
  if (computer) title = t('online-title-computer', { computer: names.black ?? t('online-the-computer') });
  else if (duel || (names.white && names.black)) title = t('online-title-duel', { white: names.white ?? '?', black: names.black ?? '?' });
  else title = t('online-title-challenge', { challenger: view.challenger ?? t('online-deleted-player') });
  $('duel-title').textContent = title;
  document.title = t('online-page-title', { title });
  markYourMove(Boolean(view.your_move));
  $('duel-terms').textContent = computer
    ? [gameTitle(view, page.presets), setupText(view.setup), timeControlText(view.time_control), t('online-never-rated')].join(' · ')
    : termsText(view, page.presets);
  drawPlayers(names, computer, view.bots ?? []);
  drawTournament(view);

  $('open-section').hidden = view.state !== 'open';
  $('cancelled-section').hidden = view.state !== 'cancelled';
  drawDeclined(view);
  $('play-section').hidden = !duel;
  if (page.openTimer) clearInterval(page.openTimer);
  page.openTimer = null;
  if (view.state === 'open') {
    drawOpen(view);
    page.openTimer = setInterval(refetch, OPEN_POLL_MS);
  }
  if (!duel) {
    stopClock();
    return;
  }
  const setup = duel.rules.setup;
  const paletteKey = JSON.stringify(setup.palette) + setup.colours;
  if (paletteKey !== page.paletteKey) {
    page.palette = await paletteOf(setup);
    page.paletteKey = paletteKey;
    drawPalette();
  }
  syncEditor();
  render();
  announce(before, view);
  schedulePlayPoll();
  if (view.state === 'over') {
    startReplay();
    offerCoach();
  }
}

/** Both players, each name linking to the player's page (the computer has none). */
/** @param {Record<Side, string | null>} names @param {boolean} [computer]
 *  @param {string[]} [bots] the names of bot accounts (marked BOT) */
function drawPlayers(names, computer = false, bots = []) {
  const box = $('duel-players');
  if (!names.white || !names.black) {
    box.hidden = true;
    return;
  }
  const key = `${names.white}\n${names.black}\n${computer}\n${bots.join(' ')}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const black = computer
    ? el('span', { className: 'computer-name' }, names.black)
    : playerLink(names.black, { bot: bots.includes(names.black) });
  // A guest against the computer has no player's page either.
  const white = computer && !page.me
    ? el('span', {}, names.white)
    : playerLink(names.white, { bot: bots.includes(names.white) });
  box.replaceChildren(...spliced(t('online-players', { white: slot('white'), black: slot('black') }), { white, black }));
  box.hidden = false;
}

/** A tournament's duel names its tournament, linked; this tab will not be
 * sent to it again from the tournament's page (store.js).
 * @param {DuelView} view */
function drawTournament(view) {
  const tournament = view.tournament ?? null;
  $('duel-tournament').hidden = !tournament;
  if (!tournament) return;
  byId('duel-tournament-link', HTMLAnchorElement).href = tournamentHref(tournament);
  if (view.duel && view.duel.you) tournamentDuels.add(view.id ?? page.id);
}

/** The challenge while it is open: its terms, Accept, Cancel or Log in, the link to share.
 * @param {DuelView} view */
function drawOpen(view) {
  const mine = sameName(view.challenger, page.me);
  const toYou = view.opponent && sameName(view.opponent, page.me);
  const to = whomKind(view.opponent, toYou, view.link);
  const opponent = view.opponent ?? '';
  $('open-heading').textContent = mine
    ? t('online-open-heading-mine', { to, opponent })
    : t('online-open-heading', { challenger: view.challenger ?? t('online-deleted-player'), to, opponent });
  const terms = termsText(view, page.presets);
  const tc = view.time_control;
  let text;
  if (mine) text = view.opponent ? t('online-open-waiting-for', { opponent, terms }) : t('online-open-waiting', { terms });
  else if (!tc || tc.kind === 'none') text = t('online-open-terms-no-clock', { terms });
  else text = t('online-open-terms', { terms, clock: timeControlText(tc) });
  $('open-text').textContent = text;
  $('accept-button').hidden = !view.can_accept;
  // Addressed to this player by name (a rematch too): theirs to decline.
  $('decline-button').hidden = !(view.can_accept && toYou && !view.link);
  $('cancel-button').hidden = !mine;
  $('open-login').hidden = Boolean(page.me);
  byId('open-login', HTMLAnchorElement).href = `account.html?next=${encodeURIComponent(herePath())}`;
  const share = $('open-share');
  if (mine) {
    if (!share.firstChild) share.replaceChildren(shareBox(view.id ?? page.id, view.link_url));
  } else {
    share.replaceChildren();
  }
}

/** A challenge declined by the player it was addressed to, said once.
 * @param {DuelView} view */
function drawDeclined(view) {
  const declined = view.state === 'declined';
  $('declined-section').hidden = !declined;
  if (!declined) return;
  const said = sameName(view.opponent, page.me)
    ? t('online-challenge-you-declined')
    : t('online-challenge-declined', { player: view.opponent ?? t('online-your-opponent') });
  if ($('declined-text').textContent === said) return;
  $('declined-text').textContent = said;
  $('duel-announcer').textContent = said;
}

/** Draws the boards, the status, the result, the buttons and the clocks of the duel shown.
 * @param {{ focus?: boolean }} [options] */
export function render({ focus = false } = {}) {
  const { view, duel } = shown();
  const { you, me, opp } = sidesOf(view);
  const names = namesOf(view);
  const hadFocus = Boolean(document.activeElement && document.activeElement.matches('.duel-board .hole'));

  const area = $('duel-area');
  area.classList.toggle('phase-codes', duel.phase.phase === 'codes');
  area.classList.toggle('spectating', !you);
  area.classList.toggle('editing', Boolean(page.editing));
  const inPlay = Boolean(you) && view.state === 'playing' && duel.phase.phase !== 'over';
  $('duel-palette-box').hidden = !inPlay;
  $('keyboard-help').hidden = !inPlay;
  if (you) {
    $('own-heading').textContent = t('online-own-heading');
    $('guess-heading').textContent = t('online-guess-heading');
  } else {
    $('own-heading').textContent = t('online-own-heading-watch', { player: names[me] ?? '?' });
    $('guess-heading').textContent = t('online-guess-heading-watch', { player: names[me] ?? '?' });
  }
  $('own-sub').textContent = t('online-own-sub', { opponent: names[opp] ?? '?' });
  $('guess-sub').textContent = t('online-guess-sub', { opponent: names[opp] ?? '?' });

  const replay = replaying();
  drawBoards($('own-board'), $('guess-board'), {
    duel: replay ? replayDuel(duel) : duel, you, me, opp, names, palette: page.palette,
    editing: page.editing,
    on: {
      /** @param {number} i */
      select(i) {
        if (!page.editing) return;
        page.editing.selected = i;
        render({ focus: true });
      },
      key: onHoleKey,
      /** @param {number} i @param {number} digit */
      drop(i, digit) {
        if (!page.editing || !(digit in page.palette)) return;
        page.editing.selected = i;
        place(digit, { focus: true });
      },
      submit: () => submit(),
      incomplete: () => warnIncomplete(),
      /** @param {Side} side @param {number} turn */
      emptyClick: (side, turn) => warn(emptyRowText(side, turn)),
      warn,
      /** @param {'own' | 'guess'} board */
      back: (board) => {
        if (!page.editing || (page.editing.target === 'guess') !== (board === 'guess')) return false;
        focusSelected();
        return true;
      },
    },
  });
  if (replay) markReplayTurn();
  saveDraft();
  updatePalette();
  $('duel-status').textContent = statusText();
  drawResult();
  drawControls();
  drawClocks();
  if (focus || (hadFocus && page.editing)) focusSelected();
}

function drawResult() {
  const { view, duel } = shown();
  const result = duel.result || view.result;
  const box = $('result-box');
  if (!result) {
    box.hidden = true;
    delete box.dataset.outcome;
    return;
  }
  const names = namesOf(view);
  const { you, me, opp } = sidesOf(view);
  const words = resultWords(result, you, /** @type {import('./duel-words.js').Names} */ (names));
  box.hidden = false;
  box.dataset.outcome = words.outcome ?? '';
  $('result-heading').textContent = words.heading;
  $('result-text').textContent = words.text;
  const codes = el('div', { className: 'duel-codes' });
  for (const side of [me, opp]) {
    const code = duel.codes ? duel.codes[side] : null;
    const player = names[side] ?? '?';
    const title = side === you ? t('online-result-code-yours') : t('online-result-code-theirs', { player });
    const label = side === you ? t('online-result-code-yours-label') : t('online-result-code-theirs-label', { player });
    codes.append(el('p', { className: 'duel-code', dataset: { side, code: code ?? '' } },
      el('span', { className: 'duel-code-label' }, `${label} `),
      code ? codeElement(code, page.palette, { label: title }) : el('span', {}, t('online-never-set'))));
  }
  $('result-codes').replaceChildren(codes);
}

function drawControls() {
  const { view, duel } = shown();
  const playing = view.state === 'playing' && duel.phase.phase !== 'over';
  const player = Boolean(duel.you);
  $('resign-button').hidden = !(playing && player);
  byId('resign-button', HTMLButtonElement).disabled = page.busy;
  const claim = playing && player && view.can_claim === true && !isComputer(view);
  $('claim-win-button').hidden = !claim;
  $('claim-draw-button').hidden = !claim;
  const over = !playing;
  const again = isComputer(view) ? t('online-play-again') : t('online-rematch');
  if ($('rematch-button').textContent !== again) $('rematch-button').textContent = again;
  $('rematch-button').title = isComputer(view) ? t('online-play-again-title') : t('online-rematch-title');
  // A tournament's duel leads back to it (the next step once it is over);
  // a rematch would be a duel outside the tournament.
  const tournament = view.tournament ?? null;
  $('rematch-button').hidden = !(over && player && !view.rematch && !tournament);
  drawRematch(view, over && player);
  const back = byId('tournament-link', HTMLAnchorElement);
  back.hidden = !tournament;
  back.classList.toggle('button-primary', Boolean(tournament) && over);
  if (tournament) back.href = tournamentHref(tournament);
}

function wireControls() {
  /** @param {string} path @param {unknown} [body] */
  const post = (path, body) => api(`/api/duels/${encodeURIComponent(page.id)}/${path}`, { method: 'POST', body });
  $('accept-button').addEventListener('click', () => act(() => post('accept')));
  $('decline-button').addEventListener('click', () => act(() => post('decline')));
  $('cancel-button').addEventListener('click', async () => {
    const question = t('online-cancel-challenge-question');
    if (!(await confirmDialog(question, t('online-cancel-challenge'), t('online-keep-it')))) return;
    try {
      await api(`/api/duels/${encodeURIComponent(page.id)}`, { method: 'DELETE' });
      location.assign('duels.html');
    } catch (err) {
      say($('duel-message'), err instanceof Error ? err.message : String(err), 'error');
      refetch();
    }
  });
  $('resign-button').addEventListener('click', async () => {
    const opponent = (page.view && page.view.duel && page.view.duel.you
      ? namesOf(page.view)[otherSide(page.view.duel.you)] : null) ?? t('online-your-opponent');
    if (!(await confirmDialog(t('online-resign-question', { opponent }), t('online-resign'), t('online-keep-playing')))) return;
    await act(() => post('resign'));
  });
  $('claim-win-button').addEventListener('click', () => act(() => post('claim', { claim: 'win' })));
  $('claim-draw-button').addEventListener('click', () => act(() => post('claim', { claim: 'draw' })));
  wireRematch({ draw: drawControls, warn, refetch });
  $('rematch-button').addEventListener('click', async () => {
    const button = byId('rematch-button', HTMLButtonElement);
    button.disabled = true;
    try {
      const { id } = /** @type {{ id: string }} */ (await post('rematch'));
      location.assign(duelHref(id));
    } catch (err) {
      button.disabled = false;
      warn(err instanceof Error ? err.message : String(err));
      refetch();
    }
  });
}
