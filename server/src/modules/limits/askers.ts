import { limited, RuleError, type RuleCode } from '../rule-error.ts';
import type { Guards } from './guards.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Limits on whoever asks about phone numbers (docs/security.md, "Phone numbers"): SMS code
 * requests, phone resets and registrations, per IP and per device. They count refusals: a prober
 * learns from answers, and the answers it gets for numbers nobody has are refusals.
 */

/** The IP, and the device id the client sends as `loginDeviceId` ('' when it sends none). */
export interface Asker {
  ip: string;
  deviceId: string;
}

/** A device is an IP and the id the client sends, so a forged id only splits the IP's own budget. */
const DEVICE_ID = /^[A-Za-z0-9-]{1,64}$/;
const deviceKey = (asker: Asker): string | null => (DEVICE_ID.test(asker.deviceId) ? `${asker.ip}|${asker.deviceId}` : null);

/** Takes a slot of the IP's and, when the client names one, the device's limit, or throws `code`. */
function take(byIp: RateLimiter, byDevice: RateLimiter, asker: Asker, code: RuleCode): () => void {
  const device = deviceKey(asker);
  const wait = Math.max(byIp.retryAfter(asker.ip), device ? byDevice.retryAfter(device) : 0);
  if (wait > 0) throw limited(code, wait);
  byIp.record(asker.ip);
  if (device) byDevice.record(device);
  return () => {
    byIp.release(asker.ip);
    if (device) byDevice.release(device);
  };
}

/** One SMS code request, counted before the number is looked at, whatever is then sent. */
export function countSmsRequest(guards: Guards, asker: Asker): void {
  take(guards.smsPerIp, guards.smsPerDevice, asker, 'sms.rate.limited');
}

/** The refusals that tell a prober something about a number or an account, or guess a code. */
const PROBE_ANSWERS: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'verification.code.invalid',
  'verification.code.expired',
  'register.username.exists',
  'register.mobile.exists',
  'user.disabled',
]);

/**
 * Runs a phone reset or a registration under the asker's limit of probing refusals. The slot is
 * taken before the attempt's first await (attempts sent at once cannot all slip past) and given
 * back unless the attempt ends in one of the PROBE_ANSWERS.
 */
export async function limitProbes<T>(guards: Guards, asker: Asker, attempt: () => Promise<T>): Promise<T> {
  const giveBack = take(guards.lookupsPerIp, guards.lookupsPerDevice, asker, 'login.rate.limited');
  try {
    const result = await attempt();
    giveBack();
    return result;
  } catch (error) {
    if (!(error instanceof RuleError && PROBE_ANSWERS.has(error.errorCode))) giveBack();
    throw error;
  }
}
