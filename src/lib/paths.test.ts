import { describe, expect, it } from 'vitest';
import { aliases, canonicalPath, href, nameOf, normalisePath, paths } from './paths';

describe('paths', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('%s is home', (p) => {
    expect(canonicalPath(p)).toBe('/m/home');
  });

  it.each(['/register.html', '/m/register.html'])('%s is register', (p) => {
    expect(canonicalPath(p)).toBe('/m/register');
  });

  it('/m/member/home is the member centre', () => {
    expect(canonicalPath('/m/member/home')).toBe('/m/mine');
  });

  it('knows every route of both documents and rejects others', () => {
    for (const p of Object.values(paths)) expect(canonicalPath(p)).toBe(p);
    expect(canonicalPath('/m/nope')).toBeNull();
    expect(canonicalPath('/M/HOME')).toBeNull(); // paths are case-sensitive (/m/changePsw)
  });

  it('ignores trailing slashes but keeps the root', () => {
    expect(normalisePath('/m/notice/')).toBe('/m/notice');
    expect(normalisePath('/')).toBe('/');
  });

  it('aliases only point at known pages', () => {
    for (const target of Object.values(aliases)) expect(Object.values(paths)).toContain(target);
  });

  it('builds queries without empty values', () => {
    expect(href(paths.gameList, { gameType: 'RNG', page: undefined, q: '' })).toBe('/m/gameList?gameType=RNG');
    expect(href(paths.help, { i: 0 })).toBe('/m/help?i=0');
    expect(href(paths.home)).toBe('/m/home');
  });

  it('maps every path back to its name', () => {
    for (const [name, p] of Object.entries(paths)) expect(nameOf(p)).toBe(name);
  });
});
