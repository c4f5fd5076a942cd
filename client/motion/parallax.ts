import { prefersReducedMotion } from './reduced-motion.ts';

/** Largest shift of the hero cards, in px, when the pointer reaches the edge of the window. */
export const PARALLAX_RANGE = 10;

/** [data-parallax] elements follow the pointer a little (fine pointers, full motion only). */
export function enableParallax(): void {
  const layers = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
  if (!layers.length || prefersReducedMotion() || !window.matchMedia('(pointer: fine)').matches) return;
  let frame = 0;
  window.addEventListener(
    'pointermove',
    (event) => {
      const x = (event.clientX / window.innerWidth - 0.5) * 2;
      const y = (event.clientY / window.innerHeight - 0.5) * 2;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const shift = `translate3d(${(x * PARALLAX_RANGE).toFixed(1)}px, ${(y * PARALLAX_RANGE).toFixed(1)}px, 0)`;
        for (const layer of layers) layer.style.transform = shift;
      });
    },
    { passive: true },
  );
}
