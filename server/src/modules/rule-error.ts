/**
 * A request refused by one of the API's rules (wrong password, limit reached, bad format).
 * Modules throw it; the HTTP layer turns it into the envelope with the status below. Every code
 * here needs BN and EN texts in http/messages.ts (a test checks).
 */

export const RULE_CODES = [
  'login.not.session',
  'login.credentials.invalid',
  'login.captcha.required',
  'login.captcha.invalid',
  'login.rate.limited',
  'user.disabled',
  'user.not.exist',
  'member.mobile.not.found',
  'mobile.format.invalid',
  'sms.too.frequent',
  'sms.limit.reached',
  'sms.rate.limited',
  'captcha.rate.limited',
  'verification.code.invalid',
  'verification.code.expired',
  'register.username.exists',
  'register.mobile.exists',
  'register.format.invalid',
  'register.confirm.mismatch',
  'affiliate.code.invalid',
  'password.old.incorrect',
  'password.confirm.mismatch',
  'password.format.invalid',
  'modify.new.old.same',
  'member.trial.forbidden',
  'freeplay.rate.limited',
  'game.launch.rate.limited',
  'function.not.available',
  'request.encryption.invalid',
  'request.replayed',
  'request.stale',
  'request.body.invalid',
  'request.param.invalid',
  'game.not.found',
  'feedback.rate.limited',
  'feedback.storage.full',
  'balance.insufficient',
  'idempotency.key.required',
  'idempotency.key.invalid',
  'idempotency.key.reused',
  'payment.password.required',
  'payment.password.incorrect',
  'payment.password.locked',
  'payment.password.format.invalid',
  'payment.password.weak',
  'payment.password.same.as.login',
  'payment.password.exists',
  'money.amount.invalid',
  'bet.stake.out.of.range',
  'bet.pick.invalid',
  'bet.launch.invalid',
  // Deposits (issue 20, docs/money.md "Deposit: the two ways").
  'deposit.channel.unavailable',
  'deposit.amount.out.of.range',
  'deposit.sender.invalid',
  'deposit.reference.invalid',
  'deposit.reference.used',
  'deposit.pending.limit',
  'deposit.promotion.invalid',
  'deposit.not.found',
  'deposit.not.pending',
  // Security centre (issue 20, docs/money.md "Security centre").
  'email.format.invalid',
  'email.limit.reached',
  // Withdrawals, payout accounts and the real name (issue 20, docs/money.md "Withdrawal", "Security centre").
  'withdraw.amount.out.of.range',
  'withdraw.turnover.unmet',
  'withdraw.daily.count',
  'withdraw.daily.amount',
  'withdraw.not.found',
  'withdraw.state.invalid',
  'member.realname.invalid',
  'member.realname.exists',
  'member.realname.required',
  'payout.account.invalid',
  'payout.account.limit',
  'payout.account.exists',
  'payout.account.taken',
  'payout.account.not.found',
  'payout.account.in.use',
  'payout.name.mismatch',
  // The gateway's callback (issue 20, docs/money.md "Deposit: the two ways").
  'payment.signature.invalid',
  'payment.callback.stale',
  'payment.callback.replayed',
  'payment.amount.mismatch',
  // Rebates, the superior transfer and the money rate limit (issue 20, docs/money.md).
  'money.rate.limited',
  'rebate.nothing.to.claim',
  'transfer.not.allowed',
  'transfer.amount.out.of.range',
  // The agent area (docs/agent-area.md).
  'agent.downline.not.found',
  'agent.rebate.invalid',
  'agent.rebate.above.own',
  // Open account and affiliate links (docs/agent-area.md, "Open account and links").
  'agent.link.not.found',
  'agent.link.limit',
  'agent.accounts.rate.limited',
  // Contracts (docs/agent-area.md, "Contracts, salaries and dividends").
  'contract.not.found',
  'contract.not.pending',
  // Team and transfers (docs/agent-area.md, "Team and transfers").
  'agent.transfer.member.disabled',
  'agent.rain.too.many',
  // Field data (docs/field-data.md).
  'vitals.invalid',
  'vitals.rate.limited',
  // The legacy codec's "v2" headers, one of two sent (docs/accounts.md, "The legacy codec"): the platform's own code.
  'request_body_required',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

const STATUS: Partial<Record<RuleCode, number>> = {
  'login.not.session': 401,
  'login.rate.limited': 429,
  'sms.too.frequent': 429,
  'sms.limit.reached': 429,
  'sms.rate.limited': 429,
  'captcha.rate.limited': 429,
  'freeplay.rate.limited': 429,
  'game.launch.rate.limited': 429,
  'feedback.rate.limited': 429,
  // Not the player's fault: the service cannot take images now (the upload directory's ceiling).
  'feedback.storage.full': 503,
  // The key was already used for another request: not a malformed one, so not 400.
  'idempotency.key.reused': 422,
  'payment.password.locked': 429,
  'deposit.not.found': 404,
  'email.limit.reached': 429,
  'withdraw.not.found': 404,
  'payout.account.not.found': 404,
  'payment.signature.invalid': 401,
  'payment.callback.replayed': 409,
  'money.rate.limited': 429,
  'agent.downline.not.found': 404,
  'agent.link.not.found': 404,
  'agent.accounts.rate.limited': 429,
  // Another member's contract answers like a missing one; one already answered is a conflict.
  'contract.not.found': 404,
  'contract.not.pending': 409,
  'vitals.rate.limited': 429,
};

export class RuleError extends Error {
  readonly status: number;

  constructor(
    readonly errorCode: RuleCode,
    readonly value: unknown = null,
  ) {
    super(errorCode);
    this.name = 'RuleError';
    this.status = STATUS[errorCode] ?? 400;
  }
}

/** A limit answer: `value.retryAfter` tells the client how many seconds to wait. */
export function limited(code: RuleCode, retryAfterSeconds: number): RuleError {
  return new RuleError(code, { retryAfter: retryAfterSeconds });
}
