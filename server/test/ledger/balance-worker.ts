import { openDb } from '../../src/db/connection.ts';
import { RuleError } from '../../src/modules/rule-error.ts';
import { changeBalance } from '../../src/modules/wallet/ledger.ts';

/**
 * One connection of the concurrency test (ledger.test.ts): a child process with its own database
 * handle, applying signed amounts to one member. It gets its work, says `ready`, and starts on `go`
 * (sent once every process is ready, so that they really race).
 */

export interface BalanceWork {
  dbPath: string;
  memberId: number;
  amounts: number[];
  name: string;
}

export interface BalanceTally {
  credited: number;
  debited: number;
  refused: number;
}

const send = (message: unknown): void => void process.send?.(message);

process.once('message', (work: BalanceWork) => {
  const db = openDb(work.dbPath);
  send('ready');
  process.once('message', () => {
    const tally: BalanceTally = { credited: 0, debited: 0, refused: 0 };
    work.amounts.forEach((amount, i) => {
      try {
        const type = amount > 0 ? 'promotion' : 'bet';
        db.transaction(() => changeBalance(db, work.memberId, type, amount, `test:${work.name}-${i}`)).immediate();
        if (amount > 0) tally.credited += amount;
        else tally.debited -= amount;
      } catch (error) {
        if (!(error instanceof RuleError && error.errorCode === 'balance.insufficient')) throw error;
        tally.refused += 1;
      }
    });
    db.close();
    send(tally);
    process.disconnect();
  });
});
