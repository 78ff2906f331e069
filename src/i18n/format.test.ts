import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatMoney, formatNumber } from './format';

describe('number formatting', () => {
  it('BN uses Bengali digits and lakh grouping', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(990000000, 'bn')).toBe('৯৯,০০,০০,০০০');
  });

  it('EN uses Latin digits and thousands grouping', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('file sizes: the unit in Bengali words and Bengali digits in BN, "MB" in EN', () => {
    expect(formatMegabytes(5, 'bn')).toBe('৫ মেগাবাইট');
    expect(formatMegabytes(5, 'en')).toMatch(/^5\sMB$/);
  });

  it('fixes decimals when asked', () => {
    expect(formatNumber(1.5, 'en', 2)).toBe('1.50');
    expect(formatNumber(1.5, 'bn', 2)).toBe('১.৫০');
  });

  it('money has 2 decimals and the taka sign', () => {
    expect(formatMoney(1234567.5, 'bn')).toBe('১২,৩৪,৫৬৭.৫০৳');
    expect(formatMoney(1234567.5, 'en')).toBe('৳1,234,567.50');
    expect(formatMoney(0, 'en')).toBe('৳0.00');
  });
});
