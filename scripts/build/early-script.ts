// The inline start-up script (src/early.ts) as it ships: one minified function, with what it takes
// from the modules it imports, that every prerendered page calls with its own arguments.
// scripts/prerender.ts inlines it (and hashes each page's copy in the Content-Security-Policy);
// the unit tests run this same text (tests/early-script.setup.ts).

import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { BROWSERS } from './browsers';
import { pagesPlugin } from './pages-plugin';

/** What each page passes (src/early.ts's parameters, in this order). */
export interface EarlyArguments {
  /** The build's merchant code (lib/env.ts). */
  merchant: string;
  home: boolean;
  /** The page's module preloads, added after the script's own requests. */
  preloads: string[];
  /** The build's default image CDN (state/images.ts). */
  defaultImageCdn: string;
  /** The build's API origin (lib/env.ts; empty: this one). */
  apiBase: string;
}

/** Builds src/early.ts into the text of one function expression (its default export): home's,
 *  which fills the first screen (the banner, the first row of games), or the other pages', which
 *  carry none of that code (about 0.5 kB less in each of their HTML files). */
export async function buildEarlyFunction(home = true): Promise<string> {
  // Here, not at the top: the unit tests import earlyScript() inside a VM context, where Vite does
  // not load.
  const { build, parseSync } = await import('vite');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
    define: { EARLY_HOME: String(home) },
    plugins: [
      // The path table, which lib/paths.ts reads (only what the script uses of it is built).
      pagesPlugin(),
      {
        // The modules the script takes its rules from also load code on demand when the app runs
        // (catalogs, the API layer); the script never does. Left as they are, those imports go
        // with the unused code around them, and nothing they name is built (or needs the app's
        // plugins, such as Lingui's for catalogs).
        name: 'early-script:no-lazy-imports',
        enforce: 'pre',
        resolveId: (source, _importer, options) => ((options as { kind?: string }).kind === 'dynamic-import' ? { id: source, external: true } : null),
      },
    ],
    build: {
      write: false,
      target: BROWSERS,
      minify: false,
      rolldownOptions: {
        input: 'src/early.ts',
        preserveEntrySignatures: 'strict',
        // Only what the script uses of the modules it imports: a module nothing is used from stays
        // out whatever it runs when it loads (the signals, the API client's library).
        treeshake: { moduleSideEffects: false },
        // The storage keys and other constants of those modules are written where they are used.
        optimization: { inlineConst: { mode: 'all', pass: 3 } },
        // Short names for the imported helpers too: the module's top level is wrapped below.
        output: { format: 'es', minify: { mangle: { toplevel: true } } },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`early script: expected one chunk, got ${chunks.length}`);
  const code = chunks[0]!.code.trim();
  // The module's code, then its one export: `…;export{X as default};`. In a function whose value is
  // that export, so the helpers' names stay out of the page's global scope.
  const end = /export\s*\{\s*([\w$]+) as default\s*\};?$/.exec(code);
  if (!end) throw new Error(`early script: the build's output does not end with its default export`);
  return doubleQuoted(`(()=>{${code.slice(0, end.index)}return ${end[1]}})()`, parseSync);
}

/** The code with its plain template literals (the minifier writes every string so) as "strings":
 *  inside a page's HTML, full of double quotes, brotli codes them in fewer bits (31 B less on
 *  home). Tagged templates and those with `${…}` stay as they are. */
export function doubleQuoted(code: string, parse: typeof import('vite').parseSync): string {
  const { program, errors } = parse('early.js', code);
  if (errors.length) throw new Error(`early script: the build's output does not parse: ${errors[0]!.message}`);
  const plain: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown, parent?: { type?: string }): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; start: number; end: number; expressions?: unknown[]; quasis?: { value: { cooked: string } }[] };
    if (n.type === 'TemplateLiteral' && !n.expressions!.length && parent?.type !== 'TaggedTemplateExpression') {
      plain.push({ start: n.start, end: n.end, text: JSON.stringify(n.quasis![0]!.value.cooked) });
    }
    for (const child of Object.values(n)) (Array.isArray(child) ? child : [child]).forEach((c) => visit(c, n));
  };
  visit(program);
  return plain.sort((a, b) => b.start - a.start).reduce((out, t) => out.slice(0, t.start) + t.text + out.slice(t.end), code);
}

/** The script of one page: the built function called with the page's arguments. */
export const earlyScript = (fn: string, a: EarlyArguments): string =>
  `${fn}(${[a.merchant, a.home, a.preloads, a.defaultImageCdn, a.apiBase].map((v) => JSON.stringify(v)).join()});`;
