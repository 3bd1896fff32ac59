// Web Push for the browser tests. Chromium here cannot reach a real push
// service (pushManager.subscribe waits for Google's and never answers), so
// a page's PushManager is replaced, in an init script, by one that hands out
// a subscription made from a key pair of the test's own ("a device"), kept
// in localStorage as a browser keeps its own. A push service of the test's
// own takes what the server pushes to that device, and the test decrypts it
// with the device's keys (RFC 8291), as the browser would.

import crypto from 'node:crypto';
import http from 'node:http';

/** A device: its P-256 key pair and authentication secret, as a browser
 *  makes them, and the subscription's JSON for `endpoint`. */
export function device(endpoint) {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    endpoint,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    },
    /** The body of a push (aes128gcm, one record), decrypted: its text. */
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idlen = body[20];
      const serverKey = body.subarray(21, 21 + idlen);
      const record = body.subarray(21 + idlen);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, info, 32));
      const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with 0x02 and any zeros after it.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record of a push');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** A push service on 127.0.0.1: takes each push (201) and keeps it. */
export async function pushService() {
  /** @type {{ path: string, headers: http.IncomingHttpHeaders, body: Buffer }[]} */
  const pushes = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (c) => chunks.push(c));
    request.on('end', () => {
      pushes.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    base,
    pushes,
    /** Waits (at most 15 s) for the `count`th push; all of them. */
    async until(count) {
      for (let i = 0; i < 300 && pushes.length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
      if (pushes.length < count) throw new Error(`${pushes.length} pushes, not ${count}`);
      return pushes;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Makes every page of `context` subscribe as `dev` does: PushManager's
 *  subscribe and getSubscription replaced, the subscription kept in
 *  localStorage with the server key it was made for. */
export async function fakePushManager(context, dev) {
  await context.addInitScript((subscription) => {
    const KEPT = 'test.push-subscription';
    /** @param {string} key */
    const made = (key) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
      toJSON: () => subscription,
      unsubscribe: async () => { localStorage.removeItem(KEPT); return true; },
    });
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = new Uint8Array(options.applicationServerKey);
      localStorage.setItem(KEPT, btoa(String.fromCharCode(...key)));
      return made(localStorage.getItem(KEPT));
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem(KEPT);
      return key ? made(key) : null;
    };
  }, dev.subscription);
}
