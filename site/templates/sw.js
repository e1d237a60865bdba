// Service worker, written by build.py: precaches every file of this build, then
// serves them cache-first so the game runs with no network at all.
"use strict";

// Caches are per origin; a GitHub Pages origin hosts many sites, so the name carries
// this site's scope and old versions are told apart by the content hash.
const PREFIX = `briscola:${self.registration.scope}:`;
const CACHE = PREFIX + {{ version | tojson }};
const FILES = {{ files | tojson }};

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "no-cache": revalidate with the server, never store a stale HTTP-cached copy.
      await cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      return hit || fetch(request);
    })(),
  );
});
