// Runs `then` once the first banner's picture and the page have loaded and the browser is idle:
// the moment Swiper may arrive without competing with the largest paint for bandwidth or CPU.

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
