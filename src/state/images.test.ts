import { afterEach, describe, expect, it } from 'vitest';
import { statusFixture } from '../../tests/fixtures';
import { systemStatus } from './config';
import { imageUrl } from './images';

const withCdns = (imageCDNs: unknown) => {
  const s = statusFixture();
  systemStatus.value = { ...s, info: { ...s.info, imageCDNs } };
};

describe('imageUrl', () => {
  afterEach(() => void (systemStatus.value = null));

  it('resolves a path against an absolute CDN', () => {
    withCdns(['https://img.example:42666']);
    expect(imageUrl('/cdn/banners/home-1.webp')).toBe('https://img.example:42666/cdn/banners/home-1.webp');
  });

  it('keeps the path on this origin when the CDN is a path or missing', () => {
    withCdns(['/cdn']);
    expect(imageUrl('/cdn/games/a.svg')).toBe('/cdn/games/a.svg');
    withCdns('garbage');
    expect(imageUrl('/cdn/games/a.svg')).toBe('/cdn/games/a.svg');
  });

  it('passes absolute and empty addresses through', () => {
    withCdns(['https://img.example']);
    expect(imageUrl('https://other.example/x.png')).toBe('https://other.example/x.png');
    expect(imageUrl('')).toBe('');
  });
});
