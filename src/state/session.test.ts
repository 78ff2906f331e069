import { describe, expect, it } from 'vitest';
import { clearSession, isSessionInfo, session, setSession, SESSION_KEY, type SessionInfo } from './session';

const member: SessionInfo = { token: 't0k', merchantCode: 'bdm01', userName: 'rahim01', type: 0, firstTimeLogin: false };

describe('session', () => {
  it('persists under MC_SESSION_INFO and clears everywhere', () => {
    setSession(member);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(member);
    sessionStorage.setItem('trialUser', 'guest42');
    clearSession();
    expect(session.value).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem('trialUser')).toBeNull();
  });

  it.each([
    [member, true],
    [{ ...member, firstTimeLogin: undefined }, true], // a trial session has no firstTimeLogin
    [{ ...member, token: '' }, false],
    [{ ...member, type: '0' }, false],
    [{ ...member, userName: null }, false],
    [null, false],
    ['t0k', false],
  ])('validates %j → %s', (value, ok) => {
    expect(isSessionInfo(value)).toBe(ok);
  });
});
