import type { CustomerServiceLink, ResourceLink } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';
import { desObfuscateLink, obfuscateLink } from '../../lib/obfuscate.ts';
import type { MerchantCodec } from '../merchants/merchants.ts';

/** Customer-service and download links leave the server obfuscated (spec §3); see lib/obfuscate.
 *  A legacy merchant's in the platform's forms (reference §5): DES customer-service paths and
 *  plain download addresses, which is what its clients read. */

export function listCustomerService(db: Db, merchant: string, codec: MerchantCodec): CustomerServiceLink[] {
  const rows = db.prepare('SELECT cs_type, url FROM customer_service WHERE merchant = ? ORDER BY sort_order, cs_type').all(merchant) as Array<{
    cs_type: string;
    url: string;
  }>;
  const encode = codec === 'legacy' ? desObfuscateLink : obfuscateLink;
  return rows.map((r) => ({ csType: r.cs_type, path: encode(r.url) }));
}

export function listResources(db: Db, merchant: string, codec: MerchantCodec): ResourceLink[] {
  const rows = db
    .prepare('SELECT resource_type, url, label FROM resources WHERE merchant = ? ORDER BY sort_order, resource_type')
    .all(merchant) as Array<{ resource_type: string; url: string; label: string }>;
  const encode = codec === 'legacy' ? (url: string) => url : obfuscateLink;
  return rows.map((r) => ({ resourceType: r.resource_type, url: encode(r.url), labelNameEn: r.label }));
}

export function listCdns(db: Db, merchant: string, kind: 'image' | 'launchGame'): string[] {
  const rows = db.prepare('SELECT url FROM image_cdns WHERE merchant = ? AND kind = ? ORDER BY sort_order, url').all(merchant, kind) as Array<{
    url: string;
  }>;
  return rows.map((r) => r.url);
}

export function listDomainRoutes(db: Db, merchant: string): string[] {
  const rows = db.prepare('SELECT url FROM domain_routes WHERE merchant = ? ORDER BY sort_order, url').all(merchant) as Array<{ url: string }>;
  return rows.map((r) => r.url);
}
