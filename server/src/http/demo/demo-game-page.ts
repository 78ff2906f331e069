import { createHash } from 'node:crypto';
import type { DemoSession } from '../../modules/games/launch.ts';
import { escapeXml as escapeHtml } from '../../modules/images/svg.ts';

/**
 * The demo game page behind a launch's game_url: the game's icon, name and vendor, a way back to
 * the app, and either the bet panel (a real-money launch: docs/money.md, "Bets in the demo game")
 * or, for free play, a decorative spin (CSS only). Its one inline style and one inline script are
 * fixed texts allowed by hash, like the app's prerendered pages; the script's data (merchant,
 * language, texts) is in data attributes, never in the script.
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
  // The bet panel.
  '.bet{display:grid;gap:10px;margin:16px 0;text-align:left}.bet label{font-size:.875rem;color:#9aa8b9}',
  '.bet input{width:100%;padding:10px 12px;border-radius:12px;border:2px solid #2a3a4f;background:#162232;color:#eef2f7;font:inherit}',
  '.row{display:flex;gap:8px}.row button{flex:1;padding:10px 0;border-radius:18px;border:2px solid #2a3a4f;background:#162232;',
  'color:#eef2f7;font:inherit;font-weight:700;cursor:pointer}.row .pick{padding:14px 0;border:0;color:#fff}',
  '.pick.high{background:#12a150}.pick.low{background:#2563eb}.pick small{display:block;font-weight:400;font-size:.75rem}',
  '.bet[aria-busy] .pick{opacity:.6}.bet button:focus-visible{outline:3px solid #f5c443;outline-offset:2px}',
  '.balance{margin:0;text-align:center}.result{min-height:3em;margin:0;text-align:center;font-weight:700}',
].join('');

/**
 * The bet panel's script: chips set the stake; High and Low post the bet with the app's session
 * (same origin: its stored token) and one Idempotency-Key per tap, kept for its retries, so a bet
 * whose answer was lost is answered again, not placed twice.
 */
const SCRIPT = `(() => {
  const d = document, form = d.getElementById('bet');
  if (!form) return;
  const data = form.dataset, stake = d.getElementById('stake'), result = d.getElementById('result');
  const number = (n, decimals) => new Intl.NumberFormat(data.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  const taka = (n) => '\u09f3' + number(n, 2);
  const launch = new URLSearchParams(location.search).get('launch') || '';
  const token = () => { try { return JSON.parse(localStorage.getItem('MC_SESSION_INFO')).token || ''; } catch (e) { return ''; } };
  const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  let busy = false;
  form.addEventListener('click', async (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    if (button.dataset.chip) { stake.value = button.dataset.chip; return; }
    if (!button.dataset.pick || busy) return;
    busy = true;
    form.setAttribute('aria-busy', 'true');
    const body = JSON.stringify({ launch, stake: stake.value.trim(), pick: button.dataset.pick });
    const headers = { 'Content-Type': 'application/json', Merchant: data.merchant, Language: data.language, Authorization: token(), 'Idempotency-Key': newKey() };
    try {
      let answer;
      for (let attempt = 1; ; attempt++) {
        try {
          answer = await (await fetch('/demo-game/bet', { method: 'POST', headers, body })).json();
          break;
        } catch (e) {
          if (attempt === 3) throw e;
        }
      }
      const v = answer.value;
      if (answer.success) d.getElementById('balance').textContent = taka(v.balance);
      result.textContent = answer.success ? (v.win ? data.won : data.lost).replace('{draw}', number(v.draw, 0)).replace('{payout}', taka(v.payout)) : answer.message;
    } catch (e) {
      result.textContent = data.failed;
    }
    busy = false;
    form.removeAttribute('aria-busy');
  });
})();`;

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only this page's style and script, calls to us alone, our own images, no frames inside it. */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${hash(CSS)}`,
  `script-src ${hash(SCRIPT)}`,
  "connect-src 'self'",
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
    realNote: 'ডেমো গেম: বাজি আপনার আসল ব্যালেন্স থেকে কাটা হয়।',
    balance: 'ব্যালেন্স',
    stake: 'বাজি (৳১–৳৫,০০০)',
    high: 'হাই',
    low: 'লো',
    won: 'ড্র {draw}: আপনি {payout} জিতেছেন!',
    lost: 'ড্র {draw}: এবার জেতেননি।',
    failed: 'বাজি ধরা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
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
    realNote: 'Demo game: bets are taken from your real balance.',
    balance: 'Balance',
    stake: 'Stake (৳1–৳5,000)',
    high: 'High',
    low: 'Low',
    won: 'Draw {draw}: you won {payout}!',
    lost: 'Draw {draw}: no win this time.',
    failed: 'The bet could not be placed. Please check your connection and try again.',
  },
} as const;

