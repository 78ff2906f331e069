import { now } from '../lib/clock.ts';
import type { Db } from './connection.ts';
import { seedAccounts } from './seed-accounts.ts';
import { secondAnnouncements, secondMembers, secondMerchantConfig, secondMessages } from './seed-data/second-merchant.ts';
import { seedGames } from './seed-games.ts';
import { seedLottery } from './seed-lottery.ts';
import { seedMerchantConfig } from './seed-merchant.ts';
import { inboxSeeder, seedAnnouncementRows } from './seed-texts.ts';

type Run = (sql: string, ...params: unknown[]) => void;
type Count = (changes: number) => void;

/** bdm02 (seed-data/second-merchant.ts), inside seed()'s transaction: the same kinds of rows as
 *  bdm01's, fewer of them; its games (and lottery lobby) are bdm01's catalogue under its own code. */
export function seedSecondMerchant(db: Db, run: Run, count: Count): void {
  const code = secondMerchantConfig.merchant.code;
  seedMerchantConfig(db, secondMerchantConfig, run);
  seedAccounts(db, code, run, secondMembers);
  seedAnnouncementRows(db, code, count, secondAnnouncements);
  seedGames(db, code, count);
  seedLottery(db, code, count);
  const insertMessage = inboxSeeder(db, code, count);
  const at = now() - 24 * 3600_000;
  for (const message of secondMessages) insertMessage({ ...message, createdAt: at, readAt: null });
}
