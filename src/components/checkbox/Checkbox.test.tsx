// The labelled checkbox, with a link inside its label.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { Checkbox } from './Checkbox';

describe.each([
  ['bn', 'আমি সম্মত', 'শর্তাবলী'],
  ['en', 'I agree to the', 'terms'],
] as const)('checkbox in %s', (locale, text, link) => {
  it('is named by its label and reports the new state', async () => {
    const onChange = vi.fn();
    await renderWithI18n(
      <Checkbox id="agree" checked onChange={onChange}>
        {text} <a href="/m/useragreement">{link}</a>
      </Checkbox>,
      locale,
    );
    const box = screen.getByRole('checkbox', { name: `${text} ${link}` });
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
