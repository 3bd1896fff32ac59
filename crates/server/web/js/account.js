// The account page (account.html): sign up and log in when nobody is logged
// in; log out, hide being online, an email address (account-email.js),
// take a vacation (account-vacation.js),
// make and revoke access tokens (account-tokens.js), change the password or delete the account when
// someone is.
// The server judges names and passwords; its refusal is shown in the page's
// language (api.js). After logging in the page goes on to `?next=` (a page of this site)
// or to the lobby.

import { api } from './api.js';
import { wireAccountForms, submitForm } from './account-forms.js';
import { showTokens } from './account-tokens.js';
import { showPush, forgetPushHere } from './account-push.js';
import { showVacation } from './account-vacation.js';
import { showBot } from './account-bot.js';
import { showEmail, sayMailLink } from './account-email.js';
import { initLayout, loadAccount, forgetAccount, fillAccountLinks, say, confirmDialog } from './layout.js';
import { byId as $ } from './dom.js';
import { t, date } from './words.js';

/** @typedef {import('./layout.js').Account} Account */

initLayout();
start().catch((err) => say($('account-message'), (err instanceof Error && err.message) || String(err), 'error'));

/**
 * Where to go after logging in: `?next=` when it is a relative address on
 * this site (never another site, never `//host` or `javascript:`), else
 * the lobby.
 * @param {string} [search]
 */
function nextPage(search = location.search) {
  const next = new URLSearchParams(search).get('next');
  if (!next) return 'duels.html';
  if (!/^[A-Za-z0-9._~\-/?=&%#+]*$/.test(next)) return 'duels.html';
  if (next.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(next)) return 'duels.html';
  let url;
  try {
    url = new URL(next, location.href);
  } catch {
    return 'duels.html';
  }
  if (url.origin !== location.origin) return 'duels.html';
  if (/(^|\/)account\.html$/.test(url.pathname)) return 'duels.html';
  return url.pathname + url.search + url.hash;
}

async function start() {
  wireForms();
  const account = await loadAccount();
  show(account);
  sayMailLink();
}

/** @param {Account | null} account */
function show(account) {
  $('signed-out').hidden = Boolean(account);
  $('signed-in').hidden = !account;
  if (account) {
    const { name } = account;
    $('account-title').textContent = t('accounts-title', { name });
    document.title = t('accounts-document-title', { name });
    const since = account.created_at ? new Date(account.created_at) : null;
    $('account-summary').textContent = since && !Number.isNaN(since.getTime())
      ? t('accounts-logged-in-since', { name, since: date(since, { year: 'numeric', month: 'long', day: 'numeric' }) })
      : t('accounts-logged-in', { name });
    $('hide-online', HTMLInputElement).checked = account.hide_online;
    $('tell-online', HTMLInputElement).checked = account.tell_friends_online ?? false;
    showTokens().catch((err) => say($('account-message'), err instanceof Error ? err.message : String(err), 'error'));
    showPush().catch((err) => say($('push-status'), err instanceof Error ? err.message : String(err), 'error'));
    showBot(account);
    showVacation().catch((err) => say($('account-message'), err instanceof Error ? err.message : String(err), 'error'));
    showEmail().catch((err) => say($('account-message'), err instanceof Error ? err.message : String(err), 'error'));
    const next = new URLSearchParams(location.search).get('next') ? nextPage() : null;
    const nextBox = $('account-next');
    nextBox.hidden = !next || next.endsWith('/duels.html');
    if (next) {
      // The link stands where the message has it.
      const [before, after = ''] = t('accounts-go-back', { link: LINK }).split(LINK);
      nextBox.replaceChildren(before, linkTo(next), after);
    }
  } else {
    $('account-title').textContent = t('accounts-signed-out-title');
    document.title = t('accounts-signed-out-document-title');
    const mode = new URLSearchParams(location.search).get('mode');
    const first = mode === 'signup' ? $('signup-name') : $('login-name');
    if (!document.activeElement || document.activeElement === document.body) first.focus();
  }
}

// Where a link goes in a message, before the link is put there.
const LINK = '\u0001';

/** @param {string} path */
function linkTo(path) {
  const a = document.createElement('a');
  a.href = path;
  a.textContent = t('accounts-go-back-link');
  return a;
}

function wireForms() {
  wireAccountForms(() => location.assign(nextPage()), $('account-message'));
  $('logout-button').addEventListener('click', async () => {
    const button = $('logout-button', HTMLButtonElement);
    button.disabled = true;
    try {
      await forgetPushHere();
      await api('/api/session', { method: 'DELETE' });
      await afterLogout(t('accounts-logged-out'));
    } catch (err) {
      say($('account-message'), err instanceof Error ? err.message : String(err), 'error');
    } finally {
      button.disabled = false;
    }
  });
  $('hide-online').addEventListener('change', async () => {
    const box = $('hide-online', HTMLInputElement);
    const status = $('hide-online-status');
    box.disabled = true;
    try {
      /** @type {Account} */
      const account = await api('/api/account', { method: 'PATCH', body: { hide_online: box.checked } });
      box.checked = account.hide_online;
      say(status, account.hide_online ? t('accounts-hidden-online') : t('accounts-shown-online'), 'success');
    } catch (err) {
      box.checked = !box.checked;
      say(status, err instanceof Error ? err.message : String(err), 'error');
    } finally {
      box.disabled = false;
    }
  });
  $('tell-online').addEventListener('change', async () => {
    const box = $('tell-online', HTMLInputElement);
    const status = $('hide-online-status');
    box.disabled = true;
    try {
      /** @type {Account} */
      const account = await api('/api/account', { method: 'PATCH', body: { tell_friends_online: box.checked } });
      box.checked = account.tell_friends_online ?? false;
      say(status, box.checked ? t('accounts-told-online') : t('accounts-not-told-online'), 'success');
    } catch (err) {
      box.checked = !box.checked;
      say(status, err instanceof Error ? err.message : String(err), 'error');
    } finally {
      box.disabled = false;
    }
  });
  $('password-form').addEventListener('submit', (event) => {
    event.preventDefault();
    submitForm($('password-form', HTMLFormElement), $('password-error'), $('account-message'), async (data) => {
      await api('/api/account/password', {
        method: 'POST',
        body: { current: data.get('current'), password: data.get('password') },
      });
      $('password-form', HTMLFormElement).reset();
      say($('account-message'), t('accounts-password-changed'), 'success');
    });
  });
  $('delete-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = $('delete-form', HTMLFormElement);
    const error = $('delete-error');
    if (!form.reportValidity()) return;
    confirmDialog(t('accounts-delete-question'), t('accounts-delete-confirm'), t('accounts-delete-keep')).then((sure) => {
      if (!sure) return;
      submitForm(form, error, $('account-message'), async (data) => {
        await api('/api/account', { method: 'DELETE', body: { password: data.get('password') } });
        form.reset();
        await afterLogout(t('accounts-deleted'));
      });
    });
  });
}

/** @param {string} message */
async function afterLogout(message) {
  forgetAccount();
  await fillAccountLinks();
  show(null);
  say($('account-message'), message, 'success');
}
