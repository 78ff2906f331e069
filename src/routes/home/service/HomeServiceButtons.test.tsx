import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { systemStatus } from '@/state/config';
import { serviceLinks } from '@/state/service-links';
import { obfuscate } from '../../../../tests/obfuscate';
import { statusFixture } from '../../../../tests/fixtures';
import { renderWithI18n } from '../../../../tests/render';
import { HomeServiceButtons } from './HomeServiceButtons';

async function configure(entries: Array<[string, string]>) {
  serviceLinks.value = [];
  systemStatus.value = statusFixture({
    info: {
      ...statusFixture().info,
      customerService: await Promise.all(entries.map(async ([csType, url]) => ({ csType, path: await obfuscate(url) }))),
    },
  });
}

describe.each([
  ['bn', 'গ্রাহক সেবা', 'টেলিগ্রাম সাপোর্ট ১', 'লাইভ চ্যাট'],
  ['en', 'Customer service', 'Telegram support 1', 'Live chat'],
] as const)('home service buttons in %s', (locale, toggle, telegram, chat) => {
  it('follow the start-up configuration', async () => {
    await configure([
      ['TELEGRAM1', 'https://t.bdplay.example/support'],
      ['LIVECHAT', 'https://chat.bdplay.example/live'],
    ]);
    await renderWithI18n(<HomeServiceButtons />, locale);
    fireEvent.click(await screen.findByRole('button', { name: toggle }));
    expect(screen.getByRole('link', { name: telegram })).toHaveAttribute('href', 'https://t.bdplay.example/support');
    expect(screen.getByRole('link', { name: chat })).toHaveAttribute('href', 'https://chat.bdplay.example/live');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('show nothing when none is configured', async () => {
    await configure([]);
    const { container } = await renderWithI18n(<HomeServiceButtons />, locale);
    await new Promise((r) => setTimeout(r, 30));
    expect(container).toBeEmptyDOMElement();
  });
});
