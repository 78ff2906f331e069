import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { ServiceButtons } from './ServiceButtons';

const all = [
  { type: 'LIVECHAT', url: 'https://chat.bdplay.example/live' },
  { type: 'TELEGRAM2', url: 'https://t.bdplay.example/vip-support' },
  { type: 'FACEBOOK', url: 'https://facebook.bdplay.example/bdplay' },
  { type: 'TELEGRAM1', url: 'https://t.bdplay.example/support' },
  { type: 'WHATSAPP', url: 'https://wa.bdplay.example/1' },
];

const texts = {
  bn: { toggle: 'গ্রাহক সেবা', names: ['টেলিগ্রাম সাপোর্ট ১', 'টেলিগ্রাম সাপোর্ট ২', 'ফেসবুক', 'লাইভ চ্যাট'] },
  en: { toggle: 'Customer service', names: ['Telegram support 1', 'Telegram support 2', 'Facebook', 'Live chat'] },
} as const;

describe.each(['bn', 'en'] as const)('ServiceButtons in %s', (locale) => {
  const t = texts[locale];

  it('starts collapsed; the toggle shows the four named links in a fixed order, external and safe', async () => {
    await renderWithI18n(<ServiceButtons links={all} />, locale);
    const toggle = screen.getByRole('button', { name: t.toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(t.names);
    expect(screen.getByRole('link', { name: t.names[0] })).toHaveAttribute('href', 'https://t.bdplay.example/support');
    links.forEach((l) => {
      expect(l).toHaveAttribute('target', '_blank');
      expect(l).toHaveAttribute('rel', 'noopener noreferrer');
    });
    fireEvent.click(toggle);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows only what is configured', async () => {
    await renderWithI18n(<ServiceButtons links={[all[2]!, all[0]!]} />, locale);
    fireEvent.click(screen.getByRole('button', { name: t.toggle }));
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([t.names[2], t.names[3]]);
  });

  it('renders nothing without a known link', async () => {
    const { container } = await renderWithI18n(<ServiceButtons links={[all[4]!]} />, locale);
    expect(container).toBeEmptyDOMElement();
  });
});
