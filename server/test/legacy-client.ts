import { constants, createPublicKey, publicEncrypt, randomInt } from 'node:crypto';
import { desEncrypt } from '../../platform-crypto/des.ts';
import type { Db } from '../src/db/connection.ts';
import { TestClient } from './client.ts';
import { rawRequest, type RawResponse } from './helpers.ts';

/**
 * A legacy merchant and a player of the platform's own clients (platform reference §4), built
 * here independently of the client's code: the RSA step with node:crypto's unpadded RSA, not
 * the client's BigInt; DES from platform-crypto/ (checked against CryptoJS in its own tests).
 */

export const LEGACY_MERCHANT = 'lgc01';

/** What real clients send beside the body (reference §6). */
export const PLATFORM_HEADERS = {
  'Content-Type': 'application/json;charset=UTF-8',
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
  Device: 'web',
};

const CONFIG_TABLES = ['white_label_switches', 'register_settings', 'countries', 'customer_service', 'resources', 'image_cdns', 'domain_routes'];

function copyRows(db: Db, table: string, column: string, from: string, to: string): void {
  const columns = (db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => `"${c.name}"`);
  const selected = columns.map((c) => (c === `"${column}"` ? '?' : c));
  db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${selected.join(', ')} FROM ${table} WHERE "${column}" = ?`).run(to, from);
}

/** A new merchant with codec 'legacy': bdm01's row and start-up configuration, no members. */
export function addLegacyMerchant(db: Db, code = LEGACY_MERCHANT): void {
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON'); // switches name their parent, copied in any order
    copyRows(db, 'merchants', 'code', 'bdm01', code);
    db.prepare("UPDATE merchants SET codec = 'legacy' WHERE code = ?").run(code);
    for (const table of CONFIG_TABLES) copyRows(db, table, 'merchant', 'bdm01', code);
  })();
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const sessionKey = (): string => Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Textbook RSA of `data` read as a big-endian number (what RSA.js makes of the reversed key),
 *  as RSA.js writes it: lower-case hex. */
export function textbookRsa(modulusHex: string, data: Buffer): string {
  const bytes = modulusHex.length / 2;
  const key = createPublicKey({ key: { kty: 'RSA', n: Buffer.from(modulusHex, 'hex').toString('base64url'), e: 'AQAB' }, format: 'jwk' });
  const block = Buffer.concat([Buffer.alloc(bytes - data.length), data]);
  return publicEncrypt({ key, padding: constants.RSA_NO_PADDING }, block).toString('hex');
}

export const desBase64 = (key: string, payload: unknown): string =>
  Buffer.from(desEncrypt(Buffer.from(key.slice(0, 8)), Buffer.from(JSON.stringify(payload)))).toString('base64');

export interface LegacySealed {
  encryption: string;
  value: string;
}

/** How a call is sent: `{ value }` (default) or the bare Base64 string; with the v2 headers. */
export interface LegacyForm {
  bare?: boolean;
  v2?: boolean;
}

export class LegacyClient extends TestClient {
  private modulus: Promise<string> | undefined;

  constructor(
    server: { port: number },
    readonly merchant = LEGACY_MERCHANT,
  ) {
    super(server);
  }

  override headers(extra: Record<string, string> = {}): Record<string, string> {
    return super.headers({ Merchant: this.merchant, ...extra });
  }

  /** The plain-text hex modulus of `GET /wps/session/key/rsa`. */
  modulusHex(): Promise<string> {
    this.modulus ??= rawRequest(this.server.port, `/wps/session/key/rsa?t=${Date.now()}`, { headers: { Merchant: this.merchant } }).then(
      (r) => r.text,
    );
    return this.modulus;
  }

  async seal(payload: unknown, key = sessionKey()): Promise<LegacySealed> {
    return { encryption: textbookRsa(await this.modulusHex(), Buffer.from(key, 'latin1')), value: desBase64(key, payload) };
  }

  /** Sends a sealed call exactly: the body `{ value }` or bare, the headers classic or v2. */
  async send(method: string, path: string, sealed: LegacySealed, form: LegacyForm = {}, headers: Record<string, string> = {}): Promise<RawResponse> {
    const v2: Record<string, string> = form.v2 ? { 'X-Digest': sealed.value, 'X-RSA': await this.modulusHex() } : {};
    return this.call(method, path, form.bare ? sealed.value : { value: sealed.value }, {
      ...PLATFORM_HEADERS,
      Encryption: sealed.encryption,
      ...v2,
      ...headers,
    });
  }

  /** The legacy codec for every encrypted call of TestClient (login, ...). */
  override async secure(method: string, path: string, payload: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
    return this.send(method, path, await this.seal(payload), {}, headers);
  }

  override async outbox(to: string): Promise<Array<{ channel: string; to: string; purpose: string; code: string; text: string }>> {
    const res = await rawRequest(this.server.port, `/wps/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { Merchant: this.merchant } });
    return res.json().value;
  }
}
