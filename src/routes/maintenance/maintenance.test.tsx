// The maintenance and region pages keep customer service reachable, in BN and EN.
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';
import { statusFixture } from '../../../tests/fixtures';
import { obfuscate } from '../../../tests/obfuscate';

async function statusWithLinks(patch: { maintenance?: boolean; regionRestriction?: boolean }) {
  const base = statusFixture(patch);
  base.info.customerService = [
    { csType: 'TELEGRAM1', path: await obfuscate('https://t.me/bdplay_support') },
    { csType: 'LIVECHAT', path: await obfuscate('https://chat.bdplay.example/') },
    { csType: 'FACEBOOK', path: await obfuscate('javascript:alert(1)') }, // refused
    { csType: 'TELEGRAM2', path: 'tampered-value-XXXXXXXX' }, // refused
  ];
  return base;
}

describe.each([
  ['bn', 'গ্রাহক সেবায় যোগাযোগ করুন', 'টেলিগ্রাম ১', 'লাইভ চ্যাট'],
  ['en', 'Contact customer service', 'Telegram 1', 'Live chat'],
] as const)('customer service on locked-out pages (%s)', (locale, heading, telegram, chat) => {
  it.each([{ maintenance: true }, { regionRestriction: true }])('%j lists the links that decode', async (mode) => {
    await renderApp({ locale, status: await statusWithLinks(mode) });
    const nav = await screen.findByRole('navigation', { name: heading });
    const tg = await screen.findByRole('link', { name: telegram });
    expect(tg).toHaveAttribute('href', 'https://t.me/bdplay_support');
    expect(tg).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tg).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: chat })).toHaveAttribute('href', 'https://chat.bdplay.example/');
    expect(nav.querySelectorAll('a')).toHaveLength(2);
  });
});
