// Tiny shape checks for data read from storage or the network.

export type Rec = Record<string, unknown>;

/** The fields of `T`, none checked yet. A decoder that reads an answer as `isRecord<T>(v)`, with
 *  `T` a type of the wire contract (contract/), may name only T's fields: a field renamed there
 *  fails to compile here. */
export type Fields<T> = { [K in keyof T]?: unknown };

export const isRecord = <T = Rec>(v: unknown): v is Fields<T> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

export function isArrayOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.every(item);
}

/** Reads a string field or returns the fallback. */
export function str<R extends object>(rec: R, key: keyof R & string, fallback = ''): string {
  const v = (rec as Rec)[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
