import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_IMAGE_BYTES, charCount, checkFeedbackText, checkImages, clipFeedbackText, isAllowedImage } from './feedback-rules';

const MB5 = 5 * 1024 * 1024;
const png = (name = 'a.png', size = 1000) => ({ name, type: 'image/png', size });

describe('the feedback text', () => {
  // 'ক' is one UTF-16 unit, '😀' two: both count as one character.
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['a', null],
    ['ক'.repeat(140), null],
    ['ক'.repeat(141), 'tooLong'],
    ['😀'.repeat(140), null],
    ['😀'.repeat(141), 'tooLong'],
  ])('%j → %s', (text, error) => {
    expect(checkFeedbackText(text)).toBe(error);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charCount('আমার 😀')).toBe(6);
  });

  it('clips a longer paste to 140 characters and leaves a shorter text alone', () => {
    expect(clipFeedbackText('😀'.repeat(150))).toBe('😀'.repeat(140));
    expect(clipFeedbackText('বাংলা')).toBe('বাংলা');
  });
});

describe('the image type', () => {
  it.each([
    ['a.png', 'image/png', true],
    ['a.JPG', 'image/jpeg', true],
    ['a.jpeg', 'image/jpeg', true],
    ['a.jpg', '', true],
    ['image:42', 'image/png', true],
    ['a.gif', 'image/gif', false],
    ['a.webp', 'image/webp', false],
    ['a.heic', 'image/heic', false],
    ['a.heic', '', false],
    ['a.gif', 'image/png', false],
    ['a.png', 'image/svg+xml', false],
    ['noextension', '', false],
  ])('%s (%s) → %s', (name, type, ok) => {
    expect(isAllowedImage({ name, type, size: 1 })).toBe(ok);
  });
});

describe('checkImages', () => {
  it('takes exactly 5 MB and refuses one byte more', () => {
    expect(FEEDBACK_MAX_IMAGE_BYTES).toBe(MB5);
    expect(checkImages(0, [png('a.png', MB5)])).toEqual({ accepted: [png('a.png', MB5)], error: null });
    expect(checkImages(0, [png('a.png', MB5 + 1)])).toEqual({ accepted: [], error: 'tooBig' });
  });

  it('takes a third image and refuses a fourth', () => {
    expect(checkImages(2, [png()]).error).toBeNull();
    expect(checkImages(3, [png()])).toEqual({ accepted: [], error: 'tooMany' });
    const four = [png('1.png'), png('2.png'), png('3.png'), png('4.png')];
    expect(checkImages(0, four)).toEqual({ accepted: four.slice(0, 3), error: 'tooMany' });
  });

  it('refuses other types and keeps the good files; the first broken rule is reported', () => {
    const gif = { name: 'x.gif', type: 'image/gif', size: 10 };
    const big = png('big.png', MB5 + 1);
    expect(checkImages(0, [gif, png('ok.png'), big])).toEqual({ accepted: [png('ok.png')], error: 'badType' });
    expect(checkImages(0, [big, gif]).error).toBe('tooBig');
  });

  it('lets a refused file take no place', () => {
    const gif = { name: 'x.gif', type: 'image/gif', size: 10 };
    expect(checkImages(2, [gif, png()]).accepted).toEqual([png()]);
  });
});
