import { listOutbox } from '../../modules/outbox/outbox.ts';
import type { Route } from '../router.ts';

/**
 * Development and test tools. routes/index.ts leaves this file out in production mode, so there
 * the paths do not exist at all (404).
 */
export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/dev/outbox',
    handler: ({ db, merchant, query }) => listOutbox(db, merchant.code, query.get('to') ?? ''),
  },
];
