import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { decodeStartupInfo, templateKind } from './startup-info';
import { decodeStatus } from './system';

describe('decodeStatus', () => {
  it('normalises the start-up payload', () => {
    const s = decodeStatus({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '103.4.145.2', countryCode: 'BD' },
      info: { whitelabel: [{ modId: 'REG3', enabled: 1, childrenNodes: [{ modId: 'X', enabled: '0' }, 'junk'] }] },
    });
    expect(s.regionRestriction).toBe(true);
    expect(s.location).toEqual({ ip: '103.4.145.2', countryCode: 'BD' });
    expect(s.info.whitelabel).toEqual([{ modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'X', enabled: '0', childrenNodes: [] }] }]);
  });

  it('tolerates missing optional parts', () => {
    const s = decodeStatus({ maintenance: true });
    expect(s).toMatchObject({ maintenance: true, regionRestriction: false, location: { ip: '' } });
    expect(s.info.whitelabel).toEqual([]);
  });

  it.each([null, [], 'ok', { maintenance: 'false' }])('rejects %j with an ApiError', (v) => {
    expect(() => decodeStatus(v)).toThrow(ApiError);
  });
});

describe('decodeStartupInfo', () => {
  it('reads every part the specification names', () => {
    const info = decodeStartupInfo({
      customerService: [{ csType: 'TELEGRAM1', path: 'abcKEY12345' }, { csType: 3 }],
      imageCDNs: ['https://img.example', 4],
      launchGameCDNs: ['https://games.example'],
      domainRoute: ['bdplay.example'],
      mobileTemplate: { mem_cen: '1', dep_func: '0', app_desc: 'Play' },
      paths: { help: '/m/help', bad: 1 },
      register: { username: { enabled: true, required: '1', acceptedPattern: '^[a-z0-9]+$', patternId: 3, minLength: 6, maxLength: '12' } },
      resources: [{ resourceType: 'Android', url: 'xyzKEY12345', labelNameEn: 'Android' }],
      mainDomain: 'bdplay.example',
      currency: 'BDT',
    });
    expect(info.customerService).toEqual([{ csType: 'TELEGRAM1', path: 'abcKEY12345' }]);
    expect(info.imageCDNs).toEqual([]); // a list with a non-string is not trusted at all
    expect(info.launchGameCDNs).toEqual(['https://games.example']);
    expect(info.paths).toEqual({ help: '/m/help' });
    expect(info.register.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z0-9]+$',
      patternId: 3,
      minLength: 6,
      maxLength: 12,
      type: '',
    });
    expect(templateKind(info.mobileTemplate.mem_cen)).toBe('new');
    expect(templateKind(info.mobileTemplate.dep_func)).toBe('base');
    expect(info.resources[0]?.resourceType).toBe('Android');
    expect(info.mainDomain).toBe('bdplay.example');
  });

  it('never throws on garbage', () => {
    for (const v of [undefined, null, 7, 'x', [], { register: [], resources: {}, mobileTemplate: 'no' }]) {
      expect(() => decodeStartupInfo(v)).not.toThrow();
    }
  });
});
