// The account page's access tokens (account.html, #access-tokens): the
// list with each token's scopes and last use, a form that makes one (its
// secret shown once, with a button to copy it), and revoking. The server
// judges names and scopes; its refusal is shown in the page's language.

import { api } from './api.js';
import { submitForm } from './account-forms.js';
import { say, el, confirmDialog, formatDate } from './layout.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['TokenView']} TokenView */
/** @typedef {import('./api-types').components['schemas']['CreatedToken']} CreatedToken */

/** Shows the account's tokens and wires the form; call once logged in. */
export async function showTokens() {
  wire();
  await refresh();
}

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  const form = $('access-token-form', HTMLFormElement);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const error = $('access-token-error');
    const data = new FormData(form);
    const scopes = data.getAll('scopes').map(String);
    if (scopes.length === 0) {
      say(error, t('accounts-token-no-scope'), 'error');
      const first = form.querySelector('input[name="scopes"]');
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    submitForm(form, error, $('account-message'), async () => {
      /** @type {CreatedToken} */
      const made = await api('/api/account/tokens', {
        method: 'POST',
        body: { name: String(data.get('name') ?? ''), scopes },
      });
      form.reset();
      $('access-token-secret').textContent = made.secret;
      say($('access-token-made-text'), t('accounts-token-made', { name: made.name }), 'success');
      $('access-token-made').hidden = false;
      await refresh();
      $('access-token-copy').focus();
    });
  });
  $('access-token-copy').addEventListener('click', async () => {
    const secret = $('access-token-secret').textContent ?? '';
    try {
      await navigator.clipboard.writeText(secret);
      say($('access-token-made-text'), t('accounts-token-copied'), 'success');
    } catch {
      // No clipboard here: the token is selected for the reader to copy.
      const range = document.createRange();
      range.selectNodeContents($('access-token-secret'));
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
  });
}

async function refresh() {
  /** @type {TokenView[]} */
  const tokens = await api('/api/account/tokens');
  $('access-token-none').hidden = tokens.length > 0;
  $('access-token-list').hidden = tokens.length === 0;
  $('access-token-rows').replaceChildren(...tokens.map(row));
}

/** @param {TokenView} token */
function row(token) {
  const revoke = el('button', {
    type: 'button',
    className: 'access-token-revoke',
    'aria-label': t('accounts-token-revoke-label', { name: token.name }),
    onclick: () => revokeToken(token),
  }, t('accounts-token-revoke'));
  return el('tr', { dataset: { token: token.id } },
    el('td', {}, token.name),
    el('td', {}, token.scopes.join(', ')),
    el('td', {}, formatDate(token.created_at)),
    el('td', {}, token.used_at ? formatDate(token.used_at) : t('accounts-token-never-used')),
    el('td', {}, revoke));
}

/** @param {TokenView} token */
async function revokeToken(token) {
  const sure = await confirmDialog(
    t('accounts-token-revoke-question', { name: token.name }),
    t('accounts-token-revoke-confirm'),
    t('accounts-token-revoke-keep'),
  );
  if (!sure) return;
  try {
    await api(`/api/account/tokens/${encodeURIComponent(token.id)}`, { method: 'DELETE' });
    $('access-token-made').hidden = true;
    await refresh();
    say($('account-message'), t('accounts-token-revoked', { name: token.name }), 'success');
  } catch (err) {
    say($('account-message'), err instanceof Error ? err.message : String(err), 'error');
  }
}
