// The account page's notifications on this device (account.html,
// #push-notifications): one switch. On, it asks the browser's permission,
// subscribes the service worker (/sw.js) to push with the server's key and
// hands the subscription to the server, which then pushes "your move" and
// challenges here while no page of the site is open. Off, it tells the
// server and drops the subscription. A browser without push, or whose
// player refused notifications, is told so and the switch stays off.

import { api } from './api.js';
import { say } from './layout.js';
import { byId as $ } from './dom.js';
import { t } from './words.js';

/** @typedef {import('./api-types').components['schemas']['PushKey']} PushKey */
/** @typedef {import('./api-types').components['schemas']['PushDevice']} PushDevice */

/** Shows whether this device gets notifications; call once logged in. */
export async function showPush() {
  const box = $('push-switch', HTMLInputElement);
  const status = $('push-status');
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    box.disabled = true;
    say(status, t('accounts-push-unsupported'), 'info');
    return;
  }
  wire(box, status);
  // Off while this device's state is read: a switch flipped meanwhile
  // would be put back by the reading.
  box.disabled = true;
  const registration = await worker();
  const current = await registration.pushManager.getSubscription();
  /** @type {PushDevice[]} */
  const devices = await api('/api/push/subscriptions');
  box.checked = Boolean(current && devices.some((d) => d.endpoint === current.endpoint))
    && Notification.permission === 'granted';
  if (Notification.permission === 'denied') {
    box.disabled = true;
    say(status, t('accounts-push-denied'), 'info');
    return;
  }
  box.disabled = false;
}

/** The service worker, once active (pushes need one). */
async function worker() {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

let wired = false;

/**
 * @param {HTMLInputElement} box
 * @param {HTMLElement} status
 */
function wire(box, status) {
  if (wired) return;
  wired = true;
  box.addEventListener('change', async () => {
    const on = box.checked;
    box.disabled = true;
    try {
      if (on) {
        const allowed = await turnOn();
        box.checked = allowed;
        say(status, t(allowed ? 'accounts-push-on' : 'accounts-push-denied'), allowed ? 'success' : 'info');
      } else {
        await turnOff();
        say(status, t('accounts-push-off'), 'success');
      }
    } catch (err) {
      box.checked = !on;
      say(status, t('accounts-push-failed', { reason: err instanceof Error ? err.message : String(err) }), 'error');
    } finally {
      box.disabled = Notification.permission === 'denied';
    }
  });
}

/** Subscribes this device; whether the player allowed notifications. */
async function turnOn() {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await worker();
  /** @type {PushKey} */
  const { key } = await api('/api/push/key');
  const serverKey = fromBase64Url(key);
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (another site's data restored, a key
  // changed) is no use to this server.
  const had = subscription?.options.applicationServerKey;
  if (subscription && (!had || !sameBytes(new Uint8Array(had), serverKey))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  await api('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  return true;
}

/** Stops the pushes to this device. */
async function turnOff() {
  const registration = await worker();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await api('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  } catch (err) {
    // Already forgotten there (its push service dropped it): off all the same.
    if (!(err instanceof Error && 'status' in err && err.status === 404)) throw err;
  }
  await subscription.unsubscribe();
}

/** Before logging out: this device gets no more of the account's
 *  notifications (whoever uses the browser next is not told them). Quiet:
 *  a failure here never keeps a player from logging out. */
export async function forgetPushHere() {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (registration && await registration.pushManager.getSubscription()) await turnOff();
  } catch {
    // Logged out all the same; the push service drops what is left.
  }
}

/** @param {string} text base64url, unpadded */
function fromBase64Url(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
function sameBytes(a, b) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
