// The specification's "Layout" section, checked route by route.
import { describe, expect, it } from 'vitest';
import { paths, type PathName } from '@/lib/paths';
import { backTarget, layoutFor } from './layout-rules';

const all = Object.keys(paths) as PathName[];
// "The header is omitted on login, register, mine, agent and help."
const headerOmitted: PathName[] = ['login', 'register', 'mine', 'agent', 'help'];
// "The footer menu is hidden on login, register, trail, launchGame, changePsw, notice, activity,
//  forget, service, moreLottery, useragreement, maintenance and agent."
const footerHidden: PathName[] = [
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'userAgreement',
  'maintenance',
  'agent',
];
// "On login, register, trail, notice, forget and activity the back arrow goes to home."
const backHome: PathName[] = ['login', 'register', 'trail', 'notice', 'forget', 'activity'];

describe('layoutFor', () => {
  it.each(all)('%s: header, footer and back follow the specification', (name) => {
    const layout = layoutFor(paths[name]);
    const expectedHeader = headerOmitted.includes(name) ? 'none' : name === 'home' ? 'logo' : 'back';
    expect(layout.header).toBe(expectedHeader);
    expect(layout.footer).toBe(!footerHidden.includes(name));
    expect(layout.back).toBe(backHome.includes(name) ? 'home' : 'history');
  });

  it('shows the logo only on home', () => {
    expect(all.filter((n) => layoutFor(paths[n]).header === 'logo')).toEqual(['home']);
  });
});

describe('backTarget', () => {
  it.each([
    ['history', 5, 'history'],
    ['history', 2, 'history'],
    ['history', 1, 'home'],
    ['history', 0, 'home'],
    ['home', 5, 'home'],
  ] as const)('back=%s with %i history entries goes to %s', (back, length, expected) => {
    expect(backTarget({ header: 'back', footer: true, back }, length)).toBe(expected);
  });
});
