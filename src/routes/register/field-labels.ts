// The label of each registration field (specification §2: every enabled field has one).

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegisterField } from '@/api/register';

export const fieldLabels: Readonly<Record<RegisterField, MessageDescriptor>> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  paymentPassword: msg`Payment password`,
  idNumber: msg`ID number`,
  qqNum: msg`QQ number`,
  facebook: msg`Facebook account`,
  wechat: msg`WeChat account`,
  line: msg`LINE account`,
  whatsapp: msg`WhatsApp number`,
  zalo: msg`Zalo account`,
  email: msg`E-mail`,
  nickname: msg`Nickname`,
  payeeName: msg`Payee name`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`Verification code`,
  recommenderId: msg`Recommender ID`,
  affiliateCode: msg`Invitation code`,
  captcha: msg`Captcha`,
};
