/**
 * `npx tsx tools/perf/floor.ts`: the floor of the measuring method (docs/perf.md, "Games first").
 * A one-kilobyte Bengali page (no script but a service worker's registration) loaded as perf loads
 * home: cold on 3G, and a repeat visit on 2G answered by its service worker from its cache, five
 * of each. No page can paint sooner than this one on the same machine, so an FCP target under
 * these figures cannot be met as posed.
 */
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, LOW_END_ANDROID, chromiumExecutable } from '../../e2e/support/browser.ts';
import { PROFILES, applyProfile } from '../../e2e/support/profiles.ts';

const PAGE = `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body{font:15px/1.45 Noto Sans Bengali,system-ui,sans-serif}</style>
<title>BD Play</title></head><body><h1>জনপ্রিয় গেম</h1><p>ডিপোজিট উত্তোলন ম্যানুয়াল রিবেট মিশন</p>
<script>navigator.serviceWorker&&navigator.serviceWorker.register('/sw.js')</script></body></html>`;
const SW = `self.addEventListener('install',e=>e.waitUntil(caches.open('c').then(c=>c.add('/p')).then(()=>self.skipWaiting())));
self.addEventListener('activate',e=>e.waitUntil(self.clients.claim()));
self.addEventListener('fetch',e=>{if(e.request.mode==='navigate')e.respondWith(caches.match('/p').then(r=>r||fetch(e.request)))});`;
const server = createServer((req, res) => {
  if (req.url === '/sw.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(SW);
  else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
}).listen(0);
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const FCP = `new Promise(r=>new PerformanceObserver(l=>{for(const e of l.getEntries())if(e.name==='first-contentful-paint')r(e.startTime)}).observe({type:'paint',buffered:true}))`;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS], headless: true });
const cold: number[] = [];
const repeat: number[] = [];
for (let i = 0; i < 5; i++) {
  const c1 = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  const p1 = await c1.newPage();
  await applyProfile(await c1.newCDPSession(p1), PROFILES['3G']);
  await p1.goto(`${origin}/p`);
  cold.push(Math.round((await p1.evaluate(FCP)) as number));
  await c1.close();
  const c2 = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'allow' });
  const first = await c2.newPage();
  await first.goto(`${origin}/p`);
  await first.evaluate(() => navigator.serviceWorker.ready);
  await first.close();
  const p2 = await c2.newPage();
  await applyProfile(await c2.newCDPSession(p2), PROFILES['2G']);
  await p2.goto(`${origin}/p`);
  const controlled = await p2.evaluate(() => !!navigator.serviceWorker.controller);
  repeat.push(Math.round((await p2.evaluate(FCP)) as number) * (controlled ? 1 : -1));
  await c2.close();
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
console.log(
  `floor page: cold 3G FCP ${cold.join(', ')} (median ${med(cold)}); repeat 2G (service worker) FCP ${repeat.join(', ')} (median ${med(repeat)})`,
);
await browser.close();
server.close();
