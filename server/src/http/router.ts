import type { IncomingHttpHeaders } from 'node:http';
import type { Mode } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Member } from '../modules/accounts/members.ts';
import type { UploadLimits } from '../modules/feedback/quota.ts';
import type { Guards } from '../modules/limits/guards.ts';
import type { Merchant } from '../modules/merchants/merchants.ts';
import type { Language } from './messages.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What a handler gets: the merchant is already resolved and the body already parsed. */
export interface ApiContext {
  db: Db;
  merchant: Merchant;
  language: Language;
  ip: string;
  /** The player's connection is TLS (directly, or per a trusted proxy): cookies get Secure. */
  overTls: boolean;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The raw `Authorization` header (the platform sends the bare session token). */
  token: string | undefined;
  cookies: Record<string, string>;
  /** Adds a Set-Cookie line to a successful answer. */
  setCookie: (cookie: string) => void;
  mode: Mode;
  /** This server's rate limiters and replay cache. */
  guards: Guards;
  /** Where uploads (feedback images) are stored: outside the served dist directory. */
  uploadDir: string;
  /** What uploads may store: per member and hour, and in the whole directory (UPLOAD_MAX_MB). */
  uploadLimits: UploadLimits;
}

/** A handler returns the envelope's `value` (or a PlainText); failures are thrown as ApiError (or a module's RuleError). */
export type Handler = (ctx: ApiContext) => unknown;

/** An answer sent as it is, `text/plain`, instead of the envelope: the platform's RSA key for
 *  its legacy clients (platform reference §4.1). */
export class PlainText {
  constructor(
    readonly text: string,
    readonly cacheControl: string,
  ) {}
}

export interface Route {
  method: Method;
  /** Exact path, no parameters: the platform's paths are fixed strings. */
  path: string;
  handler: Handler;
  /** Defaults to no-store (see respond.ts). */
  cacheControl?: string;
  /**
   * An upload: the handler gets the body unparsed, as a Buffer of at most `limit` bytes,
   * instead of JSON parsed under the 64 kB limit every other call keeps. The session is checked
   * before a byte of it is read: a large body is accepted from signed-in members only, and only
   * from those `admit` lets through (it throws the refusal). The body may take the upload's time
   * (http/timeouts.ts).
   */
  rawBody?: { limit: number; admit?: (member: Member, ctx: Pick<ApiContext, 'db' | 'uploadLimits'>) => void };
  /** A smaller body limit than the 64 kB default (the body is still parsed): 413 above it. */
  bodyLimit?: number;
  /** Answer 204 without a body instead of the envelope (a beacon: nobody reads the answer). */
  noContent?: true;
}

export type RouteMatch = { kind: 'found'; route: Route } | { kind: 'method-not-allowed'; allowed: Method[] } | { kind: 'not-found' };

/** Method + exact path lookup. Tiny on purpose: two maps, no patterns, no middleware. */
export class Router {
  private readonly byPath = new Map<string, Map<Method, Route>>();

  add(route: Route): this {
    const methods = this.byPath.get(route.path) ?? new Map<Method, Route>();
    if (methods.has(route.method)) throw new Error(`Duplicate route ${route.method} ${route.path}`);
    methods.set(route.method, route);
    this.byPath.set(route.path, methods);
    return this;
  }

  match(method: string, path: string): RouteMatch {
    const methods = this.byPath.get(path);
    if (!methods) return { kind: 'not-found' };
    const route = methods.get(method as Method);
    if (route) return { kind: 'found', route };
    return { kind: 'method-not-allowed', allowed: [...methods.keys()] };
  }

  /** True for an upload route: its body may take the upload's time (http/timeouts.ts). */
  isUpload(method: string, path: string): boolean {
    const match = this.match(method, path);
    return match.kind === 'found' && match.route.rawBody !== undefined;
  }
}
