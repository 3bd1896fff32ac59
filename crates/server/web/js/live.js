// A WebSocket that stays open: the lobby and the duel page listen on one.
// When it closes it opens again after 1 s, 2 s, 5 s, then every 10 s; the
// page is told when it is connected and when it is not, so that it can say
// "Reconnecting…" and fetch by hand meanwhile. A server that is restarting
// closes its sockets with 1012: then the page reconnects at once (within a
// quarter of a second, spread so that a server's pages do not all arrive
// together) to whichever server the load balancer picks. The client sends
// nothing.

const BACKOFF_MS = [1000, 2000, 5000, 10000];
/** The close code of a server that is restarting ("service restart"). */
const RESTART = 1012;
const RESTART_SPREAD_MS = 250;

/** The ws:// or wss:// address of a path on this site.
 * @param {string} path */
export function socketUrl(path) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/**
 * Listens on `path()` (a function, so that each reconnection may ask for
 * what it missed). `onMessage(data)` gets each JSON message;
 * `onStatus('open' | 'closed')` each change of connection (the first
 * attempt is 'connecting', not reported).
 * Returns `{ close() }`.
 * @param {() => string} path
 * @param {{ onMessage: (data: any) => void, onStatus?: (state: 'open' | 'closed') => void }} handlers
 */
export function listen(path, { onMessage, onStatus = () => {} }) {
  /** @type {WebSocket | null} */
  let socket = null;
  let attempt = 0;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let stopped = false;
  let state = 'connecting';

  /** @param {'open' | 'closed'} now */
  function setState(now) {
    if (now === state) return;
    state = now;
    onStatus(now);
  }

  function connect() {
    timer = null;
    if (stopped) return;
    try {
      socket = new WebSocket(socketUrl(path()));
    } catch {
      retry();
      return;
    }
    socket.addEventListener('open', () => {
      attempt = 0;
      setState('open');
    });
    socket.addEventListener('message', (event) => {
      let data;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      onMessage(data);
    });
    socket.addEventListener('close', (event) => {
      socket = null;
      setState('closed');
      retry(event.code === RESTART);
    });
  }

  /** @param {boolean} [restart] the server said it is restarting */
  function retry(restart = false) {
    if (stopped || timer) return;
    const delay = restart
      ? Math.random() * RESTART_SPREAD_MS
      : BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    attempt = restart ? 0 : attempt + 1;
    timer = setTimeout(connect, delay);
  }

  // A page that comes back from the background tries at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !socket && timer && !stopped) {
      clearTimeout(timer);
      connect();
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  // A close on leaving the page is not a lost connection.
  window.addEventListener('pagehide', () => { stopped = true; });

  connect();
  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      if (socket) socket.close();
    },
    get open() {
      return state === 'open';
    },
  };
}
