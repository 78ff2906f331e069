/**
 * Fault injection rules (docs/faults.md). A rule names a fault and a path pattern:
 *
 *   error@/wps/relay/*     HTTP 500 with the platform's error envelope
 *   malformed@/wps/*       HTTP 200 whose body is not JSON
 *   truncate@/assets/*     headers promise more bytes than arrive, then the connection closes
 *   drop@/wps/member/*     the connection closes before any answer
 *   hang@/wps/*            no answer at all, until the client gives up
 *   hang:20000@/wps/*      … or until the connection is dropped after that many milliseconds
 *   latency:3000@/wps/*    the real answer, that many milliseconds late
 *
 * `*` matches any run of characters (slashes included); the pattern is matched against the path
 * without the query. Rules come from the command line (`--fault`, FAULTS) for every request, or
 * from tests through /wps/dev/faults for one scope: requests carrying that scope in the
 * `fault_scope` cookie (a browser context) or the `X-Fault-Scope` header.
 */

export const FAULT_KINDS = ['error', 'malformed', 'truncate', 'drop', 'hang', 'latency'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  kind: FaultKind;
  /** Milliseconds of added latency; for a hang, when to drop the connection (0: never). */
  ms: number;
  pattern: string;
  /** The rule as written, for listings and logs. */
  text: string;
  matches: (path: string) => boolean;
}

const DEFAULT_LATENCY_MS = 3000;
const MAX_MS = 120_000;
const RULE = /^([a-z]+)(?::(\d+))?@(\/\S*)$/;

/** Parses `kind[:ms]@/pattern`; throws a message that says what is accepted. */
export function parseFaultRule(text: string): FaultRule {
  const m = RULE.exec(text.trim());
  const kind = m?.[1] as FaultKind | undefined;
  if (!m || !kind || !FAULT_KINDS.includes(kind) || (m[2] !== undefined && kind !== 'latency' && kind !== 'hang')) {
    throw new Error(`Bad fault rule '${text}': expected <${FAULT_KINDS.join('|')}>@/path-pattern, latency:<ms>@… or hang:<ms>@…`);
  }
  const ms = m[2] !== undefined ? Number(m[2]) : kind === 'latency' ? DEFAULT_LATENCY_MS : 0;
  if (ms > MAX_MS) throw new Error(`Bad fault rule '${text}': at most ${MAX_MS} ms`);
  const pattern = m[3]!;
  const re = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
  return { kind, ms, pattern, text: `${kind}${ms ? `:${ms}` : ''}@${pattern}`, matches: (path) => re.test(path) };
}

/** FAULTS="error@/wps/relay/* latency:2000@/wps/*" (spaces or commas between rules). */
export function parseFaultList(value: string | undefined): FaultRule[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseFaultRule);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The rules in force: the global ones (command line) and one list per test scope. */
export class FaultTable {
  private readonly scoped = new Map<string, FaultRule[]>();

  constructor(private readonly global: readonly FaultRule[] = []) {}

  /** The first rule for this path: a scope's own rules before the global ones. */
  match(path: string, scope: string | undefined): FaultRule | undefined {
    const own = scope ? (this.scoped.get(scope) ?? []) : [];
    return own.find((r) => r.matches(path)) ?? this.global.find((r) => r.matches(path));
  }

  /** Replaces a scope's rules; an empty list clears it. */
  set(scope: string, rules: FaultRule[]): void {
    if (rules.length > 0) this.scoped.set(scope, rules);
    else this.scoped.delete(scope);
  }

  list(scope: string | undefined): string[] {
    return [...(scope ? (this.scoped.get(scope) ?? []) : []), ...this.global].map((r) => r.text);
  }

  get empty(): boolean {
    return this.global.length === 0 && this.scoped.size === 0;
  }
}
