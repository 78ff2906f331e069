import { timingSafeEqual } from 'node:crypto';
import type { Mode } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { randomDigits, randomToken, sha256Hex } from '../../lib/random.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { limited } from '../rule-error.ts';
import { writeOutbox } from '../outbox/outbox.ts';
import { drawCaptcha } from './image.ts';

/**
 * Image captchas (docs/accounts.md): `captcha_length` digits, valid 5 minutes, single use, one
 * per `captchaId` cookie. The cookie value is a random id; the table keeps its hash and the
 * answer's hash, so reading the database does not reveal a live captcha.
 */

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_COOKIE = 'captchaId';
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface NewCaptcha {
  /** The new cookie value. */
  captchaId: string;
  /** Base64 PNG, no `data:` prefix. */
  image: string;
}

const answerHash = (idHash: string, answer: string): string => sha256Hex(`${idHash}:${answer}`);

/**
 * Each picture writes a row (and outside production an outbox message): at most so many per IP
 * and per client, the IP and its User-Agent (the request has no body to carry a device id; a
 * phone behind a carrier NAT still has its own).
 */
export function limitCaptchas(guards: Guards, ip: string, userAgent: string): void {
  const client = `${ip}|${sha256Hex(userAgent)}`;
  const wait = Math.max(guards.captchaPerIp.retryAfter(ip), guards.captchaPerClient.retryAfter(client));
  if (wait > 0) throw limited('captcha.rate.limited', wait);
  guards.captchaPerIp.record(ip);
  guards.captchaPerClient.record(client);
}

/**
 * Draws a new captcha and replaces the one of `previousId` (a new picture makes the old answer
 * useless). Outside production the answer also goes to the outbox, addressed to the cookie
 * value, so end-to-end tests can read it.
 */
export function createCaptcha(db: Db, merchant: Merchant, mode: Mode, previousId: string | undefined): NewCaptcha {
  const answer = randomDigits(merchant.captchaLength);
  const captchaId = randomToken(16);
  const idHash = sha256Hex(captchaId);
  db.transaction(() => {
    // Expired pictures go with every new one, and so do their answers in the outbox.
    db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now());
    db.prepare("DELETE FROM outbox WHERE channel = 'captcha' AND created_at <= ?").run(new Date(now() - CAPTCHA_TTL_MS).toISOString());
    if (previousId && ID_PATTERN.test(previousId)) {
      db.prepare('DELETE FROM captchas WHERE id_hash = ?').run(sha256Hex(previousId));
    }
    db.prepare('INSERT INTO captchas (id_hash, merchant, answer_hash, expires_at) VALUES (?, ?, ?, ?)').run(
      idHash,
      merchant.code,
      answerHash(idHash, answer),
      now() + CAPTCHA_TTL_MS,
    );
    if (mode !== 'production') {
      writeOutbox(db, merchant.code, {
        channel: 'captcha',
        to: captchaId,
        purpose: 'captcha',
        code: answer,
        text: `captcha ${answer}`,
      });
    }
  }).immediate();
  return { captchaId, image: drawCaptcha(answer).toString('base64') };
}

/**
 * Checks an answer and consumes the captcha whatever the outcome, so each picture allows one
 * guess. False for a missing, unknown, expired or foreign-merchant captcha.
 */
export function consumeCaptcha(db: Db, merchant: string, captchaId: string | undefined, answer: string): boolean {
  if (!captchaId || !ID_PATTERN.test(captchaId)) return false;
  const idHash = sha256Hex(captchaId);
  const row = db.prepare('DELETE FROM captchas WHERE id_hash = ? RETURNING merchant, answer_hash, expires_at').get(idHash) as
    { merchant: string; answer_hash: string; expires_at: number } | undefined;
  if (!row || row.merchant !== merchant || row.expires_at <= now()) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const actual = Buffer.from(answerHash(idHash, answer), 'hex');
  return timingSafeEqual(expected, actual);
}
