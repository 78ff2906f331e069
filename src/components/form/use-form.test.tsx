// The form primitive through a small form as a player meets it: messages when a field is left or a
// submit is refused, the focus on the first invalid field, a dependent field, the sticky variant,
// the re-check after a language change, server failures under their field, one send at a time.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/field/TextField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { activate } from '@/i18n/locale';
import { checkConfirm, checkRule } from '@/lib/validation';
import { renderWithI18n } from '../../../tests/render';
import { useForm, type FormOptions } from './use-form';

type Values = { name: string; again: string };
const rule = { required: true, acceptedPattern: '^[a-zA-Z0-9]+$', patternId: 0, minLength: 6, maxLength: 12 };
const check: FormOptions<Values>['check'] = (field, v) => (field === 'name' ? checkRule(rule, v.name) : checkConfirm(v.name, v.again, 'register'));

const texts = {
  required: 'This field is required',
  rule: 'Use 6 to 12 English letters or digits',
  ruleBn: '৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন',
  again: 'Please enter your password again',
  mismatch: 'The two passwords do not match',
  taken: 'Taken',
};

let form: ReturnType<typeof useForm<Values>>;
function Demo(options: Partial<FormOptions<Values>>) {
  form = useForm<Values>({ initial: { name: '', again: '' }, fields: ['name', 'again'], check, send: async () => {}, failed: () => {}, ...options });
  return (
    <form onSubmit={form.submit}>
      <TextField id="name" label="Name" {...form.field('name')} />
      <TextField id="again" label="Again" {...form.field('again')} />
      <SubmitButton pending={form.pending}>Send</SubmitButton>
    </form>
  );
}

const open = (options: Partial<FormOptions<Values>> = {}, locale: 'bn' | 'en' = 'en') => renderWithI18n(<Demo {...options} />, locale);
const name = () => screen.getByLabelText('Name');
const again = () => screen.getByLabelText('Again');
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
// preact/compat listens for onBlur as focusout.
const leave = (input: HTMLElement) => fireEvent.focusOut(input);

afterEach(() => vi.useRealTimers());

describe('useForm', () => {
  it('a field left with a value says what it breaks; one left empty waits for the submit', async () => {
    await open();
    leave(name());
    expect(name()).not.toHaveAttribute('aria-invalid');
    type(name(), 'ab');
    expect(name()).not.toHaveAttribute('aria-invalid'); // not while typing a first time
    leave(name());
    expect(name()).toHaveAccessibleDescription(texts.rule);
  });

  it('a shown message follows the typing and goes once the value passes, until the next check', async () => {
    await open();
    type(name(), 'ab');
    leave(name());
    type(name(), '');
    expect(name()).toHaveAccessibleDescription(texts.required);
    type(name(), 'rahim01');
    expect(name()).not.toHaveAttribute('aria-invalid');
    type(name(), 'r');
    expect(name()).not.toHaveAttribute('aria-invalid');
    leave(name());
    expect(name()).toHaveAccessibleDescription(texts.rule);
  });

  it('a refused submit shows every failing field, focuses the first in form order and sends nothing', async () => {
    const send = vi.fn(async () => {});
    await open({ send });
    type(name(), 'rahim01');
    submit();
    expect(again()).toHaveFocus();
    expect(again()).toHaveAccessibleDescription(texts.again);
    expect(name()).not.toHaveAttribute('aria-invalid');
    type(name(), '');
    submit();
    expect(name()).toHaveFocus();
    expect(name()).toHaveAccessibleDescription(texts.required);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values when every field passes', async () => {
    const send = vi.fn(async () => {});
    await open({ send });
    type(name(), 'rahim01');
    type(again(), 'rahim01');
    submit();
    expect(send).toHaveBeenCalledWith({ name: 'rahim01', again: 'rahim01' });
  });

  it('a dependent field is checked, once filled, as the field it reads is edited', async () => {
    await open({ dependents: { name: ['again'] } });
    type(name(), 'rahim01');
    type(again(), 'rahim01');
    type(name(), 'rahim02');
    expect(again()).toHaveAccessibleDescription(texts.mismatch);
    type(name(), 'rahim01');
    expect(again()).not.toHaveAttribute('aria-invalid');
  });

  it('without the link, a shown message still goes as soon as it no longer applies', async () => {
    await open();
    type(name(), 'rahim01');
    type(again(), 'rahim02');
    leave(again());
    expect(again()).toHaveAccessibleDescription(texts.mismatch);
    type(name(), 'rahim02');
    expect(again()).not.toHaveAttribute('aria-invalid');
    type(name(), 'rahim03'); // checked again only when left or sent
    expect(again()).not.toHaveAttribute('aria-invalid');
  });

  it('sticky: a field left once, even empty, keeps saying what it breaks', async () => {
    await open({ sticky: true });
    leave(name());
    expect(name()).toHaveAccessibleDescription(texts.required);
    type(name(), 'rahim01');
    expect(name()).not.toHaveAttribute('aria-invalid');
    type(name(), 'r');
    expect(name()).toHaveAccessibleDescription(texts.rule);
    act(() => form.clear('name'));
    expect(name()).toHaveValue('');
    expect(name()).not.toHaveAttribute('aria-invalid');
  });

  it('re-checks the filled fields 200 ms after a language change, in the new language', async () => {
    await open({ recheckOnLanguage: true }, 'bn');
    type(name(), 'ab');
    expect(name()).not.toHaveAttribute('aria-invalid');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => activate('en'));
    await act(() => activate('bn'));
    await act(() => void vi.advanceTimersByTime(150));
    expect(name()).not.toHaveAttribute('aria-invalid');
    await act(() => void vi.advanceTimersByTime(100));
    expect(name()).toHaveAccessibleDescription(texts.ruleBn);
    expect(again()).not.toHaveAttribute('aria-invalid'); // empty: not checked
  });

  it('without recheckOnLanguage a language change checks nothing', async () => {
    await open({}, 'bn');
    type(name(), 'ab');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => activate('en'));
    await act(() => void vi.advanceTimersByTime(300));
    expect(name()).not.toHaveAttribute('aria-invalid');
  });

  it('a server failure shows under its field, in the language shown, until the field is edited', async () => {
    await open();
    type(name(), 'rahim01');
    act(() => form.fail('name', (i18n) => `${texts.taken} (${i18n.locale})`));
    expect(name()).toHaveAccessibleDescription(`${texts.taken} (en)`);
    await act(() => activate('bn'));
    expect(name()).toHaveAccessibleDescription(`${texts.taken} (bn)`);
    type(name(), 'rahim02');
    expect(name()).not.toHaveAttribute('aria-invalid');
  });

  it('sends once however often it is tapped; a failure enables the button again and keeps the values', async () => {
    let refuse = (_: Error) => {};
    const send = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const failed = vi.fn();
    await open({ send, failed });
    type(name(), 'rahim01');
    type(again(), 'rahim01');
    submit();
    submit();
    fireEvent.submit(name().closest('form')!);
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const failure = new Error('offline');
    await act(async () => refuse(failure));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(failed).toHaveBeenCalledWith(failure);
    expect(name()).toHaveValue('rahim01');
    expect(again()).toHaveValue('rahim01');
    submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('after a send that stays on the page, reset empties the form and enables the button', async () => {
    await open({ send: async () => form.reset() });
    type(name(), 'rahim01');
    type(again(), 'rahim01');
    await act(async () => {
      submit();
    });
    expect(name()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
