// Vitest setup for client tests: a clean DOM and storage between tests, and no network.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/preact';
import '@testing-library/jest-dom/vitest';

// No API server runs under unit tests. Tests that render a page without mocking its calls (the
// shell, the header, the account pages over home...) used to send them to happy-dom's address,
// http://localhost:3000, and the refused connections printed about 60 ECONNREFUSED errors a run.
// Such a call now fails at once, as it would offline (the client reads `client.network`), so a
// test that needs its data still fails visibly. A test that cares mocks the API module or stubs
// `fetch` (vi.stubGlobal restores this one afterwards).
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch: no server in unit tests'));

// happy-dom also loads the stylesheets and scripts of parsed markup, even in DOMParser documents,
// which browsers keep inert (the sanitiser's XSS payloads made it fetch `javascript:` and remote
// addresses), and opens the page of a followed target=_blank link (content links to made-up
// hosts), printing each failure. No unit test needs such a load.
const happyDOM = (globalThis as unknown as { happyDOM: { settings: { navigation: object } } }).happyDOM;
Object.assign(happyDOM.settings, { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
Object.assign(happyDOM.settings.navigation, { disableChildPageNavigation: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The client project runs in vmThreads (a VM context per file, happy-dom set up once per worker:
// about a third of the time of fresh threads), whose realm lacks Node's Web Crypto globals that
// happy-dom does not define: CryptoKey, for `instanceof` checks on stored keys.
if (typeof CryptoKey === 'undefined') {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 128 }, false, ['encrypt']);
  Object.assign(globalThis, { CryptoKey: key.constructor });
}
