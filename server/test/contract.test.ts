// The wire contract (contract/) is types only, and reaches the client and the server only as types.
// The lint rule (.dependency-cruiser.cjs, contract-types-only) cannot tell `import type { X }`
// from `import { type X }`, which under verbatimModuleSyntax still loads the module at run time:
// this test can. It lives with the server's tests because it runs in Node, reading files.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Node's own require: the compiler is 9 MB of CommonJS that Vite need not transform.
const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');

const root = join(import.meta.dirname, '../..');
const contract = join(root, 'contract');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The module specifiers of `file` that name the contract, with whether the import is type-only. */
function contractImports(file: string): { from: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  // Parsing every source file took 11–13 s on a loaded two-core machine; most never name it.
  if (!text.includes('/contract/')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((s) => {
    const spec = (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.includes('/contract/')) return [];
    const typeOnly = ts.isImportDeclaration(s) ? s.importClause?.isTypeOnly === true : s.isTypeOnly;
    return [{ from: relative(root, file), typeOnly }];
  });
}

describe('contract/', () => {
  it('declares types only: every file compiles to no code', () => {
    for (const file of sourceFiles(contract)) {
      const js = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
      }).outputText;
      expect(js.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '').trim(), relative(root, file)).toBe('export {};');
    }
  });

  it('is imported with `import type` everywhere', () => {
    const imports = ['src', 'server', 'tests', 'e2e', 'scripts'].flatMap((dir) => sourceFiles(join(root, dir))).flatMap(contractImports);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !i.typeOnly)).toEqual([]);
  });
});
