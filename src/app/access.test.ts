import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { TRIAL_MEMBER_TYPE as TRIAL_TYPE } from '@/state/session';
import { accessFor } from './access';

describe('accessFor', () => {
  it('sends visitors home from settings and change-password (spec §4)', () => {
    expect(accessFor(paths.set, null)).toEqual({ kind: 'redirect', to: paths.home, reason: 'visitor' });
    expect(accessFor(paths.changePsw, null)).toEqual({ kind: 'redirect', to: paths.home, reason: 'visitor' });
  });

  it('sends visitors to log in from member-only pages, and lets them browse the rest (spec §6)', () => {
    for (const p of [paths.voucherCenter, paths.withdraw, paths.inviteFriends, paths.launchGame]) {
      expect(accessFor(p, null)).toEqual({ kind: 'redirect', to: paths.login, reason: 'visitor' });
    }
    for (const p of [paths.home, paths.activity, paths.notice, paths.login, paths.register, paths.trail, paths.mine]) {
      expect(accessFor(p, null)).toEqual({ kind: 'open' });
    }
  });

  it('keeps a trial member out of the member area but lets them reach settings to sign out', () => {
    expect(accessFor(paths.mine, TRIAL_TYPE)).toEqual({ kind: 'redirect', to: paths.home, reason: 'trial' });
    expect(accessFor(paths.voucherCenter, TRIAL_TYPE)).toMatchObject({ reason: 'trial' });
    expect(accessFor(paths.set, TRIAL_TYPE)).toEqual({ kind: 'open' });
    expect(accessFor(paths.home, TRIAL_TYPE)).toEqual({ kind: 'open' });
  });

  it('sends visitors and non-agents (types 0, 4, 40) home from the agent pages, silently (doc. 2 §4)', () => {
    for (const p of [paths.agent, paths.agentNotice]) {
      for (const type of [null, 0, TRIAL_TYPE, 40]) {
        expect(accessFor(p, type)).toEqual({ kind: 'redirect', to: paths.home, reason: 'notAgent' });
      }
      for (const type of [1, 2, 41, 42]) expect(accessFor(p, type)).toEqual({ kind: 'open' });
    }
  });

  it('asks visitors to log in from the agent tools and contract pages; sends non-agents home from them', () => {
    for (const p of [paths.teamOverview, paths.teamManagement, paths.agentRebate, paths.salaryContract, paths.dividendContract, paths.hourContract]) {
      expect(accessFor(p, null)).toEqual({ kind: 'redirect', to: paths.login, reason: 'visitor' });
      for (const type of [0, TRIAL_TYPE, 40]) expect(accessFor(p, type)).toEqual({ kind: 'redirect', to: paths.home, reason: 'notAgent' });
      for (const type of [1, 2, 41, 42]) expect(accessFor(p, type)).toEqual({ kind: 'open' });
    }
  });

  it('sends a signed-in member away from log in and register; a trial member may use both', () => {
    for (const p of [paths.login, paths.register]) {
      for (const type of [0, 1, 40]) expect(accessFor(p, type)).toEqual({ kind: 'redirect', to: paths.home, reason: 'member' });
      expect(accessFor(p, TRIAL_TYPE)).toEqual({ kind: 'open' });
    }
  });

  it('opens everything else to members and agents', () => {
    for (const type of [0, 1, 40]) {
      expect(accessFor(paths.mine, type)).toEqual({ kind: 'open' });
      expect(accessFor(paths.changePsw, type)).toEqual({ kind: 'open' });
    }
  });
});
