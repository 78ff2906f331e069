import { existsSync } from 'node:fs';
import { DEFAULT_DB_PATH, openDb, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { SEED_MERCHANT_CODE } from '../db/seed-data/merchant.ts';
import { findMerchant, MerchantNotFoundError, setMaintenance, setRegionRestricted } from '../modules/merchants/merchants.ts';
import { MOD_ID_PATTERN, setSwitch } from '../modules/whitelabel/switches.ts';
import { HELP } from './help.ts';
import type { Output } from './output.ts';
import { printStatus } from './status.ts';

class UsageError extends Error {}

interface Options {
  db: string;
  merchant: string;
  command: string[];
}

function parseArgs(args: string[]): Options | 'help' {
  const options: Options = { db: process.env['DB_PATH'] || DEFAULT_DB_PATH, merchant: SEED_MERCHANT_CODE, command: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--db' || arg === '--merchant') {
      const value = args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--db') options.db = value;
      else options.merchant = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}`);
    } else {
      options.command.push(arg);
    }
  }
  if (options.command.length === 0) throw new UsageError('No command given');
  return options;
}

function parseOnOff(value: string | undefined, usage: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`Usage: ${usage}`);
}

const onOff = (flag: boolean | null): string => (flag === null ? 'absent' : flag ? 'on' : 'off');
const change = (before: boolean | null, after: boolean): string =>
  before === after ? `already ${onOff(after)}` : `${onOff(before)} -> ${onOff(after)}`;

function run(db: Db, { merchant, command }: Options, out: Output): void {
  const [name, ...rest] = command;
  const arity = (n: number, usage: string): void => {
    if (rest.length !== n) throw new UsageError(`Usage: ${usage}`);
  };
  switch (name) {
    case 'migrate': {
      arity(0, 'migrate');
      const applied = migrate(db);
      out.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date');
      return;
    }
    case 'seed': {
      arity(0, 'seed');
      migrate(db);
      out.log(`Seed inserted ${seed(db)} row(s)`);
      return;
    }
    case 'maintenance':
    case 'region': {
      arity(1, `${name} on|off`);
      const on = parseOnOff(rest[0], `${name} on|off`);
      const result = name === 'maintenance' ? setMaintenance(db, merchant, on) : setRegionRestricted(db, merchant, on);
      out.log(`${merchant}: ${name} ${change(result.before, result.after)}`);
      return;
    }
    case 'switch': {
      arity(2, 'switch <KEY> on|off');
      const key = rest[0] ?? '';
      if (!MOD_ID_PATTERN.test(key)) throw new UsageError(`Invalid switch key '${key}' (letters, digits, _)`);
      const result = setSwitch(db, merchant, key, parseOnOff(rest[1], 'switch <KEY> on|off'));
      const created = result.created ? ' (created)' : '';
      out.log(`${merchant}: switch ${key} ${change(result.before, result.after)}${created}`);
      return;
    }
    case 'status': {
      arity(0, 'status');
      if (!findMerchant(db, merchant)) throw new MerchantNotFoundError(merchant);
      printStatus(db, merchant, out);
      return;
    }
    default:
      throw new UsageError(`Unknown command '${name}'`);
  }
}

/** Runs one CLI invocation and returns the exit code (0 done, 1 error, 2 bad usage). */
export function runCli(args: string[], out: Output = console): number {
  let options: Options | 'help';
  try {
    options = parseArgs(args);
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (options === 'help') {
    out.log(HELP);
    return 0;
  }
  const setup = options.command[0] === 'migrate' || options.command[0] === 'seed';
  // Only setup commands may create a database: a typo in --db must not silently make an empty one.
  if (!setup && !existsSync(options.db)) {
    out.error(`No database at ${options.db}. Start the server once, or run: npm run admin -- seed`);
    return 1;
  }
  const db = openDb(options.db);
  try {
    if (!setup) migrate(db);
    run(db, options, out);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`${error.message}\n\nRun with --help for usage.`);
      return 2;
    }
    out.error(`Error: ${(error as Error).message}`);
    return 1;
  } finally {
    db.close();
  }
}

