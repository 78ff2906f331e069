// The client's identity for the server's failed-login count (docs/accounts.md, "Client identity"):
// a random UUID kept in localStorage under the platform's key and sent as `loginDeviceId`.

import { readString, writeString } from './storage';

const KEY = 'SHELL_deviceId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Kept for the page load too, so a phone without storage still sends one id per visit. */
let current: string | null = null;

/** A version-4 UUID; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This device's id: the stored one, else a new one (stored for next time). */
export function deviceId(): string {
  const saved = readString(KEY);
  if (saved && UUID.test(saved)) return (current = saved);
  current ??= newUuid();
  writeString(KEY, current);
  return current;
}
