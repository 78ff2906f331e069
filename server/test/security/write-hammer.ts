import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { openDb } from '../../src/db/connection.ts';
import { findMemberByUsername } from '../../src/modules/accounts/members.ts';
import { recordLoginFailure } from '../../src/modules/accounts/login-failures.ts';
import { createCaptcha } from '../../src/modules/captcha/captcha.ts';
import { addFavourite, addRecent, removeFavourite } from '../../src/modules/games/lists.ts';
import { findMerchant } from '../../src/modules/merchants/merchants.ts';

/**
 * One of the processes of security-db-locking.test.ts: `node --import tsx write-hammer.ts DB MS`.
 * Opens DB as the server does, prints `ready`, waits for a line on stdin, then runs the server's
 * own write transactions (each reads before it writes) for MS milliseconds and prints
 * `{ writes, errors }` as JSON. A write that fails is counted by its message, never thrown.
 */

const [dbPath, durationText] = process.argv.slice(2);
const db = openDb(dbPath!);
const member = findMemberByUsername(db, 'bdm01', 'demo01')!;
const merchant = findMerchant(db, 'bdm01')!;
const game = db.prepare('SELECT node_id FROM games WHERE merchant = ? LIMIT 1').get('bdm01') as { node_id: number };
const nodeId = String(game.node_id);

const writes = [
  () => addFavourite(db, member, nodeId, ''),
  () => removeFavourite(db, member, nodeId, ''),
  () => addRecent(db, member, nodeId),
  () => recordLoginFailure(db, 'bdm01', createHash('sha256').update(`hammer-${process.pid}`).digest('hex')),
  () => createCaptcha(db, merchant, 'production', undefined),
];

console.log('ready');
createInterface({ input: process.stdin }).once('line', () => {
  const errors: Record<string, number> = {};
  let count = 0;
  const end = Date.now() + Number(durationText);
  while (Date.now() < end) {
    try {
      writes[count % writes.length]!();
    } catch (error) {
      const message = (error as Error).message;
      errors[message] = (errors[message] ?? 0) + 1;
    }
    count += 1;
  }
  db.close();
  console.log(JSON.stringify({ writes: count, errors }));
  process.exit(0);
});
