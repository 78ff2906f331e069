import { defineConfig } from '@lingui/cli';

// Source strings are written in English in the code; BN is the default runtime locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  format: 'po',
  orderBy: 'message',
});
