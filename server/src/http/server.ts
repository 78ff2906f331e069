import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEFAULT_UPLOAD_MAX_BYTES, defaultUploadDir, type Mode } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { defaultDemoGameSeed } from '../modules/bets/draw.ts';
import { uploadLimitsFor } from '../modules/feedback/quota.ts';
import { createGuards, limitsFor, type Limits } from '../modules/limits/guards.ts';
import { handleApi } from './api.ts';
import { createDemoHandler } from './demo/demo-handler.ts';
import { createPaymentHandler } from './payment/payment-handler.ts';
import { ErrorCodes, isClientGone } from './errors.ts';
import { FAULT_CONTROL_PATH, handleFaultControl } from './faults/control.ts';
import { faultScope, injectFault } from './faults/inject.ts';
import { FaultTable, type FaultRule } from './faults/rules.ts';
import { isApiPath, isTlsRequest, splitTarget } from './request-info.ts';
import { sendJson, sendText, setTransportHeaders } from './respond.ts';
import type { Route } from './router.ts';
import { buildRouter } from './routes/index.ts';
import { firstScreenPages } from './static/first-screen.ts';
import { createStaticHandler } from './static/static.ts';
import { HTTP_TIMEOUTS, limitBodyTime, type HttpTimeouts } from './timeouts.ts';

export interface AppOptions {
  db: Db;
  distDir: string;
  /** Proxies of ours in front (TRUST_PROXY); default 0: X-Forwarded-* are the client's own words. */
  trustProxy?: number;
  /** development and test serve the outbox; production does not. */
  mode: Mode;
  /** Rate limits; default: those of the mode (tests set small ones to reach them quickly). */
  limits?: Limits;
  /** Feedback images; default `uploads/` beside the database file (config.ts, UPLOAD_DIR). */
  uploadDir?: string;
  /** The most the upload directory may hold, in bytes (UPLOAD_MAX_MB); default 1 GB. */
  uploadMaxBytes?: number;
  /** Slow-client limits; default HTTP_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<HttpTimeouts>;
  /** False: /sw.js retires the app's service worker (SERVICE_WORKER=off). Default true. */
  serviceWorker?: boolean;
  /** Faults played on every matching request (`--fault`, FAULTS; docs/faults.md). Not in production. */
  faults?: FaultRule[];
  /** The demo game's draw seed (DEMO_GAME_SEED); default: fixed in test mode, else random per process. */
  demoGameSeed?: string;
  /** Extra API routes (tests use this to exercise body handling before real POST routes exist). */
  extraRoutes?: Route[];
}

/**
 * The HTTP server: /wps and /lgw go to the API dispatcher; the images and pages the server draws
 * itself (game icons, team images, the demo game page) to the demo handler; the gateway's callback
 * and the demo payment page to the payment handler; everything else to
 * the static app.
 * Nothing a request does may crash the process, so the top level catches whatever escapes.
 */
export function createAppServer(options: AppOptions): Server {
  const router = buildRouter(options.mode, options.demoGameSeed ?? defaultDemoGameSeed(options.mode === 'test'), options.extraRoutes);
  const api = {
    db: options.db,
    router,
    trustProxy: options.trustProxy ?? 0,
    mode: options.mode,
    guards: createGuards(options.limits ?? limitsFor(options.mode)),
    uploadDir: options.uploadDir ?? defaultUploadDir(options.db.name),
    uploadLimits: uploadLimitsFor(options.mode, options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES),
  };
  const timeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const serveDemo = createDemoHandler(options.db);
  const servePayment = createPaymentHandler(options.db);
  const serveStatic = createStaticHandler(options.distDir, options.serviceWorker ?? true, firstScreenPages(options.db));
  // Fault injection is a development and test tool: a production server has no rules and no switch.
  const faults = options.mode === 'production' ? undefined : new FaultTable(options.faults);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // The other security headers go with each kind of answer (respond.ts).
    setTransportHeaders(res, isTlsRequest(req, api.trustProxy));
    const { path, query } = splitTarget(req.url);
    const upload = isApiPath(path) && router.isUpload(req.method ?? 'GET', path);
    limitBodyTime(req, res, upload ? { totalMs: timeouts.uploadMs, idleMs: timeouts.uploadIdleMs } : { totalMs: timeouts.requestMs });
    if (faults) {
      if (path === FAULT_CONTROL_PATH) return handleFaultControl(req, res, query, faults);
      const rule = faults.empty ? undefined : faults.match(path, faultScope(req));
      if (rule && (await injectFault(rule, req, res, path))) return;
    }
    if (isApiPath(path)) await handleApi(req, res, path, query, api);
    else if (!(await servePayment(req, res, path, query)) && !serveDemo(req, res, path, query)) await serveStatic(req, res, path);
  };

  // Slow-loris protection (http/timeouts.ts): Node cuts slow headers, and any request at the
  // upload's limit; limitBodyTime cuts other bodies sooner. Idle connections stay open for the
  // next tap (keepAliveMs).
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.headersMs + timeouts.uploadMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => lastResort(req, res, error));
    },
  );
  return server;
}

function lastResort(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  // A client that hangs up mid-download is normal on 2G; not worth a stack trace.
  if (!isClientGone(error)) {
    // The path only: a query may carry a secret (a demo game's launch id).
    console.error(`[http] ${req.method} ${splitTarget(req.url).path} failed:`, error);
  }
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  if (isApiPath(splitTarget(req.url).path)) {
    sendJson(res, 500, { success: false, value: null, message: 'System error', errorCode: ErrorCodes.systemError });
  } else {
    sendText(res, 500, 'Internal server error');
  }
}
