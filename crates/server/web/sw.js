// The site's service worker, at the site's root so that it serves every
// page: it makes the site installable as an app, and shows the push
// messages the server sends (a duel waiting for the player's move, a
// challenge received), each already in the player's language, opening the
// page it names when clicked. It caches nothing and answers no request:
// every page holds game state that only the server may answer for.

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(self.registration.showNotification(message.title, {
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    lang: typeof message.lang === 'string' ? message.lang : undefined,
    icon: typeof message.icon === 'string' ? message.icon : undefined,
    data: { url: typeof message.url === 'string' ? message.url : '/' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only the site's own pages.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
    const page = open.find((client) => client.url === target);
    return page ? page.focus() : self.clients.openWindow(target);
  }));
});
