// ENTRY CHUNK. Start-up configuration: the last system status (cached so a repeat visit renders at
// once, then revalidated), the start-up mode derived from it, and the white-label switches.
// Its loading (state/status-load.ts) comes on demand with the API layer, in parallel with the first
// render.

import { computed, signal } from '@preact/signals-react';
import type { SystemStatus, WhiteLabelNode } from '@/api/types';
import { isArrayOf, isBoolean, isRecord, isString } from '@/lib/guards';
import { RETRY_ALL } from '@/lib/retry-all';
import { readJson } from '@/lib/storage';
import { STATUS_CACHE_KEY as CACHE_KEY } from './status-cache';

/** 0: the app; 1: maintenance page; 2: region-restricted page. */
export type StartupMode = 0 | 1 | 2;

/** Maintenance wins over region restriction (specification, "Start-up modes"). */
export function modeOf(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): StartupMode {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}

/** Switches the client reads by name (specification §3 and the member-centre table). */
export type SwitchKey =
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'MOBILENUMPASSREG3'
  | 'GOOGLELOGIN3'
  | 'FACEBOOKLOGIN3'
  | 'CHNGPASSVERIF3'
  | 'DIRECTREG3'
  | 'MOBILEVERCODELOGIN3'
  | 'FREEPLAY3'
  | 'PWDEXPFORCECHANGE3'
  | 'DEPRECM3'
  | 'WITHREC3'
  | 'PERSREP'
  | 'TRANSREC3'
  | 'TRANSBETREPMEM3'
  | 'MANPLAYREB3'
  | 'PLYRBT'
  | 'MAILCEN'
  | 'FEEDBACK3'
  | 'VIPBENEFIT3'
  | 'UPLINETRANS3';

/** The white-label tree as a map: a key is present (true) when the switch is on. Known keys are
 *  typed; any other key of the tree (menu whitelist keys, for example) is reachable by string. */
export type Switches = Readonly<Partial<Record<SwitchKey, true>> & Record<string, true | undefined>>;

/** Each node carries its own flag, as the platform flattens its tree (platform reference §7.10):
 *  a switch is on when its own node is enabled, whatever its group node says. */
export function flattenWhiteLabel(tree: readonly WhiteLabelNode[]): Switches {
  const on: Record<string, true> = {};
  const walk = (nodes: readonly WhiteLabelNode[]) => {
    for (const n of nodes) {
      if (n.enabled === '1') on[n.modId] = true;
      walk(n.childrenNodes);
    }
  };
  walk(tree);
  return on;
}

const isNode = (v: unknown): v is WhiteLabelNode =>
  isRecord(v) && isString(v.modId) && (v.enabled === '1' || v.enabled === '0') && isArrayOf(v.childrenNodes, isNode);

/** The cached status was decoded before it was stored; this re-checks its shape, nothing more. */
export function isCachedStatus(v: unknown): v is SystemStatus {
  return (
    isRecord(v) &&
    isBoolean(v.maintenance) &&
    isBoolean(v.regionRestriction) &&
    isRecord(v.location) &&
    isString(v.location.ip) &&
    isRecord(v.info) &&
    isArrayOf(v.info.whitelabel, isNode)
  );
}

export const systemStatus = signal<SystemStatus | null>(readJson(CACHE_KEY, isCachedStatus));
/** The last start-up request failed; shown with a retry while there is no usable status. */
export const statusFailed = signal(false);

export const startupMode = computed<StartupMode>(() => (systemStatus.value ? modeOf(systemStatus.value) : 0));
export const switches = computed(() => flattenWhiteLabel(systemStatus.value?.info.whitelabel ?? []));

// Any retry tap also asks again for a status that failed (lib/retry-all.ts), also when what failed
// was the status module's own chunk. Not at build time: the prerender runs this module in Node,
// which has no window events.
globalThis.addEventListener?.(RETRY_ALL, () => void (statusFailed.value && loadStatus()));

/** Fetches the status through its resource (state/status-load.ts: one request at a time, cached,
 *  asked again in a new language), which loads with the API layer. */
export const loadStatus = (): Promise<void> =>
  import('./status-load').then(
    ({ statusResource }) => statusResource({ data: systemStatus, failed: statusFailed }).load({ fresh: true }),
    () => void (statusFailed.value = true),
  );
