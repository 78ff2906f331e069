import { describe, expect, it } from 'vitest';
import { contentLinkTarget } from './content-link';

describe('contentLinkTarget', () => {
  it('opens http(s) addresses outside the app', () => {
    expect(contentLinkTarget('https://t.me/bdplay')).toEqual({ kind: 'external', url: 'https://t.me/bdplay' });
    expect(contentLinkTarget(' HTTP://example.com/x ')).toEqual({ kind: 'external', url: 'HTTP://example.com/x' });
  });

  it('navigates in the app to a path that names a page, keeping its query', () => {
    expect(contentLinkTarget('/m/rewardCenter')).toEqual({ kind: 'app', path: '/m/rewardCenter' });
    expect(contentLinkTarget('/m/activityInfo?id=7')).toEqual({ kind: 'app', path: '/m/activityInfo?id=7' });
    expect(contentLinkTarget('/m/help/#deposit')).toEqual({ kind: 'app', path: '/m/help#deposit' });
    expect(contentLinkTarget('/register.html')).toEqual({ kind: 'app', path: '/m/register' });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'mailto:a@b.c',
    'data:text/html,x',
    '//evil.example/m/home',
    '/\\evil.example',
    '/m/unknown',
    'm/home',
    '',
    '#top',
    'tel:123',
  ])('ignores %j', (href) => {
    expect(contentLinkTarget(href)).toBeNull();
  });
});
