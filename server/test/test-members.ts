import type { Db } from '../src/db/connection.ts';
import { insertMember } from '../src/modules/accounts/members.ts';

/**
 * A member row straight into the database, for tests that need one without registering through
 * the API: `bdm01`, no phone, e-mail or upline; a balance becomes its `opening` ledger row.
 */
export function insertTestMember(
  db: Db,
  username: string,
  options: { balanceMinor?: number; type?: number; passwordHash?: string; regDate?: string } = {},
): number {
  return insertMember(db, {
    merchant: 'bdm01',
    username,
    passwordHash: options.passwordHash ?? 'scrypt$x',
    type: options.type ?? 0,
    phone: null,
    email: null,
    nickname: null,
    payeeName: null,
    extra: {},
    uplineId: null,
    registerMethod: 'H5',
    registerUrl: '',
    registerDomain: '',
    regDate: options.regDate ?? new Date().toISOString(),
    balanceMinor: options.balanceMinor ?? 0,
  });
}
