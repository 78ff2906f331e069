// The invitation codes a player arrives with (platform reference §7.11): `affiliateCode`, or
// `r` / `referralCode`, in the landing URL. They are kept in localStorage.reg_info, so a visit
// without them later (the player looked around first) still credits the agent.

import { isRecord, str } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';

const REG_INFO_KEY = 'reg_info';

export interface Landing {
  affiliateCode: string;
  referralCode: string;
  /** The `domain` parameter of the landing URL ('' when none). */
  domain: string;
}

/** Reads the codes of the URL's query (remembering them), else the remembered ones. */
export function readLanding(search: string): Landing {
  const q = new URLSearchParams(search);
  const domain = q.get('domain')?.trim() ?? '';
  const fromUrl = {
    affiliateCode: q.get('affiliateCode')?.trim() ?? '',
    referralCode: (q.get('referralCode') ?? q.get('r'))?.trim() ?? '',
  };
  if (fromUrl.affiliateCode || fromUrl.referralCode) {
    writeJson(REG_INFO_KEY, fromUrl);
    return { ...fromUrl, domain };
  }
  const kept = readJson(REG_INFO_KEY, isRecord);
  return { affiliateCode: kept ? str(kept, 'affiliateCode') : '', referralCode: kept ? str(kept, 'referralCode') : '', domain };
}

/** The code that credits an agent when the player types none: the affiliate code, else the
 *  referral code (the registration payload has one field for both). */
export const landingCode = (l: Landing): string => l.affiliateCode || l.referralCode;
