import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The account screens and what only they use: their texts form the `accounts` catalog, which
 *  loads with those routes (src/i18n/locale.ts), not with the shell. */
const accounts = [
  'src/routes/login',
  'src/routes/trail',
  'src/routes/register',
  'src/routes/forget',
  'src/routes/change-password',
  'src/routes/settings',
  'src/components/field',
  'src/components/tabs',
  'src/components/checkbox',
  'src/components/sms-button',
  'src/components/captcha',
  'src/components/dial-code',
  'src/components/social-buttons',
  'src/components/submit-button',
  'src/lib/validation.ts',
  'src/lib/validation-messages.ts',
  'src/lib/account-errors.ts',
  'src/state/account.ts',
  'src/state/sms-sender.ts',
];

/** The home page and what only it uses: the `home` catalog loads with the home route. */
const home = [
  'src/routes/home',
  'src/components/announcement-popup',
  'src/components/vertical-ticker',
  'src/components/service-buttons',
  'src/state/home-announcements.ts',
];

/** The games pages (game list, lottery, winners, game hubs) and what only they use: the `games`
 *  catalog. Launching (state/launch.ts) and the category names are in the shell catalog: home
 *  uses them too. */
const games = [
  'src/routes/game-list',
  'src/routes/lottery',
  'src/routes/winner-page',
  'src/routes/game-hubs',
  'src/state/game-list',
  'src/state/favourites.ts',
];

/** The member centre, the agent home and the member's promotion pages (reward centre, activities,
 *  invite friends, missions, feedback, VIP benefits) with the download popup: the `member` catalog. */
const member = [
  'src/routes/member-centre',
  'src/routes/vip-benefits',
  'src/routes/agent',
  'src/routes/reward-center',
  'src/routes/activity',
  'src/routes/invite-friends',
  'src/routes/missions',
  'src/routes/feedback',
  'src/components/download-popup',
  'src/components/referral-dialog',
  'src/state/promotion-claims.ts',
];

/** The content pages (notices, inbox, help, customer service, user agreement): the `content` catalog. */
const content = [
  'src/routes/notice',
  'src/routes/inbox',
  'src/routes/help',
  'src/routes/service',
  'src/routes/user-agreement',
];

/** The service worker's offline page, rendered at build time only: its own catalog, which no
 *  runtime chunk loads. */
const offline = ['src/app/offline-page.tsx'];

const folderGlob = (p: string) => (/\.tsx?$/.test(p) ? p : `${p}/**`);

// Source strings are written in English in the code; BN is the default runtime locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // `exclude` matches files, so folders need their glob.
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', ...[...accounts, ...home, ...games, ...member, ...content, ...offline].map(folderGlob)] },
    { path: '<rootDir>/locales/{locale}/accounts', include: accounts, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/homepage', include: home, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/games', include: games, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/member', include: member, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/content', include: content, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/offline', include: offline, exclude: ['**/*.test.*'] },
  ],
  // Origins without line numbers: a catalog changes when a string does, not when a line moves above it.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
