import { Router, type Route } from '../router.ts';
import { sessionRoutes } from './session.ts';
import { systemRoutes } from './system.ts';

/** Every API route. A new resource adds its file here (see server/README.md). */
export function buildRouter(extraRoutes: Route[] = []): Router {
  const router = new Router();
  for (const route of [...systemRoutes, ...sessionRoutes, ...extraRoutes]) router.add(route);
  return router;
}
