// Which source files make up each feature, declared once. vite.config.ts groups the kits into
// chunks, lingui.config.ts extracts the catalogs, the service-worker build precaches the shell's
// catalogs, the budgets (.size-limit.json, scripts/budgets.ts) come from here and from the page
// records (src/app/pages.ts), and scripts/check-features.ts proves the lists hold: every string a
// page can render is in a catalog that page loads, and every kit chunk is closed under its imports.
// Paths are relative to src/; a path ending in `/` is a folder.

/** A feature catalog: the strings of these files and of the page modules whose first catalog it
 *  is (src/app/pages.ts), loaded with the pages that declare it (the rest of src/ is the shell's
 *  catalog, `messages`, loaded at start). */
export interface CatalogFeature {
  files: readonly string[];
  /** Precached by the service worker with the shell (home and the games pages are the landing
   *  pages of nearly every visit). */
  withShell?: true;
  /** Both languages' chunks, brotli kB each (size-limit counts the larger: one loads). */
  budget?: number;
  what: string;
}

export const catalogs = {
  accounts: {
    what: 'the account screens and what only they use',
    files: [
      'components/field/',
      'components/checkbox/',
      'components/sms-button/',
      'components/captcha/',
      'components/dial-code/',
      'components/social-buttons/',
      'components/page-top/',
      'lib/validation.ts',
      'lib/validation-messages.ts',
      'lib/account-errors.ts',
      // The superior transfer's and the agent's transfer forms' (both pages load this catalog).
      'lib/transfer-checks.ts',
      'state/account.ts',
      'state/sms-sender.ts',
    ],
    budget: 5.1,
  },
  homepage: {
    what: 'the home page and what only it uses',
    files: ['components/announcement-popup/', 'components/vertical-ticker/', 'components/service-buttons/', 'state/home-announcements.ts'],
    withShell: true,
    budget: 2,
  },
  games: {
    what: "the games pages (game list, lottery, winners, game hubs); launching and the category names are the shell's: home uses them too",
    files: ['state/favourites.ts'],
    withShell: true,
    budget: 2.2,
  },
  member: {
    what: 'the member centre, the agent home, the promotion pages, feedback, VIP benefits, the download popup',
    files: ['components/download-popup/', 'components/referral-dialog/', 'state/promotion-claims.ts'],
    budget: 5,
  },
  money: {
    what: 'the money pages but the deposit and the records (withdraw, security centre, rebates, superior transfer) and what only they use',
    // The payout accounts: the withdraw page's and the security centre's.
    files: ['components/payout-accounts/', 'state/payout-accounts.ts'],
    budget: 4.1,
  },
  reports: {
    what: "the six record pages' strings and their list mechanism's: a record page loads only these, not the money forms'",
    files: ['components/record-list/'],
    budget: 2.65,
  },
  deposits: {
    what: "the deposit page's own strings: the most visited money page loads only these, not the other money pages' (about a quarter of the money catalog)",
    files: [],
    budget: 2.35,
  },
  receipts: {
    what: "the deposit result page's strings: where a player comes back from the payment provider, it loads these, not the deposit form's",
    files: [],
    budget: 0.7,
  },
  teamstats: {
    what: "the agent's team reports' own strings (team profit and loss, team betting); the list's are the reports catalog's",
    files: [],
    budget: 0.85,
  },
  affiliates: {
    what: "the open-account page's strings (an agent's new members and affiliate links); its fields and checks are the accounts catalog's",
    files: [],
    budget: 1.5,
  },
  salaries: {
    what: "the agent's contract pages and dividends page (daily and hourly salary, dividend)",
    files: [],
    budget: 1.2,
  },
  // Not `rebates`: api/rebates.ts's shared chunk is rebates-*.js, and the budgets match chunks by name.
  agentRebates: {
    what: "the agent's rebate setting and rebate income pages",
    files: [],
    budget: 0.95,
  },
  downline: {
    what: "the agent's team pages (overview, team management with the transfer, red envelope rain)",
    files: [],
    budget: 1.8,
  },
  content: {
    what: 'the content pages (notices, inbox, help, customer service, user agreement)',
    files: [],
    budget: 1.1,
  },
  offline: {
    what: "the service worker's offline page, rendered at build time only",
    files: ['app/offline-page.tsx'],
  },
} as const satisfies Record<string, CatalogFeature>;

