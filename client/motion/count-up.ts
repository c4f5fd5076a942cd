import { formatFigure } from '../../content/format.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Animated counters ([data-count-up], rendered by the Counter component). The server HTML shows the
 * final figure (no JavaScript, reduced motion); here each drops to 0 and counts up, after its delay,
 * at once or, inside a [data-count-when-visible] element, once that share of the element is visible.
 */
export function startCounters(): void {
  if (prefersReducedMotion()) return;
  const waiting = new Map<Element, HTMLElement[]>();
  for (const counter of document.querySelectorAll<HTMLElement>('[data-count-up]')) {
    const trigger = counter.closest('[data-count-when-visible]');
    if (trigger && !('IntersectionObserver' in window)) continue;
    show(counter, 0);
    if (!trigger) runAfterDelay(counter);
    else waiting.set(trigger, [...(waiting.get(trigger) ?? []), counter]);
  }
  for (const [trigger, counters] of waiting) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        counters.forEach(runAfterDelay);
      },
      { threshold: Number((trigger as HTMLElement).dataset.countWhenVisible) },
    );
    observer.observe(trigger);
  }
}

/** The figure the counter shows, formatted as on the server. */
function show(counter: HTMLElement, value: number): void {
  const { prefix = '', suffix = '', decimals = '0' } = counter.dataset;
  const digits = counter.querySelector('[aria-hidden]');
  if (digits) digits.textContent = formatFigure(value, { prefix, suffix, decimals: Number(decimals) });
}

function runAfterDelay(counter: HTMLElement): void {
  setTimeout(() => run(counter), Number(counter.dataset.delay ?? 0));
}

function run(counter: HTMLElement): void {
  const target = Number(counter.dataset.target);
  const duration = Number(counter.dataset.duration);
  const start = performance.now();
  const tick = (now: number) => {
    const progress = duration > 0 ? Math.min(1, (now - start) / duration) : 1;
    show(counter, progress === 1 ? target : target * easeOutCubic(progress));
    if (progress < 1) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
