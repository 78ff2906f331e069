/** The client's registration payload (spec §3): every field present, the optional ones empty, then `fields`. */
export function registrationPayload(fields: Record<string, string>): Record<string, unknown> {
  const empty = Object.fromEntries(
    [
      'username',
      'password',
      'confirmPassword',
      'affiliateCode',
      'paymentPassword',
      'recommenderId',
      'nickname',
      'payeeName',
      'email',
      'mobileNum',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'captcha',
      'verificationCode',
    ].map((f) => [f, '']),
  );
  return {
    ...empty,
    countryDialingCode: '+880',
    registerUrl: 'bdplay.example',
    registerMethod: 'H5',
    domain: 'bdplay.example',
    type: 0,
    login: true,
    ...fields,
  };
}
