import type { Language } from '../../http/messages.ts';

/** The banks a payout account may be at (docs/money.md, "Security centre"): 12 Bangladeshi banks. */
const BANKS: Record<string, [bn: string, en: string]> = {
  DBBL: ['ডাচ্-বাংলা ব্যাংক', 'Dutch-Bangla Bank'],
  BRAC: ['ব্র্যাক ব্যাংক', 'BRAC Bank'],
  CITY: ['দি সিটি ব্যাংক', 'The City Bank'],
  EBL: ['ইস্টার্ন ব্যাংক', 'Eastern Bank'],
  IBBL: ['ইসলামী ব্যাংক বাংলাদেশ', 'Islami Bank Bangladesh'],
  SONALI: ['সোনালী ব্যাংক', 'Sonali Bank'],
  JANATA: ['জনতা ব্যাংক', 'Janata Bank'],
  AGRANI: ['অগ্রণী ব্যাংক', 'Agrani Bank'],
  RUPALI: ['রূপালী ব্যাংক', 'Rupali Bank'],
  PUBALI: ['পূবালী ব্যাংক', 'Pubali Bank'],
  UCB: ['ইউনাইটেড কমার্শিয়াল ব্যাংক', 'United Commercial Bank'],
  PRIME: ['প্রাইম ব্যাংক', 'Prime Bank'],
};

export const isBank = (code: string): boolean => code in BANKS;

export function bankName(code: string, language: Language): string {
  const names = BANKS[code];
  return names ? names[language === 'EN' ? 1 : 0] : '';
}

export function bankList(language: Language): { code: string; name: string }[] {
  return Object.keys(BANKS).map((code) => ({ code, name: bankName(code, language) }));
}
