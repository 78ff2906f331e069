// The typed view of the start-up information carried by the system status (`info`): customer
// service and download links, image CDNs, domain routes, the mobile template, paths, the
// registration field rules and the main domain. Pages decode the part they use from here.

import type * as wire from '../../contract/system';
import { isArrayOf, isRecord, isString, str, type Fields } from '@/lib/guards';
import type { MobileTemplate, RegisterRule, StartupInfo } from './types';

const flag = (v: unknown) => v === true || v === '1' || v === 1;
/** A number or numeric text, else `d`. Never `Number()` on an object: `{"toString":1}` makes it throw. */
const num = <R extends object>(r: R, k: keyof R, d: number) =>
  typeof r[k] != 'object' && r[k] !== '' && Number.isFinite(Number(r[k])) ? Number(r[k]) : d;
const strings = (v: unknown): string[] => (isArrayOf(v, isString) ? v : []);

/** The items of a list of `W` that `map` turns into a `T`. */
function records<W, T>(v: unknown, map: (r: Fields<W>) => T | null): T[] {
  return Array.isArray(v)
    ? v
        .filter(isRecord<W>)
        .map(map)
        .filter((x): x is T => x !== null)
    : [];
}

export function decodeRegister(v: unknown): Record<string, RegisterRule> {
  const out: Record<string, RegisterRule> = {};
  if (!isRecord(v)) return out;
  for (const [field, rule] of Object.entries(v)) {
    if (!isRecord<RegisterRule>(rule)) continue;
    out[field] = {
      enabled: flag(rule.enabled),
      required: flag(rule.required),
      acceptedPattern: str(rule, 'acceptedPattern', '*'),
      patternId: num(rule, 'patternId', 0),
      minLength: num(rule, 'minLength', 0),
      maxLength: num(rule, 'maxLength', 0),
      type: str(rule, 'type'),
    };
  }
  return out;
}

function decodeTemplate(v: unknown): MobileTemplate {
  const r: Fields<wire.MobileTemplate> = isRecord(v) ? v : {};
  return {
    app_background: str(r, 'app_background'),
    app_desc: str(r, 'app_desc'),
    app_desc_font_color: str(r, 'app_desc_font_color'),
    mem_cen: str(r, 'mem_cen', '0'),
    dep_func: str(r, 'dep_func', '0'),
  };
}

/** Decodes `info` defensively: a missing or malformed part becomes empty, never a throw. */
export function decodeStartupInfo(v: unknown): StartupInfo {
  const r: Fields<wire.StartupInfo> = isRecord(v) ? v : {};
  const paths: Record<string, string> = {};
  if (isRecord(r.paths)) for (const [k, p] of Object.entries(r.paths)) if (isString(p)) paths[k] = p;
  return {
    customerService: records(r.customerService, (c: Fields<wire.CustomerServiceLink>) =>
      isString(c.csType) && isString(c.path) ? { csType: c.csType, path: c.path } : null,
    ),
    imageCDNs: strings(r.imageCDNs),
    launchGameCDNs: strings(r.launchGameCDNs),
    domainRoute: strings(r.domainRoute),
    mobileTemplate: decodeTemplate(r.mobileTemplate),
    paths,
    register: decodeRegister(r.register),
    resources: records(r.resources, (x: Fields<wire.ResourceLink>) =>
      isString(x.resourceType) && isString(x.url) ? { resourceType: x.resourceType, url: x.url, labelNameEn: str(x, 'labelNameEn') } : null,
    ),
    mainDomain: str(r, 'mainDomain'),
    currency: str(r, 'currency', 'BDT'),
  };
}

/** 'new' when the template's flag is '1', else 'base' (member centre: mem_cen; deposit: dep_func). */
export const templateKind = (flagValue: string): 'new' | 'base' => (flagValue === '1' ? 'new' : 'base');
