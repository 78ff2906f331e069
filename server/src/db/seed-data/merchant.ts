/** Seed data for the demo merchant: identity, template, links, CDNs and countries. */

import type { Merchant } from '../../modules/merchants/merchants.ts';

export const SEED_MERCHANT_CODE = 'bdm01';

/** A seeded merchant's row and its start-up links (seed-merchant.ts writes them). */
export interface SeedMerchantConfig {
  /** The merchants row but its switches, which start off (maintenance, region restriction). */
  merchant: Omit<Merchant, 'maintenance' | 'regionRestricted'>;
  customerService: ReadonlyArray<readonly [csType: string, url: string]>;
  resources: ReadonlyArray<readonly [type: string, url: string, label: string]>;
  imageCdns: readonly string[];
  launchGameCdns: readonly string[];
  domainRoutes: readonly string[];
}

export const seedMerchant = {
  code: SEED_MERCHANT_CODE,
  name: 'BD Play',
  currency: 'BDT',
  defaultLanguage: 'BN',
  // Reserved `.example` domains: seed links must never point at someone's real account.
  mainDomain: 'bdplay.example',
  appBackground: '#0b3d2e',
  // The download bar's tagline (info.mobileTemplate.app_desc), served in the request's language.
  appDesc: { bn: 'BD Play অ্যাপ: আরও দ্রুত খেলা, তাৎক্ষণিক ডিপোজিট', en: 'BD Play app: faster games, instant deposits' },
  appDescFontColor: '#ffffff',
  memCen: '1',
  depFunc: '1',
  captchaLength: 6,
  codec: 'webcrypto',
} as const;

export const seedCustomerService: ReadonlyArray<readonly [csType: string, url: string]> = [
  ['TELEGRAM1', 'https://t.bdplay.example/support'],
  ['TELEGRAM2', 'https://t.bdplay.example/vip-support'],
  ['FACEBOOK', 'https://facebook.bdplay.example/bdplay'],
  ['LIVECHAT', 'https://chat.bdplay.example/live'],
];

export const seedResources: ReadonlyArray<readonly [type: string, url: string, label: string]> = [
  ['Android', 'https://download.bdplay.example/app/bdplay.apk', 'Android'],
  ['IOS', 'https://download.bdplay.example/app/ios', 'iOS'],
  ['MOBILECONFIG', 'https://download.bdplay.example/app/bdplay.mobileconfig', 'iOS web clip'],
];

/** Origin-relative: the reference server is its own CDN. */
export const seedImageCdns = ['/cdn'];
export const seedLaunchGameCdns = ['/cdn'];

export const seedDomainRoutes = ['https://bdplay.example', 'https://m.bdplay.example'];

/**
 * Bangladesh first: it is the market; the rest are the neighbours players travel to or from.
 * `nationalDigits`: the longest national significant number (migration 012, sms/phone.ts).
 */
export const seedCountries: ReadonlyArray<readonly [code: string, name: string, dialing: string, nationalDigits: number]> = [
  ['BD', 'Bangladesh', '+880', 10],
  ['IN', 'India', '+91', 10],
  ['PK', 'Pakistan', '+92', 10],
  ['NP', 'Nepal', '+977', 10],
  ['LK', 'Sri Lanka', '+94', 9],
  ['MY', 'Malaysia', '+60', 10],
  ['AE', 'United Arab Emirates', '+971', 9],
  ['SA', 'Saudi Arabia', '+966', 9],
];

/** bdm01, the demo merchant every e2e test uses. */
export const firstMerchantConfig: SeedMerchantConfig = {
  merchant: seedMerchant,
  customerService: seedCustomerService,
  resources: seedResources,
  imageCdns: seedImageCdns,
  launchGameCdns: seedLaunchGameCdns,
  domainRoutes: seedDomainRoutes,
};
