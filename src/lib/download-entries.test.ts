// The download popup's entry rules and guide step (spec doc. 2 §2) across device kinds, iOS
// versions and link sets.
import { describe, expect, it } from 'vitest';
import { APP_SHELL_MARKER, WEBCLIP_KEY, deviceOf, downloadEntries, guideStep, type Device, type EntryInput } from './download-entries';
import { APP_USER_AGENT_MARKER, WEB_CLIP_KEY } from './register-method';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ios11: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ios121: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ios122: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ios124: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ios17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

const devices: Record<string, Device> = {
  android: deviceOf(UA.android, 5, false),
  ios11: deviceOf(UA.ios11, 5, false),
  ios121: deviceOf(UA.ios121, 5, false),
  ios122: deviceOf(UA.ios122, 5, false),
  ios124: deviceOf(UA.ios124, 5, false),
  ios17: deviceOf(UA.ios17, 5, false),
  ipad: deviceOf(UA.ipad, 5, false),
  mac: deviceOf(UA.ipad, 0, false),
  desktop: deviceOf(UA.desktop, 0, false),
};

it('knows our app shells by the same marker as the registration', () => {
  expect(APP_SHELL_MARKER).toBe(APP_USER_AGENT_MARKER);
  expect(WEBCLIP_KEY).toBe(WEB_CLIP_KEY);
});

describe('reading the device', () => {
  it.each([
    ['android', { ios: false, iosVersion: null, mobile: true }],
    ['ios11', { ios: true, iosVersion: [11, 4], mobile: true }],
    ['ios121', { ios: true, iosVersion: [12, 1], mobile: true }],
    ['ios17', { ios: true, iosVersion: [17, 0], mobile: true }],
    ['ipad', { ios: true, iosVersion: [17, 2], mobile: true }],
    ['mac', { ios: false, iosVersion: null, mobile: false }],
    ['desktop', { ios: false, iosVersion: null, mobile: false }],
  ])('%s', (name, expected) => {
    expect(devices[name]).toEqual({ ...expected, standalone: false });
  });
});

const all: Omit<EntryInput, 'device'> = { hasIosLink: true, hasProfileLink: true, webclipFlag: null, iosHidden: false };
const entries = (name: string, patch: Partial<EntryInput> = {}) => downloadEntries({ ...all, device: devices[name]!, ...patch });

describe('the download entries', () => {
  it.each([
    ['android', ['android']],
    ['desktop', ['android', 'ios']],
    ['mac', ['android', 'ios']],
    ['ios11', ['ios', 'profile']],
    ['ios17', ['ios', 'profile']],
    ['ipad', ['ios', 'profile']],
  ])('with every link, %s shows %j', (name, expected) => {
    expect(entries(name)).toEqual(expected);
  });

  it('shows the iOS entry on an iPhone only with an iOS link that is not hidden', () => {
    expect(entries('ios17', { hasIosLink: false })).toEqual(['profile']);
    expect(entries('ios17', { iosHidden: true })).toEqual(['profile']);
  });

  it('shows the iOS entry off mobile whatever the links say', () => {
    expect(entries('desktop', { hasIosLink: false, iosHidden: true })).toEqual(['android', 'ios']);
  });

  it('shows the profile entry on iOS with a profile link, until the WEBCLIP flag is "1"', () => {
    expect(entries('ios17', { hasProfileLink: false })).toEqual(['ios']);
    expect(entries('ios17', { webclipFlag: '1' })).toEqual(['ios']);
    expect(entries('ios17', { webclipFlag: '0' })).toEqual(['ios', 'profile']);
  });

  it('never shows the profile entry off iOS', () => {
    expect(entries('android')).not.toContain('profile');
    expect(entries('desktop')).not.toContain('profile');
  });
});

describe('the home-screen guide step', () => {
  it.each([
    ['ios11', true, false],
    ['ios121', true, false],
    ['ios122', false, false],
    ['ios124', false, true],
    ['ios17', false, true],
    ['ipad', false, true],
    ['android', false, true],
    ['desktop', false, true],
  ])('%s: legacy notice %s, web app supported %s', (name, legacy, webAppSupported) => {
    expect(guideStep(devices[name]!, false)).toEqual({ legacy, webAppSupported, profileButton: false });
  });

  it('offers the profile download when a profile link exists', () => {
    expect(guideStep(devices.ios17!, true).profileButton).toBe(true);
  });
});
