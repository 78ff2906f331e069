import { afterEach, describe, expect, it } from 'vitest';
import { statusFixture } from '../../tests/fixtures';
import { systemStatus } from './config';
import { DEFAULT_IMAGE_CDN, IMAGE_CDN_KEY, imageUrl, pickImageCdn } from './images';

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

  it('keeps the path on this origin when the CDN does not parse', () => {
    withCdns(['http://[']);
    expect(imageUrl('/cdn/games/a.svg')).toBe('/cdn/games/a.svg');
  });

  it('passes absolute and empty addresses through', () => {
    withCdns(['https://img.example']);
    expect(imageUrl('https://other.example/x.png')).toBe('https://other.example/x.png');
    expect(imageUrl('')).toBe('');
  });
});

describe('the image CDN pick', () => {
  afterEach(() => localStorage.clear());

  it('is random among the listed CDNs, then kept for this device', () => {
    expect(pickImageCdn(['https://a.example', 'https://b.example'], DEFAULT_IMAGE_CDN, () => 0.7)).toBe('https://b.example');
    expect(localStorage.getItem(IMAGE_CDN_KEY)).toBe('https://b.example');
    expect(pickImageCdn(['https://a.example', 'https://b.example'], DEFAULT_IMAGE_CDN, () => 0.1)).toBe('https://b.example');
  });

  it('is made again when the list no longer holds the kept one', () => {
    localStorage.setItem(IMAGE_CDN_KEY, 'https://gone.example');
    expect(pickImageCdn(['https://a.example', 'https://b.example'], DEFAULT_IMAGE_CDN, () => 0.1)).toBe('https://a.example');
  });

  it('falls back to the build default without a usable list', () => {
    expect(pickImageCdn(undefined)).toBe(DEFAULT_IMAGE_CDN);
    expect(pickImageCdn([42, null])).toBe(DEFAULT_IMAGE_CDN);
  });
});
