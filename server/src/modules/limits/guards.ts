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
  /** Login attempts per IP: past it a captcha is asked for, not a refusal (a NAT is a town). */
  loginPerIp: Limit;
  /** Failed logins per account (username or number), from any IP. */
  loginFailuresPerAccount: Limit;
  /** SMS codes per number: the resend rule and the hourly cap. */
  smsPerNumber: Limit;
  smsPerNumberHourly: Limit;
  /** SMS code requests per IP and per device (IP + loginDeviceId), sent or not. */
  smsPerIp: Limit;
  smsPerDevice: Limit;
  /** Refused phone resets and registrations per IP and per device: they tell members apart. */
  lookupsPerIp: Limit;
  lookupsPerDevice: Limit;
  /** Captcha pictures per IP and per client (IP + User-Agent): each one writes a row. */
  captchaPerIp: Limit;
  captchaPerClient: Limit;
  freeplayPerIp: Limit;
  /** Forgot-by-email requests per IP: each one costs a hash and writes a message. */
  emailResetPerIp: Limit;
  /** Wrong old passwords per member on change password (a stolen token must not guess freely). */
  oldPasswordPerMember: Limit;
  /** Game launches per member: each one stores a launch for two hours. */
  launchPerMember: Limit;
  /** E-mail binding codes per member and per address (docs/money.md, "Security centre"). */
  emailCodePerMember: Limit;
  emailCodePerAddress: Limit;
  /** Money writes (every idempotent route but the bet) and bets, per member (docs/money.md, "Units"). */
  moneyWritesPerMember: Limit;
  betsPerMember: Limit;
  /** An agent's accounts opened and links created (each writes rows; an account costs a hash), and
   *  its username checks (each tells whether a name is taken). */
  agentWritesPerMember: Limit;
  usernameChecksPerMember: Limit;
  /** Field-data beacons per IP (docs/field-data.md): each writes a row. */
  vitalsPerIp: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The numbers of docs/accounts.md ("Rules the server enforces"). */
export const CONTRACT_LIMITS: Limits = {
  loginPerClient: { limit: 10, windowMs: 5 * MINUTE },
  loginPerIp: { limit: 60, windowMs: 5 * MINUTE },
  loginFailuresPerAccount: { limit: 20, windowMs: HOUR },
  smsPerNumber: { limit: 1, windowMs: MINUTE },
  smsPerNumberHourly: { limit: 5, windowMs: HOUR },
  smsPerIp: { limit: 30, windowMs: HOUR },
  smsPerDevice: { limit: 10, windowMs: HOUR },
  lookupsPerIp: { limit: 30, windowMs: HOUR },
  lookupsPerDevice: { limit: 10, windowMs: HOUR },
  captchaPerIp: { limit: 120, windowMs: 5 * MINUTE },
  captchaPerClient: { limit: 30, windowMs: 5 * MINUTE },
  freeplayPerIp: { limit: 10, windowMs: HOUR },
  emailResetPerIp: { limit: 10, windowMs: 5 * MINUTE },
  oldPasswordPerMember: { limit: 10, windowMs: 5 * MINUTE },
  launchPerMember: { limit: 30, windowMs: MINUTE },
  emailCodePerMember: { limit: 5, windowMs: HOUR },
  emailCodePerAddress: { limit: 5, windowMs: HOUR },
  moneyWritesPerMember: { limit: 20, windowMs: MINUTE },
  betsPerMember: { limit: 120, windowMs: MINUTE },
  agentWritesPerMember: { limit: 30, windowMs: HOUR },
  usernameChecksPerMember: { limit: 60, windowMs: MINUTE },
  // Two beacons per sampled page load; a NAT of a town's phones stays far below it.
  vitalsPerIp: { limit: 120, windowMs: 10 * MINUTE },
};

/**
 * In test mode every browser of an e2e run comes from 127.0.0.1, so the per-IP limits would
 * count the whole suite as one player: they are 10× higher there (the captcha's per-client one
 * too: every e2e browser has the same User-Agent). Other per-client, per-device and per-number
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
    smsPerIp: relaxed(CONTRACT_LIMITS.smsPerIp),
    lookupsPerIp: relaxed(CONTRACT_LIMITS.lookupsPerIp),
    captchaPerIp: relaxed(CONTRACT_LIMITS.captchaPerIp),
    captchaPerClient: relaxed(CONTRACT_LIMITS.captchaPerClient),
    vitalsPerIp: relaxed(CONTRACT_LIMITS.vitalsPerIp),
  };
}

/** The in-memory state of one server: rate limiters and the replay cache of `Encryption` values. */
export type Guards = Record<keyof Limits, RateLimiter> & { replay: ReplayCache };

export function createGuards(limits: Limits): Guards {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, l]: [string, Limit]) => [name, new RateLimiter(l.limit, l.windowMs)]),
  ) as Record<keyof Limits, RateLimiter>;
  return { ...limiters, replay: new ReplayCache() };
}
