/**
 * What /sw.js answers when the service worker is switched off (SERVICE_WORKER=off): a worker that
 * replaces the app's on the browser's next update check (every navigation: the app registers with
 * updateViaCache 'none' and /sw.js is never HTTP-cached), deletes the app's caches, unregisters
 * itself and reloads the pages it controls, so they come from the network again. The app registers
 * /sw.js again on its next visit and gets this again: the switch holds as long as it is off.
 */
export const RETIRING_WORKER = `self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys()
    .then(function (names) { return Promise.all(names.filter(function (n) { return n.indexOf('bdplay-') === 0; }).map(function (n) { return caches.delete(n); })); })
    .then(function () { return self.registration.unregister(); })
    .then(function () { return self.clients.matchAll({ type: 'window' }); })
    .then(function (pages) { pages.forEach(function (page) { page.navigate(page.url); }); }));
});
`;
