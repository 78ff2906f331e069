import { describe, expect, it } from 'vitest';
import { socialProviders } from './social';

describe('social sign-in buttons', () => {
  const both = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } as const;

  it('none without a phone-auth provider, whatever the switches', () => {
    expect(socialProviders(both, false, true)).toEqual([]);
  });

  it('with a provider, each by its switch; telegram by its setting', () => {
    expect(socialProviders(both, true)).toEqual(['google', 'facebook']);
    expect(socialProviders({ FACEBOOKLOGIN3: true }, true, true)).toEqual(['facebook', 'telegram']);
    expect(socialProviders({}, true)).toEqual([]);
  });
});
