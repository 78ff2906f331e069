import type { FreePlayBody, LoginBody, RenewBody } from '../../../../contract/accounts.ts';
import { login } from '../../modules/accounts/login.ts';
import { startFreePlay } from '../../modules/accounts/freeplay.ts';
import { CAPTCHA_COOKIE } from '../../modules/captcha/captcha.ts';
import { getLegacyKey } from '../../modules/keys/legacy-rsa.ts';
import { getRsaPublicKey } from '../../modules/keys/rsa.ts';
import { renewSession } from '../../modules/session/renew.ts';
import { listDevices, signOutOthers } from '../../modules/session/devices.ts';
import { endSession } from '../../modules/session/sessions.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, readStrings, requiredString } from '../fields.ts';
import { readEncrypted, rememberDevice, requireMember } from '../request-helpers.ts';
import { PlainText, type Handler, type Route } from '../router.ts';

/** Session endpoints (docs/accounts.md): the key, login, trial play, logout; renew (docs/member-area.md). */

const logout: Handler = ({ db, token }) => {
  // A dead or missing token still answers success: the client is signing out either way.
  endSession(db, token);
  return null;
};

export const sessionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/session/key/rsa',
    // The platform's clients append ?t=<ms> to defeat caches; say the same thing in a header.
    cacheControl: 'no-store',
    // A legacy merchant's clients read the platform's answer: the bare modulus in hex (§4.1).
    handler: async ({ db, merchant }) =>
      merchant.codec === 'legacy' ? new PlainText((await getLegacyKey(db)).modulusHex, 'no-cache') : getRsaPublicKey(db),
  },
  {
    method: 'POST',
    path: '/wps/session/login',
    handler: async (ctx) => {
      const payload = await readEncrypted<LoginBody>(ctx);
      const input = readStrings(payload, ['username', 'password', 'loginDeviceId'], ['captcha', 'type', 'countryDialingCode']);
      const answer = await login(
        { db: ctx.db, guards: ctx.guards, merchant: ctx.merchant, ip: ctx.ip, captchaId: ctx.cookies[CAPTCHA_COOKIE] },
        input,
      );
      return rememberDevice(ctx, input.loginDeviceId, answer);
    },
  },
  {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    handler: ({ db, guards, merchant, ip, body }) => {
      requiredString(asObject<FreePlayBody>(body), 'loginDeviceId');
      return startFreePlay(db, guards, merchant, ip);
    },
  },
  // The desktop client sends DELETE, other clients POST (reference §2.1).
  { method: 'DELETE', path: '/wps/session/logout', handler: logout },
  { method: 'POST', path: '/wps/session/logout', handler: logout },
  {
    method: 'PUT',
    path: '/wps/session/renew',
    handler: ({ db, merchant, token, body }) => {
      // `{ force }`, a boolean; no body or no field means false.
      const force = body === undefined ? false : (asObject<RenewBody>(body).force ?? false);
      if (typeof force !== 'boolean') throw new ApiError(400, ErrorCodes.bodyInvalid);
      return renewSession(db, merchant.code, token, force);
    },
  },
  // The security centre's devices (docs/money.md, "Security centre"): the token's member and
  // session only; nothing in the request names another.
  {
    method: 'GET',
    path: '/wps/session/devices',
    cacheControl: 'no-store',
    handler: (ctx) => listDevices(ctx.db, requireMember(ctx), ctx.token ?? ''),
  },
  {
    method: 'DELETE',
    path: '/wps/session/others',
    handler: (ctx) => signOutOthers(ctx.db, requireMember(ctx), ctx.token ?? ''),
  },
];
