// Social sign-in buttons: exactly the providers given, each named for its action.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { SocialButtons } from './SocialButtons';

describe.each([
  ['bn', (name: string) => `${name} দিয়ে চালিয়ে যান`],
  ['en', (name: string) => `Continue with ${name}`],
] as const)('social buttons in %s', (locale, named) => {
  it('renders the providers given and reports the choice', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<SocialButtons providers={['google', 'telegram']} onSelect={onSelect} />, locale);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: named('Facebook') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: named('Telegram') }));
    expect(onSelect).toHaveBeenCalledWith('telegram');
  });

  it('can be disabled', async () => {
    await renderWithI18n(<SocialButtons providers={['facebook']} onSelect={() => {}} disabled />, locale);
    expect(screen.getByRole('button', { name: named('Facebook') })).toBeDisabled();
  });
});

describe('no providers', () => {
  it('render nothing', async () => {
    const { container } = await renderWithI18n(<SocialButtons providers={[]} onSelect={() => {}} />, 'en');
    expect(container).toBeEmptyDOMElement();
  });
});
