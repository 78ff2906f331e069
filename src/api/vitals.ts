// Field data's one call (docs/field-data.md): POST /wps/vitals. Not through client.ts's request():
// a beacon must outlive the page (it goes when the page is hidden), is never retried and has no
// answer to read (204). `fetch` with `keepalive` is sendBeacon with headers: sendBeacon cannot
// send the Merchant header every call carries. Nothing else either: no token, no device id.

import type { VitalsBeacon } from '../../contract/vitals';
import { env } from '@/lib/env';

export function sendVitals(beacon: VitalsBeacon): void {
  try {
    // text/plain: the body is JSON either way (the server parses both types).
    fetch(`${env.apiBase}/wps/vitals`, {
      method: 'POST',
      keepalive: true,
      headers: { Merchant: env.merchant, 'Content-Type': 'text/plain' },
      body: JSON.stringify(beacon),
    }).catch(() => {});
  } catch {
    // A browser that refuses keepalive (a queue over 64 kB): field data is best effort.
  }
}
