// ENTRY CHUNK. The player's session, persisted under MC_SESSION_INFO (specification §3).

import { signal } from '@preact/signals-react';
import { isNumber, isRecord, isString } from '@/lib/guards';
import { readJson, removeKey, writeJson } from '@/lib/storage';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type, from the login answer's customerType (4 is a free-trial member). */
  type: number;
  firstTimeLogin: boolean;
}

export const SESSION_KEY = 'MC_SESSION_INFO';

/** The member type of a free-trial account (spec §3). */
export const TRIAL_MEMBER_TYPE = 4;

export function isSessionInfo(v: unknown): v is SessionInfo {
  return (
    isRecord(v) &&
    isString(v.token) &&
    v.token.length > 0 &&
    isString(v.merchantCode) &&
    isString(v.userName) &&
    isNumber(v.type) &&
    (v.firstTimeLogin === undefined || typeof v.firstTimeLogin === 'boolean')
  );
}

function restore(): SessionInfo | null {
  const s = readJson(SESSION_KEY, isSessionInfo);
  return s ? { ...s, firstTimeLogin: s.firstTimeLogin === true } : null;
}

// Marked /* @__PURE__ */: the inline start-up script (src/early.ts) takes SESSION_KEY from here,
// and its build then leaves the signal (and the read) out.
export const session = /* @__PURE__ */ signal<SessionInfo | null>(/* @__PURE__ */ restore());

export function setSession(info: SessionInfo): void {
  session.value = info;
  writeJson(SESSION_KEY, info);
}

/** Forgets the session everywhere (logout, or the server said the token is gone). */
export function clearSession(): void {
  session.value = null;
  removeKey(SESSION_KEY);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // storage blocked: nothing was stored there either
  }
}
