// Shared by the login page's tests: a start-up status with the login switches and the demo
// merchant's field rules, a login answer, and the page's texts in BN and EN.

import type { SystemStatus } from '@/api/types';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';

const rule = (acceptedPattern: string, patternId: number, minLength: number, maxLength: number) => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  type: 'text',
});

/** As the reference server's seed (server/src/db/seed-data/register.ts). */
export const loginRules = {
  username: rule('^[a-zA-Z0-9]+$', 0, 6, 12),
  password: rule('^[a-zA-Z0-9]+$', 4, 6, 12),
  mobileNum: rule('^[0-9]+$', 16, 8, 12),
  verificationCode: rule('^[0-9]+$', 17, 4, 10),
};

export const ALL_SWITCHES = ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'DIRECTREG3', 'USERNAMEREG3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'];

export function loginStatus(on: readonly string[] = ALL_SWITCHES): SystemStatus {
  const base = statusFixture();
  return { ...base, info: { ...base.info, whitelabel: on.map((k) => whiteLabelNode(k)), register: loginRules } };
}

export const loginResult = { token: 'tok1', userName: 'demo01', customerType: 0, firstTimeLogin: false, passwordExpired: false };

export const texts = {
  bn: {
    back: 'পিছনে',
    title: 'লগ ইন',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    mobile: 'মোবাইল নম্বর',
    code: 'যাচাইকরণ কোড',
    country: 'দেশের কোড',
    getCode: 'কোড নিন',
    captcha: 'ক্যাপচা',
    remember: 'আমাকে মনে রাখুন',
    login: 'লগ ইন',
    method: 'লগ ইনের পদ্ধতি',
    trial: 'ফ্রি ট্রায়াল',
    register: 'নিবন্ধন',
    forget: 'পাসওয়ার্ড ভুলে গেছেন',
    service: 'গ্রাহক সেবা',
    home: 'হোম',
    download: 'অ্যাপ ডাউনলোড করুন',
    sent: 'এসএমএস পাঠানো হয়েছে',
    wait300: '৩০০ সেকেন্ড পরে আবার কোড পাঠানো যাবে',
    usernameRequired: 'আপনার ইউজারনেম লিখুন',
    passwordRequired: 'আপনার পাসওয়ার্ড লিখুন',
    usernameFormat: '৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন',
    wrong: 'ব্যবহারকারী নেই অথবা পাসওয়ার্ড ভুল',
    captchaRequired: 'অনুগ্রহ করে ক্যাপচা লিখুন',
    codeError: 'যাচাইকরণ কোড ভুল',
    picture: 'ক্যাপচা ছবি',
    offline: 'ইন্টারনেট সংযোগ নেই। সংযোগ দেখে আবার চেষ্টা করুন।',
    mobileInvalid: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন',
  },
  en: {
    back: 'Back',
    title: 'Log in',
    username: 'Username',
    password: 'Password',
    mobile: 'Mobile number',
    code: 'Verification code',
    country: 'Country code',
    getCode: 'Get code',
    captcha: 'Captcha',
    remember: 'Remember me',
    login: 'Log in',
    method: 'Login method',
    trial: 'Free trial',
    register: 'Register',
    forget: 'Forgot password',
    service: 'Customer service',
    home: 'Home',
    download: 'Download the app',
    sent: 'SMS sent',
    wait300: 'Resend code in 300 seconds',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    usernameFormat: 'Use 6 to 12 English letters or digits',
    wrong: 'User does not exist or the password is wrong',
    captchaRequired: 'Please enter a captcha',
    codeError: 'Verification code error',
    picture: 'Captcha picture',
    offline: 'No internet connection. Check it and try again.',
    mobileInvalid: 'Please enter a valid mobile number',
  },
} as const;
