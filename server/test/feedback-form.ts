import { MERCHANT, rawRequest, type RawResponse } from './helpers.ts';
import type { TestClient } from './client.ts';

/** Multipart feedback bodies as browsers send them, for the feedback tests. */

export const BOUNDARY = '----feedbackTest';
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

export interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
}
export const png = (filename = 'shot.png'): FilePart => ({ filename, type: 'image/png', data: PNG });
/** A PNG of exactly `bytes` bytes (its signature, then zeros): the server reads only the signature. */
export const pngOf = (bytes: number, filename = 'big.png'): FilePart => ({
  filename,
  type: 'image/png',
  data: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]),
});

export function form(content: string | undefined, files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  if (content !== undefined) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${f.filename}"\r\n` + `Content-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** PUT /wps/feedback with `body`, as `client` (null: a guest). */
export function sendFeedbackBody(port: number, body: Buffer, client: TestClient | null, type = MULTIPART): Promise<RawResponse> {
  const headers = { ...(client ? client.headers() : MERCHANT), 'Content-Type': type, 'Content-Length': String(body.length) };
  return rawRequest(port, '/wps/feedback', { method: 'PUT', headers, body });
}
