// Shared by the register page's tests: a start-up status with the registration switches and the
// demo merchant's field rules (as server/src/db/seed-data/register.ts), the API answers, the
// page's texts in BN and EN, and the way to reach a field.

import { fireEvent, screen } from '@testing-library/preact';
import type { SystemStatus } from '@/api/types';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';

const rule = (acceptedPattern: string, patternId: number, minLength: number, maxLength: number, required = true) => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  type: 'text',
});
const off = (patternId: number) => ({ ...rule('*', patternId, 1, 50, false), enabled: false });

export const registerRules = {
  username: rule('^[a-zA-Z0-9]+$', 0, 6, 12),
  password: rule('^[a-zA-Z0-9]+$', 4, 6, 12),
  paymentPassword: off(5),
  idNumber: off(6),
  qqNum: off(7),
  facebook: off(8),
  wechat: off(9),
  line: off(10),
  whatsapp: off(11),
  zalo: off(12),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 13, 5, 50, false),
  nickname: off(14),
  payeeName: off(15),
  mobileNum: rule('^[0-9]+$', 16, 8, 12),
  verificationCode: rule('^[0-9]+$', 17, 4, 10),
  recommenderId: off(18),
  affiliateCode: rule('^[a-zA-Z0-9]+$', 19, 4, 20, false),
  captcha: rule('^[0-9]+$', 3, 4, 6),
};

export const ALL_SWITCHES = ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'DIRECTREG3'];

export function registerStatus(on: readonly string[] = ALL_SWITCHES, rules: Record<string, unknown> = registerRules): SystemStatus {
  const base = statusFixture();
  return { ...base, info: { ...base.info, whitelabel: on.map((k) => whiteLabelNode(k)), register: rules } };
}

export const registered = { token: 'tok9', userName: 'rahim01', customerType: 0, firstTimeLogin: true, passwordExpired: false };
export const captchaPicture = 'data:image/png;base64,iVBORw0KGgo=';
export const countries = [{ countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' }];

export const texts = {
  bn: {
    title: 'নিবন্ধন',
    back: 'পিছনে',
    method: 'নিবন্ধনের পদ্ধতি',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    mobile: 'মোবাইল নম্বর',
    code: 'যাচাইকরণ কোড',
    email: 'ই-মেইল',
    invitation: 'আমন্ত্রণ কোড',
    captcha: 'ক্যাপচা',
    nickname: 'ডাকনাম',
    qq: 'QQ নম্বর',
    submit: 'নিবন্ধন',
    agree: 'আমার বয়স ১৮ বছরের বেশি এবং আমি ব্যবহারকারী চুক্তিতে সম্মত',
    agreement: 'ব্যবহারকারী চুক্তি পড়ুন',
    login: 'লগ ইন',
    service: 'গ্রাহক সেবা',
    closed: 'নিবন্ধন বন্ধ আছে',
    required: 'এই ঘরটি পূরণ করা আবশ্যক',
    getCode: 'কোড নিন',
    sent: 'এসএমএস পাঠানো হয়েছে',
    wait300: '৩০০ সেকেন্ড পরে আবার কোড পাঠানো যাবে',
    mobileInvalid: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন',
    newCode: 'নতুন কোডের জন্য ছবিতে ট্যাপ করুন',
    invitationError: 'আমন্ত্রণ কোড ভুল',
    success: 'নিবন্ধন সফল হয়েছে',
    exists: 'ইউজারনেম আগে থেকেই আছে',
    codeError: 'যাচাইকরণ কোড ভুল',
    mismatch: 'দুটি পাসওয়ার্ড মিলছে না',
    offers: 'অফার',
  },
  en: {
    title: 'Register',
    back: 'Back',
    method: 'Registration method',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    mobile: 'Mobile number',
    code: 'Verification code',
    email: 'E-mail',
    invitation: 'Invitation code',
    captcha: 'Captcha',
    nickname: 'Nickname',
    qq: 'QQ number',
    submit: 'Register',
    agree: 'I am over 18 and agree to the user agreement',
    agreement: 'Read the user agreement',
    login: 'Log in',
    service: 'Customer service',
    closed: 'Registration is closed',
    required: 'This field is required',
    getCode: 'Get code',
    sent: 'SMS sent',
    wait300: 'Resend code in 300 seconds',
    mobileInvalid: 'Please enter a valid mobile number',
    newCode: 'Tap the picture for a new code',
    invitationError: 'Invitation code error',
    success: 'Registered successfully',
    exists: 'Username already exists',
    codeError: 'Verification code error',
    mismatch: 'The two passwords do not match',
    offers: 'Offers',
  },
} as const;

/** A field by its visible label (the star of a required field is part of the label's text). */
export const field = (label: string): HTMLInputElement => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

export const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

/** The route's chunk and catalog load on first use; give the first render time. */
export const pageReady = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 8000 });
