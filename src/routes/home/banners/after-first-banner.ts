// Runs `then` once the first banner's picture and the page have loaded and the browser is idle:
// the moment Swiper may arrive without competing with the largest paint for bandwidth or CPU.
// `whenMoving` waits further, until the carousel is first to move: touched, focused, or its first
// autoplay step due. Until then only the first banner is in view, still, as it would be anyway, and
// a player who opens a game in the first seconds never pays for Swiper and the other pictures.

/** Specification §9: a banner every 5000 ms. */
export const AUTOPLAY_MS = 5000;

const idle = (fn: () => void) => (globalThis.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1)))(fn);

const imageSettled = (img: HTMLImageElement | null) =>
  new Promise<void>((resolve) => {
    if (!img || !img.getAttribute('src') || img.complete) return resolve();
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

export function afterFirstBanner(root: HTMLElement, then: () => void): void {
  void Promise.all([imageSettled(root.querySelector('img')), pageLoaded()]).then(() => idle(then));
}

/** Runs `then` once the carousel is first to move: a finger or focus on it (`byTimer` false), or
 *  `stillMs` after the first banner has settled (`byTimer` true: the first step is due now). */
export function whenMoving(root: HTMLElement, stillMs: number, then: (byTimer: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const start = (byTimer: boolean) => {
    if (done) return;
    stop();
    then(byTimer);
  };
  const touched = () => start(false);
  const events = ['pointerdown', 'touchstart', 'focusin'];
  const stop = () => {
    done = true;
    clearTimeout(timer);
    events.forEach((e) => root.removeEventListener(e, touched));
  };
  events.forEach((e) => root.addEventListener(e, touched, { passive: true }));
  afterFirstBanner(root, () => {
    if (!done) timer = setTimeout(() => start(true), stillMs);
  });
  return stop;
}
