// "Remember me" (specification §3 `remPass`, docs/accounts.md "Client decisions"): one record per
// login tab in localStorage `remPass`, `{ username?: record, mobile?: record }`, each the username
// (or the mobile number) and dialing code only. No password is kept in any form (issue 19): a
// sealed one opened for anyone holding a copy of the browser profile, or running script on the
// origin. Records of earlier versions also held `password` (sealed) and `sass`: the first read
// writes them back without those.

import { isRecord, isString } from '@/lib/guards';
import { readJson, removeKey, writeJson } from '@/lib/storage';

export type RememberedType = 'username' | 'mobile';

export interface RememberedLogin {
  /** The username, or the mobile number on the mobile tab. */
  username: string;
  countryDialingCode: string;
}

type RemRecord = { type: RememberedType } & RememberedLogin;
type RemPass = Partial<Record<RememberedType, RemRecord>>;

const KEY = 'remPass';
const TYPES: readonly RememberedType[] = ['username', 'mobile'];

const isRemRecord = (v: unknown, type: RememberedType): v is RemRecord =>
  isRecord(v) && v.type === type && isString(v.username) && isString(v.countryDialingCode);

const isRemPass = (v: unknown): v is RemPass => isRecord(v) && TYPES.every((t) => v[t] === undefined || isRemRecord(v[t], t));

/** Exactly the fields kept: whatever else a record holds (an old version's password) is dropped. */
const trim = ({ type, username, countryDialingCode }: RemRecord): RemRecord => ({ type, username, countryDialingCode });

function write(all: RemPass): void {
  if (all.username || all.mobile) writeJson(KEY, all);
  else removeKey(KEY);
}

function read(): RemPass {
  const all = readJson(KEY, isRemPass) ?? {};
  const kept: RemPass = {};
  for (const t of TYPES) if (all[t]) kept[t] = trim(all[t]);
  if (JSON.stringify(kept) !== JSON.stringify(all)) write(kept);
  return kept;
}

export function saveRememberedLogin(login: RemRecord): void {
  write({ ...read(), [login.type]: trim(login) });
}

export function loadRememberedLogin(type: RememberedType): RememberedLogin | null {
  const rec = read()[type];
  return rec ? { username: rec.username, countryDialingCode: rec.countryDialingCode } : null;
}

/** Remember-me unticked: forgets that tab's record (both when no type is given). */
export function forgetRememberedLogin(type?: RememberedType): void {
  if (!type) return removeKey(KEY);
  const all = read();
  delete all[type];
  write(all);
}
