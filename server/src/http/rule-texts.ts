import type { Language } from './messages.ts';

/**
 * The `message` of `register.format.invalid`: the broken rule in words, from the rule the answer
 * carries (its length, and what it accepts where the pattern can be said simply), in BN or EN.
 * The client says the same from the same value in its own words (src/lib/validation.ts); the
 * two share no code, so this is the server's short copy of that reading.
 */

type Characters = 'alnum' | 'digits' | 'any';

/** The patterns said in words, as the client reads them. */
const KINDS: Readonly<Record<string, Characters>> = {
  '*': 'any',
  '': 'any',
  '^[a-zA-Z0-9]+$': 'alnum',
  '^[A-Za-z0-9]+$': 'alnum',
  '^[0-9]+$': 'digits',
  '^\\d+$': 'digits',
};

const bnDigits = new Intl.NumberFormat('bn-BD');

const WORDS = {
  EN: {
    count: (min: number, max: number) => (max <= 0 ? `at least ${min}` : min >= max ? `exactly ${min}` : `${min} to ${max}`),
    unit: { alnum: 'English letters or digits', digits: 'digits', any: 'characters' },
    say: (count: string, unit: string) => `The format is incorrect: use ${count} ${unit}.`,
  },
  BN: {
    count: (min: number, max: number) => {
      const [a, b] = [bnDigits.format(min), bnDigits.format(max)];
      return max <= 0 ? `কমপক্ষে ${a}টি` : min >= max ? `ঠিক ${a}টি` : `${a} থেকে ${b}টি`;
    },
    unit: { alnum: 'ইংরেজি অক্ষর বা সংখ্যা', digits: 'অঙ্ক', any: 'অক্ষর' },
    say: (count: string, unit: string) => `ফরম্যাট সঠিক নয়: ${count} ${unit} দিন।`,
  },
} as const;

/** The rule in words, or undefined when the value carries no rule that can be said simply (the
 *  key's fixed text then). */
export function formatRuleText(value: unknown, language: Language): string | undefined {
  const v = value as { acceptedPattern?: unknown; minLength?: unknown; maxLength?: unknown } | null;
  if (typeof v?.acceptedPattern !== 'string' || typeof v.minLength !== 'number' || typeof v.maxLength !== 'number') return undefined;
  const kind = KINDS[v.acceptedPattern];
  if (!kind) return undefined;
  const w = WORDS[language];
  return w.say(w.count(Math.max(v.minLength, 1), v.maxLength), w.unit[kind]);
}
