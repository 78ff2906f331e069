/**
 * Localised `message` texts of the envelope, by message key (usually the errorCode).
 * The client shows its own texts by errorCode where it has one; these are the fallback a
 * player reads when it does not, so they are written for players, not developers.
 */

export type Language = 'BN' | 'EN';

const texts: Record<string, Record<Language, string>> = {
  'request.body.too.large': {
    EN: 'The request is too large.',
    BN: 'অনুরোধটি অনেক বড়।',
  },
  'request.body.invalid': {
    EN: 'The request could not be read.',
    BN: 'অনুরোধটি পড়া যায়নি।',
  },
  'request.path.not.found': {
    EN: 'The requested URL does not exist.',
    BN: 'অনুরোধ করা ঠিকানাটি নেই।',
  },
  'request.method.not.allowed': {
    EN: 'This request method is not allowed.',
    BN: 'এই অনুরোধ পদ্ধতি অনুমোদিত নয়।',
  },
  'system.error': {
    EN: 'Unknown error, please try again later.',
    BN: 'অজানা ত্রুটি, পরে আবার চেষ্টা করুন।',
  },
  'merchant.required': {
    EN: 'The Merchant header is required.',
    BN: 'Merchant হেডার প্রয়োজন।',
  },
  'merchant.not.found': {
    EN: 'Unknown merchant.',
    BN: 'মার্চেন্ট পাওয়া যায়নি।',
  },
  'function.not.available': {
    EN: 'No permission, or the feature is temporarily unavailable.',
    BN: 'অনুমতি নেই, অথবা ফিচারটি সাময়িকভাবে বন্ধ আছে।',
  },
  // Same errorCode as above, sent while the merchant is in maintenance.
  'system.maintenance': {
    EN: 'The system is being upgraded, please try again later.',
    BN: 'সিস্টেম আপগ্রেড হচ্ছে, পরে আবার চেষ্টা করুন।',
  },
};

export function messageFor(key: string, language: Language): string {
  const entry = texts[key] ?? texts['system.error'];
  return entry ? entry[language] : key;
}

/** `Language` header: BN or EN, case-insensitive; anything else falls back to BN (the default). */
export function parseLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value === 'EN' ? 'EN' : 'BN';
}
