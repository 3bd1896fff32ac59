// The log-in and sign-up forms (parts.html's account_forms), wired once for
// every page that shows them: the account page, and a challenge's link page,
// where a visitor signs up or logs in and accepts without leaving it. The
// server judges names and passwords; its refusal is shown in the page's
// language (api.js).

import { api, ApiError } from './api.js';
import { say } from './layout.js';
import { byId as $, one, all } from './dom.js';

/** Wires the two forms and the "show the passwords" switch.
 * @param {() => void | Promise<void>} done what follows a login or a sign-up
 * @param {HTMLElement} message the page's message, cleared at each try */
export function wireAccountForms(done, message) {
  $('login-form').addEventListener('submit', (event) => {
    event.preventDefault();
    submitForm($('login-form', HTMLFormElement), $('login-error'), message, async (data) => {
      await api('/api/session', { method: 'POST', body: { name: text(data, 'name').trim(), password: data.get('password') } });
      await done();
    });
  });
  $('signup-form').addEventListener('submit', (event) => {
    event.preventDefault();
    submitForm($('signup-form', HTMLFormElement), $('signup-error'), message, async (data) => {
      await api('/api/accounts', { method: 'POST', body: { name: text(data, 'name').trim(), password: data.get('password') } });
      await done();
    });
  });
  $('show-passwords').addEventListener('change', () => {
    const type = $('show-passwords', HTMLInputElement).checked ? 'text' : 'password';
    for (const input of all(document, '.account-forms input[name="password"]', HTMLInputElement)) input.type = type;
  });
}

/** Sends a form once: its button is disabled meanwhile, the server's error shown under it.
 * @param {HTMLFormElement} form
 * @param {HTMLElement} error
 * @param {HTMLElement} message the page's message, cleared first
 * @param {(data: FormData) => Promise<void>} send */
export async function submitForm(form, error, message, send) {
  const button = one(form, 'button[type="submit"]', HTMLButtonElement);
  if (button.disabled) return;
  say(error, '');
  say(message, '');
  button.disabled = true;
  try {
    await send(new FormData(form));
  } catch (err) {
    say(error, err instanceof Error ? err.message : String(err), 'error');
    const password = form.querySelector('input[type="password"], input[name="password"]');
    if (err instanceof ApiError && err.status === 401 && password instanceof HTMLInputElement) {
      password.select();
      password.focus();
    }
  } finally {
    button.disabled = false;
  }
}

/** A form's text field (absent: empty).
 * @param {FormData} data
 * @param {string} name */
function text(data, name) {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
