// The service worker: shows the Web Push messages the store sends (an activity about to start,
// docs/decisions.md) and opens the app at the message's page when it is tapped. It caches nothing.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { title: event.data ? event.data.text() : '' }
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'GameStore'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: './favicon.svg',
      data: { url: typeof message.url === 'string' ? message.url : './' },
      // The message's key: a push delivered twice (the outbox retried it) replaces its notification.
      tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? './', self.registration.scope)
  // Only pages of this app: a message cannot send the member elsewhere.
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.registration.scope))
      if (open) return open.navigate(target.href).then((client) => (client ?? open).focus())
      return self.clients.openWindow(target.href)
    }),
  )
})
