/** The browsers the app is built for: Chrome 87+ (Android phones update Chrome through Play),
 *  Safari 14+: native class fields, no helpers. The app's build (vite.config.ts) and the inline
 *  start-up script's (./early-script.ts) both use it. */
export const BROWSERS = ['chrome87', 'safari14', 'firefox78', 'edge88'];
