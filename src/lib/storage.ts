// Web Storage that never throws. Storage may be absent (privacy modes, WebViews with DOM storage
// off), full (QuotaExceededError) or hold garbage written by an older build or another script:
// every read is validated by the caller's type guard and anything invalid reads as "nothing".

export type StoreKind = 'local' | 'session';
export type Guard<T> = (value: unknown) => value is T;

/** The storage; only ever called inside a try: its getter throws when storage is blocked, and
 *  where there is none (Node) the name is not defined, or it is stubbed away in tests, the call on
 *  it throws instead. */
const store = (kind: StoreKind): Storage => (kind === 'local' ? localStorage : sessionStorage);

export function readString(key: string, kind: StoreKind = 'local'): string | null {
  try {
    return store(kind).getItem(key);
  } catch {
    return null;
  }
}

/** Writes a string; returns false when storage is unavailable or full. */
export function writeString(key: string, value: string, kind: StoreKind = 'local'): boolean {
  try {
    store(kind).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, kind: StoreKind = 'local'): void {
  try {
    store(kind).removeItem(key);
  } catch {
    // nothing to do: the value cannot be read back either
  }
}

/** Reads JSON and returns it only when the guard accepts it; corrupted values are removed. */
export function readJson<T>(key: string, guard: Guard<T>, kind: StoreKind = 'local'): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
  } catch {
    // fall through: not JSON
  }
  removeKey(key, kind);
  return null;
}

export function writeJson(key: string, value: unknown, kind: StoreKind = 'local'): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, text, kind);
}
