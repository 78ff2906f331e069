import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';
import { feedbackRefusal, sendFeedback } from './feedback';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('sendFeedback', () => {
  it('puts the text and each image as multipart form data, once, with a long time-out', async () => {
    vi.mocked(request).mockResolvedValue({ id: 7 });
    const files = [image('a.png'), image('b.png')];
    await expect(sendFeedback('ভালো লাগছে', files)).resolves.toBe(7);
    expect(request).toHaveBeenCalledOnce();
    const opts = vi.mocked(request).mock.calls[0]![0];
    expect(opts).toMatchObject({ method: 'put', url: '/wps/feedback', moduleId: 'FEEDBACK3', retries: 0, timeout: 120_000 });
    expect(opts.form).toBeUndefined();
    const body = opts.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('content')).toBe('ভালো লাগছে');
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('sends no image field when there are none', async () => {
    vi.mocked(request).mockResolvedValue({ id: 1 });
    await sendFeedback('hi', []);
    expect((vi.mocked(request).mock.calls[0]![0].data as FormData).has('images')).toBe(false);
  });

  it.each([null, {}, { id: '7' }, 7])('refuses the answer %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(sendFeedback('hi', [])).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('feedbackRefusal', () => {
  it.each([
    ['feedback.content.invalid', 'badText'],
    ['feedback.image.count', 'tooMany'],
    ['feedback.image.type', 'badType'],
    ['feedback.image.size', 'tooBig'],
    ['client.network', null],
    ['request.body.invalid', null],
  ])('%s → %s', (code, rule) => {
    expect(feedbackRefusal(new ApiError(400, code, ''))).toBe(rule);
  });

  it('is null for anything that is not an ApiError', () => {
    expect(feedbackRefusal(new Error('feedback.image.size'))).toBeNull();
  });
});
