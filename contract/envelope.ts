// The wire contract: the payloads the client (src/api/) and the reference server (server/src/)
// exchange, declared once. It sits at the repository root, beside src/ and server/ and inside
// neither, because both import it and neither may import the other (.dependency-cruiser.cjs).
// Declarations only: both sides import it with `import type`, so no byte of it reaches a bundle
// or the server at run time (README.md here).

/** Every answer, success or failure (platform reference §3). On success `message` and
 *  `errorCode` are null; some failures carry extra data in `value` (`{ captcha }`, `{ retryAfter }`). */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

/** The body of an encrypted call (login, register, password change and reset): the JSON of a
 *  StampedPayload AES-GCM-encrypted, base64 of iv || ciphertext; the wrapped key travels in the `Encryption`
 *  header (docs/accounts.md, "Encrypted bodies"). */
export interface EncryptedBody {
  value: string;
}

/** The plaintext of an encrypted body: the call's payload, stamped by the codec so a captured
 *  request is refused once its moment has passed, even by a server that forgot it (restart). */
export interface StampedPayload<T = object> {
  /** When the client encrypted it, in server time (ms since the epoch; the client corrects its
   *  clock by `RsaPublicKey.serverTime`). Accepted within ±2 minutes of the server's clock. */
  at: number;
  /** 16 random bytes, base64: each one is accepted once. */
  nonce: string;
  payload: T;
}

/** GET /wps/session/key/rsa: the key that wraps each call's AES key. */
export interface RsaPublicKey {
  algorithm: 'RSA-OAEP-256';
  /** Base64 of the DER SubjectPublicKeyInfo (Web Crypto `importKey('spki', …)`). */
  spki: string;
  /** The server's clock when it answered (ms since the epoch): the client stamps payloads with
   *  its own clock corrected by this, so a phone set to the wrong time still gets through. */
  serverTime: number;
}
