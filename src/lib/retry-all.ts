// ENTRY CHUNK. One tap retries everything that failed: a page on a failing 2G link may show several
// "loading failed" buttons (the start-up status, the page, its sections), and when the network is
// back the player should not have to find them all. Every retry button announces its tap with this
// event, and every failed load listens for it.

export const RETRY_ALL = 'retry-all';

export const retryAll = (): void => void dispatchEvent(new Event(RETRY_ALL));
