import { existsSync } from 'node:fs';
import { DEFAULT_DB_PATH, openDb, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { parseScaleCount, scaledGameCount, scaleGames, SCALE_GAMES_MAX } from '../db/scale-games.ts';
import { seed } from '../db/seed.ts';
import { SEED_MERCHANT_CODE } from '../db/seed-data/merchant.ts';
import {
  addAnnouncement,
  announcementProblem,
  isAnnouncementType,
  listAnnouncementSummaries,
  removeAnnouncement,
  ANNOUNCEMENT_TYPES,
  type NewAnnouncement,
} from '../modules/announcements/announcements.ts';
import { findMerchant, MerchantNotFoundError, setMaintenance, setRegionRestricted } from '../modules/merchants/merchants.ts';
import { CS_TYPE_PATTERN, isServiceUrl, setCustomerService } from '../modules/system/customer-service-admin.ts';
import { MOD_ID_PATTERN, setSwitch } from '../modules/whitelabel/switches.ts';
import { CONTRACT_OPTIONS, contractCommand, settleCommand } from './contracts.ts';
import { parseSettleArgs, settleAgentRebatesCommand, SETTLE_USAGE } from './agent-rebates.ts';
import { deposit, DEPOSIT_USAGE, DEPOSITS_USAGE, parseStatus, printDeposits } from './deposits.ts';
import { HELP } from './help.ts';
import { ADJUST_USAGE, adjustBalance, LEDGER_USAGE, parseLimit, printAudit, printLedger } from './money.ts';
import type { Output } from './output.ts';
import { printStatus } from './status.ts';
import { printTeam, TEAM_USAGE } from './team.ts';
import { parseVitalsArgs, printVitals, VITALS_OPTIONS, VITALS_USAGE } from './vitals.ts';
import { parseWithdrawStatus, printWithdrawals, withdrawal, WITHDRAWAL_USAGE, WITHDRAWALS_USAGE } from './withdrawals.ts';

class UsageError extends Error {}

interface Options {
  db: string;
  merchant: string;
  command: string[];
  /** Options of the command itself ('--execution' → 'A'), allowed by COMMAND_OPTIONS. */
  commandOptions: Map<string, string>;
}

/**
 * Options that only one command takes (each with a value), keyed by the command's words. Any
 * other command given one of them is bad usage, so a misplaced option is never silently ignored.
 */
const COMMAND_OPTIONS: Record<string, readonly string[]> = {
  'announcement add': ['--execution', '--image', '--link', '--title-en', '--content-en'],
  ledger: ['--limit'],
  adjust: ['--reason'],
  deposits: ['--status', '--user', '--limit'],
  'deposit reject': ['--reason'],
  withdrawals: ['--status', '--user', '--limit'],
  'withdrawal pay': ['--ref'],
  'withdrawal reject': ['--reason'],
  ...CONTRACT_OPTIONS,
  'settle agent-rebates': ['--date'],
  ...VITALS_OPTIONS,
};
const ANY_COMMAND_OPTION = new Set(Object.values(COMMAND_OPTIONS).flat());

function parseArgs(args: string[]): Options | 'help' {
  const options: Options = {
    db: process.env['DB_PATH'] || DEFAULT_DB_PATH,
    merchant: SEED_MERCHANT_CODE,
    command: [],
    commandOptions: new Map(),
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--db' || arg === '--merchant' || ANY_COMMAND_OPTION.has(arg)) {
      const value = args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--db') options.db = value;
      else if (arg === '--merchant') options.merchant = value;
      else if (options.commandOptions.has(arg)) throw new UsageError(`${arg} given twice`);
      else options.commandOptions.set(arg, value);
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}`);
    } else {
      options.command.push(arg);
    }
  }
  if (options.command.length === 0) throw new UsageError('No command given');
  // Options may come anywhere on the line, so they are matched to the command only now.
  const allowed = COMMAND_OPTIONS[options.command.slice(0, 2).join(' ')] ?? COMMAND_OPTIONS[options.command[0] ?? ''] ?? [];
  for (const option of options.commandOptions.keys()) {
    if (allowed.includes(option)) continue;
    const owners = Object.keys(COMMAND_OPTIONS).filter((command) => COMMAND_OPTIONS[command]?.includes(option));
    throw new UsageError(`${option} goes only with: ${owners.join(', ')}`);
  }
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

const ANNOUNCEMENT_ADD_USAGE =
  'announcement add <type> <group> <title> <content> [--title-en TEXT] [--content-en TEXT] [--execution A|B|F] [--image PATH] [--link URL]';
const ANNOUNCEMENT_USAGE = `${ANNOUNCEMENT_ADD_USAGE}
       announcement remove <group> <type> <title>
       announcement list [group]`;

function announcement(db: Db, merchant: string, args: string[], flags: Map<string, string>, out: Output): void {
  const [action, ...rest] = args;
  if (action === 'add') {
    if (rest.length !== 4) throw new UsageError(`Usage: ${ANNOUNCEMENT_ADD_USAGE}`);
    const [type = '', groupName = '', title = '', content = ''] = rest;
    const a: NewAnnouncement = {
      type,
      groupName,
      title,
      content,
      titleEn: flags.get('--title-en'),
      contentEn: flags.get('--content-en'),
      execution: flags.get('--execution'),
      imageUrl: flags.get('--image'),
      linkUrl: flags.get('--link'),
    };
    // Bad input is bad usage (exit 2); a duplicate depends on the database, so it is an error (exit 1).
    const problem = announcementProblem(a);
    if (problem) throw new UsageError(problem);
    out.log(String(addAnnouncement(db, merchant, a)));
  } else if (action === 'remove') {
    if (rest.length !== 3) throw new UsageError('Usage: announcement remove <group> <type> <title>');
    const [groupName = '', type = '', title = ''] = rest;
    // A type typo would otherwise just print "not found", hiding the mistake.
    if (!isAnnouncementType(type)) throw new UsageError(`Invalid type '${type}' (one of ${ANNOUNCEMENT_TYPES.join(', ')})`);
    out.log(removeAnnouncement(db, merchant, groupName, type, title) ? 'removed' : 'not found');
  } else if (action === 'list') {
    if (rest.length > 1) throw new UsageError('Usage: announcement list [group]');
    const rows = listAnnouncementSummaries(db, merchant, rest[0]);
    if (rows.length === 0) {
      out.log('(no announcements)');
      return;
    }
    const idWidth = Math.max(...rows.map((r) => String(r.id).length));
    const groupWidth = Math.max(...rows.map((r) => r.groupName.length));
    for (const r of rows) {
      out.log(`${String(r.id).padStart(idWidth)}  ${r.type.padEnd(2)}  ${r.groupName.padEnd(groupWidth)}  ${r.execution ?? '-'}  ${r.title}`);
    }
  } else {
    throw new UsageError(`Usage: ${ANNOUNCEMENT_USAGE}`);
  }
}

function service(db: Db, merchant: string, args: string[], out: Output): void {
  const usage = 'service <csType> <url>|off';
  if (args.length !== 2) throw new UsageError(`Usage: ${usage}`);
  const [csType = '', value = ''] = args;
  if (!CS_TYPE_PATTERN.test(csType)) throw new UsageError(`Invalid service type '${csType}' (A-Z, 0-9, _; e.g. TELEGRAM1)`);
  if (value !== 'off' && !isServiceUrl(value)) throw new UsageError(`Invalid URL '${value}': give an http(s) URL, or off`);
  const result = setCustomerService(db, merchant, csType, value === 'off' ? null : value);
  const shown = (url: string | null): string => url ?? 'off';
  const what = result.before === result.after ? `already ${shown(result.after)}` : `${shown(result.before)} -> ${shown(result.after)}`;
  out.log(`${merchant}: service ${csType} ${what}`);
}

const GAMES_USAGE = `games scale [<count>|off]  (count 0-${SCALE_GAMES_MAX})`;

/** `games scale`: prints the generated games' count; with a count, makes it so (idempotent). */
function games(db: Db, merchant: string, args: string[], out: Output): void {
  const [action, value, ...extra] = args;
  if (action !== 'scale' || extra.length > 0) throw new UsageError(`Usage: ${GAMES_USAGE}`);
  if (!findMerchant(db, merchant)) throw new MerchantNotFoundError(merchant);
  if (value === undefined) {
    out.log(String(scaledGameCount(db, merchant)));
    return;
  }
  const count = parseScaleCount(value);
  if (count === undefined) throw new UsageError(`Usage: ${GAMES_USAGE}`);
  const { before, after } = scaleGames(db, merchant, count);
  out.log(`${merchant}: generated games ${before === after ? `already ${after}` : `${before} -> ${after}`}`);
}

function run(db: Db, { merchant, command, commandOptions }: Options, out: Output): void {
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
    case 'announcement':
      announcement(db, merchant, rest, commandOptions, out);
      return;
    case 'service':
      service(db, merchant, rest, out);
      return;
    case 'games':
      games(db, merchant, rest, out);
      return;
    case 'ledger': {
      arity(1, LEDGER_USAGE);
      const limit = parseLimit(commandOptions.get('--limit'));
      if (limit === undefined) throw new UsageError(`Usage: ${LEDGER_USAGE}`);
      printLedger(db, merchant, rest[0] ?? '', limit, out);
      return;
    }
    case 'team':
      arity(1, TEAM_USAGE);
      printTeam(db, merchant, rest[0] ?? '', out);
      return;
    case 'adjust': {
      arity(2, ADJUST_USAGE);
      const reason = commandOptions.get('--reason')?.trim() ?? '';
      if (!reason || reason.length > 200) throw new UsageError(`Usage: ${ADJUST_USAGE} (reason 1-200 characters)`);
      adjustBalance(db, merchant, rest[0] ?? '', rest[1] ?? '', reason, out);
      return;
    }
    case 'deposits': {
      arity(0, DEPOSITS_USAGE);
      const status = parseStatus(commandOptions.get('--status'));
      const limit = parseLimit(commandOptions.get('--limit'));
      if (status === undefined || limit === undefined) throw new UsageError(`Usage: ${DEPOSITS_USAGE}`);
      printDeposits(db, merchant, { status, user: commandOptions.get('--user'), limit }, out);
      return;
    }
    case 'deposit': {
      arity(2, DEPOSIT_USAGE);
      const [action = '', id = ''] = rest;
      if (action !== 'approve' && action !== 'reject') throw new UsageError(`Usage: ${DEPOSIT_USAGE}`);
      const reason = commandOptions.get('--reason')?.trim();
      if (reason === '' || (reason && reason.length > 200)) throw new UsageError('--reason: 1-200 characters');
      deposit(db, merchant, action, id, reason, out);
      return;
    }
    case 'withdrawals': {
      arity(0, WITHDRAWALS_USAGE);
      const status = parseWithdrawStatus(commandOptions.get('--status'));
      const limit = parseLimit(commandOptions.get('--limit'));
      if (status === undefined || limit === undefined) throw new UsageError(`Usage: ${WITHDRAWALS_USAGE}`);
      printWithdrawals(db, merchant, { status, user: commandOptions.get('--user'), limit }, out);
      return;
    }
    case 'withdrawal': {
      arity(2, WITHDRAWAL_USAGE);
      const [action = '', id = ''] = rest;
      if (action !== 'approve' && action !== 'pay' && action !== 'reject') throw new UsageError(`Usage: ${WITHDRAWAL_USAGE}`);
      const text = (commandOptions.get('--reason') ?? commandOptions.get('--ref'))?.trim();
      if (text === '' || (text && text.length > 200)) throw new UsageError('--reason / --ref: 1-200 characters');
      withdrawal(db, merchant, action, id, text, out);
      return;
    }
    case 'settle': {
      // agent-rebates: the rebate difference's; salaries and dividends: the contracts' settlements.
      if (rest[0] !== 'agent-rebates') {
        settleCommand(db, merchant, rest, commandOptions, out, (m) => new UsageError(m));
        return;
      }
      const day = parseSettleArgs(rest, commandOptions.get('--date'));
      if (day === undefined) throw new UsageError(`Usage: ${SETTLE_USAGE}`);
      settleAgentRebatesCommand(db, day, out);
      return;
    }
    case 'contract':
      contractCommand(db, merchant, rest, commandOptions, out, (m) => new UsageError(m));
      return;
    case 'vitals': {
      arity(0, VITALS_USAGE);
      const options = parseVitalsArgs(commandOptions.get('--days'), commandOptions.get('--page'));
      if (!options) throw new UsageError(`Usage: ${VITALS_USAGE}`);
      if (!findMerchant(db, merchant)) throw new MerchantNotFoundError(merchant);
      printVitals(db, merchant, options, out);
      return;
    }
    case 'audit':
      arity(0, 'audit');
      printAudit(db, out);
      return;
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
