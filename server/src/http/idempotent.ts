import type { Member } from '../modules/accounts/members.ts';
import { limited, RuleError } from '../modules/rule-error.ts';
import { IDEMPOTENCY_KEY_PATTERN, once } from '../modules/wallet/idempotency.ts';
import { requireMember } from './request-helpers.ts';
import type { ApiContext, Method, Route } from './router.ts';

/**
 * A money route (docs/money.md, "Idempotency"): the client sends `Idempotency-Key`; the route's
 * write runs once per member, route and key, and a retry gets the first answer. The write is
 * synchronous and runs inside the key's IMMEDIATE transaction (a nested transaction in it is a
 * savepoint), so the key, the answer and the money change commit together or not at all.
 * Every write that runs takes a slot of the member's money rate limit (429 `money.rate.limited`).
 */
export interface IdempotentRoute<B> {
  method: Method;
  path: string;
  write: (ctx: ApiContext, member: Member, body: B) => unknown;
  /** The body the key is bound to, read before the transaction (e.g. an encrypted body). Default: the parsed body. */
  read?: (ctx: ApiContext, member: Member) => B | Promise<B>;
  /**
   * A request without a key runs unguarded. Only for a route whose client does not send keys yet
   * and whose write is once-only by itself (the promotion claim's UNIQUE row).
   */
  keyOptional?: boolean;
  /** The per-member rate limit the route counts against (docs/money.md, "Units"): money writes unless said. */
  limit?: 'moneyWritesPerMember' | 'betsPerMember';
}

export function idempotentRoute<B = unknown>(route: IdempotentRoute<B>): Route {
  return {
    method: route.method,
    path: route.path,
    handler: async (ctx) => {
      const key = idempotencyKey(ctx, route.keyOptional === true);
      const member = requireMember(ctx);
      const body = route.read ? await route.read(ctx, member) : (ctx.body as B);
      const limiter = ctx.guards[route.limit ?? 'moneyWritesPerMember'];
      // Counted where the write really runs: a stored key's replay answers without taking a slot.
      const limitedWrite = (): unknown => {
        const wait = limiter.hit(String(member.id));
        if (wait > 0) throw limited('money.rate.limited', wait);
        return route.write(ctx, member, body);
      };
      if (key === undefined) return limitedWrite();
      return once(ctx.db, { memberId: member.id, route: route.path, key, body }, limitedWrite);
    },
  };
}

function idempotencyKey(ctx: ApiContext, optional: boolean): string | undefined {
  const key = ctx.headers['idempotency-key'];
  if (key === undefined || key === '') {
    if (optional) return undefined;
    throw new RuleError('idempotency.key.required');
  }
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new RuleError('idempotency.key.invalid');
  return key;
}
