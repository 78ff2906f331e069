import { createHash } from 'node:crypto';
import { escapeXml as escapeHtml } from '../../modules/images/svg.ts';
import type { Language } from '../messages.ts';

/**
 * The demo payment provider's page (docs/money.md, "Deposit: the two ways"): what a bKash or
 * Nagad checkout would show, reduced to a form. No script at all; its one inline style is allowed
 * by hash, and its form may post only here.
 */

const CSS = [
  '*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f9;color:#1d2733;',
  'font:16px/1.5 system-ui,"Noto Sans Bengali",sans-serif}main{width:min(92vw,380px);padding:24px 16px;background:#fff;border-radius:16px}',
  'h1{font-size:1.25rem;margin:0}.amount{font-size:2rem;font-weight:800;margin:8px 0}.note{color:#a1452a;font-size:.875rem}',
  'label{display:block;font-size:.875rem;margin-top:12px}input{width:100%;padding:10px 12px;border:2px solid #c9d2dd;border-radius:10px;font:inherit}',
  'button{display:block;width:100%;margin-top:12px;padding:12px;border-radius:24px;border:0;font:inherit;font-weight:700;cursor:pointer}',
  '.pay{background:#e2136e;color:#fff}.fail{background:#fde8e8;color:#8a1c1c}.cancel{background:none;border:2px solid #c9d2dd}',
  'button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}',
].join('');

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** This page's style only, no script, and its form posts to this server alone. */
export const DEMO_PAY_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${hash(CSS)}`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TEXTS = {
  BN: {
    title: 'ডেমো পেমেন্ট',
    note: 'ডেমো প্রদানকারী: কোনো আসল টাকা কাটা হবে না। যেকোনো পিন চলবে।',
    merchant: 'মার্চেন্ট',
    order: 'অর্ডার',
    wallet: 'ওয়ালেট নম্বর',
    pin: 'পিন',
    pay: 'পেমেন্ট করুন',
    fail: 'ব্যর্থ করুন (QA)',
    cancel: 'বাতিল করুন',
    gone: 'এই অর্ডারটি আর পেমেন্টের অপেক্ষায় নেই।',
    back: 'BD Play-তে ফিরে যান',
  },
  EN: {
    title: 'Demo payment',
    note: 'Demo provider: no real money is taken. Any PIN works.',
    merchant: 'Merchant',
    order: 'Order',
    wallet: 'Wallet number',
    pin: 'PIN',
    pay: 'Pay',
    fail: 'Fail (QA)',
    cancel: 'Cancel',
    gone: 'This order is no longer waiting for payment.',
    back: 'Back to BD Play',
  },
} as const;

export interface PayPageOrder {
  orderNo: string;
  merchantName: string;
  channelName: string;
  amountText: string;
  /** Binds the form to this page (http/payment/payment-handler.ts): a cross-site form cannot post it. */
  formToken: string;
}

function page(language: Language, body: string): string {
  return (
    `<!doctype html><html lang="${language === 'EN' ? 'en' : 'bn'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    '<link rel="icon" href="/favicon.svg">' +
    `<title>${TEXTS[language].title}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`
  );
}

export function demoPayHtml(language: Language, order: PayPageOrder): string {
  const t = TEXTS[language];
  const hidden = (name: string, value: string): string => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    language,
    `<h1>${escapeHtml(order.channelName)} · ${t.title}</h1>` +
      `<p class="amount">${escapeHtml(order.amountText)}</p>` +
      `<p>${t.merchant}: ${escapeHtml(order.merchantName)}<br>${t.order}: ${escapeHtml(order.orderNo)}</p>` +
      `<p class="note">${t.note}</p>` +
      `<form method="post" action="/demo-pay/">${hidden('order', order.orderNo)}${hidden('token', order.formToken)}` +
      `${hidden('lang', language.toLowerCase())}` +
      `<label>${t.wallet}<input name="wallet" inputmode="tel" autocomplete="off" maxlength="14"></label>` +
      `<label>${t.pin}<input name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="6"></label>` +
      `<button class="pay" name="action" value="pay">${t.pay}</button>` +
      `<button class="fail" name="action" value="fail">${t.fail}</button>` +
      `<button class="cancel" name="action" value="cancel">${t.cancel}</button></form>`,
  );
}

/** An unknown, foreign or settled order. */
export function demoPayGoneHtml(language: Language): string {
  const t = TEXTS[language];
  return page(language, `<h1>${t.title}</h1><p>${t.gone}</p><p><a href="/m/home">${t.back}</a></p>`);
}
