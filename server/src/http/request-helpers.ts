import { authenticate } from '../modules/session/sessions.ts';
import type { Member } from '../modules/accounts/members.ts';
import { decryptRequest } from '../modules/crypto/codec.ts';
import type { Fields } from './fields.ts';
import type { ApiContext } from './router.ts';

/** What the account routes share: the signed-in member, the decrypted payload, the device id. */

/** The member of the `Authorization` token, or 401 login.not.session. */
export function requireMember(ctx: ApiContext): Member {
  return authenticate(ctx.db, ctx.merchant.code, ctx.token);
}

/** The payload `T` of an encrypted body (docs/accounts.md, "Encrypted bodies"), its fields unchecked. */
export function readEncrypted<T>(ctx: ApiContext): Promise<Fields<T>> {
  return decryptRequest(ctx.db, ctx.headers['encryption'], ctx.body, ctx.guards.replay);
}
