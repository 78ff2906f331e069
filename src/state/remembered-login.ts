// "Remember me" (specification §3 `remPass`, docs/accounts.md "Client decisions"): one record per
// login tab in localStorage `remPass`, `{ username?: record, mobile?: record }`. The password is
// sealed by lib/secret-box with a random salt (`sass`) mixed in, so a record's ciphertext opens
// only with its own salt; without IndexedDB or Web Crypto only the username is remembered. The
// mobile tab's "password" is a one-time SMS code: it is never kept.

import { isRecord, isString } from '@/lib/guards';
import { open, seal } from '@/lib/secret-box';
import { readJson, removeKey, writeJson } from '@/lib/storage';

export type RememberedType = 'username' | 'mobile';

interface RemRecord {
  type: RememberedType;
  /** The username, or the mobile number on the mobile tab. */
  username: string;
  /** Sealed `sass:password`, or '' when none is kept. */
  password: string;
  countryDialingCode: string;
  sass: string;
}

type RemPass = Partial<Record<RememberedType, RemRecord>>;

export interface RememberedLogin {
  username: string;
  /** '' when no password is kept (mobile tab, after sign-out, or it could not be opened). */
  password: string;
  countryDialingCode: string;
}

const KEY = 'remPass';
const TYPES: readonly RememberedType[] = ['username', 'mobile'];

const isRemRecord = (v: unknown, type: RememberedType): v is RemRecord =>
  isRecord(v) && v.type === type && isString(v.username) && isString(v.password) && isString(v.countryDialingCode) && isString(v.sass);

const isRemPass = (v: unknown): v is RemPass => isRecord(v) && TYPES.every((t) => v[t] === undefined || isRemRecord(v[t], t));

const read = (): RemPass => readJson(KEY, isRemPass) ?? {};

function write(all: RemPass): void {
  if (all.username || all.mobile) writeJson(KEY, all);
  else removeKey(KEY);
}

const newSass = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Seals the password with a fresh salt; '' when there is nothing to keep or no way to seal it. */
async function sealPassword(password: string): Promise<Pick<RemRecord, 'password' | 'sass'>> {
  if (!password) return { password: '', sass: '' };
  const sass = newSass();
  return { password: (await seal(`${sass}:${password}`)) ?? '', sass };
}

export async function saveRememberedLogin(login: { type: RememberedType } & RememberedLogin): Promise<void> {
  const { type, username, countryDialingCode } = login;
  const sealed = await sealPassword(type === 'username' ? login.password : '');
  write({ ...read(), [type]: { type, username, countryDialingCode, ...sealed } });
}

export async function loadRememberedLogin(type: RememberedType): Promise<RememberedLogin | null> {
  const rec = read()[type];
  if (!rec) return null;
  const opened = rec.password ? await open(rec.password) : null;
  const prefix = `${rec.sass}:`;
  const password = opened?.startsWith(prefix) ? opened.slice(prefix.length) : '';
  return { username: rec.username, password, countryDialingCode: rec.countryDialingCode };
}

/** Sign-out: the passwords go, the usernames and numbers stay. */
export function forgetRememberedPassword(): void {
  const all = read();
  for (const t of TYPES) {
    const rec = all[t];
    if (rec) all[t] = { ...rec, password: '', sass: '' };
  }
  write(all);
}

/** Remember-me unticked: forgets that tab's record (both when no type is given). */
export function forgetRememberedLogin(type?: RememberedType): void {
  if (!type) return removeKey(KEY);
  const all = read();
  delete all[type];
  write(all);
}

/** After a password change: a remembered password is replaced by the new one (none is added). */
export async function updateRememberedPassword(newPassword: string): Promise<void> {
  const rec = read().username;
  if (!rec?.password) return;
  const sealed = await sealPassword(newPassword);
  write({ ...read(), username: { ...rec, ...sealed } });
}
