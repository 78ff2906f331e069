/**
 * Fault injection on the reference server (docs/faults.md) for e2e specs. Rules apply only to a
 * browser context that carries their scope in the `fault_scope` cookie, so specs on the shared
 * main server never break each other's requests:
 *
 *   const scope = await faultScope(context);            // a fresh scope, cookie set
 *   await setFaults(context.request, scope, apiFaults('error'));
 *   …
 *   await clearFaults(context.request, scope);
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { FAULT_KINDS, type FaultKind } from '../../server/src/http/faults/rules.ts';

export { FAULT_KINDS, type FaultKind };

/** The browser's own log lines for a broken request: expected under a fault, not the app's errors
 *  (`consoleErrors(page, { ignore: NETWORK_NOISE })`). */
export const NETWORK_NOISE = [/Failed to load resource/, /net::ERR_/];

/** Added latency in the suite: 2 s past the client's 6 s "network slow" threshold. */
export const SUITE_LATENCY_MS = 8000;
/** A hang ends as a proxy would end it, by dropping the connection: well after the client's 15 s
 *  time-out, but it does end (the inline start-up script's requests have no time-out of their own). */
export const SUITE_HANG_MS = 20_000;

/** The rule texts that put one fault on every API path (/wps, /lgw, /lotto/lgw). */
export function apiFaults(kind: FaultKind): string[] {
  const rule = kind === 'latency' ? `latency:${SUITE_LATENCY_MS}` : kind === 'hang' ? `hang:${SUITE_HANG_MS}` : kind;
  return ['/wps/*', '/lgw/*', '/lotto/lgw/*'].map((pattern) => `${rule}@${pattern}`);
}

let scopes = 0;

/** A scope of its own for this context (unique across workers and projects), its cookie set. */
export async function faultScope(context: BrowserContext, baseURL: string): Promise<string> {
  const scope = `e2e-${process.pid}-${++scopes}`;
  await context.addCookies([{ name: 'fault_scope', value: scope, url: baseURL }]);
  return scope;
}

/** A kept-alive connection may be closed by the server (its 5 s keep-alive) just as the next switch
 *  goes out on it: Playwright then reads ECONNRESET (seen in CI, with `Connection: close` too). A
 *  switch is idempotent, so that error is retried; and each switch asks for a fresh connection. */
const control = { headers: { Connection: 'close' }, maxRetries: 2 };

export async function setFaults(request: APIRequestContext, scope: string, rules: string[]): Promise<void> {
  const res = await request.put('/wps/dev/faults', { data: { scope, rules }, ...control });
  if (!res.ok()) throw new Error(`setFaults ${rules.join(' ')}: HTTP ${res.status()} ${await res.text()}`);
}

export async function clearFaults(request: APIRequestContext, scope: string): Promise<void> {
  const res = await request.delete(`/wps/dev/faults?scope=${scope}`, control);
  if (!res.ok()) throw new Error(`clearFaults: HTTP ${res.status()}`);
}
