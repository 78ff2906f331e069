import { describe, expect, it } from 'vitest';
import { decodeChannels } from './deposit';
import { decodeDepositResult } from './deposit-send';
import { decodeDepositOrder } from './deposit-order';

describe('deposit decoders', () => {
  it('keeps channels with a known way and drops malformed ones', () => {
    const list = decodeChannels({
      channels: [
        {
          code: 'BKASH',
          min: 200,
          max: 25000,
          ways: ['GATEWAY', 'MANUAL', 'CASH'],
          quickAmounts: [500, 'x'],
          receiving: { accountNo: '017', demo: true },
        },
        { code: 'X', min: 1, max: 2, ways: ['CASH'] },
        { code: 'Y' },
      ],
    });
    expect(list.map((c) => c.code)).toEqual(['BKASH']);
    expect(list[0]).toMatchObject({ ways: ['GATEWAY', 'MANUAL'], quickAmounts: [], currency: 'BDT', receiving: { accountNo: '017', demo: true } });
    expect(() => decodeChannels(null)).toThrow();
  });

  it('follows a payUrl only when it is a path of ours', () => {
    const base = { orderNo: 'D1', status: 'PENDING', amount: 500 };
    expect(decodeDepositResult({ ...base, payUrl: '/demo-pay/?order=D1' }).payUrl).toBe('/demo-pay/?order=D1');
    expect(decodeDepositResult({ ...base, payUrl: 'https://evil.example/' }).payUrl).toBeUndefined();
    expect(decodeDepositResult({ ...base, payUrl: '//evil.example/' }).payUrl).toBeUndefined();
  });

  it('reads an order and refuses an unknown status', () => {
    expect(decodeDepositOrder({ orderNo: 'D1', amount: 500, credited: 500, status: 'SUCCESS' }).status).toBe('SUCCESS');
    expect(() => decodeDepositOrder({ orderNo: 'D1', amount: 500, status: 'PAID' })).toThrow();
  });
});
