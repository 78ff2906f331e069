import type { Language } from './messages.ts';

/**
 * The `message` of `register.format.invalid`: the broken rule in words, from the rule the answer
 * carries (its length, and what it accepts where the pattern can be said simply), in BN or EN.
 * The client says the same from the same value in its own words (src/lib/validation.ts); the
 * two share no code, so this is the server's short copy of that reading.
 */

type Characters = 'alnum' | 'letters' | 'digits' | 'any' | null;

function charactersOf(pattern: string): Characters {
  if (pattern === '*' || pattern === '') return 'any';
  if (pattern === '^\\d+$' || pattern === '^[0-9]+$') return 'digits';
  if (pattern === '^[a-zA-Z0-9]+$' || pattern === '^[A-Za-z0-9]+$') return 'alnum';
  if (pattern === '^[a-zA-Z]+$' || pattern === '^[A-Za-z]+$') return 'letters';
  return null;
}

const bnDigits = new Intl.NumberFormat('bn-BD');

const WORDS = {
  EN: {
    prefix: 'The format is incorrect: use',
    count: (min: number, max: number) => (max <= 0 ? `at least ${min}` : min >= max ? `exactly ${min}` : `${min} to ${max}`),
    unit: { digits: 'digits', other: 'characters' },
    only: { alnum: ', English letters and digits only', letters: ', English letters only' },
    end: '.',
  },
  BN: {
    prefix: 'ফরম্যাট সঠিক নয়:',
    count: (min: number, max: number) => {
      const [a, b] = [bnDigits.format(min), bnDigits.format(max)];
      return max <= 0 ? `কমপক্ষে ${a}টি` : min >= max ? `ঠিক ${a}টি` : `${a} থেকে ${b}টি`;
    },
    unit: { digits: 'অঙ্ক দিন', other: 'অক্ষর দিন' },
    only: { alnum: ', শুধু ইংরেজি অক্ষর ও সংখ্যা', letters: ', শুধু ইংরেজি অক্ষর' },
    end: '।',
  },
} as const;

/** The rule in words, or undefined when the value carries no rule (the key's fixed text then). */
export function formatRuleText(value: unknown, language: Language): string | undefined {
  const v = value as { acceptedPattern?: unknown; minLength?: unknown; maxLength?: unknown } | null;
  if (typeof v?.acceptedPattern !== 'string' || typeof v.minLength !== 'number' || typeof v.maxLength !== 'number') return undefined;
  const kind = charactersOf(v.acceptedPattern);
  if (kind === null) return undefined;
  const w = WORDS[language];
  const min = Math.max(v.minLength, 1);
  const only = kind === 'alnum' || kind === 'letters' ? w.only[kind] : '';
  return `${w.prefix} ${w.count(min, v.maxLength)} ${kind === 'digits' ? w.unit.digits : w.unit.other}${only}${w.end}`;
}
