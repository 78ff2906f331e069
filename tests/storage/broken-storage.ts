// Web Storage that does not work, for the storage tests (ARCHITECTURE §5): full (every write throws
// QuotaExceededError), blocked (the localStorage/sessionStorage getters throw SecurityError, as with
// cookies off or in some WebViews) or absent (null, DOM storage disabled in a WebView).

export type BrokenMode = 'full' | 'blocked' | 'absent';

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A Storage that reads what it was given and refuses every write. */
function fullStorage(items: Record<string, string>): Storage {
  return {
    get length() {
      return Object.keys(items).length;
    },
    key: (i: number) => Object.keys(items)[i] ?? null,
    getItem: (k: string) => items[k] ?? null,
    setItem: () => {
      throw quotaExceeded();
    },
    removeItem: (k: string) => void delete items[k],
    clear: () => Object.keys(items).forEach((k) => delete items[k]),
  };
}

const NAMES = ['localStorage', 'sessionStorage'] as const;
const originals = new Map(NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)!]));

/** Breaks both storages; a full localStorage holds `items` (a copy). Undo with `restoreStorage`
 *  before the shared afterEach clears storage. */
export function breakStorage(mode: BrokenMode, items: Record<string, string> = {}): void {
  for (const name of NAMES) {
    const full = fullStorage(name === 'localStorage' ? { ...items } : {});
    const get =
      mode === 'full'
        ? () => full
        : mode === 'blocked'
          ? () => {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            }
          : () => null;
    Object.defineProperty(globalThis, name, { configurable: true, get });
  }
}

export function restoreStorage(): void {
  for (const [name, descriptor] of originals) Object.defineProperty(globalThis, name, descriptor);
}

/** Every localStorage key the app reads, each holding text its reader must refuse. */
export const garbageEverywhere: Record<string, string> = Object.fromEntries(
  [
    'hisLang',
    'MC_SESSION_INFO',
    'SYSTEM_STATUS',
    'HOME_ANNOUNCEMENTS',
    'IMAGE_CDN',
    'DATA_SAVER',
    'SHELL_deviceId',
    'WEBCLIP',
    'USER_POPUP',
    'ANONYMOUS_POPUP',
    'remPass',
    'hideBalance',
    'reg_info',
    'downloadBarClosed',
  ].map((k, i) => [k, ['{', '{"token":1}', '[[[[', 'null', 'x'.repeat(100_000), '{"__proto__":{"a":1}}', '"EN"'][i % 7]!]),
);
