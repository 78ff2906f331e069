// Every place that renders server HTML, fed the known XSS payloads (tests/fixtures/xss-payloads.ts)
// through the component as a player meets it (ARCHITECTURE §5): the content region holds nothing
// executable (findExecutable, which also re-parses it), and the whole rendered page has no script
// element, no on* attribute and no javascript:/vbscript:/data: address. The sanitiser's own tests
// run every payload through sanitizeHtml; here each surface gets every payload (the shared HTML
// block) or a spread of them across the categories (the popup and the pages).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import type { ReactNode } from 'react';
import { request, type RequestOptions } from '@/api/client';
import { fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, readAgentNotice, renewSession } from '@/api/agent';
import { fetchUnreadCount } from '@/api/inbox';
import { fetchMerchantPromotions, type Promotion } from '@/api/promotions';
import { fetchBalance } from '@/api/wallet';
import { AnnouncementPopup } from '@/components/announcement-popup/AnnouncementPopup';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import type { Locale } from '@/i18n/locale';
import { findExecutable, xssPayloads } from '../fixtures/xss-payloads';
import { forgetPromotions } from '@/state/promotions';
import HelpPage, { forgetHelp } from '@/routes/help/index';
import { forgetInbox } from '@/routes/inbox/inbox-store';
import InboxPage from '@/routes/inbox/index';
import NoticePage from '@/routes/notice/index';
import UserAgreementPage from '@/routes/user-agreement/index';
import { renderApp, renderWithI18n } from '../render';

vi.mock('@/api/client', () => ({ request: vi.fn() }));
vi.mock('@/api/agent', () => ({
  fetchTeamKpi: vi.fn(),
  fetchAgentNotices: vi.fn(),
  fetchDividendInfo: vi.fn(),
  renewSession: vi.fn(),
  readAgentNotice: vi.fn(),
}));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
// The tab bar asks for the reward badge's count of a member (state/reward-badge.ts).
vi.mock('@/api/promotion-counts', () => ({ fetchMemberPromotionsValue: vi.fn(async () => ({ unclaimedCount: 0 })) }));
vi.mock('@/api/promotions', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchMerchantPromotions: vi.fn() }));

/** Leads every content, so the element the HTML was rendered into is the probe's parent. */
const PROBE = 'xss-probe';
const withProbe = (payload: string) => `<p>${PROBE}</p>${payload}`;

/** A spread of the list (every 6th: script tags, handlers, javascript: spellings, SVG, srcdoc, CSS,
 *  parser tricks) for the popup and the pages, which take a render or a page each. */
const spread = xssPayloads.filter((_, i) => i % 6 === 0);
/** Fewer, for the pages that render the whole app once per payload. */
const few = xssPayloads.filter((_, i) => i % 20 === 0);
/** The app-rendering loops take seconds on a busy 2-CPU machine. */
const SLOW = 20_000;

const URL_ATTRS = /^(href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/;
const BAD_URL = /^(javascript|vbscript|data):/;

/** What the brief of ARCHITECTURE §5 forbids anywhere on the page, app markup included. */
function expectNothingExecutableOnPage(): void {
  expect(document.querySelector('script, iframe, frame, object, embed, base, meta, form')).toBeNull();
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    for (const name of el.getAttributeNames()) {
      expect(name, `<${el.localName} ${name}>`).not.toMatch(/^on/);
      const value = (el.getAttribute(name) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRS.test(name)) expect(value, `<${el.localName} ${name}>`).not.toMatch(BAD_URL);
    }
  }
}

/** Every rendered content region (the probe's parent) is clean, and the page too. */
function expectInert(regions = screen.getAllByText(PROBE)): void {
  expect(regions.length).toBeGreaterThan(0);
  for (const probe of regions) expect(findExecutable(probe.parentElement!), probe.parentElement!.innerHTML).toEqual([]);
  expectNothingExecutableOnPage();
  expect(alert).not.toHaveBeenCalled();
}

const inRouter = (ui: ReactNode, path: string) => <Router hook={memoryLocation({ path, record: true }).hook}>{ui}</Router>;

// happy-dom has no alert(): a payload that ran would call this one.
const alert = vi.fn();
beforeEach(() => {
  vi.resetAllMocks();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared HTML block (help, messages, notices, promotions, agent notices)', () => {
  it.each(xssPayloads)('renders %s inert', (payload) => {
    render(inRouter(<HtmlContent html={withProbe(payload)} />, '/m/help'));
    expectInert();
  });
});

