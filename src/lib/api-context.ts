// ENTRY CHUNK. What the API client needs from the running app. main.tsx fills it in at boot, so the
// client itself can live in a chunk that loads in parallel with the first render and still sees the
// current session and language (imports stay one-way: the API layer never imports app state).

export interface ApiContext {
  getToken: () => string | null;
  /** The platform's `Language` header value (`BN`, `EN`). */
  getLanguage: () => string;
  /** `web`, or `OTHERS` when started from the home screen. */
  getDevice: () => string;
  /** Called when the server answers 401 `login.not.session`. */
  onSessionLost: () => void;
  /** Called when a call has taken long enough to call the network slow; `settled` fires when it ends. */
  onSlow: (settled: AbortSignal) => void;
}

export const apiContext: ApiContext = {
  getToken: () => null,
  getLanguage: () => 'BN',
  getDevice: () => 'web',
  onSessionLost: () => {},
  onSlow: () => {},
};
