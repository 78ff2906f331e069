// Seals short secrets (the remembered and the session-held password, docs/accounts.md "Client
// decisions") with an AES-GCM key that Web Crypto creates as non-extractable and IndexedDB keeps
// (`bdplay` DB, `keys` store). Another script on the origin can use the key while the page runs,
// but cannot export it; a copied profile or a read of Web Storage yields only ciphertext.
// Without IndexedDB or Web Crypto nothing is sealed (null), and callers keep nothing.

const DB_NAME = 'bdplay';
const STORE = 'keys';
const KEY_ID = 'remember';
const IV_BYTES = 12;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function inStore<T>(db: IDBDatabase, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = op(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const found: unknown = await inStore(db, 'readonly', (s) => s.get(KEY_ID));
    if (found instanceof CryptoKey) return found;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // `add`, not `put`: when another tab stored a key first, use that one (its seals stay readable).
    const stored = await inStore(db, 'readwrite', (s) => s.add(key, KEY_ID)).then(
      () => true,
      () => false,
    );
    if (stored) return key;
    const winner: unknown = await inStore(db, 'readonly', (s) => s.get(KEY_ID));
    if (winner instanceof CryptoKey) return winner;
    throw new Error('no key stored');
  } finally {
    db.close();
  }
}

let cached: Promise<CryptoKey> | null = null;

/** The key, loaded once per page; null when the platform cannot provide one (tried again next time). */
function boxKey(): Promise<CryptoKey | null> {
  cached ??= loadOrCreateKey();
  return cached.catch(() => {
    cached = null;
    return null;
  });
}

/** base64(iv || AES-GCM ciphertext) of the text, or null when sealing is not possible here. */
export async function seal(text: string): Promise<string | null> {
  try {
    const key = await boxKey();
    if (!key) return null;
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
    const joined = new Uint8Array(IV_BYTES + cipher.length);
    joined.set(iv);
    joined.set(cipher, IV_BYTES);
    return btoa(Array.from(joined, (b) => String.fromCharCode(b)).join(''));
  } catch {
    return null; // no IndexedDB or no Web Crypto (insecure context)
  }
}

/** The text `seal` produced, or null: tampered, sealed under another key, or no key here. */
export async function open(sealed: string): Promise<string | null> {
  try {
    const key = await boxKey();
    if (!key) return null;
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
