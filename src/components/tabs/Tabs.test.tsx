// The tab switch: selection by tap and by arrow keys, one tab stop, panels linked.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { Tabs, tabPanelProps } from './Tabs';

type Method = 'username' | 'mobile' | 'email';

function Page({ tabs }: { tabs: { id: Method; label: string }[] }) {
  const [selected, setSelected] = useState<Method>('username');
  return (
    <>
      <Tabs label="Login method" tabs={tabs} selected={selected} onSelect={setSelected} />
      <div {...tabPanelProps(selected)}>{selected} form</div>
    </>
  );
}

describe.each([
  [
    'bn',
    [
      { id: 'username', label: 'ইউজারনেম' },
      { id: 'mobile', label: 'মোবাইল' },
      { id: 'email', label: 'ইমেইল' },
    ],
  ],
  [
    'en',
    [
      { id: 'username', label: 'Username' },
      { id: 'mobile', label: 'Mobile' },
      { id: 'email', label: 'Email' },
    ],
  ],
] as const)('tabs in %s', (locale, tabs) => {
  const [first, second, third] = tabs;

  it('selects by tap and labels the panel', async () => {
    await renderWithI18n(<Page tabs={[...tabs]} />, locale);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: first.label })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: second.label }));
    const tab = screen.getByRole('tab', { name: second.label });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: second.label })).toHaveTextContent('mobile form');
    expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('arrow keys, Home and End move the selection and the focus; one tab stop', async () => {
    await renderWithI18n(<Page tabs={[...tabs]} />, locale);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab(first.label).focus();
    fireEvent.keyDown(tab(first.label), { key: 'ArrowRight' });
    expect(tab(second.label)).toHaveAttribute('aria-selected', 'true');
    expect(tab(second.label)).toHaveFocus();
    expect(tab(second.label)).toHaveAttribute('tabindex', '0');
    expect(tab(first.label)).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(tab(second.label), { key: 'End' });
    expect(tab(third.label)).toHaveFocus();
    fireEvent.keyDown(tab(third.label), { key: 'ArrowRight' });
    expect(tab(first.label)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(first.label), { key: 'ArrowLeft' });
    expect(tab(third.label)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(third.label), { key: 'Home' });
    expect(tab(first.label)).toHaveFocus();
  });
});

describe('tabs with one choice', () => {
  it('render nothing', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<Tabs label="Method" tabs={[{ id: 'a', label: 'A' }]} selected="a" onSelect={onSelect} />, 'en');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
