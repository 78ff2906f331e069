// The help centre (specification doc. 2 §2 "Help centre", §7 "Content and service"; platform
// reference §7.9; docs/member-area.md): the entries for one language, each with HTML content and
// nested children. The user agreement is the entry tagged `agreement`.

import type * as wire from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isRecord } from '@/lib/guards';

/** `content` is raw HTML from the server: sanitise before rendering (lib/sanitize-html). */
export type HelpEntry = wire.HelpEntry;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

/** Levels of children a help centre may have. Far more than any real one; deeper nesting is a
 *  broken or hostile answer, which would otherwise overflow the stack here or when rendered. */
const MAX_DEPTH = 10;

function decodeEntry(v: unknown, depth: number): HelpEntry {
  if (!isRecord<HelpEntry>(v) || typeof v.title !== 'string' || typeof v.content !== 'string') throw invalid();
  const { tag = '', children = [] } = v;
  if (typeof tag !== 'string') throw invalid();
  return { title: v.title, tag, content: v.content, children: decodeHelpEntries(children, depth + 1) };
}

/** Checks the answer's `value`: a list of entries; any other shape is an `invalidResponse`. */
export function decodeHelpEntries(value: unknown, depth = 0): HelpEntry[] {
  if (!Array.isArray(value) || depth > MAX_DEPTH) throw invalid();
  return value.map((v) => decodeEntry(v, depth));
}

/** The help entries in `lang` (BN or EN). Open to visitors. */
export async function fetchHelpEntries(lang: 'BN' | 'EN', signal?: AbortSignal): Promise<HelpEntry[]> {
  const v = await request<unknown>({ url: '/wps/system/helpCenter', moduleId: 'COMM3', params: { device: 'MOBILE', lang }, signal });
  return decodeHelpEntries(v);
}

/** The first entry with this tag, depth first, or null. */
export function findByTag(entries: readonly HelpEntry[], tag: string): HelpEntry | null {
  for (const e of entries) {
    const found = e.tag === tag ? e : findByTag(e.children, tag);
    if (found) return found;
  }
  return null;
}
