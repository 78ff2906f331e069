import { describe, expect, it } from 'vitest';
import { readPng } from '../../../test/png-reader.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './image.ts';

describe('captcha picture', () => {
  it('is a 120×40 grayscale PNG of about a kilobyte with ink on it, different every time', () => {
    const png = drawCaptcha('038127');
    expect(png.length).toBeLessThan(2500);
    const image = readPng(png);
    expect([image.width, image.height, ...image.header.slice(0, 2)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 8, 0]);
    const dark = image.pixels.filter((v) => v < 100).length;
    // Six 15×21 glyphs are a few hundred dark pixels, plus lines and dots.
    expect(dark).toBeGreaterThan(300);
    expect(drawCaptcha('038127').equals(png)).toBe(false);
  });

  it('fits 16 digits for a merchant that asks for that many', () => {
    expect(() => drawCaptcha('0123456789012345')).not.toThrow();
  });
});
