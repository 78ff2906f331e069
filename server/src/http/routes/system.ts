import { buildSystemStatus } from '../../modules/system/status.ts';
import { listCountries } from '../../modules/system/countries.ts';
import { listDomainRoutes } from '../../modules/system/links.ts';
import { getRegisterSettings } from '../../modules/system/register-settings.ts';
import { getSwitchTree } from '../../modules/whitelabel/switches.ts';
import type { Route } from '../router.ts';

/** Start-up and configuration endpoints (platform reference §2.2, module id COMM3). */
export const systemRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/system/status',
    // Revalidate every time: maintenance and switches change without a deploy.
    cacheControl: 'no-cache',
    handler: ({ db, merchant, ip, language }) => buildSystemStatus(db, merchant, ip, language),
  },
  {
    method: 'GET',
    path: '/wps/system/whitelabel',
    handler: ({ db, merchant }) => getSwitchTree(db, merchant.code),
  },
  {
    method: 'GET',
    path: '/wps/system/setting/register',
    handler: ({ db, merchant }) => getRegisterSettings(db, merchant.code),
  },
  {
    method: 'GET',
    path: '/wps/system/country',
    handler: ({ db, merchant }) => listCountries(db, merchant.code),
  },
  {
    method: 'GET',
    path: '/wps/system/domainRoute',
    handler: ({ db, merchant }) => listDomainRoutes(db, merchant.code),
  },
];
