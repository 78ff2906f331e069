import { describe, expect, it } from 'vitest';
import { checkPaymentPassword, checkTransferAmount, transferMessages } from '@/lib/transfer-checks';

describe('superior transfer checks', () => {
  it('takes taka with at most 2 decimals inside the range', () => {
    expect(checkTransferAmount('1', 1, 50_000)).toBeNull();
    expect(checkTransferAmount('50000.00', 1, 50_000)).toBeNull();
    expect(checkTransferAmount('0.99', 1, 50_000)).toBe(transferMessages.range);
    expect(checkTransferAmount('50000.01', 1, 50_000)).toBe(transferMessages.range);
    for (const bad of ['', '1.234', '-5', '1e3', ' 10', '১০']) expect(checkTransferAmount(bad, 1, 50_000)).toBe(transferMessages.amount);
  });

  it('wants six digits of payment password', () => {
    expect(checkPaymentPassword('147258')).toBeNull();
    for (const bad of ['14725', '1472589', 'abcdef']) expect(checkPaymentPassword(bad)).toBe(transferMessages.password);
  });
});
