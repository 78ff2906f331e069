// Starts a game through the general launcher (contract item 6, platform reference §7.16) and
// returns the address to open. Which games come here is decided by lib/launch-rules.ts.

import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { apiContext } from '@/lib/api-context';
import { isRecord } from '@/lib/guards';
import type { LaunchParams } from '@/lib/launch-rules';

/** `content.game_url`, or one of the platform's older shapes. */
function urlOf(v: unknown): unknown {
  if (!isRecord(v)) return undefined;
  if (isRecord(v.content) && v.content.game_url) return v.content.game_url;
  return v.url ?? v.gameUrl ?? v.link ?? v.launchUrl;
}

/** Only a web address or a same-origin path may be opened: never `javascript:`, nor `//host` or
 *  `/\host`, which browsers read as another host. */
const isSafeUrl = (u: unknown): u is string => typeof u === 'string' && /^(https?:\/\/|\/(?![/\\]))/i.test(u);

export async function launchGame(params: LaunchParams, signal?: AbortSignal): Promise<string> {
  const value = await request<unknown>({
    url: '/wps/game/launchGame',
    params: { launchMode: 'GLS', accountType: 1, platform: 'html5', language: apiContext.getLanguage(), ...params },
    moduleId: 'GAMELO3',
    auth: true,
    signal,
  });
  const url = urlOf(value);
  if (!isSafeUrl(url)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return url;
}
