import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaver } from '@/state/data-saver';
import { bannerUrl, smallBanner } from './banner-url';

describe('banner addresses', () => {
  afterEach(() => {
    setDataSaver(false);
    localStorage.clear();
  });

  it('name the 360 px variant of a reference CDN banner', () => {
    expect(smallBanner('/cdn/banners/home-1.webp')).toBe('/cdn/banners/home-1.sm.webp');
    expect(smallBanner('https://img.example/x.webp')).toBe('https://img.example/x.webp');
    expect(smallBanner('/cdn/games/a.png')).toBe('/cdn/games/a.png');
  });

  it('are the small variant only in data-saver mode', () => {
    setDataSaver(false);
    expect(bannerUrl('/cdn/banners/home-1.webp')).toBe('/cdn/banners/home-1.webp');
    setDataSaver(true);
    expect(bannerUrl('/cdn/banners/home-1.webp')).toBe('/cdn/banners/home-1.sm.webp');
  });
});
