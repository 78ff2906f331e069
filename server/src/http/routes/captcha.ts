import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, createCaptcha, limitCaptchas } from '../../modules/captcha/captcha.ts';
import type { GeetestConfig } from '../../../../contract/accounts.ts';
import { serializeCookie } from '../cookies.ts';
import type { Route } from '../router.ts';

/** The reference server has no GeeTest: no id (GeeTest off; what the platform answers then is unknown). */
const GEETEST_OFF: GeetestConfig = Object.freeze({ gt: '' });

/** GET /wps/captcha: a base64 PNG; the answer is tied to the `captchaId` cookie set here.
 *  GET /wps/captcha/geetest (reference §7.12; `?product=` accepted and ignored): GeeTest off. */
export const captchaRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/captcha',
    handler: ({ db, guards, merchant, mode, ip, headers, cookies, setCookie, overTls }) => {
      limitCaptchas(guards, ip, headers['user-agent'] ?? '');
      const captcha = createCaptcha(db, merchant, mode, cookies[CAPTCHA_COOKIE]);
      setCookie(serializeCookie(CAPTCHA_COOKIE, captcha.captchaId, { path: '/wps', maxAgeSeconds: CAPTCHA_TTL_MS / 1000, secure: overTls }));
      return captcha.image;
    },
  },
  { method: 'GET', path: '/wps/captcha/geetest', handler: () => GEETEST_OFF },
];
