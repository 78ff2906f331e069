import type { Db } from '../../db/connection.ts';
import { listOutbox, smsRecipient } from '../../modules/outbox/outbox.ts';
import { nationalForm, toPhone } from '../../modules/sms/phone.ts';
import type { Route } from '../router.ts';

/**
 * Development and test tools. routes/index.ts leaves this file out in production mode, so there
 * the paths do not exist at all (404).
 */
export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/dev/outbox',
    handler: ({ db, merchant, query }) => listOutbox(db, merchant.code, recipient(db, merchant.code, query.get('to') ?? '')),
  },
];

/**
 * A number asked for as "dialing code, space, number" in any spelling ('+880 1711000001',
 * '880 001711000001') is looked up in the form SMS are addressed in ('+880 01711000001').
 */
function recipient(db: Db, merchant: string, to: string): string {
  const match = /^\s*(\+?[0-9]{1,4})\s+([0-9]{1,20})\s*$/.exec(to);
  const phone = match ? toPhone(db, merchant, match[1] ?? '', match[2] ?? '') : null;
  return phone ? smsRecipient(phone.dialingCode, nationalForm(phone.mobile)) : to;
}
