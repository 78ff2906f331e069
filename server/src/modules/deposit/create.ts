import type { DepositBody, DepositResult } from '../../../../contract/deposit.ts';
import type { Db } from '../../db/connection.ts';
import type { Fields } from '../../http/fields.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { parseAmountMinor, toMajor } from '../wallet/amount.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import { findChannel, type ChannelRow } from './channels.ts';
import { pickedPromotion } from './promotions.ts';

/**
 * POST /wps/v2/transaction/deposit (docs/money.md, "Deposit: the two ways"). The manual way: the
 * player says what was sent from where, with the wallet's or bank's reference, and the order
 * waits `PENDING` for the cashier. The gateway way: the order waits `PENDING` for the provider's
 * signed callback (gateway.ts), and the answer's `payUrl` is the provider's page. Nothing touches
 * the balance here.
 */

export const PENDING_MANUAL_LIMIT = 3;

const text = (value: unknown): string => (typeof value === 'string' && value.length <= 256 ? value.trim() : '');

/** A reference as the channel stores it: no spaces, in the channel's case (a hash is lower-case). */
export function normaliseReference(channel: ChannelRow, typed: string): string {
  const compact = typed.replace(/\s+/g, '');
  return channel.referenceCase === 'lower' ? compact.toLowerCase() : compact.toUpperCase();
}

/** A sender as typed, without spaces or dashes; a mobile number also without its +88. */
function normaliseSender(channel: ChannelRow, typed: string): string {
  const compact = typed.replace(/[\s-]+/g, '');
  const pattern = new RegExp(channel.senderPattern);
  if (pattern.test(compact)) return compact;
  const national = compact.replace(/^\+?88(?=01)/, '');
  return pattern.test(national) ? national : '';
}

interface Amounts {
  currencyAmount: number;
  amountMinor: number;
  feeMinor: number;
}

/** The typed amount in the channel's currency, checked against its range, then in paisa with the fee. */
function amounts(channel: ChannelRow, typed: unknown): Amounts {
  const currencyAmount = parseAmountMinor(typed, channel.currency === 'BDT');
  if (currencyAmount < channel.minMinor || currencyAmount > channel.maxMinor) {
    throw new RuleError('deposit.amount.out.of.range', { min: toMajor(channel.minMinor), max: toMajor(channel.maxMinor) });
  }
  // Rounded down: the rate and the fee never give the player a paisa that was not paid.
  const amountMinor = channel.rateMinor === null ? currencyAmount : Math.floor((currencyAmount * channel.rateMinor) / 100);
  return { currencyAmount, amountMinor, feeMinor: Math.floor((amountMinor * channel.feeBp) / 10_000) };
}

interface Checked {
  channel: ChannelRow;
  way: 'GATEWAY' | 'MANUAL';
  amounts: Amounts;
  promotionId: number | null;
}

/** Checks common to both ways, in the documented order: trial member, channel and way, amount, range, promotion. */
function checkOrder(db: Db, member: Member, body: Fields<DepositBody>): Checked {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const channel = findChannel(db, member.merchant, text(body.channel).toUpperCase());
  const way = text(body.way).toUpperCase();
  if (!channel || (way !== 'MANUAL' && way !== 'GATEWAY') || !channel.ways.includes(way)) throw new RuleError('deposit.channel.unavailable');
  const checked = amounts(channel, body.amount);
  const promotion = pickedPromotion(db, member, body.promotionId, checked.amountMinor);
  return { channel, way, amounts: checked, promotionId: promotion?.id ?? null };
}

/** Where the player pays a gateway order: the reference server's demo provider (http/payment/). */
export const payUrlOf = (orderNo: string): string => `/demo-pay/?order=${orderNo}`;

export function createDeposit(db: Db, member: Member, body: Fields<DepositBody>): DepositResult {
  const order = checkOrder(db, member, body);
  return order.way === 'GATEWAY' ? createGatewayDeposit(db, member, order) : createManualDeposit(db, member, order, body);
}

function insertOrder(
  db: Db,
  member: Member,
  { channel, way, amounts: a, promotionId }: Checked,
  sender: string,
  reference: string | null,
): DepositResult {
  const at = now();
  const orderNo = newOrderNo('D', at);
  db.prepare(
    `INSERT INTO deposits (order_no, member_id, channel_id, way, currency, currency_amount, rate_minor, amount_minor,
       fee_minor, credit_minor, sender, reference, promotion_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderNo,
    member.id,
    channel.id,
    way,
    channel.currency,
    a.currencyAmount,
    channel.rateMinor,
    a.amountMinor,
    a.feeMinor,
    a.amountMinor - a.feeMinor,
    sender,
    reference,
    promotionId,
    at,
  );
  return { orderNo, status: 'PENDING', amount: toMajor(a.amountMinor), fee: toMajor(a.feeMinor), credited: toMajor(a.amountMinor - a.feeMinor) };
}

/** A gateway order: no sender or reference (the provider's callback brings its own id). */
function createGatewayDeposit(db: Db, member: Member, order: Checked): DepositResult {
  const result = insertOrder(db, member, order, '', null);
  return { ...result, payUrl: payUrlOf(result.orderNo) };
}

function createManualDeposit(db: Db, member: Member, order: Checked, body: Fields<DepositBody>): DepositResult {
  const { channel } = order;
  const sender = normaliseSender(channel, text(body.senderNumber));
  if (!sender) throw new RuleError('deposit.sender.invalid');
  const reference = normaliseReference(channel, text(body.reference));
  if (!new RegExp(channel.referencePattern).test(reference)) {
    throw new RuleError('deposit.reference.invalid', { pattern: channel.referencePattern, example: channel.referenceExample });
  }

  return db
    .transaction((): DepositResult => {
      const pending = db
        .prepare("SELECT count(*) AS n FROM deposits WHERE member_id = ? AND way = 'MANUAL' AND state = 'PENDING'")
        .get(member.id) as { n: number };
      if (pending.n >= PENDING_MANUAL_LIMIT) throw new RuleError('deposit.pending.limit');
      // The partial unique index deposits_reference has the last word; this gives the answer its code first.
      const used = db.prepare("SELECT 1 FROM deposits WHERE channel_id = ? AND reference = ? AND state <> 'FAILED'").get(channel.id, reference);
      if (used) throw new RuleError('deposit.reference.used');
      return insertOrder(db, member, order, sender, reference);
    })
    .immediate();
}
