// /m/service in BN and EN: the configured contacts with their labels and the help-centre link, or
// the "none configured" text with the help centre.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { signal } from '@preact/signals-react';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import type { Locale } from '@/i18n/locale';
import { serviceLinks } from '@/state/service-links';
import { renderWithI18n } from '../../../tests/render';
import ServicePage from './index';

vi.mock('@/state/service-links', () => ({ serviceLinks: signal([]), loadServiceLinks: vi.fn(async () => {}) }));

async function open(locale: Locale) {
  const location = memoryLocation({ path: '/m/service' });
  await renderWithI18n(
    <Router hook={location.hook}>
      <ServicePage />
    </Router>,
    locale,
  );
}

beforeEach(() => void (serviceLinks.value = []));

const texts = {
  bn: {
    contact: 'গ্রাহক সেবায় যোগাযোগ করুন',
    tg1: 'টেলিগ্রাম ১',
    chat: 'লাইভ চ্যাট',
    help: 'সহায়তা কেন্দ্র',
    none: 'এই মুহূর্তে কোনো গ্রাহক সেবা যোগাযোগ উপলব্ধ নেই। সহায়তা কেন্দ্রে আপনার প্রশ্নের উত্তর থাকতে পারে।',
  },
  en: {
    contact: 'Contact customer service',
    tg1: 'Telegram 1',
    chat: 'Live chat',
    help: 'Help centre',
    none: 'No customer-service contact is available right now. The help centre may answer your question.',
  },
} as const;

describe.each(['bn', 'en'] as const)('customer service in %s', (locale) => {
  const t = texts[locale];

  it('lists the configured contacts, each opening outside the app, and the help centre', async () => {
    serviceLinks.value = [
      { type: 'TELEGRAM1', url: 'https://t.me/bdplay_1' },
      { type: 'LIVECHAT', url: 'https://chat.bdplay.example/live' },
    ];
    await open(locale);
    const nav = screen.getByRole('navigation', { name: t.contact });
    expect(within(nav).getByRole('link', { name: t.tg1 })).toHaveAttribute('href', 'https://t.me/bdplay_1');
    expect(within(nav).getByRole('link', { name: t.chat })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: t.help })).toHaveAttribute('href', '/m/help');
  });

  it('says when none is configured and offers the help centre', async () => {
    await open(locale);
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.help })).toHaveAttribute('href', '/m/help');
  });
});
