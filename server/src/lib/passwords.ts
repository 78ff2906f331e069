import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (N=16384, r=8, p=1, 16-byte salt; docs/accounts.md). A hash costs
 * about 40 ms of CPU, on purpose. Stored form: `scrypt$N$r$p$<salt b64>$<key b64>`, so the
 * parameters can be raised later without invalidating existing hashes.
 */

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Hashes on the libuv thread pool, so a login does not stall other requests. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await derive(password, salt, PARAMS));
}

/** For the seed, which runs synchronously in one transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password, salt, KEY_BYTES, PARAMS));
}

/** Constant-time comparison; an unreadable stored hash (NO_PASSWORD) never matches, and costs a
 *  hash all the same, so the time does not tell that a member has no password. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return burnPasswordCheck(password);
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The stored hash of a member who has no password (trial players, mobile sign-ups without one):
 * it has no salt or key, so verifyPassword never accepts anything for it.
 */
export const NO_PASSWORD = 'scrypt$none';

let dummyHash: string | undefined;

/**
 * Spends the same time as a real check when there is nothing to check against (no such member,
 * no password, no pending temporary password), so response times tell none of these apart.
 */
async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= await hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, dummyHash);
  return false;
}
