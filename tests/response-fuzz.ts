// Tools for the API decoders' property tests (src/api/*.fuzz.test.ts): hostile answer values, a
// sample answer mutated at random places, and structural checks of what a decoder returned.

import fc from 'fast-check';

/** Runs per fuzzed function: enough to hit every mutation path of the samples several times, while
 *  the whole suite stays under a few seconds on a shared 2-CPU machine. `FUZZ_RUNS=5000` searches
 *  deeper, locally. */
export const RUNS = Number(process.env.FUZZ_RUNS) || 200;

/** Values a JSON parser can produce that break careless code: `Number()` and template strings throw
 *  on an object whose `toString`/`valueOf` are not functions; `__proto__` is an own key after JSON.parse. */
const hostileObjects = [
  '{"toString":1}',
  '{"valueOf":"x","toString":"y"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":1}}',
  '{"length":1e300}',
].map((text) => JSON.parse(text) as unknown);

const oddScalars = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x1A',
  '1,5',
  '12abc',
  'null',
  'true',
  '[]',
  '{}',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.example/',
  '\u0000',
  'x'.repeat(100_000),
];

/** Nests `inner` `depth` times: [[[…]]] or {a:{a:{…}}}. */
export const nest = (depth: number, wrap: (inner: unknown) => unknown, inner: unknown = null): unknown => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
};

/** Any hostile value: odd scalars, hostile objects, arbitrary JSON and JS values, moderate nesting.
 *  The hand-picked values are weighted up: they are the ones that find bugs. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddScalars) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileObjects) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 60 }).map((d) => nest(d, (x) => [x])) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 60 }).map((d) => nest(d, (x) => ({ a: x }))) },
);

type Path = (string | number)[];

/** Every path into a JSON-like value, the root ([]) included. */
function pathsOf(v: unknown, at: Path = []): Path[] {
  const children: Path[] = Array.isArray(v)
    ? v.flatMap((x, i) => pathsOf(x, [...at, i]))
    : v !== null && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => pathsOf(x, [...at, k]))
      : [];
  return [at, ...children];
}

const REMOVE = Symbol('remove');

/** A copy of `root` with the node at `path` replaced (or removed); unchanged when the path is gone. */
function replaceAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const isNode = (v: unknown): v is Record<string | number, unknown> => v !== null && typeof v === 'object';
  const copy = structuredClone(root);
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    if (!isNode(parent)) return copy;
    parent = parent[key];
  }
  if (!isNode(parent)) return copy;
  const last = path[path.length - 1]!;
  if (value !== REMOVE) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** `sample` changed at a few places, or at about one place in ten, each replaced by junk or removed:
 *  right keys with wrong types, missing fields, one bad element in an otherwise good list. */
export function mutated(sample: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample);
  const replacement = fc.oneof(junk, fc.constant(REMOVE));
  const apply = (changes: (readonly [Path, unknown])[]) => changes.reduce((v, [path, value]) => replaceAt(v, path, value), sample);
  const few = fc.array(fc.tuple(fc.constantFrom(...paths), replacement), { minLength: 1, maxLength: 3 });
  const scattered = fc
    .tuple(
      ...paths.map((path) =>
        fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: replacement.map((r) => [path, r] as const) }),
      ),
    )
    .map((changes) => changes.filter((c) => c !== null));
  return fc.oneof(few, scattered).map(apply);
}

/** What the fuzz feeds a decoder: the valid sample itself, mutations of it, and pure junk. */
export const answersLike = (sample: unknown): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: fc.constant(sample), weight: 1 }, { arbitrary: mutated(sample), weight: 6 }, { arbitrary: junk, weight: 3 });

// Structural checks of decoded values: a decoder's result must be exactly the documented shape.

export type Check = (v: unknown) => boolean;

const isPlainObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]' && !Array.isArray(v);

export const is = {
  string: (v: unknown) => typeof v === 'string',
  number: (v: unknown) => typeof v === 'number' && Number.isFinite(v),
  int: (v: unknown) => Number.isInteger(v),
  count: (v: unknown) => Number.isInteger(v) && (v as number) >= 0,
  boolean: (v: unknown) => typeof v === 'boolean',
  undefined: (v: unknown) => v === undefined,
  oneOf:
    (...values: unknown[]): Check =>
    (v) =>
      values.includes(v),
  either:
    (...checks: Check[]): Check =>
    (v) =>
      checks.some((c) => c(v)),
  arrayOf:
    (item: Check): Check =>
    (v) =>
      Array.isArray(v) && v.every(item),
  /** A plain object with exactly these own keys (those marked optional may be absent). */
  object:
    (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
    (v) =>
      isPlainObject(v) &&
      Object.keys(v).every((k) => k in fields || k in optional) &&
      Object.entries(fields).every(([k, c]) => Object.hasOwn(v, k) && c(v[k])) &&
      Object.entries(optional).every(([k, c]) => !Object.hasOwn(v, k) || c(v[k])),
};

/** A JSON-safe rendering of a counterexample, short enough for a failure message. */
export function describeValue(v: unknown): string {
  try {
    const text = JSON.stringify(v, (_k, x: unknown) => (x === undefined ? '<undefined>' : x));
    return text === undefined ? String(v) : text.slice(0, 400);
  } catch (e) {
    return `<unprintable: ${(e as Error).message}>`;
  }
}
