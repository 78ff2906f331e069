// ENTRY CHUNK. Build-time settings of this deployment (Vite env variables, see docs/config.md).

export const env = {
  /** The platform's merchant code, sent as the `Merchant` header on every call. */
  merchant: import.meta.env.VITE_MERCHANT || 'bdm01',
  /** The brand shown in the header logo and page titles. */
  brand: import.meta.env.VITE_BRAND || 'BD Play',
  /** API origin; empty means same origin (the reference server, or a proxy in front of the platform). */
  apiBase: import.meta.env.VITE_API_BASE || '',
  /** The merchant's request-body codec: the platform's legacy DES + textbook RSA (VITE_CODEC=legacy)
   *  instead of the default Web Crypto one (docs/accounts.md, "Encrypted bodies"). */
  legacyCodec: import.meta.env.VITE_CODEC === 'legacy',
};

/** True when started from the home screen (then the platform wants `Device: OTHERS`). */
export function isStandalone(): boolean {
  try {
    return matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  } catch {
    return false; // no matchMedia: not a browser (the prerender, unit tests in Node)
  }
}

/** The platform's `Device` header: `OTHERS` from the home screen, else `web`. */
export const deviceHeader = (): string => (isStandalone() ? 'OTHERS' : 'web');
