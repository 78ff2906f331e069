// Tiny shape checks for data read from storage or the network.

export type Rec = Record<string, unknown>;

export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

export function isArrayOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.every(item);
}

/** Reads a string field or returns the fallback. */
export function str(rec: Rec, key: string, fallback = ''): string {
  const v = rec[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
