// The account page's email (account.html, #email): the address and whether
// it is confirmed, a form that sets one (a link to confirm it is mailed),
// the daily digest and the reminder wanted, the link sent again, the
// address forgotten; and, arriving from a mail's link (?email=…), what the
// link did. The server judges the address; its refusal is shown in the
// page's language.

import { api } from './api.js';
import { submitForm } from './account-forms.js';
import { say } from './layout.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['EmailView']} EmailView */

/** What a link from a mail did, said on the page it leads to (even to a
 *  visitor not logged in: leaving needs no login). */
export function sayMailLink() {
  const said = new URLSearchParams(location.search).get('email');
  const words = { verified: 'accounts-email-verified', unsubscribed: 'accounts-email-unsubscribed', 'unknown-link': 'accounts-email-unknown-link' };
  const id = said && Object.hasOwn(words, said) ? words[/** @type {keyof typeof words} */ (said)] : null;
  if (id) say($('account-message'), t(id), said === 'unknown-link' ? 'error' : 'success');
}

/** Shows the email and wires its controls; call once logged in. */
export async function showEmail() {
  wire();
  /** @type {EmailView} */
  const email = await api('/api/account/email');
  draw(email);
}

/** @param {EmailView} email */
function draw(email) {
  const address = email.address ?? '';
  $('email-state').textContent = !email.mail ? t('accounts-email-none')
    : !address ? t('accounts-email-unset')
      : email.verified ? t('accounts-email-confirmed', { address }) : t('accounts-email-unconfirmed', { address });
  $('email-form').hidden = !email.mail;
  $('email-settings').hidden = !email.mail || !address;
  $('email-resend').hidden = !address || email.verified;
  $('email-digest', HTMLInputElement).checked = email.digest;
  const remind = $('email-remind', HTMLSelectElement);
  remind.value = String(email.remind_hours);
  // A number of hours set through the API that the list lacks: shown too.
  if (remind.value !== String(email.remind_hours)) {
    remind.append(new Option(t('accounts-email-remind-hours', { hours: email.remind_hours }), String(email.remind_hours), true, true));
  }
  const field = $('email-address', HTMLInputElement);
  if (!field.value) field.value = address;
}

let wired = false;
/** How many changes were made, and the last one's request. */
let changes = 0;
/** @type {Promise<void>} */
let sent = Promise.resolve();

/** Sends a change, draws the answer and says `done`; a refusal is said.
 * @param {() => Promise<EmailView>} send @param {string} done */
function change(send, done) {
  const nth = ++changes;
  const message = $('account-message');
  // One after another, in the order made, so that the server keeps the
  // last; only the last answer is drawn (an earlier one would put back a
  // choice made over since).
  sent = sent.then(async () => {
    try {
      const email = await send();
      if (nth !== changes) return;
      draw(email);
      say(message, t(done, { address: email.address ?? '' }), 'success');
    } catch (err) {
      say(message, err instanceof Error ? err.message : String(err), 'error');
    }
  });
  return sent;
}

function wire() {
  if (wired) return;
  wired = true;
  const form = $('email-form', HTMLFormElement);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitForm(form, $('email-error'), $('account-message'), async (data) => {
      /** @type {EmailView} */
      const email = await api('/api/account/email', { method: 'PUT', body: { address: String(data.get('address') ?? '').trim() } });
      draw(email);
      say($('account-message'), t('accounts-email-sent', { address: email.address ?? '' }), 'success');
    });
  });
  $('email-digest').addEventListener('change', () => {
    const digest = $('email-digest', HTMLInputElement).checked;
    change(() => api('/api/account/email', { method: 'PATCH', body: { digest } }), 'accounts-email-saved');
  });
  $('email-remind').addEventListener('change', () => {
    const hours = Number($('email-remind', HTMLSelectElement).value);
    change(() => api('/api/account/email', { method: 'PATCH', body: { remind_hours: hours } }), 'accounts-email-saved');
  });
  $('email-resend').addEventListener('click', () => {
    change(() => api('/api/account/email/verification', { method: 'POST' }), 'accounts-email-sent');
  });
  $('email-remove').addEventListener('click', () => {
    $('email-address', HTMLInputElement).value = '';
    change(() => api('/api/account/email', { method: 'DELETE' }), 'accounts-email-removed');
  });
}
