import type { Channel, DepositWay, ReceivingAccount } from '../../../../contract/deposit.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { toMajor } from '../wallet/amount.ts';

/** The merchant's deposit channels (migration 018; docs/money.md, "Deposit channels"). */

export interface ChannelRow {
  id: number;
  code: string;
  ways: DepositWay[];
  currency: 'BDT' | 'USDT';
  rateMinor: number | null;
  minMinor: number;
  maxMinor: number;
  feeBp: number;
  quickAmounts: number[];
  name: Record<Language, string>;
  referenceLabel: Record<Language, string>;
  referencePattern: string;
  referenceCase: 'upper' | 'lower';
  referenceExample: string;
  senderPattern: string;
  instructions: Record<Language, string>;
  receiving: ReceivingAccount | null;
}

/** The ways this server serves (a channel row may list a way before its server is built). */
const SERVED_WAYS: readonly DepositWay[] = ['GATEWAY', 'MANUAL'];

interface Raw {
  id: number;
  code: string;
  ways: string;
  currency: 'BDT' | 'USDT';
  rate_minor: number | null;
  min_minor: number;
  max_minor: number;
  fee_bp: number;
  quick_amounts: string;
  name_bn: string;
  name_en: string;
  reference_label_bn: string;
  reference_label_en: string;
  reference_pattern: string;
  reference_case: 'upper' | 'lower';
  reference_example: string;
  sender_pattern: string;
  instructions_bn: string;
  instructions_en: string;
  receiving: string | null;
}

function fromRaw(r: Raw): ChannelRow {
  return {
    id: r.id,
    code: r.code,
    ways: r.ways.split(',').filter((w): w is DepositWay => (SERVED_WAYS as string[]).includes(w)),
    currency: r.currency,
    rateMinor: r.rate_minor,
    minMinor: r.min_minor,
    maxMinor: r.max_minor,
    feeBp: r.fee_bp,
    quickAmounts: JSON.parse(r.quick_amounts) as number[],
    name: { BN: r.name_bn, EN: r.name_en },
    referenceLabel: { BN: r.reference_label_bn, EN: r.reference_label_en },
    referencePattern: r.reference_pattern,
    referenceCase: r.reference_case,
    referenceExample: r.reference_example,
    senderPattern: r.sender_pattern,
    instructions: { BN: r.instructions_bn, EN: r.instructions_en },
    receiving: r.receiving === null ? null : (JSON.parse(r.receiving) as ReceivingAccount),
  };
}

/** Enabled channels offering at least one served way, in the merchant's order. */
export function listChannels(db: Db, merchant: string): ChannelRow[] {
  const rows = db.prepare('SELECT * FROM payment_channels WHERE merchant = ? AND enabled = 1 ORDER BY sort_order, id').all(merchant) as Raw[];
  return rows.map(fromRaw).filter((c) => c.ways.length > 0);
}

/** An enabled channel by code, or undefined. */
export function findChannel(db: Db, merchant: string, code: string): ChannelRow | undefined {
  const row = db.prepare('SELECT * FROM payment_channels WHERE merchant = ? AND code = ? AND enabled = 1').get(merchant, code) as Raw | undefined;
  return row && fromRaw(row);
}

export function channelView(c: ChannelRow, language: Language): Channel {
  return {
    code: c.code,
    name: c.name[language],
    logoUrl: `/cdn/pay/${c.code.toLowerCase()}.svg`,
    ways: c.ways,
    currency: c.currency,
    rate: c.rateMinor === null ? null : toMajor(c.rateMinor),
    min: toMajor(c.minMinor),
    max: toMajor(c.maxMinor),
    feeRate: c.feeBp / 100,
    quickAmounts: c.quickAmounts,
    referenceLabel: c.referenceLabel[language],
    referencePattern: c.referencePattern,
    referenceExample: c.referenceExample,
    instructions: c.instructions[language],
    receiving: c.ways.includes('MANUAL') ? c.receiving : null,
  };
}
