import { ApiError, ErrorCodes } from './errors.ts';

/**
 * Reading request fields: the body must be an object and each field a string of bounded length
 * (or absent, when optional). Anything else is 400 request.body.invalid, before any work is done.
 * A body read as `asObject<T>()`, `T` a request type of the wire contract (contract/), has only T's
 * field names: a field renamed there fails to compile here.
 */

/** The fields of `T`, none checked yet. */
export type Fields<T> = { [K in keyof T]?: unknown };

type Rec = Record<string, unknown>;

/** Long enough for every field the forms have; a megabyte "username" is refused unread. */
const FIELD_MAX_LENGTH = 256;

const bodyInvalid = (): ApiError => new ApiError(400, ErrorCodes.bodyInvalid);

export function asObject<T = Rec>(body: unknown): Fields<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bodyInvalid();
  return body as Fields<T>;
}

/** A positive whole-number id field (`{ id }`, `{ promotionId }`): a number, or a digit string as
 *  forms send it. */
export function idField<F extends object>(fields: F, name: keyof F & string): number {
  const raw = (fields as Rec)[name];
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw bodyInvalid();
  return id;
}

/** A required string field. */
export function requiredString<F extends object>(fields: F, name: keyof F & string): string {
  const value = (fields as Rec)[name];
  if (typeof value !== 'string' || value.length > FIELD_MAX_LENGTH) throw bodyInvalid();
  return value;
}

/** An optional string field: absent or null reads as ''. */
function optionalString<F extends object>(fields: F, name: keyof F & string): string {
  const value = (fields as Rec)[name];
  if (value === undefined || value === null) return '';
  return requiredString(fields, name);
}

/** Several fields at once, as `{ name: value }`. */
export function readStrings<F extends object, K extends keyof F & string>(
  fields: F,
  required: readonly K[],
  optional: readonly K[] = [],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of required) out[name] = requiredString(fields, name);
  for (const name of optional) out[name] = optionalString(fields, name);
  return out;
}
