import type { RegisterSmsBody, SmsBody } from '../../../../contract/accounts.ts';
import { sendLoginCode, sendRegisterCode } from '../../modules/accounts/sms-requests.ts';
import { asObject, readStrings } from '../fields.ts';
import type { Route } from '../router.ts';

/** SMS codes for login and registration (the reset code is in password.ts). */
export const verificationRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    handler: ({ db, guards, merchant, language, ip, body }) => {
      const fields = readStrings(asObject<SmsBody>(body), ['mobileNum', 'countryDialingCode'], ['loginDeviceId']);
      const asker = { ip, deviceId: fields.loginDeviceId };
      return sendLoginCode({ db, guards, merchant, language, asker, dialingCode: fields.countryDialingCode, mobile: fields.mobileNum });
    },
  },
  {
    // The registration form names the field mobileNo (reference §7.13).
    method: 'POST',
    path: '/wps/verification/sms/register',
    handler: ({ db, guards, merchant, language, ip, body }) => {
      const fields = readStrings(asObject<RegisterSmsBody>(body), ['mobileNo', 'countryDialingCode'], ['loginDeviceId']);
      const asker = { ip, deviceId: fields.loginDeviceId };
      return sendRegisterCode({ db, guards, merchant, language, asker, dialingCode: fields.countryDialingCode, mobile: fields.mobileNo });
    },
  },
];
