// A challenge's link page (challenge.html?id=…): the terms and the
// challenger, and for a visitor the way to accept: the Accept button when
// logged in, else the sign-up and log-in forms right here, after which the
// page goes on without leaving. A single-use link is taken by the first
// logged-in player who opens it (the server decides who was first); they may
// accept or decline it. Accepting leads to the duel.

import { api, ApiError, loadPresets } from './api.js';
import { initLayout, loadAccount, forgetAccount, fillAccountLinks, say } from './layout.js';
import { wireAccountForms } from './account-forms.js';
import { shareBox, duelHref } from './share.js';
import { ratedPlayer, isBot } from './players.js';
import { termsText, sameName, slot, spliced } from './duel-words.js';
import { t } from './words.js';
import { byId as $ } from './dom.js';

/** @typedef {import('./duel-state.js').DuelView} DuelFull */
/** @typedef {import('./api-types').components['schemas']['PresetView']} Preset */
/** @typedef {import('./layout.js').Account} Account */

/** @type {{ id: string, me: string | null, presets: Preset[] }} */
const page = { id: new URLSearchParams(location.search).get('id') ?? '', me: null, presets: [] };
const path = `/api/duels/${encodeURIComponent(page.id)}`;

initLayout();
start().catch(fail);

async function start() {
  if (!page.id) {
    closed(t('online-no-challenge-here'), t('online-no-challenge-here-text'));
    return;
  }
  wireAccountForms(loggedIn, $('challenge-message'));
  $('accept-button').addEventListener('click', accept);
  $('decline-button').addEventListener('click', decline);
  const [account, presets] = await Promise.all([loadAccount(), loadPresets().catch(() => [])]);
  page.presets = presets;
  await show(account);
}

/** After a sign-up or a login on this page: the header follows, and the
 * challenge is shown again for the player now logged in. */
async function loggedIn() {
  forgetAccount();
  await fillAccountLinks();
  const account = await loadAccount();
  await show(account);
  if (account && !$('challenge-answer').hidden) {
    say($('challenge-status'), t('online-logged-in-as', { player: account.name }));
    $('accept-button').focus();
  }
}

/** Reads the challenge (taking a single-use link for a player logged in)
 * and draws it.
 * @param {Account | null} account */
async function show(account) {
  page.me = account ? account.name : null;
  /** @type {DuelFull} */
  let view;
  try {
    view = await api(path);
    const other = !sameName(view.challenger, page.me);
    if (account && other && view.state === 'open' && view.link === 'single-use') {
      view = await api(`${path}/take`, { method: 'POST' });
    }
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      closed(t('online-link-taken'), t('online-link-taken-text', { reason: sentence(err.message) }));
    } else if (err instanceof ApiError && err.status === 404) {
      closed(t('online-no-such-challenge'), t('online-no-such-challenge-text'));
    } else {
      fail(err);
    }
    return;
  }
  draw(view);
}

/** @param {DuelFull} view */
function draw(view) {
  if (view.state === 'playing' || view.state === 'over') {
    if (view.you) {
      location.assign(duelHref(view.id));
      return;
    }
    closed(t('online-challenge-accepted'), t('online-challenge-accepted-text'), duelHref(view.id), t('online-watch-duel'));
    return;
  }
  if (view.state === 'cancelled') {
    closed(t('online-challenge-withdrawn'), t('online-challenge-withdrawn-text'));
    return;
  }
  const mine = sameName(view.challenger, page.me);
  $('challenge-title').textContent = mine
    ? t('online-challenge-title-mine')
    : view.challenger ? t('online-challenge-title', { challenger: view.challenger }) : t('online-challenge-title-someone');
  $('challenge-from').replaceChildren(...spliced(t('online-challenge-from', { challenger: slot('challenger') }), {
    challenger: ratedPlayer(view.challenger, view.challenger_rating, isBot(view, view.challenger)),
  }));
  $('challenge-text').textContent = t('online-challenge-terms', { terms: termsText(view, page.presets) });
  $('challenge-kind').textContent = view.link === 'single-use'
    ? t('online-challenge-single-use')
    : t('online-challenge-open-link');
  $('challenge-terms').hidden = false;
  $('challenge-closed').hidden = true;
  $('challenge-guest').hidden = Boolean(page.me);
  $('challenge-answer').hidden = !page.me;
  if (!page.me) return;
  $('accept-button').hidden = !view.can_accept;
  $('decline-button').hidden = !(view.can_accept && view.link === 'single-use');
  $('wait-link').hidden = !mine;
  $('wait-link').setAttribute('href', duelHref(view.id));
  $('answer-text').textContent = mine
    ? t('online-answer-mine')
    : view.link === 'single-use'
      ? t('online-answer-single-use')
      : t('online-answer-open');
  $('challenge-share').replaceChildren(...(mine ? [shareBox(view.id, view.link_url)] : []));
}

async function accept() {
  const button = $('accept-button', HTMLButtonElement);
  if (button.disabled) return;
  button.disabled = true;
  say($('answer-error'), '');
  try {
    await api(`${path}/accept`, { method: 'POST' });
    location.assign(duelHref(page.id));
  } catch (err) {
    button.disabled = false;
    say($('answer-error'), err instanceof Error ? err.message : String(err), 'error');
  }
}

async function decline() {
  const button = $('decline-button', HTMLButtonElement);
  if (button.disabled) return;
  button.disabled = true;
  try {
    await api(`${path}/decline`, { method: 'POST' });
    closed(t('online-declined'), t('online-declined-text'));
  } catch (err) {
    say($('answer-error'), err instanceof Error ? err.message : String(err), 'error');
  } finally {
    button.disabled = false;
  }
}

/** Shows why the challenge cannot be accepted here.
 * @param {string} heading
 * @param {string} text
 * @param {string} [href] where to go instead (the lobby by default)
 * @param {string} [linkText] */
function closed(heading, text, href = 'duels.html', linkText = t('online-find-another')) {
  for (const id of ['challenge-terms', 'challenge-answer', 'challenge-guest']) $(id).hidden = true;
  $('challenge-title').textContent = heading;
  $('closed-heading').textContent = heading;
  $('closed-text').textContent = text;
  $('closed-link').setAttribute('href', href);
  $('closed-link').textContent = linkText;
  $('challenge-closed').hidden = false;
}

/** The server's message as a sentence: "Taken by … ." from "taken by …".
 * @param {string} text */
function sentence(text) {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** @param {unknown} err */
function fail(err) {
  console.error(err);
  say($('challenge-message'), (err instanceof Error && err.message) || String(err), 'error');
}
