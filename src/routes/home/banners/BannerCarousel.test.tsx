// The banner carousel before Swiper arrives: the slides from the announcements, where each one
// leads, names for every picture, and a retry when the announcements could not be loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { setDataSaver } from '@/state/data-saver';
import { homeAnnouncements, homeAnnouncementsFailed } from '@/state/home-announcements';
import { renderWithI18n } from '../../../../tests/render';
import { BannerCarousel } from './BannerCarousel';

vi.mock('@/api/announcements', () => ({ fetchHomeAnnouncements: vi.fn(() => new Promise(() => {})), decodeHomeAnnouncements: vi.fn() }));

const banners = [
  { id: '1', title: 'Weekly cashback', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity' },
  { id: '2', title: '', imageUrl: '/cdn/banners/home-2.webp', linkUrl: 'https://promo.example/cup' },
  { id: '3', title: 'Slots', imageUrl: '/cdn/banners/home-3.webp', linkUrl: 'javascript:alert(1)' },
];

async function show(locale: 'bn' | 'en' = 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <BannerCarousel />
    </Router>,
    locale,
  );
  return location;
}

afterEach(() => {
  setDataSaver(false);
  homeAnnouncements.value = null;
  homeAnnouncementsFailed.value = false;
});

describe('BannerCarousel', () => {
  it('shows every banner, the first with high priority; each leads where the content-link rule says', async () => {
    homeAnnouncements.value = { banners, notices: [], popups: [] };
    const location = await show('en');
    const region = screen.getByRole('region', { name: 'Offers' });
    const images = region.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // The banners out of view wait for the carousel to move (start-swiper.ts takes data-src).
    expect(images[1]).not.toHaveAttribute('src');
    expect(images[1]).toHaveAttribute('data-src', '/cdn/banners/home-2.webp');
    // A banner without a title is still named.
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('link', { name: 'Weekly cashback' }));
    expect(location.history?.at(-1)).toBe('/m/activity');
    // A scheme that is neither http(s) nor an app route gives no link at all.
    expect(screen.queryByRole('link', { name: 'Slots' })).toBeNull();
  });

  it('in data-saver mode asks for the small pictures, and for the hidden ones only when shown', async () => {
    setDataSaver(true);
    homeAnnouncements.value = { banners, notices: [], popups: [] };
    await show('en');
    const images = screen.getByRole('region', { name: 'Offers' }).querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', '/cdn/banners/home-1.sm.webp');
    expect(images[1]).not.toHaveAttribute('src');
    expect(images[1]).toHaveAttribute('data-src', '/cdn/banners/home-2.sm.webp');
    // No Swiper pagination: data saver's arrows come with their own chunk (start-still.test.ts).
    expect(document.querySelector('[class*="pagination"]')).toBeNull();
  });

  it('keeps an empty first slide for the start-up script while nothing is known', async () => {
    await show('bn');
    const slot = document.querySelector('[data-early-banner] img');
    expect(slot).not.toBeNull();
    expect(slot).not.toHaveAttribute('src');
  });

  it('offers a retry when the announcements could not be loaded (BN)', async () => {
    homeAnnouncementsFailed.value = true;
    await show('bn');
    fireEvent.click(screen.getByRole('button', { name: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' }));
    const { fetchHomeAnnouncements } = await import('@/api/announcements');
    expect(fetchHomeAnnouncements).toHaveBeenCalled();
  });

  it('shows nothing for a merchant without banners', async () => {
    homeAnnouncements.value = { banners: [], notices: [], popups: [] };
    await show();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
