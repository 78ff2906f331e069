import { describe, expect, it } from 'vitest';
import { loginReason } from './why';

describe('why the login page opened', () => {
  it('names the game a guest tapped', () => {
    expect(loginReason('?redirect=%2Fm%2Fhome&play=Aviator')).toEqual({ play: 'Aviator' });
    expect(loginReason(`?play=${'x'.repeat(80)}`)).toEqual({ play: `${'x'.repeat(60)}…` });
  });

  it('names the page to come back to, when it is an in-app page other than home', () => {
    expect(loginReason('?redirect=%2Fm%2Fagent%2Fteam%2Foverview')).toEqual({ page: 'teamOverview' });
    expect(loginReason('?redirect=%2Fm%2Fwithdraw%3Ftab%3D2')).toEqual({ page: 'withdraw' });
  });

  it.each(['', '?redirect=%2Fm%2Fhome', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2F%2Fevil.example', '?play=%20'])(
    '%s: nothing to say',
    (search) => expect(loginReason(search)).toBeNull(),
  );
});
