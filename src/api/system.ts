// The start-up call. Only what start-up itself reads is decoded here (the mode flags, the location
// and the white-label tree); the rest of `info` is decoded by startup-info.ts where a page needs it.

import type * as wire from '../../contract/system';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isRecord, isString, str, type Fields } from '@/lib/guards';
import type { SystemStatus, WhiteLabelNode } from './types';

/** Levels of the white-label tree read (real trees are a few deep): below them children are
 *  ignored, so a hostile answer nested a million deep cannot overflow the stack. */
const MAX_DEPTH = 10;

function decodeNode(v: unknown, depth: number): WhiteLabelNode | null {
  if (!isRecord<WhiteLabelNode>(v) || !isString(v.modId)) return null;
  return {
    modId: v.modId,
    enabled: v.enabled === '1' || v.enabled === true || v.enabled === 1 ? '1' : '0',
    childrenNodes: depth ? decodeWhiteLabel(v.childrenNodes, depth - 1) : [],
  };
}

export function decodeWhiteLabel(v: unknown, depth = MAX_DEPTH): WhiteLabelNode[] {
  return Array.isArray(v) ? v.map((n) => decodeNode(n, depth)).filter((n): n is WhiteLabelNode => n !== null) : [];
}

/** Checks and normalises a status payload; throws ApiError when it is not one. */
export function decodeStatus(v: unknown): SystemStatus {
  if (!isRecord<wire.SystemStatus>(v) || typeof v.maintenance !== 'boolean') {
    throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  }
  const loc: Fields<wire.SystemStatus['location']> = isRecord(v.location) ? v.location : {};
  const info: Fields<wire.StartupInfo> = isRecord(v.info) ? v.info : {};
  const countryCode = str(loc, 'countryCode');
  return {
    maintenance: v.maintenance,
    regionRestriction: v.regionRestriction === true,
    location: countryCode ? { ip: str(loc, 'ip'), countryCode } : { ip: str(loc, 'ip') },
    info: { ...info, whitelabel: decodeWhiteLabel(info.whitelabel) },
  };
}

export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return decodeStatus(await request<unknown>({ url: '/wps/system/status', moduleId: 'COMM3', auth: false, signal, early: 'status' }));
}
