import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/deposit';
import { checkDeposit, instructionSteps, normaliseReference } from './deposit-rules';

const bkash: Channel = {
  code: 'BKASH',
  name: 'bKash',
  logoUrl: '/cdn/pay/bkash.svg',
  ways: ['GATEWAY', 'MANUAL'],
  currency: 'BDT',
  rate: null,
  min: 200,
  max: 25000,
  feeRate: 0,
  quickAmounts: [500],
  referenceLabel: 'TrxID',
  referencePattern: '^[A-Z0-9]{10}$',
  referenceExample: '8N7A6D5EKL',
  instructions: '',
  receiving: null,
};
const usdt: Channel = {
  ...bkash,
  code: 'USDT_TRC20',
  currency: 'USDT',
  min: 10,
  max: 10000,
  referencePattern: '^[0-9a-f]{64}$',
  referenceExample: 'ab',
};

const values = (over: Partial<Record<'amount' | 'sender' | 'reference', string>>) => ({
  amount: '500',
  sender: '01711000001',
  reference: '8n7a6d5ekl',
  ...over,
});

describe('deposit checks (as the server makes them)', () => {
  it('takes whole taka within the range; USDT with 2 decimals', () => {
    expect(checkDeposit(bkash, 'amount', values({}))).toBeNull();
    expect(checkDeposit(bkash, 'amount', values({ amount: '' }))).not.toBeNull();
    expect(checkDeposit(bkash, 'amount', values({ amount: '500.5' }))).not.toBeNull();
    expect(checkDeposit(bkash, 'amount', values({ amount: '199' }))?.values).toEqual({ min: 200, max: 25000 });
    expect(checkDeposit(bkash, 'amount', values({ amount: '25001' }))).not.toBeNull();
    expect(checkDeposit(usdt, 'amount', values({ amount: '10.25' }))).toBeNull();
  });

  it('takes a mobile sender with or without +88, spaces and dashes', () => {
    expect(checkDeposit(bkash, 'sender', values({ sender: '+88 017-1100-0001' }))).toBeNull();
    expect(checkDeposit(bkash, 'sender', values({ sender: '0121100000' }))).not.toBeNull();
    expect(checkDeposit(bkash, 'sender', values({ sender: '' }))).not.toBeNull();
  });

  it("checks the reference against the channel's pattern after trimming and case-folding, and names the example", () => {
    expect(checkDeposit(bkash, 'reference', values({ reference: ' 8n7a 6d5ekl ' }))).toBeNull();
    expect(checkDeposit(bkash, 'reference', values({ reference: 'BAD1' }))?.values).toEqual({ example: '8N7A6D5EKL' });
    expect(normaliseReference(usdt, 'AB CD')).toBe('abcd');
    expect(normaliseReference(bkash, 'ab cd')).toBe('ABCD');
  });
});

describe('the instructions as steps', () => {
  it('takes the text of each list item, or the lines of plain text', () => {
    expect(instructionSteps('<ol><li>Dial <b>*247#</b>.</li><li> Send Money </li></ol>')).toEqual(['Dial *247#.', 'Send Money']);
    expect(instructionSteps('Open the app\n\nPay')).toEqual(['Open the app', 'Pay']);
    expect(instructionSteps('')).toEqual([]);
  });

  it('renders no markup and runs nothing', () => {
    (globalThis as { hit?: boolean }).hit = false;
    const steps = instructionSteps('<ol><li><img src=x onerror="globalThis.hit=true">Pay<script>globalThis.hit=true</script></li></ol>');
    expect(steps).toEqual(['Pay']);
    expect((globalThis as { hit?: boolean }).hit).toBe(false);
  });
});
