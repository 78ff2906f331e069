// ENTRY CHUNK. Where the last start-up data (the system status) is kept: state/config.ts caches it
// there so that a repeat visit renders at once, and the inline start-up script (src/early.ts)
// takes the image CDNs from it. A module of its own because config.ts runs code when it loads,
// which the script's build would take along.

/** localStorage key of the cached status (the platform's name). */
export const STATUS_CACHE_KEY = 'SYSTEM_STATUS';
