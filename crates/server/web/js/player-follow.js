// Follow or unfollow the player of a player's page (player.html), for a
// player logged in who is not that player: those you follow are your
// friends, shown in the lobby when they are online. Following is one-way:
// they are not asked and need not follow back.

import { api } from './api.js';
import { loadAccount, say } from './layout.js';
import { sameName } from './duel-words.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @param {string} name the page's player, as the server wrote it */
export async function initFollow(name) {
  const account = await loadAccount().catch(() => null);
  if (!account || sameName(account.name, name)) return;
  /** @type {import('./api-types').components['schemas']['Friends']} */
  const { friends } = await api('/api/friends');
  let following = friends.some((f) => sameName(f.name, name));
  const button = $('follow-button', HTMLButtonElement);
  const status = $('follow-status');
  const show = () => {
    button.textContent = following ? t('accounts-unfollow', { name }) : t('accounts-follow', { name });
    button.classList.toggle('button-primary', !following);
  };
  show();
  $('player-follow').hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const path = `/api/friends/${encodeURIComponent(name)}`;
      await api(path, { method: following ? 'DELETE' : 'PUT' });
      following = !following;
      show();
      say(status, following ? t('accounts-following', { name }) : t('accounts-not-following', { name }), 'success');
    } catch (err) {
      say(status, err instanceof Error ? err.message : String(err), 'error');
    } finally {
      button.disabled = false;
    }
  });
}
