// /m/feedback in BN and EN: the 140-character limit with its counter, the image limits checked
// before upload (6 MB, a fourth image, a gif), photos downscaled when picked (an unreadable one
// refused), the upload's progress and its cancel, the kept values after a failed or cancelled
// send, one request for a double tap, and the cleared form after a success.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createEvent, fireEvent, screen, within } from '@testing-library/preact';
import { ApiError } from '@/api/errors';
import { sendFeedback } from '@/api/feedback';
import { toasts } from '@/state/ui';
import { renderWithI18n } from '../../../tests/render';
import { downscalePhoto } from './downscale';
import FeedbackPage from './index';

vi.mock('@/api/feedback', async (original) => ({ ...(await original<typeof import('@/api/feedback')>()), sendFeedback: vi.fn() }));
vi.mock('./downscale', () => ({ downscalePhoto: vi.fn() }));

const MB = 1024 * 1024;
const image = (name: string, size = 2000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  vi.resetAllMocks();
  toasts.value = [];
  vi.mocked(sendFeedback).mockResolvedValue(1);
  vi.mocked(downscalePhoto).mockImplementation(async (file) => file);
});

describe.each([
  [
    'bn',
    {
      text: 'আপনার মতামত',
      add: 'ছবি যোগ করুন',
      submit: 'জমা দিন',
      full: '১৪০/১৪০',
      some: '৩/১৪০',
      tooBig: 'প্রতিটি ছবি সর্বোচ্চ ৫ মেগাবাইট হতে পারে',
      tooMany: 'সর্বোচ্চ ৩টি ছবি দেওয়া যায়',
      badType: 'ছবি অবশ্যই পিএনজি বা জেপিজি হতে হবে',
      hint: 'পিএনজি বা জেপিজি, প্রতিটি সর্বোচ্চ ৫ মেগাবাইট, সর্বোচ্চ ৩টি ছবি',
      images: 'বাছাই করা ছবি',
      remove: (n: string) => `ছবি ${n} সরান`,
      offline: 'ইন্টারনেট সংযোগ নেই। সংযোগ দেখে আবার চেষ্টা করুন।',
      thanks: 'আপনার মতামতের জন্য ধন্যবাদ',
      unreadable: 'এই ছবিটি পড়া যায়নি। অন্য একটি ছবি বেছে নিন।',
      preparing: 'ছবি প্রস্তুত করা হচ্ছে…',
      sending: (p: string) => `পাঠানো হচ্ছে: ${p}%`,
      cancel: 'বাতিল',
      one: '১',
      two: '২',
    },
  ],
  [
    'en',
    {
      text: 'Your feedback',
      add: 'Add images',
      submit: 'Submit',
      full: '140/140',
      some: '3/140',
      tooBig: 'Images must be at most 5 MB each',
      tooMany: 'At most 3 images',
      badType: 'Images must be PNG or JPG',
      hint: 'PNG or JPG, at most 5 MB each, at most 3 images',
      images: 'Chosen images',
      remove: (n: string) => `Remove image ${n}`,
      offline: 'No internet connection. Check it and try again.',
      thanks: 'Thank you for your feedback',
      unreadable: 'This image could not be read. Please choose another one.',
      preparing: 'Preparing images…',
      sending: (p: string) => `Sending: ${p}%`,
      cancel: 'Cancel',
      one: '1',
      two: '2',
    },
  ],
] as const)('feedback in %s', (locale, t) => {
  const open = () => renderWithI18n(<FeedbackPage />, locale);
  const type = (value: string) => fireEvent.input(screen.getByLabelText(t.text), { target: { value } });
  // A file input keeps its change event under preact/compat, which fireEvent.change would rename.
  // Picked photos are downscaled (a promise each) before they are shown.
  const pick = (...files: File[]) =>
    act(async () => {
      const input = screen.getByLabelText(t.add);
      fireEvent(input, createEvent.change(input, { target: { files } }));
      await new Promise((r) => setTimeout(r, 0));
    });
  const thumbs = () => within(screen.getByRole('list', { name: t.images })).getAllByRole('img');

  it('counts characters and makes a 141st impossible', async () => {
    await open();
    const box = screen.getByLabelText(t.text);
    expect(box).toHaveAttribute('maxlength', '140');
    type('আমি');
    expect(screen.getByText(t.some)).toBeInTheDocument();
    type('ক'.repeat(141));
    expect((box as HTMLTextAreaElement).value).toBe('ক'.repeat(140));
    expect(screen.getByText(t.full)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(t.full);
  });

  it('refuses a 6 MB image before any upload, with the size text, and keeps the others', async () => {
    await open();
    const input = screen.getByLabelText(t.add);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription(t.hint);
    await pick(image('ok.png'), image('big.png', 6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent(t.tooBig);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(thumbs()).toHaveLength(1);
    await pick(image('cat.gif', 10, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(t.badType);
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  it('refuses a fourth image with the count text', async () => {
    await open();
    await pick(image('1.png'), image('2.jpg', 5 * MB, 'image/jpeg'), image('3.png'));
    expect(screen.queryByRole('alert')).toBeNull();
    await pick(image('4.png'));
    expect(screen.getByRole('alert')).toHaveTextContent(t.tooMany);
    expect(thumbs()).toHaveLength(3);
  });

  it('removes an image and frees its thumbnail', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    await open();
    await pick(image('1.png'), image('2.png'));
    const first = thumbs()[0]!.getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: t.remove(t.one) }));
    expect(revoke).toHaveBeenCalledWith(first);
    expect(thumbs()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.remove(t.two) })).toBeNull();
  });

  it('keeps the text and images when sending fails, then sends them again', async () => {
    vi.mocked(sendFeedback).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await open();
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toBeDisabled();
    type(' দারুণ অ্যাপ ');
    await pick(image('a.png'), image('b.png'));
    await act(async () => void fireEvent.click(submit));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offline);
    expect(screen.getByLabelText(t.text)).toHaveValue(' দারুণ অ্যাপ ');
    expect(thumbs()).toHaveLength(2);

    await act(async () => void fireEvent.click(submit));
    expect(sendFeedback).toHaveBeenCalledTimes(2);
    const [content, files] = vi.mocked(sendFeedback).mock.calls[1]!;
    expect(content).toBe('দারুণ অ্যাপ');
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(toasts.value).toEqual([expect.objectContaining({ text: t.thanks, kind: 'success' })]);
    expect(screen.getByLabelText(t.text)).toHaveValue('');
    expect(screen.queryByRole('list', { name: t.images })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once for a double tap', async () => {
    let finish = (_: number) => {};
    vi.mocked(sendFeedback).mockReturnValue(new Promise((r) => (finish = r)));
    await open();
    type('hello');
    const submit = screen.getByRole('button', { name: t.submit });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(sendFeedback).toHaveBeenCalledOnce();
    await act(async () => finish(3));
  });

  it('says which rule the server refused in the same words', async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new ApiError(400, 'feedback.image.type', 'not an image'));
    await open();
    type('hello');
    await pick(image('a.png'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.submit })));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.badType);
  });

  it('downscales each picked photo and shows the result; a photo it cannot read is refused', async () => {
    const small = image('IMG_1.jpg', 250_000, 'image/jpeg');
    vi.mocked(downscalePhoto).mockImplementation(async (file) => (file.name === 'broken.jpg' ? null : small));
    await open();
    await pick(image('IMG_1.jpg', 4 * MB, 'image/jpeg'), image('broken.jpg', 3 * MB, 'image/jpeg'));
    expect(downscalePhoto).toHaveBeenCalledTimes(2);
    expect(thumbs()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(t.unreadable);
    type('hello');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.submit })));
    expect(vi.mocked(sendFeedback).mock.calls[0]![1]).toEqual([small]);
  });

  it('waits while photos are prepared: the picker and the submit are off, and it says so', async () => {
    let done = (_: File) => {};
    vi.mocked(downscalePhoto).mockReturnValue(new Promise((r) => (done = r)));
    await open();
    type('hello');
    const photo = image('IMG_2.jpg', 4 * MB, 'image/jpeg');
    await pick(photo);
    expect(screen.getByRole('status')).toHaveTextContent(t.preparing);
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    expect(screen.getByLabelText(t.add)).toBeDisabled();
    await act(async () => done(photo));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
    expect(thumbs()).toHaveLength(1);
  });

  it("shows the upload's progress; cancel stops it and keeps the text and images, without an error", async () => {
    let report = (_: number) => {};
    let signal: AbortSignal | undefined;
    vi.mocked(sendFeedback).mockImplementation((_text, _files, opts) => {
      report = opts!.onProgress!;
      signal = opts!.signal;
      return new Promise((_, reject) => signal!.addEventListener('abort', () => reject(new ApiError(0, 'client.aborted', ''))));
    });
    await open();
    type('slow network');
    await pick(image('a.png'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.submit })));
    const bar = screen.getByRole('progressbar', { name: t.sending(locale === 'bn' ? '০' : '0') });
    act(() => report(0.456));
    expect(bar).toHaveAttribute('value', '0.456');
    expect(bar).toHaveAccessibleName(t.sending(locale === 'bn' ? '৪৬' : '46'));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.cancel }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(signal!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(t.text)).toHaveValue('slow network');
    expect(thumbs()).toHaveLength(1);
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });
});
