/**
 * `npm run build:react`: the same source built against real React 19 and @preact/signals-react,
 * into dist-react/ (its prerender bundle into dist-react-ssr/), for the comparison in
 * `npm run perf -- --react` (docs/perf.md). Everything comes from vite.config.ts except what has
 * to change:
 * - no react → preact/compat and @preact/signals-react → @preact/signals aliases;
 * - JSX compiled by the same Babel pipeline as the main build (@preact/preset-vite's, with its
 *   React aliases off and `react` as the JSX import source), plus the Lingui macro as there and
 *   @preact/signals-react's own transform (`useSignals()` in every component: `all` mode, so a
 *   component that reads a signal through a helper still updates, as under Preact). Not
 *   @vitejs/plugin-react: its Vite 8 versions (6.x) leave Babel plugins to @rolldown/plugin-babel,
 *   which needs Node ≥ 22.12;
 * - build-level adapters for the Preact APIs the source uses (tools/react-compare/adapters/README.md);
 * - React, react-dom and the scheduler join the framework chunk, as Preact does in the main build,
 *   so that "entry + framework" means the same in both.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import mainConfig from '../../vite.config.ts';
import { smallPreloadHelper } from '../../scripts/build/preload-helper.ts';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const adapter = (name: string) => fileURLToPath(new URL(`./adapters/${name}`, import.meta.url));
const REACT = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|[\\/]tools[\\/]react-compare[\\/]adapters[\\/]/;

/** Puts the adapters in place of the Preact-only imports (tools/react-compare/adapters/README.md). */
function reactAdapters(): Plugin {
  return {
    name: 'react-build-adapters',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromSrc = importer?.startsWith(src) ?? false;
      if (fromSrc && source === 'react-dom') return adapter('react-dom.ts');
      if (fromSrc && source === 'react/jsx-runtime') return adapter('jsx-runtime.ts');
      if (source === './react-deps.js' && /[\\/]wouter-preact[\\/]/.test(importer ?? '')) return adapter('wouter-deps.ts');
      if (source === 'preact-render-to-string') return adapter('render-to-string.ts');
      return null;
    },
  };
}

type Group = { name: string; test: RegExp | ((id: string) => boolean) };

export default defineConfig(async (env) => {
  const base = (typeof mainConfig === 'function' ? await mainConfig(env) : await mainConfig) as UserConfig;
  const output = base.build?.rolldownOptions?.output;
  if (!output || Array.isArray(output)) throw new Error('vite.react.config.ts: unexpected build.rolldownOptions.output in vite.config.ts');
  const groups = ((output.codeSplitting as { groups?: Group[] } | undefined)?.groups ?? []).map((g) => {
    if (g.name !== 'framework') return g;
    const test = g.test;
    return { ...g, test: (id: string) => REACT.test(id) || (typeof test === 'function' ? test(id) : test.test(id)) };
  });
  const aliases = Array.isArray(base.resolve?.alias) ? base.resolve.alias : [];
  return {
    ...base,
    plugins: [
      reactAdapters(),
      preact({
        reactAliasesEnabled: false,
        prefreshEnabled: false,
        devToolsEnabled: false,
        jsxImportSource: 'react',
        prerender: { enabled: false },
        babel: { plugins: ['@lingui/babel-plugin-lingui-macro', ['module:@preact/signals-react-transform', { mode: 'all' }]] },
      }),
      lingui(),
      // The main build's, so that both entries carry the same loader.
      smallPreloadHelper(),
    ],
    // Only the `@/` alias: the others are the Preact substitutions.
    resolve: { alias: aliases.filter((a) => String(a.find) === String(/^@\//)) },
    build: {
      ...base.build,
      outDir: env.isSsrBuild ? 'dist-react-ssr' : 'dist-react',
      rolldownOptions: { ...base.build?.rolldownOptions, output: { ...output, codeSplitting: { ...(output.codeSplitting as object), groups } } },
    },
    test: undefined,
  };
});
