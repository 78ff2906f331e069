// Customer-service links of the start-up data, decoded for display. Imported by the pages that
// show them (maintenance, region restricted), so the decoding never weighs on the entry chunk.

import { signal } from '@preact/signals-react';
import { decodeStartupInfo } from '@/api/startup-info';
import { revealLink } from '@/lib/reveal-link';
import { systemStatus } from './config';

/** The platform's csTypes the client has names and icons for (spec 001 §2 "Service buttons"). */
export type ServiceType = 'TELEGRAM1' | 'TELEGRAM2' | 'FACEBOOK' | 'LIVECHAT';

export interface ServiceLink {
  /** The platform's csType: a `ServiceType`, or any other the merchant configured. */
  type: string;
  url: string;
}

export const serviceLinks = signal<ServiceLink[]>([]);

/** Decodes the links of the current status; an entry that does not decode is left out. */
export async function loadServiceLinks(): Promise<void> {
  const { customerService } = decodeStartupInfo(systemStatus.value?.info);
  const links = await Promise.all(customerService.map(async (c) => ({ type: c.csType, url: await revealLink(c.path) })));
  serviceLinks.value = links.filter((l): l is ServiceLink => l.url !== null);
}
