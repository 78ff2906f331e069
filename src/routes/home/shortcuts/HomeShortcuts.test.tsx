import { fireEvent, screen } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginPromptOpen } from '@/state/login-prompt';
import { session } from '@/state/session';
import { renderWithI18n } from '../../../../tests/render';
import { HomeShortcuts } from './HomeShortcuts';

const member = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

const texts = {
  bn: ['ডিপোজিট', 'উত্তোলন', 'ম্যানুয়াল রিবেট', 'মিশন'],
  en: ['Deposit', 'Withdraw', 'Manual rebate', 'Missions'],
} as const;
const targets = ['/m/voucherCenter', '/m/withdraw', '/m/member/manualRebate', '/m/leaderBoard'];

async function show(locale: 'bn' | 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <HomeShortcuts />
    </Router>,
    locale,
  );
  return location;
}

beforeEach(() => {
  loginPromptOpen.value = false;
  session.value = null;
});

describe.each(['bn', 'en'] as const)('home shortcuts in %s', (locale) => {
  it('four buttons, in order, each with an icon', async () => {
    await show(locale);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(texts[locale]);
    buttons.forEach((b) => expect(b.querySelector('svg[aria-hidden="true"]')).not.toBeNull());
  });

  it.each([0, 1, 2, 3])('a guest gets the login dialog (shortcut %i)', async (i) => {
    const location = await show(locale);
    fireEvent.click(screen.getByRole('button', { name: texts[locale][i] }));
    expect(loginPromptOpen.value).toBe(true);
    expect(location.history).toEqual(['/m/home']);
  });

  it.each([0, 1, 2, 3])('a member goes to the page (shortcut %i)', async (i) => {
    session.value = member;
    const location = await show(locale);
    fireEvent.click(screen.getByRole('button', { name: texts[locale][i] }));
    expect(loginPromptOpen.value).toBe(false);
    expect(location.history?.at(-1)).toBe(targets[i]);
  });
});
