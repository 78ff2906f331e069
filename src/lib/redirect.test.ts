import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirect after login', () => {
  it.each([
    ['?redirect=%2Fm%2Fwithdraw', '/m/withdraw'],
    ['?redirect=%2Fm%2Fwithdraw%3Ftab%3D2', '/m/withdraw?tab=2'],
    ['redirect=/m/member/home', '/m/mine'], // an alias names its page
    ['?redirect=%2Fm%2Fset%2F', '/m/set'],
  ])('%s → %s', (search, target) => expect(redirectTarget(search)).toBe(target));

  it.each([
    '',
    '?redirect=',
    '?redirect=https%3A%2F%2Fevil.example%2Fm%2Fhome',
    '?redirect=%2F%2Fevil.example%2Fm%2Fhome',
    '?redirect=%2F%5Cevil.example',
    '?redirect=javascript%3Aalert(1)',
    '?redirect=m%2Fwithdraw',
    '?redirect=%2Fm%2Fno-such-page',
    '?redirect=%2Fm%2Flogin',
    // An attacker's address in every spelling browsers accept (no open redirect).
    '?redirect=https://evil.example',
    '?redirect=//evil.example',
    '?redirect=%2F%09%2Fevil.example',
    '?redirect=%2F%0A%2Fevil.example',
    '?redirect=https:evil.example',
    '?redirect=%20%2F%2Fevil.example',
    '?redirect=data%3Atext%2Fhtml%2Cx',
  ])('%s → home', (search) => expect(redirectTarget(search)).toBe('/m/home'));
});
