/**
 * Registration field rules of the demo merchant (platform reference §7.11).
 * patternId selects the client's message `reg_pattern_<patternId>`; type is a hint for the
 * input (text | password | email | mobile | numeric). '*' as pattern means any text.
 */

export interface SeedRegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type: 'text' | 'password' | 'email' | 'mobile' | 'numeric';
}

const ALNUM = '^[a-zA-Z0-9]+$';
const DIGITS = '^[0-9]+$';
const off = (patternId: number, acceptedPattern: string, min: number, max: number, type: SeedRegisterRule['type'] = 'text'): SeedRegisterRule => ({
  enabled: false,
  required: false,
  acceptedPattern,
  patternId,
  minLength: min,
  maxLength: max,
  type,
});

export const seedRegisterRules: Record<string, SeedRegisterRule> = {
  username: { enabled: true, required: true, acceptedPattern: ALNUM, patternId: 0, minLength: 6, maxLength: 12, type: 'text' },
  // patternId 4 = "6-12 alphanumerics", as observed on a live tenant (reference §7.11).
  password: { enabled: true, required: true, acceptedPattern: ALNUM, patternId: 4, minLength: 6, maxLength: 12, type: 'password' },
  paymentPassword: off(5, DIGITS, 6, 6, 'password'),
  idNumber: off(6, ALNUM, 6, 20),
  qqNum: off(7, DIGITS, 5, 12, 'numeric'),
  facebook: off(8, '*', 1, 50),
  wechat: off(9, '*', 1, 50),
  line: off(10, '*', 1, 50),
  whatsapp: off(11, DIGITS, 8, 15, 'numeric'),
  zalo: off(12, '*', 1, 50),
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 13,
    minLength: 5,
    maxLength: 50,
    type: 'email',
  },
  nickname: off(14, '*', 2, 20),
  payeeName: off(15, '*', 2, 50),
  // Bangladeshi numbers are 10 digits after +880 (11 with the trunk 0); 8-12 leaves room for neighbours.
  mobileNum: { enabled: true, required: true, acceptedPattern: DIGITS, patternId: 16, minLength: 8, maxLength: 12, type: 'mobile' },
  // The SMS code's format (digits, 4-10). Whether a form asks for the code follows the switches,
  // not this rule: the username tab when REGMOBVERF3 is on, the mobile tab always (docs/accounts.md).
  verificationCode: { enabled: true, required: true, acceptedPattern: DIGITS, patternId: 17, minLength: 4, maxLength: 10, type: 'numeric' },
  recommenderId: off(18, ALNUM, 1, 20),
  affiliateCode: { enabled: true, required: false, acceptedPattern: ALNUM, patternId: 19, minLength: 4, maxLength: 20, type: 'text' },
  // Numeric, at most 6 (spec §5, the stricter of its two readings); the merchant's captcha_length is 6.
  captcha: { enabled: true, required: true, acceptedPattern: DIGITS, patternId: 3, minLength: 4, maxLength: 6, type: 'numeric' },
};
