/*
 * The site's service worker (issue 25; docs/architecture.md "Web Push"), scoped to the whole
 * site (/sw.js, registered with scope "/" by components/member/push-settings.tsx). It only shows
 * Web Push notifications: it caches nothing and answers no fetch. A notification's payload is
 * lib/push/contract.ts PushPayload, already in the subscriber's language; a click opens its
 * link, focusing a tab of the site that is already open when there is one.
 */
/* global self */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths of this site are opened. */
function sitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  if (!data.title) return;
  event.waitUntil(
    self.registration.showNotification(String(data.title), {
      body: typeof data.body === 'string' ? data.body : '',
      icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      lang: typeof data.lang === 'string' ? data.lang : undefined,
      data: { url: sitePath(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    sitePath(event.notification.data && event.notification.data.url),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((c) => new URL(c.url).origin === target.origin);
      if (same) {
        const focused = await same.focus();
        if (focused.url === target.href) return;
        try {
          // Only a tab this worker controls can be navigated.
          if (await focused.navigate(target.href)) return;
        } catch {
          // not controlled: a new tab below
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
