import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { feedbackRefusal, sendFeedback } from './feedback';
import { upload } from './upload';

vi.mock('./upload', () => ({ upload: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('sendFeedback', () => {
  it("uploads the text and each image as multipart form data, once, with a time-out past the server's", async () => {
    vi.mocked(upload).mockResolvedValue({ id: 7 });
    const files = [image('a.png'), image('b.png')];
    await expect(sendFeedback('ভালো লাগছে', files)).resolves.toBe(7);
    expect(upload).toHaveBeenCalledOnce();
    const opts = vi.mocked(upload).mock.calls[0]![0];
    expect(opts).toMatchObject({ method: 'put', url: '/wps/feedback', moduleId: 'FEEDBACK3', timeout: 150_000 });
    const body = opts.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('content')).toBe('ভালো লাগছে');
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('sends no image field when there are none', async () => {
    vi.mocked(upload).mockResolvedValue({ id: 1 });
    await sendFeedback('hi', []);
    expect((vi.mocked(upload).mock.calls[0]![0].data as FormData).has('images')).toBe(false);
  });

  it('passes the cancel signal and reports progress as a share', async () => {
    vi.mocked(upload).mockResolvedValue({ id: 1 });
    const cancel = new AbortController();
    const progress = vi.fn();
    await sendFeedback('hi', [], { signal: cancel.signal, onProgress: progress });
    const opts = vi.mocked(upload).mock.calls[0]![0];
    expect(opts.signal).toBe(cancel.signal);
    opts.onProgress?.(450, 900);
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it.each([null, {}, { id: '7' }, 7])('refuses the answer %j', async (v) => {
    vi.mocked(upload).mockResolvedValue(v);
    await expect(sendFeedback('hi', [])).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('feedbackRefusal', () => {
  it.each([
    ['feedback.content.invalid', 'badText'],
    ['feedback.image.count', 'tooMany'],
    ['feedback.image.type', 'badType'],
    // The server's 512 kB is not the picker's 5 MB: its own message says it.
    ['feedback.image.size', null],
    ['client.network', null],
    ['request.body.invalid', null],
  ])('%s → %s', (code, rule) => {
    expect(feedbackRefusal(new ApiError(400, code, ''))).toBe(rule);
  });

  it('is null for anything that is not an ApiError', () => {
    expect(feedbackRefusal(new Error('feedback.image.size'))).toBeNull();
  });
});
