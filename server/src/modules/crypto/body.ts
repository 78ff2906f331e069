import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/connection.ts';
import type { ReplayCache } from '../limits/replay-cache.ts';
import type { MerchantCodec } from '../merchants/merchants.ts';
import { decryptRequest } from './codec.ts';
import { decryptLegacyRequest } from './legacy-codec.ts';

/**
 * The payload of an encrypted body, read with the codec the merchant's clients speak (migration
 * 034): only that one. A body of the other codec is request.encryption.invalid, so a legacy
 * merchant's weaker scheme is never accepted for a webcrypto merchant.
 */
export function decryptBody(
  db: Db,
  codec: MerchantCodec,
  headers: IncomingHttpHeaders,
  body: unknown,
  replay: ReplayCache,
): Promise<Record<string, unknown>> {
  return codec === 'legacy' ? decryptLegacyRequest(db, headers, body, replay) : decryptRequest(db, headers['encryption'], body, replay);
}
