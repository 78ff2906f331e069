import type { GuestMemberInfo, LegacyWalletBalance, MemberInfo, MemberInfoAnswer, WalletBalance } from '../../../../contract/member.ts';
import { nationalForm } from '../sms/phone.ts';
import type { Member } from './members.ts';
import type { Language } from '../../lib/localised.ts';

/** GET /wps/member/info (reference §7.14). Contact details leave the server masked; the VIP level
 *  comes with its label, so the member centre shows it without calling the member club. The
 *  wallet's fields ride along: real clients of the platform read the balance here (and showed
 *  ৳0.00 without them); they come from walletBalance, the one reading of a balance. */

/** '01711000001' → '017*****001'; short numbers keep less. Empty stays empty. */
export function maskMobile(mobile: string): string {
  const keep = mobile.length >= 8 ? 3 : 1;
  if (mobile.length <= keep * 2) return '*'.repeat(mobile.length);
  return mobile.slice(0, keep) + '*'.repeat(mobile.length - keep * 2) + mobile.slice(-keep);
}

/** 'demo01@bdplay.example' → 'de****@bdplay.example'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '****' : '';
  return `${email.slice(0, Math.min(2, at - 1))}****${email.slice(at)}`;
}

const BENGALI_DIGITS = new Intl.NumberFormat('bn-BD');

/** The level's label in the request's language: "VIP 3" in EN, as the platform sends it; in BN
 *  in Bengali letters and digits ("ভিআইপি ৩"), as the Bengali texts of the app write it. */
export const vipName = (level: number, language: Language): string => (language === 'BN' ? `ভিআইপি ${BENGALI_DIGITS.format(level)}` : `VIP ${level}`);

/** A guest's answer: the platform answers success with no identity field (reference §7.14: "check
 *  for an identity field"), where a dead token stays 401 (docs/api.md). */
export const GUEST_MEMBER_INFO: GuestMemberInfo = Object.freeze({});

export function memberInfo(member: Member, language: Language): MemberInfoAnswer {
  return { ...profile(member, language), ...walletBalance(member) };
}

function profile(member: Member, language: Language): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname ?? '',
    regDate: member.regDate,
    type: member.type,
    toUpline: member.uplineId !== null,
    // Stored without the trunk zero (sms/phone.ts); shown as the player dials it, then masked.
    mobileNum: member.mobile ? maskMobile(nationalForm(member.mobile)) : '',
    email: member.email ? maskEmail(member.email) : '',
    vipLevel: member.vipLevel,
    vipName: vipName(member.vipLevel, language),
  };
}

/** GET /wps/v2/wallets/balance (reference §7.15): one main wallet (accountTypeId 2). */
export function walletBalance(member: Member): WalletBalance {
  // Stored in paisa; a division by 100 gives the 2-decimal number JSON shows (12345.67).
  const amount = member.balanceMinor / 100;
  return { sumBalance: amount, frozenBalance: member.frozenMinor / 100, balance: [{ accountTypeId: 2, availBalance: amount }] };
}

/** The legacy balance call's name of the main wallet: the platform's own name for it is unknown
 *  (docs/api.md, "Platform compatibility", its identity rows). */
const MAIN_WALLET_NAME = 'MAIN';

/** GET /wps/wallets/balance, the old clients' call (reference §7.15): the same wallet, by name. */
export function legacyWalletBalance(member: Member): LegacyWalletBalance {
  const { balance } = walletBalance(member);
  return { balances: balance.map((wallet) => ({ ...wallet, accountName: MAIN_WALLET_NAME })) };
}