export type CatalogName = keyof typeof catalogs;

/** A kit: shared modules grouped into one chunk, so that a page costs one request for them on 2G
 *  instead of one per module, and the entry lists fewer preload dependencies. */
export interface Kit {
  files: readonly string[];
  /** Packages (node_modules) that belong to the chunk too. */
  packages?: readonly string[];
  /** Generated modules (`virtual:<name>`) that belong to it. */
  generated?: readonly string[];
  /** Take the files only, not what they import (the default puts a kit's imports in its chunk). */
  filesOnly?: true;
  what: string;
  /** JS + CSS, brotli kB (none: the chunk's budget counts it elsewhere). */
  budget?: number;
}

export const kits = {
  framework: {
    what:
      "the libraries every page needs, and the shell's small state and helper modules that route chunks import too. " +
      'Rolldown would split such modules into extra chunks the entry then waits for (rolldown#9963, #10731), one ' +
      'round trip each on 2G; with the framework, which the HTML preloads, there is no waterfall. The entry budget counts it.',
    packages: ['preact', '@preact', 'wouter-preact', 'regexparam', '@lingui'],
    // The path table (src/app/pages.ts): lib/paths.ts, which every page imports, reads it.
    generated: ['paths'],
    files: [
      'lib/storage.ts',
      'lib/guards.ts',
      'lib/env.ts',
      'lib/api-context.ts',
      'lib/paths.ts',
      'lib/data-saver-rule.ts',
      'state/config.ts',
      'state/status-cache.ts',
      'state/session.ts',
      'state/ui.ts',
      'state/rewards.ts',
      'state/login-prompt.ts',
      'state/data-saver.ts',
      'i18n/locale.ts',
      'i18n/format.ts',
    ],
  },
  'account-kit': {
    what: 'what the account pages share: form components, validation, the account API and codec, the remembered login. Nothing another page uses belongs here: it would download the whole kit for it',
    filesOnly: true,
    files: [
      'components/field/',
      'components/checkbox/',
      'components/sms-button/',
      'components/captcha/',
      'components/dial-code/',
      'components/social-buttons/',
      'components/page-top/',
      'lib/validation.ts',
      'lib/validation-messages.ts',
      'lib/account-errors.ts',
      'lib/countdown.ts',
      'lib/device-id.ts',
      'lib/register-method.ts',
      'state/account.ts',
      'state/remembered-login.ts',
      'state/countries.ts',
      'state/captcha.ts',
      'state/sms-sender.ts',
      'api/session.ts',
      'api/register.ts',
      'api/password.ts',
      'api/countries.ts',
      'api/codec.ts',
      'api/phone-auth.ts',
    ],
    budget: 8.25,
  },
  'form-kit': {
    what: 'what every form page shares (the account pages and feedback): the form primitive and the submit button',
    filesOnly: true,
    files: ['components/form/', 'components/submit-button/'],
    budget: 1.35,
  },
  client: {
    what: "the API client and what every data page uses with it: the one loading mechanism, image addresses, the retry button, the unread count, the rule for links in server content, dates in the player's language (90 B: in page-kit they cost the deposit page its 8 kB). Not its dependencies: the API client serves the boot too",
    filesOnly: true,
    packages: ['redaxios'],
    files: [
      'api/call-slots.ts',
      'api/client.ts',
      'api/errors.ts',
      'api/inbox.ts',
      'api/notice-items.ts',
      'api/system.ts',
      'state/status-load.ts',
      'lib/early.ts',
      'lib/content-link.ts',
      'lib/resource.ts',
      'lib/use-resource.ts',
      'i18n/use-locale-load.ts',
      'state/images.ts',
      'state/inbox.ts',
      'components/retry-button/RetryButton.tsx',
      'i18n/dates.ts',
    ],
  },
  'games-kit': {
    what: "what the games pages share with the home page's games: the game item, launching, categories, the tile",
    filesOnly: true,
    files: [
      'api/games.ts',
      'api/launch.ts',
      'state/home-games.ts',
      'state/home-cache.ts',
      'state/launch.ts',
      'lib/categories.ts',
      'lib/launch-rules.ts',
      'i18n/category-labels.ts',
      'components/game-tile/',
      // Home's pictures below the first screen (popular games, the tickers) wait for it.
      'lib/use-seen.ts',
    ],
    budget: 3,
  },
  'page-kit': {
    what: 'what the content, member and money pages share: the load state, copying a text',
    filesOnly: true,
    files: ['components/load-state/', 'lib/copy-text.ts'],
    // +0.284 kB for the skeletons (issue 22).
    budget: 0.89,
  },
  'content-kit': {
    what:
      "what the content pages share: server HTML shown safely and the disclosure. Apart from page-kit: the money and member pages, which show no server HTML, don't download it " +
      'or the sanitiser it imports (1.5 kB brotli); a content page pays one request more for it, in parallel',
    filesOnly: true,
    files: ['components/html-content/', 'components/disclosure/'],
    budget: 1.05,
  },
  'record-kit': {
    what: "the one record list (date ranges, filters, totals, detail, paging) and what a record shows: the money records' and the agent's team reports' pages share it",
    filesOnly: true,
    files: ['components/record-list/'],
    // +0.14 kB for the skeleton's totals (issue 22).
    budget: 3.49,
  },
  'promo-kit': {
    what: "what the promotion pages share: promotion state and calls, claims and the claim button, the referral dialog, the member shortcuts' rules",
    filesOnly: true,
    files: [
      'state/promotions.ts',
      'state/promotion-claims.ts',
      'api/promotions.ts',
      'api/referral.ts',
      'lib/member-shortcuts.ts',
      'components/referral-dialog/',
      'components/claim-action/',
    ],
    budget: 4,
  },
  'links-kit': {
    what: "the start-up data's obfuscated links decoded: customer service (home, member centre, maintenance) and downloads (the download popup and page). One chunk, so home does not wait for a second one because the download page shares the decoder",
    filesOnly: true,
    files: ['lib/reveal-link.ts', 'lib/http-url.ts', 'state/service-links.ts'],
    budget: 0.55,
  },

  'member-state': {
    what: "a member's shell state, loaded at boot when a session exists (the header's balance, the footer's Reward count) and shared by the member pages: nothing for guests",
    filesOnly: true,
    files: ['api/wallet.ts', 'api/promotion-counts.ts', 'state/wallet.ts', 'state/reward-badge.ts'],
    budget: 0.65,
  },
} as const satisfies Record<string, Kit>;

export type KitName = keyof typeof kits;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a module id (an absolute path, or `\0virtual:<name>`) is one of a kit's src/ files or
 *  folders, in one of its packages, or one of its generated modules. */
export function matcher({ files, packages = [], generated = [] }: Pick<Kit, 'files' | 'packages' | 'generated'>): RegExp {
  const sep = '[\\/]';
  const inSrc = files.map((f) => escape(f).replaceAll('/', sep) + (f.endsWith('/') ? '' : '$'));
  return new RegExp(
    [
      ...(inSrc.length ? [`${sep}src${sep}(?:${inSrc.join('|')})`] : []),
      ...packages.map((p) => `node_modules${sep}${escape(p)}${sep}`),
      ...generated.map((g) => `^\0virtual:${escape(g)}$`),
    ].join('|'),
  );
}
