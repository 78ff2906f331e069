import type { Merchant } from '../merchants/merchants.ts';

/**
 * The texts of the messages the server "sends", in the player's language. Kept beside the
 * outbox rather than in http/messages.ts: they are message bodies, not error texts.
 */

type Language = Merchant['defaultLanguage'];
type Template = (code: string, minutes: number) => string;

/** Bengali digits for counts; the code itself stays in ASCII digits, as the player types it. */
const bn = (n: number): string => String(n).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);

const TEXTS: Record<'sms' | 'accountExists' | 'temporaryPassword', Record<Language, Template>> = {
  sms: {
    EN: (code, minutes) => `Your BD Play code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    BN: (code, minutes) => `আপনার BD Play কোড ${code}। ${bn(minutes)} মিনিটে মেয়াদ শেষ হবে। কাউকে জানাবেন না।`,
  },
  // Sent instead of a registration code to a number that has an account (no code in it).
  accountExists: {
    EN: () => 'This number already has a BD Play account. Log in, or use Forgot password to set a new password.',
    BN: () => 'এই নম্বরে আগেই একটি BD Play অ্যাকাউন্ট আছে। লগইন করুন, অথবা নতুন পাসওয়ার্ড দিতে "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।',
  },
  temporaryPassword: {
    EN: (code, minutes) => `Your temporary BD Play password is ${code}. It works for ${minutes} minutes; your old password works until you use it.`,
    BN: (code, minutes) => `আপনার BD Play অস্থায়ী পাসওয়ার্ড ${code}। এটি ${bn(minutes)} মিনিট চলবে; এটি ব্যবহার না করা পর্যন্ত পুরোনো পাসওয়ার্ডও চলবে।`,
  },
};

export function outboxText(kind: keyof typeof TEXTS, language: Language, code: string, minutes: number): string {
  return TEXTS[kind][language](code, minutes);
}
