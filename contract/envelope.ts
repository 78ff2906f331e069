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

/** The body of an encrypted call (login, register, password change and reset): the JSON payload
 *  AES-GCM-encrypted, base64 of iv || ciphertext; the wrapped key travels in the `Encryption`
 *  header (docs/accounts.md, "Encrypted bodies"). */
export interface EncryptedBody {
  value: string;
}

/** GET /wps/session/key/rsa: the key that wraps each call's AES key. */
export interface RsaPublicKey {
  algorithm: 'RSA-OAEP-256';
  /** Base64 of the DER SubjectPublicKeyInfo (Web Crypto `importKey('spki', …)`). */
  spki: string;
}
