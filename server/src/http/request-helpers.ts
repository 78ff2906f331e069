import { recordSessionOrigin, touchSession, type Origin } from '../modules/session/devices.ts';
import { authenticate } from '../modules/session/sessions.ts';
import type { Member } from '../modules/accounts/members.ts';
import { decryptBody } from '../modules/crypto/body.ts';
import type { Fields } from './fields.ts';
import type { ApiContext } from './router.ts';

/** What the account routes share: the signed-in member, the decrypted payload, the device id. */

/** The member of the `Authorization` token, or 401 login.not.session. Marks the session used
 *  (at most once a minute: the security centre's devices list). */
export function requireMember(ctx: ApiContext): Member {
  const member = authenticate(ctx.db, ctx.merchant.code, ctx.token);
  touchSession(ctx.db, ctx.token ?? '', origin(ctx));
  return member;
}

/** The IP and User-Agent a session is described by. */
export function origin(ctx: ApiContext): Origin {
  return { ip: ctx.ip, userAgent: ctx.headers['user-agent'] };
}

/** After an answer that opened a session: remembers the device it was opened on. */
export function rememberDevice<T extends { token: string }>(ctx: ApiContext, deviceId: string, answer: T): T {
  recordSessionOrigin(ctx.db, answer.token, deviceId, origin(ctx));
  return answer;
}

/** The payload `T` of an encrypted body (docs/accounts.md, "Encrypted bodies"; the merchant's
 *  codec), its fields unchecked. */
export function readEncrypted<T>(ctx: ApiContext): Promise<Fields<T>> {
  return decryptBody(ctx.db, ctx.merchant.codec, ctx.headers, ctx.body, ctx.guards.replay);
}
