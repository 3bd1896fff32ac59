// The account page's vacation (account.html, #vacation): the days left this
// year, a form that starts a vacation, and a button that ends it early. The
// server keeps the days and stops the clocks; its refusal is shown in the
// page's language.

import { api } from './api.js';
import { submitForm } from './account-forms.js';
import { say } from './layout.js';
import { byId as $ } from './dom.js';
import { t, date } from './words.js';

/** @typedef {import('./api-types').components['schemas']['VacationView']} VacationView */

/** Shows the vacation and wires its controls; call once logged in. */
export async function showVacation() {
  wire();
  /** @type {VacationView} */
  const vacation = await api('/api/account/vacation');
  draw(vacation);
}

/** @param {VacationView} vacation */
function draw(vacation) {
  const { allowance, left } = vacation;
  // A year is a name, not an amount: no grouping ("2,026").
  const year = String(vacation.year);
  const away = typeof vacation.away_until === 'number';
  $('vacation-state').textContent = away
    ? t('accounts-vacation-away', { until: date(/** @type {number} */ (vacation.away_until)), left, allowance, year })
    : left > 0 ? t('accounts-vacation-left', { left, allowance, year }) : t('accounts-vacation-spent');
  $('vacation-form').hidden = away || left === 0;
  $('vacation-back').hidden = !away;
  const days = $('vacation-days', HTMLInputElement);
  days.max = String(Math.max(1, left));
  if (Number(days.value) > left) days.value = String(Math.max(1, left));
}

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  const form = $('vacation-form', HTMLFormElement);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitForm(form, $('vacation-error'), $('account-message'), async (data) => {
      /** @type {VacationView} */
      const vacation = await api('/api/account/vacation', { method: 'POST', body: { days: Number(data.get('days')) } });
      draw(vacation);
      say($('account-message'), t('accounts-vacation-started', { until: date(vacation.away_until ?? Date.now()) }), 'success');
      $('vacation-end').focus();
    });
  });
  $('vacation-end').addEventListener('click', async () => {
    const button = $('vacation-end', HTMLButtonElement);
    button.disabled = true;
    try {
      /** @type {VacationView} */
      const vacation = await api('/api/account/vacation', { method: 'DELETE' });
      draw(vacation);
      say($('account-message'), t('accounts-vacation-ended'), 'success');
      $('vacation-days').focus();
    } catch (err) {
      say($('account-message'), err instanceof Error ? err.message : String(err), 'error');
    } finally {
      button.disabled = false;
    }
  });
}
