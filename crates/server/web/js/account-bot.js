// The account page's bots (account.html, #bots): a person's choice to
// refuse challenges from bots, and the turn of the account into a bot
// account (for good, asked twice). The server holds the rules: who may
// become a bot, and who bots may meet; its refusal is shown in words.

import { api } from './api.js';
import { say, confirmDialog } from './layout.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./layout.js').Account} Account */

/** Shows the account's bot settings and wires them; call once logged in.
 * @param {Account} account */
export function showBot(account) {
  wire();
  draw(account);
}

/** @param {Account} account */
function draw(account) {
  const bot = Boolean(account.bot);
  $('bots-state').textContent = bot ? t('accounts-bot-account') : t('accounts-person-account');
  $('bots-person').hidden = bot;
  $('refuse-bots', HTMLInputElement).checked = Boolean(account.refuse_bots);
}

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  const status = $('bots-status');
  $('refuse-bots').addEventListener('change', async () => {
    const box = $('refuse-bots', HTMLInputElement);
    box.disabled = true;
    try {
      /** @type {Account} */
      const account = await api('/api/account', { method: 'PATCH', body: { refuse_bots: box.checked } });
      draw(account);
      say(status, account.refuse_bots ? t('accounts-bots-refused') : t('accounts-bots-allowed'), 'success');
    } catch (err) {
      box.checked = !box.checked;
      say(status, err instanceof Error ? err.message : String(err), 'error');
    } finally {
      box.disabled = false;
    }
  });
  $('become-bot').addEventListener('click', async () => {
    const sure = await confirmDialog(t('accounts-become-bot-question'), t('accounts-become-bot-confirm'));
    if (!sure) return;
    const button = $('become-bot', HTMLButtonElement);
    button.disabled = true;
    try {
      /** @type {Account} */
      const account = await api('/api/account/bot', { method: 'POST' });
      draw(account);
      say(status, t('accounts-became-bot'), 'success');
    } catch (err) {
      say(status, err instanceof Error ? err.message : String(err), 'error');
    } finally {
      button.disabled = false;
    }
  });
}
