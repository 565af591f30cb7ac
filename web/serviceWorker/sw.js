// The service worker, built into dist/sw.js by vite.config.ts (serviceWorkerBuild), which puts in
// this release's name and the app shell's files:
//  - offline, the app still opens: the shell (index.html, the first screen's scripts and styles, the
//    messages of every language, the icon) is cached when the worker installs; the app's own scripts
//    and styles are kept once fetched (their names change with their content); nothing else is kept:
//    no API answer, no member's data, no picture;
//  - a new release is a new worker (its name differs), which caches that release's shell and, once
//    active, deletes every cache of the releases before: no stale app stays;
//  - it shows the Web Push messages the store sends (an activity about to start, docs/decisions.md)
//    and opens the app at the message's page when one is tapped.

const RELEASE = '__RELEASE__'
const SHELL_FILES = ['__SHELL_FILES__']
const CACHE_PREFIX = 'app-shell-'
const CACHE = `${CACHE_PREFIX}${RELEASE}`
const SCOPE = new URL(self.registration.scope)
const SHELL = new URL('./', SCOPE).href

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...SHELL_FILES.map((file) => new URL(file, SCOPE).href)]))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)))),
  )
  // No clients.claim(): the page that first registered the worker finishes loading without it (its
  // preloaded banner is used, not fetched again); pages of an older release's worker pass to this one.
})

/** The file's path under the app (`assets/index-1a2b.js`), or null when the request is not the app's. */
function appPath(request) {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null
  return url.pathname.slice(SCOPE.pathname.length)
}

/** The network's answer, kept for offline; when the network fails, the kept one. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE)
  try {
    const answer = await fetch(request)
    if (answer.ok) await cache.put(key, answer.clone())
    return answer
  } catch (error) {
    const kept = await cache.match(key, { ignoreSearch: true, ignoreVary: true })
    if (kept) return kept
    throw error
  }
}

/** A file whose name changes with its content: the kept copy, else the network's, kept. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const answer = await fetch(request)
  if (answer.ok) await cache.put(request, answer.clone())
  return answer
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const path = appPath(request)
  if (path === null) return
  // The shop's page itself (its routes are after the '#'); the console (/admin), the API and the
  // API's documents are left to the network.
  if (request.mode === 'navigate') {
    if (path === '' || path === 'index.html') event.respondWith(networkFirst(request, SHELL))
    return
  }
  if (path.startsWith('assets/')) event.respondWith(cacheFirst(request))
  else if (SHELL_FILES.includes(path)) event.respondWith(networkFirst(request, request.url))
})

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
