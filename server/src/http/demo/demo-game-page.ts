import { createHash } from 'node:crypto';
import type { DemoSession } from '../../modules/games/launch.ts';
import { escapeXml as escapeHtml } from '../../modules/images/svg.ts';

/**
 * The demo game page behind a launch's game_url: the game's icon, name and vendor, a decorative
 * spin (CSS only: the page runs no script at all) and a way back to the app. Its one inline
 * style is allowed by hash, like the app's prerendered pages.
 */

const HOME = '/m/home';

const CSS = [
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1520;color:#eef2f7;',
  'font:16px/1.5 system-ui,"Noto Sans Bengali",sans-serif;text-align:center}',
  'main{width:min(92vw,360px);padding:24px 16px}img{border-radius:18px}h1{font-size:1.4rem;margin:12px 0 0}',
  '.vendor{color:#f5c443;margin:0 0 8px}.mode{margin:0;font-weight:700}.note{color:#9aa8b9;font-size:.875rem}',
  '.reels{display:flex;justify-content:center;gap:8px;margin:20px 0}',
  '.reels span{width:64px;height:72px;display:grid;place-items:center;background:#162232;',
  'border:2px solid #f5c443;border-radius:12px;font-size:2rem;font-weight:800;animation:spin-a .9s ease-out}',
  '.reels span:nth-child(2){animation-duration:1.2s}.reels span:nth-child(3){animation-duration:1.5s}',
  // Each tap swaps the animation's name, which restarts it: a spin without a script.
  '.toggle{position:absolute;opacity:0;width:1px;height:1px}.toggle:checked~.reels span{animation-name:spin-b}',
  '@keyframes spin-a{from{transform:rotateX(1080deg)}}@keyframes spin-b{from{transform:rotateX(1080deg)}}',
  '.spin,.back{display:block;width:100%;padding:12px;border-radius:24px;font-weight:700;text-decoration:none;cursor:pointer}',
  '.spin{background:#12a150;color:#fff;margin-bottom:12px}.back{border:2px solid #eef2f7;color:#eef2f7}',
  '.back span{display:block;font-size:.8125rem;font-weight:400}',
  '.toggle:focus-visible~.spin,.back:focus-visible{outline:3px solid #f5c443;outline-offset:2px}',
  '@media (prefers-reduced-motion:reduce){.reels span{animation:none!important}}',
].join('');

const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** No script, no frames of ours inside it, only our own images and this page's style. */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${CSS_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const TEXTS = {
  BN: {
    note: 'ডেমো গেম: এখানে আসল টাকায় খেলা হয় না।',
    spin: 'স্পিন',
    back: 'BD Play-তে ফিরে যান',
    Lott: 'লটারি',
    Elott: 'বিনোদন লটারি',
    ZY: 'জেডওয়াই লটারি',
    Tradition: 'প্রথাগত খেলা',
    Entertainment: 'বিনোদন খেলা',
  },
  EN: {
    note: 'Demo game: no real money is played here.',
    spin: 'Spin',
    back: 'Back to BD Play',
    Lott: 'Lottery',
    Elott: 'Entertainment lottery',
    ZY: 'ZY lottery',
    Tradition: 'Traditional play',
    Entertainment: 'Entertainment play',
  },
} as const;

function page(lang: 'bn' | 'en', title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    // The app's icon (img-src 'self' allows it): without it the browser asks for /favicon.ico, a 404.
    '<link rel="icon" href="/favicon.svg">' +
    `<title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`
  );
}

export function demoGameHtml(session: DemoSession): string {
  const t = TEXTS[session.language];
  const name = session.language === 'EN' ? session.nameEn : session.nameBn;
  // A lottery launch says which prize mode and play type it opened; its reels draw numbers.
  const mode = [session.prizeMode, session.playType].flatMap((key) => (key ? [t[key]] : [])).join(' · ');
  const reels = session.prizeMode ? ['4', '7', '2'] : ['7', '★', '7'];
  return page(
    session.language === 'EN' ? 'en' : 'bn',
    `${name} · BD Play`,
    `<img src="${escapeHtml(session.iconUrl)}" width="96" height="96" alt="">` +
      `<h1>${escapeHtml(name)}</h1><p class="vendor">${escapeHtml(session.vendorName)}</p>` +
      (mode ? `<p class="mode">${mode}</p>` : '') +
      `<p class="note">${t.note}</p>` +
      '<input type="checkbox" id="spin" class="toggle">' +
      `<div class="reels" aria-hidden="true">${reels.map((r) => `<span>${r}</span>`).join('')}</div>` +
      `<label for="spin" class="spin">${t.spin}</label><a class="back" href="${escapeHtml(session.backUrl ?? HOME)}">${t.back}</a>`,
  );
}

/** For an unknown or expired launch id: the page cannot know the player's language, so both. */
export function sessionEndedHtml(): string {
  return page(
    'bn',
    'BD Play',
    '<h1>এই গেম সেশন শেষ হয়েছে</h1><p>BD Play থেকে গেমটি আবার খুলুন।</p>' +
      '<p class="note" lang="en">This game session has ended. Please open the game again from BD Play.</p>' +
      `<a class="back" href="${HOME}">${TEXTS.BN.back}<span lang="en">${TEXTS.EN.back}</span></a>`,
  );
}
