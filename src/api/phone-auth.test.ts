import { describe, expect, it } from 'vitest';
import { getPhoneAuthProvider } from './phone-auth';

describe('getPhoneAuthProvider', () => {
  it('has no provider configured: social buttons stay hidden, SMS uses the platform', () => {
    expect(getPhoneAuthProvider()).toBeNull();
  });
});
