/**
 * The demo merchant's deposit channels (docs/money.md, "Deposit channels"). Every receiving
 * account is a placeholder marked demo: nobody should send real money to it. Amounts are whole
 * units of the channel's currency (taka, or USDT).
 */

type Pair = readonly [bn: string, en: string];

export interface SeedChannel {
  code: string;
  ways: 'MANUAL' | 'GATEWAY,MANUAL';
  currency: 'BDT' | 'USDT';
  /** Taka per unit, for a foreign currency. */
  rate: number | null;
  min: number;
  max: number;
  feeBp: number;
  quickAmounts: number[];
  name: Pair;
  referenceLabel: Pair;
  referencePattern: string;
  referenceCase: 'upper' | 'lower';
  referenceExample: string;
  senderPattern: string;
  instructions: Pair;
  receiving: Record<string, string | boolean>;
}

/** A Bangladeshi mobile number, national form; Rocket's also with its check digit. */
const MOBILE = '^01[3-9][0-9]{8}$';
const WALLET_QUICK = [500, 1000, 2000, 5000, 10000, 25000];

/** The USSD steps every mobile wallet shares, with its code. */
function walletSteps(name: string, ussd: string, referenceName: string): Pair {
  return [
    `<ol><li>${ussd} ডায়াল করুন বা ${name} অ্যাপ খুলুন → Send Money।</li><li>উপরের নম্বর ও টাকার পরিমাণ দিন; রেফারেন্সে আপনার ইউজারনেম লিখুন।</li><li>PIN দিয়ে নিশ্চিত করুন, তারপর SMS থেকে ${referenceName} কপি করে এখানে দিন।</li></ol>`,
    `<ol><li>Dial ${ussd} or open the ${name} app → Send Money.</li><li>Enter the number above and the amount; put your username as the reference.</li><li>Confirm with your PIN, then copy the ${referenceName} from the SMS here.</li></ol>`,
  ];
}

function wallet(
  code: string,
  name: Pair,
  ways: SeedChannel['ways'],
  ussd: string,
  ref: { label: string; pattern: string; example: string },
): SeedChannel {
  return {
    code,
    ways,
    currency: 'BDT',
    rate: null,
    min: 200,
    max: 25_000,
    feeBp: 0,
    quickAmounts: WALLET_QUICK,
    name,
    referenceLabel: [ref.label, ref.label],
    referencePattern: ref.pattern,
    referenceCase: 'upper',
    referenceExample: ref.example,
    senderPattern: code === 'ROCKET' ? '^01[3-9][0-9]{8,9}$' : MOBILE,
    instructions: walletSteps(name[1], ussd, ref.label),
    receiving: { kind: 'Send Money', accountNo: '01700000000', accountName: 'BD Play (demo)', demo: true },
  };
}

export const seedPaymentChannels: SeedChannel[] = [
  wallet('BKASH', ['বিকাশ', 'bKash'], 'GATEWAY,MANUAL', '*247#', { label: 'TrxID', pattern: '^[A-Z0-9]{10}$', example: '8N7A6D5EKL' }),
  wallet('NAGAD', ['নগদ', 'Nagad'], 'GATEWAY,MANUAL', '*167#', { label: 'TxnID', pattern: '^[A-Z0-9]{8}$', example: '71P9K2L4' }),
  wallet('ROCKET', ['রকেট', 'Rocket'], 'MANUAL', '*322#', { label: 'TxnId', pattern: '^[0-9]{10}$', example: '4829301756' }),
  wallet('UPAY', ['উপায়', 'Upay'], 'MANUAL', '*268#', { label: 'TrxID', pattern: '^[A-Z0-9]{10}$', example: 'UP7K2M9Q4X' }),
  {
    code: 'BANK',
    ways: 'MANUAL',
    currency: 'BDT',
    rate: null,
    min: 1_000,
    max: 500_000,
    feeBp: 0,
    quickAmounts: [5_000, 10_000, 50_000, 100_000],
    name: ['ব্যাংক ট্রান্সফার', 'Bank transfer'],
    referenceLabel: ['ট্রান্সফার রেফারেন্স', 'Transfer reference'],
    referencePattern: '^[A-Z0-9]{6,20}$',
    referenceCase: 'upper',
    referenceExample: 'NPSB2501140042',
    senderPattern: '^[0-9]{10,17}$',
    instructions: [
      '<ol><li>আপনার ব্যাংকের অ্যাপ বা শাখা থেকে NPSB/BEFTN-এ নিচের অ্যাকাউন্টে পাঠান।</li><li>আপনার অ্যাকাউন্ট নম্বর ও ব্যাংকের ট্রান্সফার রেফারেন্স এখানে দিন।</li></ol>',
      "<ol><li>Send by NPSB/BEFTN from your bank app or branch to the account below.</li><li>Enter your account number and the bank's transfer reference here.</li></ol>",
    ],
    receiving: {
      kind: 'Bank',
      accountNo: '1234567890123',
      accountName: 'BD Play Ltd (demo)',
      bankName: 'Demo Bank PLC',
      branch: 'Gulshan',
      routingNo: '123456789',
      demo: true,
    },
  },
  {
    code: 'USDT_TRC20',
    ways: 'MANUAL',
    currency: 'USDT',
    rate: 122,
    min: 10,
    max: 10_000,
    feeBp: 100,
    quickAmounts: [10, 50, 100, 500],
    name: ['USDT (TRC20)', 'USDT (TRC20)'],
    referenceLabel: ['ট্রানজ্যাকশন হ্যাশ', 'Transaction hash'],
    referencePattern: '^[0-9a-f]{64}$',
    referenceCase: 'lower',
    referenceExample: '7c1e2a4b9d0f3e5a6b8c7d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c',
    senderPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    instructions: [
      '<ol><li>শুধু TRC20 নেটওয়ার্কে নিচের ঠিকানায় USDT পাঠান।</li><li>পাঠানোর ঠিকানা ও ট্রানজ্যাকশন হ্যাশ এখানে দিন।</li></ol>',
      '<ol><li>Send USDT to the address below on TRC20 only.</li><li>Enter the sending address and the transaction hash here.</li></ol>',
    ],
    receiving: { kind: 'TRC20 only', accountNo: 'TDemoAddressXXXXXXXXXXXXXXXXXXXXXX', accountName: '', demo: true },
  },
];
