// Web Push in the service worker (issue 36): a reminder shown as a notification; a tap opens the report.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Congregação', {
      body: data.body || '',
      icon: '/icon-192.png',
      data: { url: data.url || '/meu-relatorio' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.url));
});
