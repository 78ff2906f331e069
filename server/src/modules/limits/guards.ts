import type { Mode } from '../../config.ts';
import { RateLimiter } from './rate-limiter.ts';
import { ReplayCache } from './replay-cache.ts';

/** One limit: at most `limit` events per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

export interface Limits {
  /** Login attempts per client (IP + loginDeviceId). */
  loginPerClient: Limit;
  loginPerIp: Limit;
  /** SMS codes per number: the resend rule and the hourly cap. */
  smsPerNumber: Limit;
  smsPerNumberHourly: Limit;
  freeplayPerIp: Limit;
  /** Forgot-by-email requests per IP: each one costs a hash and writes a message. */
  emailResetPerIp: Limit;
  /** Wrong old passwords per member on change password (a stolen token must not guess freely). */
  oldPasswordPerMember: Limit;
  /** Game launches per member: each one stores a launch for two hours. */
  launchPerMember: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The numbers of docs/accounts.md ("Rules the server enforces"). */
export const CONTRACT_LIMITS: Limits = {
  loginPerClient: { limit: 10, windowMs: 5 * MINUTE },
  loginPerIp: { limit: 60, windowMs: 5 * MINUTE },
  smsPerNumber: { limit: 1, windowMs: MINUTE },
  smsPerNumberHourly: { limit: 5, windowMs: HOUR },
  freeplayPerIp: { limit: 10, windowMs: HOUR },
  emailResetPerIp: { limit: 10, windowMs: 5 * MINUTE },
  oldPasswordPerMember: { limit: 10, windowMs: 5 * MINUTE },
  launchPerMember: { limit: 30, windowMs: MINUTE },
};

/**
 * In test mode every browser of an e2e run comes from 127.0.0.1, so the per-IP limits would
 * count the whole suite as one player: they are 10× higher there. Per-client and per-number
 * limits stay as specified (e2e can exercise them with a fresh device id or number).
 */
export function limitsFor(mode: Mode): Limits {
  if (mode !== 'test') return CONTRACT_LIMITS;
  const relaxed = (l: Limit): Limit => ({ limit: l.limit * 10, windowMs: l.windowMs });
  return {
    ...CONTRACT_LIMITS,
    loginPerIp: relaxed(CONTRACT_LIMITS.loginPerIp),
    freeplayPerIp: relaxed(CONTRACT_LIMITS.freeplayPerIp),
    emailResetPerIp: relaxed(CONTRACT_LIMITS.emailResetPerIp),
  };
}

/** The in-memory state of one server: rate limiters and the replay cache of `Encryption` values. */
export interface Guards {
  loginPerClient: RateLimiter;
  loginPerIp: RateLimiter;
  smsPerNumber: RateLimiter;
  smsPerNumberHourly: RateLimiter;
  freeplayPerIp: RateLimiter;
  emailResetPerIp: RateLimiter;
  oldPasswordPerMember: RateLimiter;
  launchPerMember: RateLimiter;
  replay: ReplayCache;
}

export function createGuards(limits: Limits): Guards {
  const make = (l: Limit) => new RateLimiter(l.limit, l.windowMs);
  return {
    loginPerClient: make(limits.loginPerClient),
    loginPerIp: make(limits.loginPerIp),
    smsPerNumber: make(limits.smsPerNumber),
    smsPerNumberHourly: make(limits.smsPerNumberHourly),
    freeplayPerIp: make(limits.freeplayPerIp),
    emailResetPerIp: make(limits.emailResetPerIp),
    oldPasswordPerMember: make(limits.oldPasswordPerMember),
    launchPerMember: make(limits.launchPerMember),
    replay: new ReplayCache(),
  };
}
