import { DEFAULT_DB_PATH } from '../db/connection.ts';
import { SEED_MERCHANT_CODE } from '../db/seed-data/merchant.ts';

export const HELP = `QA command line for the reference server (works while the server runs).

Usage: npm run admin -- [options] <command>

Commands:
  maintenance on|off      put the merchant in or out of maintenance
  region on|off           turn the region restriction on or off
  switch <KEY> on|off     set a white-label switch (an unknown KEY is created)
  status                  print merchant, maintenance, region and every switch
  migrate                 apply pending migrations
  seed                    insert missing seed data (never overwrites changes)

Options:
  --db PATH               database file (default: $DB_PATH or ${DEFAULT_DB_PATH})
  --merchant CODE         merchant code (default: ${SEED_MERCHANT_CODE})
  -h, --help              show this help

Examples:
  npm run admin -- maintenance on
  npm run admin -- switch GOOGLELOGIN3 on
  npm run admin -- --db /tmp/e2e.db status`;