describe.each(['bn', 'en'] as const)('in %s', (locale: Locale) => {
  const next = { bn: 'পরের ঘোষণা', en: 'Next announcement' }[locale];

  it('the announcement popup renders the payloads inert, page by page', async () => {
    const items = spread.map((p, i) => ({ id: `${i}`, title: `Popup ${i}`, content: withProbe(p) }));
    await renderWithI18n(<AnnouncementPopup items={items} onClosed={vi.fn()} onGoTo={vi.fn()} onLink={vi.fn()} />, locale);
    for (let i = 0; i < items.length; i++) {
      expect(screen.getByRole('dialog', { name: `Popup ${i}` })).toBeInTheDocument();
      expectInert();
      if (i < items.length - 1) fireEvent.click(screen.getByRole('button', { name: next }));
    }
  });

  it('the help centre renders the payloads inert in every entry, nested ones too (Disclosure)', async () => {
    forgetHelp();
    const entries = spread.map((p, i) => ({
      title: `Topic ${i}`,
      tag: '',
      content: withProbe(p),
      children: [{ title: `Child ${i}`, tag: '', content: withProbe(p), children: [] }],
    }));
    vi.mocked(request).mockResolvedValue(entries);
    await renderWithI18n(inRouter(<HelpPage />, '/m/help'), locale);
    await screen.findByRole('button', { name: 'Topic 0' });
    for (let i = 0; i < spread.length; i++) {
      const topic = screen.getByRole('button', { name: `Topic ${i}` });
      if (topic.getAttribute('aria-expanded') !== 'true') fireEvent.click(topic);
      fireEvent.click(screen.getByRole('button', { name: `Child ${i}` }));
    }
    expect(screen.getAllByText(PROBE)).toHaveLength(spread.length * 2);
    expectInert();
  });

  it('the user agreement renders each payload inert', async () => {
    for (const payload of spread) {
      forgetHelp();
      vi.mocked(request).mockResolvedValue([{ title: 'User agreement', tag: 'agreement', content: withProbe(payload), children: [] }]);
      await renderWithI18n(inRouter(<UserAgreementPage />, '/m/useragreement'), locale);
      await screen.findByRole('article', { name: 'User agreement' });
      expectInert();
      cleanup();
    }
  });

  it('the notices page renders the payloads inert in every notice', async () => {
    vi.mocked(request).mockResolvedValue({
      banners: [],
      popup: [],
      player: spread.map((p, i) => ({ id: i, title: `Notice ${i}`, content: withProbe(p) })),
    });
    await renderWithI18n(inRouter(<NoticePage />, '/m/notice'), locale);
    await screen.findByRole('button', { name: 'Notice 0' });
    spread.forEach((_, i) => fireEvent.click(screen.getByRole('button', { name: `Notice ${i}` })));
    expect(screen.getAllByText(PROBE)).toHaveLength(spread.length);
    expectInert();
  });

  it('a message renders each payload inert', async () => {
    for (const payload of spread) {
      forgetInbox();
      const message = { id: 1, title: 'Message 1', content: withProbe(payload), createdAt: '2026-11-20T10:30:00Z', read: true };
      vi.mocked(request).mockImplementation(async (opts: RequestOptions) =>
        opts.url === '/wps/relay/CSP_readInbox' ? { unreadCount: 0 } : { list: [message], pageNum: 1, totalPages: 1, unreadCount: 0 },
      );
      await renderWithI18n(inRouter(<InboxPage />, '/m/message?id=1'), locale);
      await screen.findByRole('heading', { name: 'Message 1' });
      expectInert();
      cleanup();
    }
  });

  it(
    'a promotion’s details render each payload inert',
    async () => {
      vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 0 });
      vi.mocked(fetchUnreadCount).mockResolvedValue(0);
      for (const payload of few) {
        forgetPromotions();
        const promotion: Promotion = {
          id: 1,
          category: 'SLOTS',
          type: 'BONUS',
          title: 'Offer 1',
          summary: 'S',
          content: withProbe(payload),
          imageUrl: '',
          startTime: '2026-11-01T00:00:00Z',
          endTime: '',
          amount: 200,
        };
        vi.mocked(fetchMerchantPromotions).mockResolvedValue([promotion]);
        await renderApp({ path: '/m/activityInfo?id=1', locale });
        await screen.findByRole('heading', { name: 'Offer 1', level: 2 });
        expectInert();
        cleanup();
      }
    },
    SLOW,
  );

  it(
    'the agent announcements render the payloads inert in every notice',
    async () => {
      const notices = few.map((p, i) => ({
        id: i + 1,
        title: `Agent notice ${i}`,
        content: withProbe(p),
        createdAt: '2026-11-20T10:00:00Z',
        read: true,
      }));
      vi.mocked(fetchAgentNotices).mockResolvedValue({ notices, unreadCount: 0 });
      vi.mocked(readAgentNotice).mockResolvedValue(0);
      vi.mocked(fetchTeamKpi).mockResolvedValue({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });
      vi.mocked(fetchUnreadCount).mockResolvedValue(0);
      vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 0 });
      vi.mocked(renewSession).mockResolvedValue({ expiresAt: '' });
      vi.mocked(fetchDividendInfo).mockResolvedValue({ enabled: false });
      const agent = { token: 't-agent', merchantCode: 'bdm01', userName: 'agent01', type: 1, firstTimeLogin: false };
      await renderApp({ path: '/m/member/notice?types=A', locale, user: agent });
      await screen.findByRole('button', { name: /^Agent notice 0\b/ });
      // One announcement is open at a time.
      for (let i = 0; i < few.length; i++) {
        fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Agent notice ${i}\\b`) }));
        expectInert();
      }
    },
    SLOW,
  );
});
