import { describe, expect, it } from 'vitest';
import { decodeManualRebate, decodeMoneyOrder, decodeTransferInfo } from './rebates';

describe('rebate and transfer answers', () => {
  it('keeps the known fields of a well-formed answer', () => {
    expect(decodeManualRebate({ claimable: 1.5, list: [{ category: 'RNG', stake: 500, rebate: 1.5, extra: 1 }] })).toEqual({
      claimable: 1.5,
      list: [{ category: 'RNG', stake: 500, rebate: 1.5 }],
    });
    expect(decodeMoneyOrder({ orderNo: 'R261128ABCDEFGH', amount: 1.5, sumBalance: 901.5 })).toEqual({
      orderNo: 'R261128ABCDEFGH',
      amount: 1.5,
      sumBalance: 901.5,
    });
    const info = { upline: 'ag***01', min: 1, max: 50_000, turnoverRemaining: 0, paymentPasswordSet: true };
    expect(decodeTransferInfo(info)).toEqual(info);
  });

  it('fails a malformed answer whole: a money figure is never guessed', () => {
    expect(() => decodeManualRebate({ claimable: '1.5', list: [] })).toThrow();
    expect(() => decodeManualRebate({ claimable: 1, list: [{ category: 'RNG', stake: 1 }] })).toThrow();
    expect(() => decodeMoneyOrder({ orderNo: 'R1', amount: 1 })).toThrow();
    expect(() => decodeTransferInfo({ upline: 'x', min: 1, max: 2, turnoverRemaining: 0 })).toThrow();
  });
});
