// The JSON API of `mastermind serve`: one small fetch wrapper. Every error the
// server sends is `{"error": "...", "code": "..."}` with a 4xx status; it
// becomes an ApiError carrying the status, the message for its code in the
// page's language and the whole body (422 `inconsistent`).

import { refusal, t } from './words.js';

/** @typedef {import('./api-types').components['schemas']} Schemas */

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, any> | null} body what the server sent, kept whole for the callers that read more than the message
   */
  constructor(status, message, body) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body || {};
  }
}

/**
 * The server's answer as JSON. Its type is what the caller declares from the
 * OpenAPI document's schemas (api-types.d.ts): the server is the one source.
 * @template [T=unknown]
 * @param {string} path
 * @param {{ method?: string, body?: unknown }} [options]
 * @returns {Promise<T>}
 */
export async function api(path, { method = 'GET', body } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  /** @type {RequestInit} */
  const init = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, t('error-unreachable'), {});
  }
  const text = await response.text();
  /** @type {any} */
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { error: text };
    }
  }
  if (!response.ok) {
    const message = data && (data.code || data.error) ? refusal(data) : t('error-status', { status: response.status });
    throw new ApiError(response.status, message, data);
  }
  return data;
}

/** @type {Promise<Schemas['PresetView'][]> | null} */
let presetsPromise = null;
/** @type {Promise<Schemas['ColourView'][]> | null} */
let coloursPromise = null;

/** The named setups: mastermind-1…3, colour-1…3, board, board-blanks, logik. */
export function loadPresets() {
  presetsPromise ??= /** @type {Promise<Schemas['PresetView'][]>} */ (api('/api/presets'));
  return presetsPromise;
}

/** The fifteen colours (and the blank) of the global palette. */
export function loadColours() {
  coloursPromise ??= /** @type {Promise<Schemas['ColourView'][]>} */ (api('/api/colours'));
  return coloursPromise;
}

export const STRATEGIES = [
  { name: 'knuth', title: t('play-strategy-knuth') },
  { name: 'best', title: t('play-strategy-best') },
  { name: 'simple', title: t('play-strategy-simple') },
  { name: 'random', title: t('play-strategy-random') },
  { name: 'most-parts', title: t('play-strategy-most-parts') },
  { name: 'expected-size', title: t('play-strategy-expected-size') },
  { name: 'entropy', title: t('play-strategy-entropy') },
  { name: 'optimal', title: t('play-strategy-optimal') },
];
