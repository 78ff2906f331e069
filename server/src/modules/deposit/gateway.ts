import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { RuleError } from '../rule-error.ts';
import { parseAmountMinor } from '../wallet/amount.ts';
import { payDeposit } from './pay.ts';

/**
 * The gateway's callback (docs/money.md, "Deposit: the two ways"): `POST /payment/demo/callback`
 * with `X-Pay-Signature: t=<unix s>,n=<nonce>,s=<hex HMAC-SHA256(secret, t.n.raw body)>`. The
 * order named in the body names the merchant, whose secret checks the signature; then the time,
 * the nonce (once ever, kept in the database), the amount and currency. A SUCCESS pays the order
 * once: the state change and its ledger row are one IMMEDIATE transaction that leaves `PENDING`
 * only, so a repeated or concurrent notice finds it settled and answers `alreadyProcessed`.
 */

export const DEMO_PROVIDER = 'demo';
export const SIGNATURE_MAX_AGE_S = 5 * 60;
/** Twice the signature's life: a nonce older than that cannot come back with a valid `t`. */
const NONCE_KEEP_MS = 10 * 60 * 1000;

export interface CallbackBody {
  orderNo: string;
  providerTxnId: string;
  amount: string;
  currency: string;
  status: 'SUCCESS' | 'FAILED';
  paidAt: string;
}

export interface CallbackResult {
  orderNo: string;
  status: 'SUCCESS' | 'FAILED' | 'PENDING';
  alreadyProcessed: boolean;
}

interface GatewayOrder {
  id: number;
  orderNo: string;
  merchant: string;
  memberId: number;
  state: 'PENDING' | 'SUCCESS' | 'FAILED';
  currency: string;
  currencyAmount: number;
  amountMinor: number;
  creditMinor: number;
  promotionId: number | null;
}

/** The merchant's secret for a provider, made (32 random bytes) the first time it is needed. */
export function providerSecret(db: Db, merchant: string, provider = DEMO_PROVIDER): string {
  db.prepare('INSERT OR IGNORE INTO payment_secrets (merchant, provider, secret) VALUES (?, ?, ?)').run(
    merchant,
    provider,
    randomBytes(32).toString('hex'),
  );
  return (db.prepare('SELECT secret FROM payment_secrets WHERE merchant = ? AND provider = ?').get(merchant, provider) as { secret: string }).secret;
}

const hmacHex = (secret: string, text: string): string => createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex');

/** The header a provider sends with `rawBody`, signed now with a fresh nonce. */
export function signCallback(secret: string, rawBody: string, atSeconds = Math.floor(now() / 1000), nonce = randomBytes(16).toString('hex')): string {
  return `t=${atSeconds},n=${nonce},s=${hmacHex(secret, `${atSeconds}.${nonce}.${rawBody}`)}`;
}

interface Signature {
  t: number;
  n: string;
  s: string;
}

function parseSignature(header: string | undefined): Signature | undefined {
  const parts = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const n = parts.get('n') ?? '';
  const s = parts.get('s') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[A-Za-z0-9_-]{8,64}$/.test(n) || !/^[0-9a-f]{64}$/.test(s)) return undefined;
  return { t: Number(t), n, s };
}

function readBody(raw: string): CallbackBody {
  let body: Partial<Record<keyof CallbackBody, unknown>>;
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    throw new RuleError('request.body.invalid');
  }
  const field = (name: keyof CallbackBody): string => {
    const value = body?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 64) : '';
  };
  const status = field('status');
  if (!field('orderNo') || (status !== 'SUCCESS' && status !== 'FAILED')) throw new RuleError('request.body.invalid');
  return {
    orderNo: field('orderNo'),
    providerTxnId: field('providerTxnId'),
    amount: field('amount'),
    currency: field('currency'),
    status,
    paidAt: field('paidAt'),
  };
}

function findGatewayOrder(db: Db, orderNo: string): GatewayOrder | undefined {
  return db
    .prepare(
      `SELECT d.id, d.order_no AS orderNo, m.merchant, d.member_id AS memberId, d.state, d.currency,
         d.currency_amount AS currencyAmount, d.amount_minor AS amountMinor, d.credit_minor AS creditMinor, d.promotion_id AS promotionId
       FROM deposits d JOIN members m ON m.id = d.member_id WHERE d.order_no = ? AND d.way = 'GATEWAY'`,
    )
    .get(orderNo.toUpperCase()) as GatewayOrder | undefined;
}

/** The amount as the provider says it (`"500.00"`), in the order currency's minor unit; NaN when unreadable. */
function amountMinorOf(amount: string): number {
  try {
    return parseAmountMinor(amount, false);
  } catch {
    return Number.NaN;
  }
}

/** Checks and applies one notice. `signature` is the X-Pay-Signature header; `raw` the body exactly as received. */
export function handleCallback(db: Db, signature: string | undefined, raw: string): CallbackResult {
  const sig = parseSignature(signature);
  if (!sig) throw new RuleError('payment.signature.invalid');
  const body = readBody(raw);
  // An unknown order has no secret to check against: to the sender, the same as a bad signature.
  const order = findGatewayOrder(db, body.orderNo);
  if (!order) throw new RuleError('payment.signature.invalid');
  const expected = Buffer.from(hmacHex(providerSecret(db, order.merchant), `${sig.t}.${sig.n}.${raw}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig.s, 'hex'))) throw new RuleError('payment.signature.invalid');
  const at = now();
  if (Math.abs(at / 1000 - sig.t) > SIGNATURE_MAX_AGE_S) throw new RuleError('payment.callback.stale');
  // The nonce is spent by a correctly signed, fresh notice, whatever follows: its own commit.
  db.transaction(() => {
    db.prepare('DELETE FROM payment_nonces WHERE seen_at < ?').run(at - NONCE_KEEP_MS);
    const fresh = db.prepare('INSERT OR IGNORE INTO payment_nonces (provider, nonce, seen_at) VALUES (?, ?, ?)').run(DEMO_PROVIDER, sig.n, at);
    if (fresh.changes !== 1) throw new RuleError('payment.callback.replayed');
  }).immediate();
  if (body.currency !== order.currency || amountMinorOf(body.amount) !== order.currencyAmount) {
    throw new RuleError('payment.amount.mismatch');
  }
  return settleGatewayOrder(db, order.orderNo, body);
}

function settleGatewayOrder(db: Db, orderNo: string, body: CallbackBody): CallbackResult {
  return db
    .transaction((): CallbackResult => {
      const order = findGatewayOrder(db, orderNo);
      if (!order) throw new RuleError('deposit.not.found');
      if (order.state !== 'PENDING') return { orderNo, status: order.state, alreadyProcessed: true };
      const paid = body.status === 'SUCCESS';
      const moved = db
        .prepare(
          `UPDATE deposits SET state = ?, reason = ?, provider_txn_id = ?, settled_at = ?, decided_by = ?
           WHERE id = ? AND state = 'PENDING'`,
        )
        .run(body.status, paid ? '' : 'Payment failed', body.providerTxnId || null, now(), `provider:${DEMO_PROVIDER}`, order.id);
      if (moved.changes !== 1) return { orderNo, status: order.state, alreadyProcessed: true };
      if (paid) payDeposit(db, order);
      return { orderNo, status: body.status, alreadyProcessed: false };
    })
    .immediate();
}
