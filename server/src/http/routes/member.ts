import type { RegisterBody } from '../../../../contract/accounts.ts';
import { GUEST_MEMBER_INFO, memberInfo } from '../../modules/accounts/profile.ts';
import { register, REGISTER_FIELDS } from '../../modules/accounts/register.ts';
import type { RegisterFlow } from '../../modules/accounts/register-rules.ts';
import { CAPTCHA_COOKIE } from '../../modules/captcha/captcha.ts';
import { limitProbes } from '../../modules/limits/askers.ts';
import { readStrings } from '../fields.ts';
import { readEncrypted, rememberDevice, requireMember } from '../request-helpers.ts';
import type { Handler, Route } from '../router.ts';

/** Registration (both tabs) and member info (docs/accounts.md). Password calls: password.ts. */

function registerHandler(flow: RegisterFlow): Handler {
  return async (ctx) => {
    const payload = await readEncrypted<RegisterBody>(ctx);
    // Every field is optional on the wire; the rules decide what is required.
    const input = readStrings(payload, [], REGISTER_FIELDS);
    const asker = { ip: ctx.ip, deviceId: readStrings(payload, [], ['loginDeviceId']).loginDeviceId };
    const answer = await limitProbes(ctx.guards, asker, () => register(ctx.db, ctx.merchant, flow, ctx.cookies[CAPTCHA_COOKIE], input));
    return rememberDevice(ctx, asker.deviceId, answer);
  };
}

export const memberRoutes: Route[] = [
  { method: 'PUT', path: '/wps/member/register', handler: registerHandler('username') },
  { method: 'PUT', path: '/wps/member/register/mobile', handler: registerHandler('mobile') },
  {
    method: 'GET',
    path: '/wps/member/info',
    // A guest is a request without Authorization: the platform's empty identity. Any token, even
    // a forged or expired one, is checked, so a lost session still reads 401 login.not.session.
    handler: (ctx) => (ctx.token === undefined ? GUEST_MEMBER_INFO : memberInfo(requireMember(ctx), ctx.language)),
  },
];
