// The downscaler's decisions: the size a photo is drawn at, the quality steps until it fits, and
// what is left alone. The browser's decoding and encoding are stubbed (happy-dom has neither);
// e2e/feedback-2g.spec.ts runs the real thing in Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SIDE, QUALITIES, SCALES, TARGET_BYTES, downscalePhoto, encodeUnder, fitWithin } from './downscale';

const blobOf = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
const fileOf = (size: number, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 1600, 1200], // a landscape camera photo
    [3000, 4000, 1200, 1600], // portrait
    [4624, 2084, 1600, 721], // a wide phone photo, rounded
    [1080, 2400, 720, 1600], // a tall screenshot
    [1600, 900, 1600, 900], // exactly the limit: unchanged
    [800, 600, 800, 600], // small: never enlarged
    [100_000, 10, 1600, 1], // never below one pixel
  ])('%i × %i → %i × %i', (w, h, width, height) => {
    expect(fitWithin(w, h)).toEqual({ width, height });
  });

  it('keeps the longest side at most MAX_SIDE', () => {
    expect(MAX_SIDE).toBe(1600);
  });
});

describe('encodeUnder', () => {
  it('stops at the first quality that fits', async () => {
    const sizes = [900_000, 420_000, 280_000];
    const encode = vi.fn(async () => blobOf(sizes.shift()!));
    expect((await encodeUnder(encode)).size).toBe(280_000);
    expect(encode.mock.calls).toEqual([
      [1, QUALITIES[0]],
      [1, QUALITIES[1]],
      [1, QUALITIES[2]],
    ]);
  });

  it('tries every quality at full size before a smaller size, then fits there', async () => {
    const encode = vi.fn(async (scale: number) => blobOf(scale === 1 ? 400_000 : 200_000));
    expect((await encodeUnder(encode)).size).toBe(200_000);
    expect(encode.mock.calls.map(([scale]) => scale)).toEqual([...QUALITIES.map(() => 1), SCALES[1]]);
  });

  it('gives the last (smallest) try when nothing fits', async () => {
    let size = 2_000_000;
    const encode = vi.fn(async () => blobOf((size -= 10_000)));
    expect((await encodeUnder(encode, 1000)).size).toBe(2_000_000 - 10_000 * QUALITIES.length * SCALES.length);
  });

  it('aims at 300 kB', () => {
    expect(TARGET_BYTES).toBe(300 * 1024);
  });
});

describe('downscalePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a file of at most 300 kB as it is, without decoding it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const small = fileOf(TARGET_BYTES, 'shot.png', 'image/png');
    expect(await downscalePhoto(small)).toBe(small);
    expect(decode).not.toHaveBeenCalled();
  });

  it('is null for a photo the browser cannot decode', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')));
    expect(await downscalePhoto(fileOf(2_000_000))).toBeNull();
  });

  it('decodes upright (EXIF orientation), draws the photo at 1600 px on white and names it .jpg', async () => {
    const close = vi.fn();
    const decode = vi.fn().mockResolvedValue({ width: 3000, height: 4000, close });
    vi.stubGlobal('createImageBitmap', decode);
    const drawn: number[][] = [];
    const ctx = { fillRect: vi.fn(), drawImage: vi.fn((_b, x, y, w, h) => drawn.push([x, y, w, h])), fillStyle: '', imageSmoothingQuality: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    const qualities: number[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, _type, quality) => {
      qualities.push(quality as number);
      done(blobOf(qualities.length === 1 ? 500_000 : 250_000));
    });
    const photo = await downscalePhoto(fileOf(4_000_000, 'IMG_0001.HEIC.jpeg'));
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(drawn).toEqual([
      [0, 0, 1200, 1600],
      [0, 0, 1200, 1600],
    ]);
    expect(ctx.fillStyle).toBe('#fff');
    expect(qualities).toEqual([QUALITIES[0], QUALITIES[1]]);
    expect(photo).toMatchObject({ name: 'IMG_0001.HEIC.jpg', type: 'image/jpeg', size: 250_000 });
    expect(close).toHaveBeenCalled();
  });
});
