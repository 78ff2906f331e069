import type {
  AffiliateLink,
  AffiliateLinks,
  CreateLinkBody,
  DeleteLinkBody,
  DownlineKind,
  OpenAccountAnswer,
  OpenAccountBody,
  RebateRates,
  UsernameCheck,
} from '../../../../contract/agent-accounts.ts';
import { createLink, deleteLink, listLinks } from '../../modules/agent/links.ts';
import { openAccount, usernameAvailable } from '../../modules/agent/open-account.ts';
import type { RateLimiter } from '../../modules/limits/rate-limiter.ts';
import { limited } from '../../modules/rule-error.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, idField, readStrings, type Fields } from '../fields.ts';
import { queryText } from '../query.ts';
import { readEncrypted } from '../request-helpers.ts';
import type { Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * Open account and affiliate links (docs/agent-area.md, "Open account and links"; docs/api.md,
 * "Agent"). Agents only; the writes and the username checks count against the agent's own limits.
 */

const bodyInvalid = (): ApiError => new ApiError(400, ErrorCodes.bodyInvalid);

const CATEGORY = /^[A-Z0-9_]{1,32}$/;
const MAX_CATEGORIES = 32;

function readKind(value: unknown): DownlineKind {
  if (value !== 0 && value !== 1) throw bodyInvalid();
  return value;
}

/** `{ CATEGORY: basisPoints }`; the values are checked against the agent's own by the module. */
function readRates(value: unknown): RebateRates {
  const rates = asObject<RebateRates>(value ?? {});
  const entries = Object.entries(rates);
  if (entries.length > MAX_CATEGORIES || entries.some(([category]) => !CATEGORY.test(category))) throw bodyInvalid();
  return rates as RebateRates;
}

/** One slot of the agent's limit, or 429 `agent.accounts.rate.limited`. */
function takeSlot(limiter: RateLimiter, memberId: number): void {
  const wait = limiter.hit(String(memberId));
  if (wait > 0) throw limited('agent.accounts.rate.limited', wait);
}

export const agentAccountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/check/username',
    handler: (ctx): UsernameCheck => {
      const agent = requireAgent(ctx);
      takeSlot(ctx.guards.usernameChecksPerMember, agent.id);
      return { available: usernameAvailable(ctx.db, agent.merchant, queryText(ctx.query, 'username', 64)) };
    },
  },
  {
    method: 'PUT',
    path: '/wps/agent/register',
    handler: async (ctx): Promise<OpenAccountAnswer> => {
      const agent = requireAgent(ctx);
      const payload: Fields<OpenAccountBody> = await readEncrypted<OpenAccountBody>(ctx);
      const input = {
        ...readStrings(payload, ['username', 'password', 'confirmPassword']),
        type: readKind(payload.type),
        rates: readRates(payload.rates),
      };
      takeSlot(ctx.guards.agentWritesPerMember, agent.id);
      return openAccount(ctx.db, agent, input);
    },
  },
  {
    method: 'GET',
    path: '/wps/agent/affiliate/urls',
    handler: (ctx): AffiliateLinks => listLinks(ctx.db, requireAgent(ctx)),
  },
  {
    method: 'POST',
    path: '/wps/agent/affiliate/urls',
    handler: (ctx): AffiliateLink => {
      const agent = requireAgent(ctx);
      const body = asObject<CreateLinkBody>(ctx.body);
      const [kind, rates] = [readKind(body.kind), readRates(body.rates)];
      takeSlot(ctx.guards.agentWritesPerMember, agent.id);
      return createLink(ctx.db, agent, kind, rates);
    },
  },
  {
    method: 'DELETE',
    path: '/wps/agent/affiliate/urls',
    handler: (ctx): null => {
      deleteLink(ctx.db, requireAgent(ctx), idField(asObject<DeleteLinkBody>(ctx.body), 'id'));
      return null;
    },
  },
];
