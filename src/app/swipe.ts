// ENTRY CHUNK. The app-wide back-swipe detector (see transition.ts).

import { createSwipeDetector } from './transition';

export const backSwipe = typeof window === 'undefined' ? { recent: () => false, stop: () => {} } : createSwipeDetector(window);
