import type { SystemStatus } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';
import { pickText, type Language } from '../../lib/localised.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { getSwitchTree } from '../whitelabel/switches.ts';
import { getRegisterSettings } from './register-settings.ts';
import { listCdns, listCustomerService, listDomainRoutes, listResources } from './links.ts';

/** The boot payload of `GET /wps/system/status` (platform reference §7.10, spec §2); its one text,
 *  the download bar's tagline, in the request's language. */
export function buildSystemStatus(db: Db, merchant: Merchant, ip: string, language: Language): SystemStatus {
  // One read transaction = one WAL snapshot, so an admin change mid-way cannot mix two states.
  return db.transaction(() => assemble(db, merchant, ip, language)).deferred();
}

function assemble(db: Db, merchant: Merchant, ip: string, language: Language): SystemStatus {
  const code = merchant.code;
  return {
    maintenance: merchant.maintenance,
    regionRestriction: merchant.regionRestricted,
    location: { ip },
    info: {
      customerService: listCustomerService(db, code, merchant.codec),
      imageCDNs: listCdns(db, code, 'image'),
      launchGameCDNs: listCdns(db, code, 'launchGame'),
      domainRoute: listDomainRoutes(db, code),
      mobileTemplate: {
        app_background: merchant.appBackground,
        app_desc: pickText(merchant.appDesc, language),
        app_desc_font_color: merchant.appDescFontColor,
        mem_cen: merchant.memCen,
        dep_func: merchant.depFunc,
      },
      paths: { appDownload: '/m/appDownload', help: '/m/help', service: '/m/service' },
      register: getRegisterSettings(db, code),
      resources: listResources(db, code, merchant.codec),
      whitelabel: getSwitchTree(db, code),
      mainDomain: merchant.mainDomain,
      currency: merchant.currency,
    },
  };
}
