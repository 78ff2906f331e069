import { describe, expect, it } from 'vitest';
import { pages, routeModules, type PageName } from '../../src/app/pages.ts';
import { entryModule, moreModule, pathsModule } from './pages-plugin.ts';

const names = Object.keys(pages) as PageName[];
const routed = (code: string) =>
  [...code.matchAll(/export const routes = \{ (.*) \};/g)].flatMap((m) => m[1]!.split(', ').map((e) => e.split(':')[0]));

describe('the generated page tables', () => {
  it('route every built page from exactly one table, landing pages from the entry', () => {
    const entry = routed(entryModule());
    const more = routed(moreModule());
    expect(entry.filter((n) => more.includes(n))).toEqual([]);
    for (const name of names) {
      const { module } = pages[name];
      expect('landing' in module ? entry : more).toContain(name);
    }
  });

  it('load each module from its folder, once per table', () => {
    const code = entryModule() + moreModule();
    for (const m of routeModules()) expect(code.split(`import("/src/routes/${m.folder}/index.tsx")`).length - 1).toBe(1);
  });

  it('carry no build-only data: titles and budgets stay out', () => {
    const code = pathsModule() + entryModule() + moreModule();
    expect(code).not.toContain(pages.depositRecord.title);
    expect(code).not.toContain('budget');
  });

  it('have every page in the path table, and each access rule with its pages', () => {
    const code = pathsModule();
    for (const name of names) expect(code).toContain('path' in pages[name] ? `${name}: "${pages[name].path}"` : `"${name}"`);
    expect(code).toMatch(/export const accessRules = \{"visitors":\["login","register"\]/);
  });
});
