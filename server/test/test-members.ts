import type { Db } from '../src/db/connection.ts';
import { insertMember } from '../src/modules/accounts/members.ts';
import type { Phone } from '../src/modules/sms/phone.ts';

/**
 * A member row straight into the database, for tests that need one without registering through
 * the API: `bdm01`, no e-mail, and unless told no phone, real name or upline; a balance becomes
 * its `opening` ledger row.
 */
export function insertTestMember(
  db: Db,
  username: string,
  options: {
    balanceMinor?: number;
    type?: number;
    passwordHash?: string;
    regDate?: string;
    phone?: Phone;
    payeeName?: string;
    uplineId?: number;
  } = {},
): number {
  return insertMember(db, {
    merchant: 'bdm01',
    username,
    passwordHash: options.passwordHash ?? 'scrypt$x',
    type: options.type ?? 0,
    phone: options.phone ?? null,
    email: null,
    nickname: null,
    payeeName: options.payeeName ?? null,
    extra: {},
    uplineId: options.uplineId ?? null,
    registerMethod: 'H5',
    registerUrl: '',
    registerDomain: '',
    regDate: options.regDate ?? new Date().toISOString(),
    balanceMinor: options.balanceMinor ?? 0,
  });
}
