import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors.ts';
import { boundaryOf, parseMultipart } from '../src/http/multipart.ts';

const TYPE = 'multipart/form-data; boundary=----b0und';

/** A body as browsers send it: CRLF line ends, `--boundary` lines, a closing `--boundary--`. */
function body(parts: Array<{ headers: string[]; data: string | Buffer }>, boundary = '----b0und'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const field = (name: string, value: string) => ({ headers: [`Content-Disposition: form-data; name="${name}"`], data: value });
const file = (name: string, filename: string, data: Buffer | string, type = 'image/png') => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${type}`],
  data,
});

function refused(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.errorCode}`;
    throw error;
  }
  return 'accepted';
}

describe('boundaryOf', () => {
  it('reads a bare or quoted boundary of multipart/form-data only', () => {
    expect(boundaryOf(TYPE)).toBe('----b0und');
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/mixed; boundary=x')).toBeUndefined();
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});

describe('parseMultipart', () => {
  it('splits fields and files, keeping file bytes exactly (CR, LF and dashes included)', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const parts = parseMultipart(body([field('content', 'হ্যালো "hi"'), file('images', 'my \\"x\\".png', bytes)]), TYPE);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatchObject({ name: 'content', filename: undefined, contentType: 'text/plain' });
    expect(parts[0]?.data.toString('utf8')).toBe('হ্যালো "hi"');
    expect(parts[1]).toMatchObject({ name: 'images', filename: 'my "x".png', contentType: 'image/png' });
    expect(parts[1]?.data.equals(bytes)).toBe(true);
  });

  it('accepts an empty body of parts, an empty part, a preamble and an epilogue', () => {
    expect(parseMultipart(Buffer.from('------b0und--\r\n'), TYPE)).toEqual([]);
    expect(parseMultipart(body([field('content', '')]), TYPE)[0]?.data.length).toBe(0);
    const framed = Buffer.concat([Buffer.from('preamble\r\n'), body([field('a', '1')]), Buffer.from('epilogue')]);
    expect(parseMultipart(framed, TYPE).map((p) => p.name)).toEqual(['a']);
  });

  it('refuses what is not multipart with 400 request.body.invalid', () => {
    const ok = body([field('content', 'x')]);
    const cases: Array<[Buffer, string | undefined]> = [
      [ok, 'application/json'],
      [ok, 'multipart/form-data'],
      [ok, 'multipart/form-data; boundary=other'],
      [Buffer.from('------b0und\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing'), TYPE],
      [Buffer.from('------b0und\r\nno header end'), TYPE],
      [body([{ headers: ['Content-Type: text/plain'], data: 'x' }]), TYPE],
      [body([{ headers: ['Content-Disposition: attachment; name="a"'], data: 'x' }]), TYPE],
      [body([{ headers: ['Content-Disposition: form-data; filename="a"'], data: 'x' }]), TYPE],
      [body([{ headers: ['no colon here'], data: 'x' }]), TYPE],
      [body([{ headers: [`X-Long: ${'a'.repeat(5000)}`, 'Content-Disposition: form-data; name="a"'], data: 'x' }]), TYPE],
      [body(Array.from({ length: 17 }, () => field('a', '1'))), TYPE],
      [Buffer.from('------b0undXX'), TYPE],
      [Buffer.alloc(0), TYPE],
    ];
    for (const [raw, type] of cases)
      expect(
        refused(() => parseMultipart(raw, type)),
        raw.toString().slice(0, 60),
      ).toBe('400 request.body.invalid');
  });
});
