import type { AddressInfo } from 'node:net';
import { loadConfig, type ServerConfig } from './config.ts';
import { deleteDbFiles, openDb } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { scaleGames } from './db/scale-games.ts';
import { seed, seedIfEmpty } from './db/seed.ts';
import { SEED_MERCHANT_CODE } from './db/seed-data/merchant.ts';
import { createAppServer } from './http/server.ts';
import { ensurePrivateDir } from './lib/private-files.ts';
import { scheduleAgentRebateSettlement } from './modules/agent/rebate-difference.ts';
import { ensureRsaKey } from './modules/keys/rsa.ts';

/**
 * `npm run serve [-- --fresh] [--scale-games N]`: migrate, seed an empty or just-migrated DB, set
 * the generated games, listen, shut down cleanly on signals.
 */
async function main(config: ServerConfig): Promise<void> {
  if (config.fresh) deleteDbFiles(config.dbPath);
  const db = openDb(config.dbPath);
  const applied = migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  // A new migration may bring demo data of its own: seed again then (idempotent, never overwrites).
  const seeded = applied.length > 0 ? seed(db) : seedIfEmpty(db);
  if (seeded > 0) console.log(`Seeded ${seeded} rows into ${config.dbPath}`);
  if (config.scaleGames !== undefined) {
    const { before, after } = scaleGames(db, SEED_MERCHANT_CODE, config.scaleGames);
    if (before !== after) console.log(`Generated games: ${before} -> ${after}`);
  }
  // Past days' agent rebate income into the balances now, then hourly (docs/agent-area.md).
  const stopSettlement = scheduleAgentRebateSettlement(db, console.log);
  // Generate the RSA key now, not on the first player's request.
  await ensureRsaKey(db);
  // Players' photos: owner-only, also when an older server made the directory readable to all.
  ensurePrivateDir(config.uploadDir, true);

  const server = createAppServer({
    db,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    mode: config.mode,
    uploadDir: config.uploadDir,
    uploadMaxBytes: config.uploadMaxBytes,
    serviceWorker: config.serviceWorker,
    faults: config.faults,
    demoGameSeed: config.demoGameSeed,
  });
  // Loud on purpose: a server that breaks requests must not be mistaken for a broken server.
  for (const rule of config.faults) console.warn(`FAULT INJECTION: ${rule.text}`);
  server.on('error', (error) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
    db.close();
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.log(`Listening on http://${host}:${port}/m/home`);
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Idle keep-alive sockets would hold close() open; busy ones get 5 s to finish.
    server.close(() => {
      stopSettlement();
      db.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

let config: ServerConfig;
try {
  config = loadConfig(process.env, process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
main(config).catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
