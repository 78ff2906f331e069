import type { Db } from '../../db/connection.ts';
import { isHttpUrl } from '../../lib/urls.ts';
import { requireMerchant } from '../merchants/merchants.ts';

/**
 * Editing the customer-service links that `GET /wps/system/status` sends (read by links.ts);
 * used by the admin CLI's `service` command.
 */

/** Upper case, as the platform names them (TELEGRAM1, FACEBOOK, LIVECHAT): the client maps these names. */
export const CS_TYPE_PATTERN = /^[A-Z0-9_]{1,32}$/;

/** Only web addresses: the client opens the link in a new tab. */
export const isServiceUrl = isHttpUrl;

export interface ServiceLinkChange {
  csType: string;
  /** null = there was no link / there is none now. */
  before: string | null;
  after: string | null;
}

/**
 * Sets the link of `csType` (url) or deletes it (null). A replaced link keeps its place in the
 * list; a new one goes last.
 */
export function setCustomerService(db: Db, merchant: string, csType: string, url: string | null): ServiceLinkChange {
  if (!CS_TYPE_PATTERN.test(csType)) throw new Error(`Invalid service type '${csType}' (A-Z, 0-9, _)`);
  if (url !== null && !isServiceUrl(url)) throw new Error(`Invalid service URL '${url}' (http or https)`);
  return db
    .transaction((): ServiceLinkChange => {
      requireMerchant(db, merchant);
      const row = db.prepare('SELECT url FROM customer_service WHERE merchant = ? AND cs_type = ?').get(merchant, csType) as
        { url: string } | undefined;
      const before = row?.url ?? null;
      if (url === null) {
        db.prepare('DELETE FROM customer_service WHERE merchant = ? AND cs_type = ?').run(merchant, csType);
      } else if (row) {
        db.prepare('UPDATE customer_service SET url = ? WHERE merchant = ? AND cs_type = ?').run(url, merchant, csType);
      } else {
        db.prepare(
          `INSERT INTO customer_service (merchant, cs_type, url, sort_order)
         VALUES (?, ?, ?, (SELECT coalesce(max(sort_order), -1) + 1 FROM customer_service WHERE merchant = ?))`,
        ).run(merchant, csType, url, merchant);
      }
      return { csType, before, after: url };
    })
    .immediate();
}
