import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { DEMO_PROVIDER, handleCallback, providerSecret, signCallback } from '../../modules/deposit/gateway.ts';
import { RuleError } from '../../modules/rule-error.ts';
import { readBody } from '../body.ts';
import { compressBody, isCompressible } from '../encoding.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { parseLanguage, type Language } from '../messages.ts';
import { sendApiError, sendSuccess, sendText, setPageHeaders } from '../respond.ts';
import { DEMO_PAY_CSP, demoPayGoneHtml, demoPayHtml } from './demo-pay-page.ts';

/**
 * The gateway way's two outside-the-API paths (docs/money.md, "Deposit: the two ways"):
 * - `POST /payment/demo/callback`: the provider's signed notice (modules/deposit/gateway.ts). No
 *   Merchant header (the order names the merchant), and it works in maintenance: the money moved.
 * - `/demo-pay/`: the reference server's demo provider. GET shows an order's checkout; its form
 *   posts back here, and the server, as the provider's server would, signs and sends the notice
 *   (in-process, through the same check as any notice), then sends the player to the result page.
 * Returns false for any other path.
 */
export type PaymentHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => Promise<boolean>;

export const CALLBACK_PATH = '/payment/demo/callback';
const PAY_PAGE = /^\/demo-pay\/?$/;
const SMALL_BODY = 4 * 1024;

interface PayOrder {
  orderNo: string;
  merchant: string;
  merchantName: string;
  channelBn: string;
  channelEn: string;
  currency: string;
  currencyAmount: number;
}

/** A gateway order still waiting for its payment, or undefined. */
function pendingGatewayOrder(db: Db, orderNo: string): PayOrder | undefined {
  return db
    .prepare(
      `SELECT d.order_no AS orderNo, m.merchant, me.name AS merchantName, c.name_bn AS channelBn, c.name_en AS channelEn,
         d.currency, d.currency_amount AS currencyAmount
       FROM deposits d JOIN members m ON m.id = d.member_id JOIN merchants me ON me.code = m.merchant
         JOIN payment_channels c ON c.id = d.channel_id
       WHERE d.order_no = ? AND d.way = 'GATEWAY' AND d.state = 'PENDING'`,
    )
    .get(orderNo.slice(0, 32).toUpperCase()) as PayOrder | undefined;
}

/** Ties the page's form to its order: only a page this server drew carries it (no cross-site post). */
const formToken = (db: Db, order: PayOrder): string =>
  createHmac('sha256', Buffer.from(providerSecret(db, order.merchant), 'hex'))
    .update(`form.${order.orderNo}`)
    .digest('hex');

/** `?lang=` (the app adds it), else the browser's first language. */
function pageLanguage(req: IncomingMessage, lang: string | null): Language {
  const wanted = (lang ?? req.headers['accept-language'] ?? '').toString().slice(0, 2).toLowerCase();
  return wanted === 'en' ? 'EN' : 'BN';
}

const amountText = (order: PayOrder, language: Language): string => {
  const n = new Intl.NumberFormat(language === 'EN' ? 'en-IN' : 'bn-BD', { minimumFractionDigits: 2 }).format(order.currencyAmount / 100);
  return order.currency === 'BDT' ? `৳${n}` : `${n} ${order.currency}`;
};

export function createPaymentHandler(db: Db): PaymentHandler {
  return async (req, res, path, query) => {
    if (path === CALLBACK_PATH) {
      await serveCallback(db, req, res);
      return true;
    }
    if (!PAY_PAGE.test(path)) return false;
    if (req.method === 'POST') await payFromPage(db, req, res);
    else if (req.method === 'GET' || req.method === 'HEAD') showPage(db, req, res, query);
    else sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD, POST' });
    return true;
  };
}

async function serveCallback(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const language = parseLanguage(req.headers['language']);
  try {
    if (req.method !== 'POST') throw new ApiError(405, ErrorCodes.methodNotAllowed);
    const raw = (await readBody(req, SMALL_BODY)).toString('utf8');
    const signature = req.headers['x-pay-signature'];
    sendSuccess(res, handleCallback(db, typeof signature === 'string' ? signature : undefined, raw));
  } catch (caught) {
    const error = caught instanceof RuleError ? new ApiError(caught.status, caught.errorCode, caught.errorCode, caught.value) : caught;
    if (!(error instanceof ApiError)) throw error;
    sendApiError(res, error, language);
  }
}

function showPage(db: Db, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
  const language = pageLanguage(req, query.get('lang'));
  const order = pendingGatewayOrder(db, query.get('order') ?? '');
  const html = order
    ? demoPayHtml(language, {
        orderNo: order.orderNo,
        merchantName: order.merchantName,
        channelName: language === 'EN' ? order.channelEn : order.channelBn,
        amountText: amountText(order, language),
        formToken: formToken(db, order),
      })
    : demoPayGoneHtml(language);
  sendHtml(req, res, order ? 200 : 404, html);
}

/** Pay, Fail or Cancel: the notice the provider's server would send, signed with the merchant's secret. */
async function payFromPage(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(req, SMALL_BODY)).toString('utf8'));
  const order = pendingGatewayOrder(db, form.get('order') ?? '');
  const token = Buffer.from(form.get('token') ?? '');
  if (!order || token.length !== 64 || !timingSafeEqual(token, Buffer.from(formToken(db, order)))) {
    sendHtml(req, res, 404, demoPayGoneHtml(pageLanguage(req, form.get('lang'))));
    return;
  }
  const paid = form.get('action') === 'pay';
  const body = JSON.stringify({
    orderNo: order.orderNo,
    providerTxnId: paid ? `DEMO${now()}` : '',
    amount: (order.currencyAmount / 100).toFixed(2),
    currency: order.currency,
    status: paid ? 'SUCCESS' : 'FAILED',
    paidAt: new Date(now()).toISOString(),
  });
  try {
    handleCallback(db, signCallback(providerSecret(db, order.merchant, DEMO_PROVIDER), body), body);
  } catch (error) {
    // The result page reads the order's state, whatever happened here; a refusal is logged for QA.
    if (!(error instanceof RuleError)) throw error;
    console.error(`[demo-pay] notice for ${order.orderNo} refused: ${error.errorCode}`);
  }
  res.statusCode = 303;
  res.setHeader('Location', `/m/voucherCenter/result?orderNo=${order.orderNo}`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', 0);
  res.end();
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const raw = Buffer.from(html);
  const { body, encoding } = compressBody(raw, req.headers['accept-encoding']);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  setPageHeaders(res, DEMO_PAY_CSP);
  if (isCompressible(raw.length)) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}
