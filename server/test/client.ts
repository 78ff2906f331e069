import { randomUUID } from 'node:crypto';
import type { StampedPayload } from '../../contract/envelope.ts';
import { encryptPayload, encryptPlaintext, importServerKey } from './codec.ts';
import { MERCHANT, rawRequest, type RawResponse, type TestServer } from './helpers.ts';

/**
 * A test player: one device id, its captcha cookie and its session token, talking to a test
 * server the way the client does (encrypted bodies where docs/accounts.md says so).
 */
export class TestClient {
  token: string | undefined;
  captchaId: string | undefined;
  readonly deviceId = randomUUID();
  private key: Promise<CryptoKey> | undefined;

  /** Only the port is needed: the load and crash tests talk to servers in child processes too. */
  constructor(readonly server: Pick<TestServer, 'port'>) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { ...MERCHANT, Language: 'EN', ...extra };
    if (this.token) h.Authorization = this.token;
    if (this.captchaId) h.Cookie = `captchaId=${this.captchaId}`;
    return h;
  }

  /** A plain JSON call (or no body). */
  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    // An explicit length: node:http sends a DELETE body without one (neither length nor chunked).
    const bodyHeaders: Record<string, string> =
      text === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8', 'Content-Length': String(Buffer.byteLength(text)) };
    return rawRequest(this.server.port, path, { method, headers: this.headers({ ...bodyHeaders, ...headers }), body: text });
  }

  /** Encrypts `payload` stamped now (or as `stampAs` says) under the server's key. */
  async encrypt(payload: unknown, stampAs: Partial<StampedPayload> = {}): Promise<{ encryption: string; body: { value: string } }> {
    return encryptPayload(await this.serverKey(), payload, stampAs);
  }

  /** Encrypts exactly `plaintext`, without the codec's stamp (tests of malformed plaintext). */
  async encryptRaw(plaintext: unknown): Promise<{ encryption: string; body: { value: string } }> {
    return encryptPlaintext(await this.serverKey(), plaintext);
  }

  private serverKey(): Promise<CryptoKey> {
    this.key ??= rawRequest(this.server.port, '/wps/session/key/rsa', { headers: MERCHANT }).then((res) => importServerKey(res.json().value.spki));
    return this.key;
  }

  /** An encrypted call: fresh AES key and IV, wrapped key in the Encryption header. */
  async secure(
    method: string,
    path: string,
    payload: unknown,
    headers: Record<string, string> = {},
    stampAs: Partial<StampedPayload> = {},
  ): Promise<RawResponse> {
    const { encryption, body } = await this.encrypt(payload, stampAs);
    return this.call(method, path, body, { ...headers, Encryption: encryption });
  }

  /** Logs in by username; keeps the token on success. */
  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<RawResponse> {
    const res = await this.secure('POST', '/wps/session/login', {
      username,
      password,
      captcha: '',
      type: 'username',
      loginDeviceId: this.deviceId,
      ...extra,
    });
    if (res.status === 200) this.token = res.json().value.token;
    return res;
  }

  /** Fetches a captcha (keeping its cookie) and returns its answer, read from the outbox. */
  async captcha(): Promise<string> {
    const res = await this.call('GET', '/wps/captcha');
    const cookie = String(res.headers['set-cookie']?.[0] ?? '');
    this.captchaId = /^captchaId=([^;]+)/.exec(cookie)?.[1];
    const [message] = await this.outbox(this.captchaId ?? '');
    return message?.code ?? '';
  }

  /** Messages to `to`, newest first (GET /wps/dev/outbox). */
  async outbox(to: string): Promise<Array<{ channel: string; to: string; purpose: string; code: string; text: string }>> {
    const res = await rawRequest(this.server.port, `/wps/dev/outbox?to=${encodeURIComponent(to)}`, { headers: MERCHANT });
    return res.json().value;
  }
}

/** Row counts of the tables a request may write, to prove a refusal wrote nothing. */
export function rowCounts(server: TestServer): Record<string, number> {
  const tables = ['members', 'sessions', 'sms_codes', 'password_resets', 'outbox', 'login_failures', 'captchas'];
  return Object.fromEntries(tables.map((t) => [t, (server.db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]));
}
