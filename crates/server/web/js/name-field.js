// Name fields counted as the server counts names: in characters (code
// points), not in the UTF-16 units `maxlength` counts, so 44 emoji fit as
// 44 letters do. The field's `data-max` gives the limit; the server checks
// again and says why it refuses.

import { t } from './words.js';

/** @param {string} text */
export function characters(text) {
  return [...text].length;
}

// Keeps `input` within its limit as the player types or pastes, and shows the
// count in `counter` (if given).
/**
 * @param {HTMLInputElement} input
 * @param {HTMLElement | null} [counter]
 */
export function limitName(input, counter) {
  const max = Number(input.dataset.max);
  const update = () => {
    const chars = [...input.value];
    if (chars.length > max) {
      input.value = chars.slice(0, max).join('');
    }
    // A live count: written only when it changes, or it would be said again.
    const count = t('accounts-name-count', { count: characters(input.value), max });
    if (counter && counter.textContent !== count) counter.textContent = count;
  };
  input.addEventListener('input', update);
  update();
  return update;
}
