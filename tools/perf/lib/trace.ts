/**
 * A Chrome performance trace through CDP, as DevTools' Performance panel records one: `Tracing.start`
 * with the timeline categories, `Tracing.end`, then the trace read from the browser as a stream
 * (`IO.read`) straight into a file — a trace can run to tens of MB, too much for CDP events
 * (`dataCollected`) to carry comfortably. The file is `{ "traceEvents": [...], "metadata": … }`,
 * which DevTools opens (Performance panel → Load profile).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CDPSession } from '@playwright/test';

/** DevTools' own categories for a performance recording (without screenshots, to keep files small). */
export const TRACE_CATEGORIES: readonly string[] = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];

export interface Tracing {
  /** Ends the recording and writes it to `file`; resolves once the file is complete. */
  stop(file: string): Promise<void>;
}

/**
 * Starts recording. Tracing is browser-wide whatever the session, so a browser session
 * (`browser.newBrowserCDPSession()`) sees pages and renderers created after the start; the
 * summary picks the page's renderer out of the trace (trace-summary.ts).
 */
export async function startTracing(cdp: CDPSession): Promise<Tracing> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    streamFormat: 'json',
    streamCompression: 'none',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: [...TRACE_CATEGORIES], excludedCategories: ['*'] },
  });
  let stopped = false;
  return {
    async stop(file) {
      if (stopped) throw new Error('the trace was already stopped');
      stopped = true;
      // Listen before asking: tracingComplete can arrive before the reply to Tracing.end.
      const complete = new Promise<string>((resolve, reject) =>
        cdp.once('Tracing.tracingComplete', (e) => (e.stream ? resolve(e.stream) : reject(new Error('Tracing.tracingComplete without a stream')))),
      );
      await cdp.send('Tracing.end');
      await readStream(cdp, await complete, file);
    },
  };
}

async function readStream(cdp: CDPSession, handle: string, file: string): Promise<void> {
  const out = createWriteStream(file);
  try {
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle, size: 1 << 20 });
      if (!out.write(base64Encoded ? Buffer.from(data, 'base64') : data)) await once(out, 'drain');
      if (eof) break;
    }
  } finally {
    await cdp.send('IO.close', { handle }).catch(() => undefined);
    out.end();
    await once(out, 'close');
  }
}
