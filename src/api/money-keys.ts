// The idempotency key of each pending money action (docs/offline.md, "Idempotency keys on the
// client"). A money request whose answer was lost (a dead link, a time-out, a reload mid-request)
// is sent again with the key it first had, so the server answers with its first result instead of
// paying twice. Keys live in localStorage until the action's answer is final, at most 24 h (the
// server forgets a key then). Only the money pages import this: it is not in the entry chunk.

import { ApiError } from './errors';
import { isNumber, isRecord, isString } from '@/lib/guards';
import { readJson, removeKey, writeJson } from '@/lib/storage';

/** One money action: who, what it is (`claim:<promotionId>`) and what it does. */
export interface MoneyAction {
  member: string;
  name: string;
  /** The request's meaning (amount, target): a change asks for a new key. Never a secret (the
   *  payment password): its fingerprint is stored, and a short secret is found from a hash. */
  body: unknown;
}

interface Pending {
  key: string;
  /** Date.now() when the key was made. */
  at: number;
  /** The body's fingerprint. */
  body: string;
}

type PendingByAction = Record<string, Pending>;

export const MONEY_KEYS = 'PENDING_MONEY_KEYS';
const LIFETIME = 24 * 3600_000;
const KEY_FORMAT = /^[\w-]{16,64}$/;

/** Where storage is unavailable or full, keys last for the page load (retries still share one). */
let unsaved: PendingByAction | null = null;

const isPending = (v: unknown): v is Pending =>
  isRecord<Pending>(v) && isString(v.key) && KEY_FORMAT.test(v.key) && isNumber(v.at) && isString(v.body);

/** The stored keys still alive; anything malformed or expired is left out. */
function load(): PendingByAction {
  const all = unsaved ?? readJson(MONEY_KEYS, isRecord) ?? {};
  const now = Date.now();
  return Object.fromEntries(Object.entries(all).filter(([, p]) => isPending(p) && now - p.at < LIFETIME)) as PendingByAction;
}

function save(all: PendingByAction): void {
  const none = !Object.keys(all).length;
  if (none) removeKey(MONEY_KEYS);
  unsaved = none || writeJson(MONEY_KEYS, all) ? null : all;
}

/** A version-4 UUID, or 22 random base64url characters where `randomUUID` is missing (it exists
 *  only in secure contexts): both fit the server's 16–64 of [A-Za-z0-9_-]. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** FNV-1a of the body's JSON: enough to tell a changed amount from a repeat. */
function fingerprint(body: unknown): string {
  const text = JSON.stringify(body ?? null);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const slot = ({ member, name }: MoneyAction) => `${member}:${name}`;

/** The action's key: the pending one while its body is unchanged, else a new one (kept). */
export function moneyKey(action: MoneyAction): string {
  const all = load();
  const body = fingerprint(action.body);
  const pending = all[slot(action)];
  if (pending?.body === body) return pending.key;
  const key = newKey();
  all[slot(action)] = { key, at: Date.now(), body };
  save(all);
  return key;
}

/** Forgets the action's key: its answer is final. */
export function forgetMoneyKey(action: MoneyAction): void {
  const all = load();
  delete all[slot(action)];
  save(all);
}

/** A refusal the same request would get again: any 4xx but 408 (time-out) and 429 (too many),
 *  or an envelope with success false. No answer, a time-out or a 5xx leave the outcome unknown. */
export const isFinalRefusal = (e: unknown): boolean =>
  e instanceof ApiError && e.status > 0 && e.status < 500 && e.status !== 408 && e.status !== 429 && !e.errorCode.startsWith('client.');

/** Runs one money request with its action's key (sent as `Idempotency-Key`, the same on every
 *  retry and after a reload), and forgets the key once the answer is final. */
export async function withMoneyKey<T>(action: MoneyAction, send: (key: string) => Promise<T>): Promise<T> {
  try {
    const answer = await send(moneyKey(action));
    forgetMoneyKey(action);
    return answer;
  } catch (e) {
    if (isFinalRefusal(e)) forgetMoneyKey(action);
    throw e;
  }
}