function page(lang: 'bn' | 'en', title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    // The app's icon (img-src 'self' allows it): without it the browser asks for /favicon.ico, a 404.
    '<link rel="icon" href="/favicon.svg">' +
    `<title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>${body}</main>` +
    `<script>${SCRIPT}</script></body></html>`
  );
}

export function demoGameHtml(session: DemoSession): string {
  const t = TEXTS[session.language];
  const name = session.language === 'EN' ? session.nameEn : session.nameBn;
  // A lottery launch says which prize mode and play type it opened; its reels draw numbers.
  const mode = [session.prizeMode, session.playType].flatMap((key) => (key ? [t[key]] : [])).join(' · ');
  const reels = session.prizeMode ? ['4', '7', '2'] : ['7', '★', '7'];
  const play =
    session.accountType === 1
      ? `<p class="note">${t.realNote}</p>${betPanel(session)}`
      : `<p class="note">${t.note}</p>` +
        '<input type="checkbox" id="spin" class="toggle">' +
        `<div class="reels" aria-hidden="true">${reels.map((r) => `<span>${r}</span>`).join('')}</div>` +
        `<label for="spin" class="spin">${t.spin}</label>`;
  return page(
    session.language === 'EN' ? 'en' : 'bn',
    `${name} · BD Play`,
    `<img src="${escapeHtml(session.iconUrl)}" width="96" height="96" alt="">` +
      `<h1>${escapeHtml(name)}</h1><p class="vendor">${escapeHtml(session.vendorName)}</p>` +
      (mode ? `<p class="mode">${mode}</p>` : '') +
      play +
      `<a class="back" href="${escapeHtml(session.backUrl ?? HOME)}">${t.back}</a>`,
  );
}

const CHIPS = [10, 50, 100, 500];

/** High (51–99) or Low (0–48) on a stake, the balance and the last result (docs/money.md). */
function betPanel(session: DemoSession): string {
  const t = TEXTS[session.language];
  const locale = session.language === 'EN' ? 'en-IN' : 'bn-BD';
  const number = (n: number, decimals: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  const attributes = { merchant: session.merchant, language: session.language, locale, won: t.won, lost: t.lost, failed: t.failed };
  const data = Object.entries(attributes)
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  const pick = (kind: 'high' | 'low', from: number, to: number) =>
    `<button type="button" class="pick ${kind}" data-pick="${kind.toUpperCase()}">${t[kind]}<small>${number(from, 0)}–${number(to, 0)}</small></button>`;
  return (
    `<div class="bet" id="bet"${data}>` +
    `<p class="balance">${t.balance}: <b id="balance">৳${number(session.balanceMinor / 100, 2)}</b></p>` +
    `<label for="stake">${t.stake}</label><input id="stake" inputmode="decimal" autocomplete="off" value="10">` +
    `<div class="row">${CHIPS.map((c) => `<button type="button" data-chip="${c}">৳${number(c, 0)}</button>`).join('')}</div>` +
    `<div class="row">${pick('high', 51, 99)}${pick('low', 0, 48)}</div>` +
    '<p class="result" id="result" role="status" aria-live="polite"></p></div>'
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
