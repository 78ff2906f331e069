// Web Storage holding garbage (ARCHITECTURE §5: "it may be full, absent or corrupted; every read
// validates its shape"): for every key the app reads, an older build, another script or a broken
// disk may have left anything. Each state module is booted fresh over each kind of garbage (random
// strings and JSON from fast-check, invalid JSON, JSON of the wrong shape, huge strings) and must
// start from its default. The keys are listed in docs/decisions.md ("Storage").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';

/** A fresh copy of a module, as a page load would evaluate it (it reads storage at start). */
async function boot<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

/** Text no reader may accept, whatever its key. */
const COMMON_GARBAGE = [
  '',
  ' ',
  '{',
  '[',
  '{"a":',
  'undefined',
  'NaN',
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  '"text"',
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
  '{"toString":1,"valueOf":2}',
  '\u0000\uffff\ud800',
  '<script>alert(1)</script>',
  'x'.repeat(1_000_000),
  JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i }))),
  '['.repeat(100_000) + ']'.repeat(100_000),
];

/** Random strings and JSON texts, a few per key (each costs a fresh module graph). */
const RANDOM_RUNS = 25;
const randomGarbage = fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 4 }), fc.string({ unit: 'binary', maxLength: 50 }));

interface KeyCase {
  key: string;
  kind?: 'local' | 'session';
  /** Values of the right JSON kind but the wrong shape, for this key in particular. */
  nearMisses: string[];
  /** What the key may legitimately hold among the generated texts (not garbage, so not tried). */
  valid?: string[];
  /** Boots the reader and says whether what it read is the default (or, for a near miss, at least
   *  a valid value: never the garbage). */
  startsClean: (garbage: string) => Promise<boolean>;
}

