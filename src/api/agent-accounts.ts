// The agent's open account and affiliate links (docs/agent-area.md, "Open account and links";
// docs/api.md, "Agent"). The account's body carries a password: encrypted with the login codec.
// Rates are basis points per game category on the wire. Every answer is checked.

import type * as wire from '../../contract/agent-accounts';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { isArrayOf, isBoolean, isNumber, isRecord, isString } from '@/lib/guards';

export type DownlineKind = wire.DownlineKind;
export type RebateRates = wire.RebateRates;
export type AffiliateLink = wire.AffiliateLink;
export type AffiliateLinks = wire.AffiliateLinks;
export type OpenAccountBody = wire.OpenAccountBody;
export type OpenedAccount = wire.OpenAccountAnswer;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

const isKind = (v: unknown): v is DownlineKind => v === 0 || v === 1;
const isRates = (v: unknown): v is RebateRates => isRecord(v) && Object.values(v).every(isNumber);

const isLink = (v: unknown): v is AffiliateLink =>
  isRecord<AffiliateLink>(v) &&
  isNumber(v.id) &&
  isString(v.code) &&
  isKind(v.kind) &&
  isRates(v.rates) &&
  isNumber(v.registrations) &&
  isString(v.createdAt);

const pickLink = ({ id, code, kind, rates, registrations, createdAt }: AffiliateLink): AffiliateLink => ({
  id,
  code,
  kind,
  rates,
  registrations,
  createdAt,
});

export function decodeLinks(v: unknown): AffiliateLinks {
  if (!isRecord<AffiliateLinks>(v) || !isArrayOf(v.links, isLink) || !isNumber(v.maxLinks) || !isRates(v.own) || !isRates(v.defaults))
    throw invalid();
  return { links: v.links.map(pickLink), maxLinks: v.maxLinks, own: v.own, defaults: v.defaults };
}

/** True when nobody has the name; a malformed name is `register.format.invalid`. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const v = await request<unknown>({ url: '/wps/check/username', moduleId: 'COMM3', params: { username }, signal });
  if (!isRecord<wire.UsernameCheck>(v) || !isBoolean(v.available)) throw invalid();
  return v.available;
}

export async function openAccount(body: OpenAccountBody): Promise<OpenedAccount> {
  const v = await encryptedRequest<unknown>({ method: 'put', url: '/wps/agent/register', moduleId: 'COMM3', payload: body });
  if (!isRecord<OpenedAccount>(v) || !isString(v.username) || !isKind(v.type) || !(v.affiliateCode === null || isString(v.affiliateCode))) {
    throw invalid();
  }
  return { username: v.username, type: v.type, affiliateCode: v.affiliateCode };
}

export async function fetchLinks(signal?: AbortSignal): Promise<AffiliateLinks> {
  return decodeLinks(await request<unknown>({ url: '/wps/agent/affiliate/urls', moduleId: 'AFFMAN3', signal }));
}

export async function createLink(kind: DownlineKind, rates: RebateRates): Promise<AffiliateLink> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/agent/affiliate/urls',
    moduleId: 'AFFMAN3',
    data: { kind, rates } satisfies wire.CreateLinkBody,
  });
  if (!isLink(v)) throw invalid();
  return pickLink(v);
}

export async function deleteLink(id: number): Promise<void> {
  await request<unknown>({ method: 'delete', url: '/wps/agent/affiliate/urls', moduleId: 'AFFMAN3', data: { id } satisfies wire.DeleteLinkBody });
}
