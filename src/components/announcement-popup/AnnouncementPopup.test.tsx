import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { renderWithI18n } from '../../../tests/render';
import { AnnouncementPopup } from './AnnouncementPopup';

const items = [
  {
    id: '1',
    title: 'Daily reward',
    content:
      '<p>Claim it <a href="/m/rewardCenter?tab=2">here</a>, <a href="https://t.me/bdplay">on Telegram</a>' +
      ' or <a href="javascript:alert(1)">not at all</a>.</p><img src=x onerror="window.hacked=1">',
  },
  { id: '2', title: 'Cup final', content: '<b>Bet now</b>' },
  { id: '3', title: 'Welcome', content: 'Hello' },
];

function setup(locale: 'bn' | 'en', list = items) {
  const props = { onClosed: vi.fn(), onGoTo: vi.fn(), onLink: vi.fn() };
  return { props, view: renderWithI18n(<AnnouncementPopup items={list} {...props} />, locale) };
}

afterEach(() => vi.restoreAllMocks());

describe('AnnouncementPopup', () => {
  it('is a dialog named by the item, with its sanitised content', async () => {
    await setup('en').view;
    const dialog = screen.getByRole('dialog', { name: 'Daily reward' });
    expect(dialog).toHaveTextContent('Claim it here');
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
  });

  it('pages with the arrows and counts in the language’s digits (EN)', async () => {
    await setup('en').view;
    expect(screen.getByRole('button', { name: 'Previous announcement' })).toBeDisabled();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('dialog', { name: 'Cup final' })).toHaveTextContent('Bet now');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByRole('dialog', { name: 'Cup final' })).toBeInTheDocument();
  });

  it('pages in BN with Bengali digits', async () => {
    await setup('bn').view;
    fireEvent.click(screen.getByRole('button', { name: 'পরের ঘোষণা' }));
    expect(screen.getByText('২ / ৩')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের ঘোষণা' })).toBeEnabled();
  });

  it('has no arrows for a single item', async () => {
    await setup('en', items.slice(2)).view;
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('runs the go-to action (BN and EN)', async () => {
    const en = setup('en');
    await en.view;
    fireEvent.click(screen.getByRole('button', { name: 'Go to rewards' }));
    expect(en.props.onGoTo).toHaveBeenCalledOnce();
    (await en.view).unmount();
    const bn = setup('bn');
    await bn.view;
    fireEvent.click(screen.getByRole('button', { name: 'পুরস্কারে যান' }));
    expect(bn.props.onGoTo).toHaveBeenCalledOnce();
  });

  it('hands every tapped content link to the caller, which decides where it may go', async () => {
    const { props, view } = setup('en');
    await view;
    expect(fireEvent.click(screen.getByRole('link', { name: 'here' }))).toBe(false); // default prevented
    expect(props.onLink).toHaveBeenLastCalledWith('/m/rewardCenter?tab=2');
    fireEvent.click(screen.getByRole('link', { name: 'on Telegram' }));
    expect(props.onLink).toHaveBeenLastCalledWith('https://t.me/bdplay');
    fireEvent.click(screen.getByText('Claim it', { exact: false }));
    expect(props.onLink).toHaveBeenCalledTimes(2); // a tap beside the links is no link
  });

  it('closes after its animation, once, by the close button or Escape (BN)', async () => {
    const { props, view } = setup('bn');
    await view;
    fireEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(props.onClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onClosed).toHaveBeenCalledOnce());
  });

  it('closes at once under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-reduced-motion: reduce)' }));
    const { props, view } = setup('en');
    await view;
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 0));
    expect(props.onClosed).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