const json = (v: unknown) => JSON.stringify(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isStringRecord = (v: unknown, keys: string[]) =>
  typeof v === 'object' && v !== null && keys.every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

const keys: KeyCase[] = [
  {
    key: 'hisLang',
    nearMisses: ['"EN"', 'en-US', 'english', 'BN ', '["EN"]'],
    startsClean: async (g) => {
      const { savedLocale } = await boot(() => import('@/i18n/locale'));
      return savedLocale() === (g.toLowerCase() === 'en' ? 'en' : 'bn');
    },
  },
  {
    key: 'MC_SESSION_INFO',
    nearMisses: [
      json({ token: '', merchantCode: 'bdm01', userName: 'demo01', type: 0 }),
      json({ token: 't', merchantCode: 'bdm01', userName: 'demo01', type: '0' }),
      json({ token: 't', merchantCode: 'bdm01', userName: null, type: 0 }),
      json({ token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: 'yes' }),
      json({ token: ['t'], merchantCode: 'bdm01', userName: 'demo01', type: 0 }),
    ],
    startsClean: async () => {
      const { session } = await boot(() => import('@/state/session'));
      return session.value === null && localStorage.getItem('MC_SESSION_INFO') === null;
    },
  },
  {
    key: 'SYSTEM_STATUS',
    nearMisses: [
      json({ maintenance: 'false', regionRestriction: false, location: { ip: '' }, info: { whitelabel: [] } }),
      json({ maintenance: false, regionRestriction: false, location: { ip: '' }, info: { whitelabel: [{ modId: 'X', enabled: 1 }] } }),
      json({ maintenance: false, regionRestriction: false, location: null, info: { whitelabel: [] } }),
      json({ maintenance: false, regionRestriction: false, location: { ip: '' }, info: { whitelabel: {} } }),
      json({ maintenance: false, regionRestriction: false, location: { ip: '' }, info: { whitelabel: [] }, extra: '{' }).slice(0, -3),
      // Valid nodes nested past the stack's depth: the shape check must not crash start-up.
      `{"maintenance":false,"regionRestriction":false,"location":{"ip":""},"info":{"whitelabel":[${'{"modId":"X","enabled":"1","childrenNodes":['.repeat(
        50_000,
      )}${']}'.repeat(50_000)}]}}`,
    ],
    startsClean: async () => {
      const { systemStatus, startupMode } = await boot(() => import('@/state/config'));
      return systemStatus.value === null && startupMode.value === 0;
    },
  },
  {
    key: 'HOME_ANNOUNCEMENTS',
    nearMisses: [
      json({ banners: 'x', notices: {}, popups: [null, 1, 'a'] }),
      json({ banners: [{ imageUrl: 5 }], notices: [{ title: {} }], popups: [{ execution: 'Z' }] }),
      json({ banners: [{ id: { toString: 1 }, imageUrl: '/cdn/a.webp', title: [], linkUrl: null }] }),
    ],
    // The cache holds decoded data and is decoded again: garbage yields nothing or only valid items.
    startsClean: async () => {
      const { homeAnnouncements } = await boot(() => import('@/state/home-announcements'));
      const v = homeAnnouncements.value;
      return (
        v === null ||
        (v.banners.every((b) => isStringRecord(b, ['id', 'title', 'imageUrl', 'linkUrl']) && b.imageUrl !== '') &&
          v.notices.every((n) => isStringRecord(n, ['id', 'title', 'content'])) &&
          v.popups.every((p) => isStringRecord(p, ['id', 'title', 'content', 'promotionType']) && ['A', 'B', 'F'].includes(p.execution)))
      );
    },
  },
  {
    key: 'IMAGE_CDN',
    nearMisses: ['https://evil.example', '/cdn ', '["/cdn"]'],
    startsClean: async () => {
      const { pickImageCdn } = await boot(() => import('@/state/images'));
      return ['https://a.example', 'https://b.example'].includes(pickImageCdn(['https://a.example', 'https://b.example']));
    },
  },
  {
    key: 'DATA_SAVER',
    valid: ['true', 'false'],
    nearMisses: ['"true"', '1', '{"on":true}', 'TRUE'],
    startsClean: async () => {
      const { dataSaver } = await boot(() => import('@/state/data-saver'));
      return dataSaver.value === false; // no Network Information here: follows the connection
    },
  },
  {
    key: 'SHELL_deviceId',
    nearMisses: ['"3f2b8c1e-1111-4111-8111-111111111111"', '3f2b8c1e11114111811111111111111', 'not-a-uuid'],
    startsClean: async (g) => {
      const { deviceId } = await boot(() => import('@/lib/device-id'));
      const id = deviceId();
      return UUID.test(id) && id !== g;
    },
  },
  {
    key: 'WEBCLIP',
    nearMisses: ['"1"', '1.0', 'true'],
    startsClean: async () => {
      const { registerMethod } = await boot(() => import('@/lib/register-method'));
      return registerMethod() === 'H5';
    },
  },
  ...(['USER_POPUP', 'ANONYMOUS_POPUP'] as const).map((key) => ({
    key,
    nearMisses: [
      json({ show: 'false', seen: [] }),
      json({ show: false, seen: 'a,b' }),
      json({ show: false, seen: [1, null] }),
      json({ show: false }),
    ],
    // Garbage is "never seen": the popup opens as on a first visit.
    startsClean: async () => {
      vi.useFakeTimers();
      try {
        const { homeAnnouncements } = await boot(() => import('@/state/home-announcements'));
        const { session } = await import('@/state/session');
        const { shownPopups, watchPopups } = await import('@/state/announcement-popup');
        if (key === 'USER_POPUP') session.value = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
        homeAnnouncements.value = {
          banners: [],
          notices: [],
          popups: [{ id: '1', title: 'Hello', content: '<p>x</p>', execution: key === 'USER_POPUP' ? 'A' : 'B', promotionType: '' }],
        };
        const stop = watchPopups();
        await vi.advanceTimersByTimeAsync(600);
        stop();
        return shownPopups.value?.items.length === 1;
      } finally {
        vi.useRealTimers();
      }
    },
  })),
  {
    key: 'remPass',
    nearMisses: [
      json({ username: { type: 'username', username: 1, password: '', countryDialingCode: '', sass: '' } }),
      json({ username: { type: 'mobile', username: 'demo01', password: '', countryDialingCode: '', sass: '' } }),
      json({ mobile: 'demo01' }),
      json({ username: { type: 'username', username: 'demo01', password: 'not base64!', countryDialingCode: '+880', sass: 'x' } }),
    ],
    startsClean: async (g) => {
      const { loadRememberedLogin } = await boot(() => import('@/state/remembered-login'));
      const login = loadRememberedLogin('username');
      // The last near miss is an old record with a (tampered) sealed password: the name stays, the
      // password is dropped from storage.
      if (g.includes('not base64!')) return login?.username === 'demo01' && !localStorage.getItem('remPass')?.includes('password');
      return login === null && loadRememberedLogin('mobile') === null;
    },
  },
  {
    key: 'hideBalance',
    valid: ['true', 'false'],
    nearMisses: ['"true"', '1', '{}'],
    startsClean: async () => {
      const { balanceHidden } = await boot(() => import('@/state/wallet'));
      return balanceHidden.value === false;
    },
  },
  {
    key: 'reg_info',
    nearMisses: [json({ affiliateCode: { toString: 1 }, referralCode: ['x'] }), json({ affiliateCode: 42 }), json(['AG1001'])],
    startsClean: async () => {
      const { readLanding } = await boot(() => import('@/routes/register/landing'));
      const l = readLanding('');
      return typeof l.affiliateCode === 'string' && typeof l.referralCode === 'string' && !l.affiliateCode.includes('[object');
    },
  },
  {
    key: 'downloadBarClosed',
    valid: ['true', 'false'],
    nearMisses: ['"true"', '1', '{"closed":true}'],
    startsClean: async () => {
      const { readJson } = await boot(() => import('@/lib/storage'));
      const { isBoolean } = await import('@/lib/guards');
      return readJson('downloadBarClosed', isBoolean) === null;
    },
  },
  {
    key: 'gameListPlace',
    kind: 'session',
    nearMisses: [
      json({ key: 'k', pages: '3', y: 0, at: Date.now() }),
      json({ key: 'k', pages: 3, y: null, at: Date.now() }),
      json({ key: 'k', pages: 1e9, y: 0, at: 'now' }),
    ],
    startsClean: async () => {
      const { takePlace } = await boot(() => import('@/routes/game-list/place-memory'));
      return takePlace('k') === null;
    },
  },
  {
    key: 'contractPrompts',
    nearMisses: [json({ agent01: { dividend: 20261125 } }), json({ agent01: { dividend: '25/11/2026' } }), json({ agent01: 'today' }), json([])],
    startsClean: async () => {
      const { askedDays } = await boot(() => import('@/routes/home/contracts/contract-rules'));
      return Object.values(askedDays()).every((days) => Object.values(days).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '')));
    },
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const store = (kind: KeyCase['kind']) => (kind === 'session' ? sessionStorage : localStorage);

describe.each(keys)('$key holding garbage', ({ key, kind, nearMisses, valid = [], startsClean }) => {
  it('starts from its default for invalid JSON, wrong shapes, odd text and huge strings', async () => {
    for (const garbage of [...COMMON_GARBAGE, ...nearMisses].filter((g) => !valid.includes(g))) {
      store(kind).clear();
      store(kind).setItem(key, garbage);
      expect(await startsClean(garbage), `${key} = ${garbage.slice(0, 80)}`).toBe(true);
    }
  }, 30_000);

  it(`starts from its default for random text (${RANDOM_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        randomGarbage.filter((g) => !valid.includes(g)),
        async (garbage) => {
          store(kind).clear();
          store(kind).setItem(key, garbage);
          return startsClean(garbage);
        },
      ),
      { numRuns: RANDOM_RUNS },
    );
  }, 30_000);
});
