// A challenge's address: the page of one duel, and the box with the link a
// friend opens to accept it (a challenge by link has a link of its own,
// from the server).

import { el } from './layout.js';
import { t } from './words.js';

/** @param {string} id */
export function duelHref(id) {
  return `duel.html?id=${encodeURIComponent(id)}`;
}

/** @param {string} id */
export function shareUrl(id) {
  return new URL(duelHref(id), location.href).href;
}

/** The address a friend opens to accept, with a Copy button.
 * @param {string} id
 * @param {string | null} [link] a challenge by link's own link (absolute, or a path of this site)
 * @param {string} [prefix] keeps apart the ids of two boxes of one challenge on a page */
export function shareBox(id, link, prefix = 'share-') {
  const url = link ? new URL(link, location.href).href : shareUrl(id);
  const inputId = `${prefix}${id}`;
  const input = el('input', { id: inputId, className: 'share-link', type: 'text', readOnly: true, value: url, dataset: { action: 'share' } });
  input.addEventListener('focus', () => input.select());
  const note = el('span', { className: 'share-note', role: 'status' });
  const copy = el('button', {
    type: 'button',
    dataset: { action: 'copy' },
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(url);
        note.textContent = t('play-copied');
      } catch {
        input.focus();
        input.select();
        note.textContent = t('play-copy-keys');
      }
    },
  }, t('play-share-copy'));
  return el('div', { className: 'share' },
    el('label', { for: inputId }, t('play-share-label')),
    el('div', { className: 'share-row' }, input, copy, note));
}

