import { openDb } from '../../src/db/connection.ts';
import { findMemberById } from '../../src/modules/accounts/members.ts';
import { RuleError } from '../../src/modules/rule-error.ts';
import { createWithdrawal } from '../../src/modules/withdraw/create.ts';

/**
 * One connection of the withdrawal race (withdraw.test.ts): a child process with its own database
 * handle, asking for withdrawals from one member. Says `ready`, starts on `go`, answers its tally.
 */

export interface WithdrawWork {
  dbPath: string;
  memberId: number;
  accountId: number;
  count: number;
  amount: string;
}

export interface WithdrawTally {
  accepted: number;
  refused: Record<string, number>;
}

const send = (message: unknown): void => void process.send?.(message);

process.once('message', (work: WithdrawWork) => {
  const db = openDb(work.dbPath);
  send('ready');
  process.once('message', () => {
    const tally: WithdrawTally = { accepted: 0, refused: {} };
    for (let i = 0; i < work.count; i++) {
      try {
        createWithdrawal(db, findMemberById(db, work.memberId)!, { payoutAccountId: work.accountId, amount: work.amount }, 'EN');
        tally.accepted += 1;
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        tally.refused[error.errorCode] = (tally.refused[error.errorCode] ?? 0) + 1;
      }
    }
    send(tally);
    db.close();
    process.exit(0);
  });
});
