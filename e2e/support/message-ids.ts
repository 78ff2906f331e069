/**
 * The ids Lingui gives our messages, as a page shows them when a catalog is missing (`4+JaWo`
 * instead of "Log in"): computed from every msgid (and context) in locales/*\/*.po exactly as the
 * compiled code does (`generateMessageId`), plus the explicit ids (`route.home`), which are their
 * own id. The route sweep (e2e/sweep.spec.ts) looks for them as whole words on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

const LOCALES = new URL('../../locales/', import.meta.url);

interface PoEntry {
  msgid: string;
  context: string;
  explicit: boolean;
}

const unquote = (s: string) => JSON.parse(`"${s}"`) as string;

/** The entries of one catalog; `lingui extract` writes every string on one line. */
function entries(text: string): PoEntry[] {
  return text.split(/\n\s*\n/).flatMap((block) => {
    if (/^#~/m.test(block)) return [];
    const msgid = block.match(/^msgid "(.*)"$/m)?.[1];
    if (!msgid) return [];
    const context = block.match(/^msgctxt "(.*)"$/m)?.[1];
    return [{ msgid: unquote(msgid), context: context ? unquote(context) : '', explicit: /^#\. js-lingui-explicit-id$/m.test(block) }];
  });
}

/** Every id any catalog of any language can ask for, mapped to its source text (for the report). */
export function messageIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const locale of readdirSync(LOCALES)) {
    for (const file of readdirSync(new URL(`${locale}/`, LOCALES)).filter((f) => f.endsWith('.po'))) {
      for (const e of entries(readFileSync(new URL(`${locale}/${file}`, LOCALES), 'utf8'))) {
        ids.set(e.explicit ? e.msgid : generateMessageId(e.msgid, e.context), e.msgid);
      }
    }
  }
  return ids;
}
