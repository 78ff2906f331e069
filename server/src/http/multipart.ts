import { ApiError, ErrorCodes } from './errors.ts';

/**
 * A small multipart/form-data reader (RFC 7578) for uploads. The body is already in memory and
 * bounded by the route's `rawBody.limit`; this walks it once without copying file data
 * (parts are slices of the body) and caps the number of parts and the size of part headers, so
 * a crafted body costs no more than its length. Anything that does not parse is 400
 * request.body.invalid.
 */

export interface MultipartPart {
  /** The form field name (Content-Disposition `name`). */
  name: string;
  /** Content-Disposition `filename` for a file part; undefined for a text field. */
  filename: string | undefined;
  /** The part's Content-Type as sent (informative only: never trusted for file types). */
  contentType: string;
  data: Buffer;
}

const MAX_PARTS = 16;
const MAX_HEADER_BYTES = 4 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

const invalid = (): ApiError => new ApiError(400, ErrorCodes.bodyInvalid);

/** The boundary of a `multipart/form-data; boundary=…` Content-Type (RFC 2046: 1–70 characters). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const [type, ...params] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(param);
    if (match) return match[1] ?? match[2];
  }
  return undefined;
}

/** Splits a multipart body into its parts; 400 request.body.invalid if it is not one. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw invalid();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter has no CRLF before it when the body starts with it (no preamble).
  let at = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? delimiter.length - 2 : -1;
  if (at === -1) {
    const found = body.indexOf(delimiter);
    if (found === -1) throw invalid();
    at = found + delimiter.length;
  }
  const parts: MultipartPart[] = [];
  for (;;) {
    // After a delimiter: `--` closes the body, CRLF opens a part (transport padding is not sent by browsers).
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw invalid();
    const headerEnd = body.indexOf(HEADER_END, at + 2);
    if (headerEnd === -1 || headerEnd - at > MAX_HEADER_BYTES) throw invalid();
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next === -1 || parts.length === MAX_PARTS) throw invalid();
    parts.push(readPart(body.subarray(at + 2, headerEnd).toString('utf8'), body.subarray(headerEnd + 4, next)));
    at = next + delimiter.length;
  }
}

function readPart(headerText: string, data: Buffer): MultipartPart {
  let disposition: string | undefined;
  let contentType = 'text/plain';
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) throw invalid();
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw invalid();
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined || name === '') throw invalid();
  return { name, filename: params.get('filename'), contentType, data };
}

/** `form-data; name="images"; filename="a.png"` → name, filename (quoted or bare, `\"` unescaped). */
function dispositionParams(disposition: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([A-Za-z*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  for (const match of disposition.matchAll(pattern)) {
    const key = match[1]?.toLowerCase() ?? '';
    params.set(key, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? ''));
  }
  return params;
}
