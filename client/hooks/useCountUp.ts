import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './motion.ts';

export interface CountUpOptions {
  target: number;
  duration: number;
  /** Wait this long after the trigger before counting. */
  delay?: number;
  /** Start when this share of the element is visible; without it, start on mount. */
  threshold?: number;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Animated counter. It renders the final value first (server HTML, no-JS and reduced motion show
 * the real figure), then, in the browser, drops to 0 and counts up once triggered.
 */
export function useCountUp(ref: RefObject<Element | null>, { target, duration, delay = 0, threshold }: CountUpOptions): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setValue(progress === 1 ? target : target * easeOutCubic(progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const trigger = () => {
      timer = setTimeout(run, delay);
    };

    setValue(0);
    let observer: IntersectionObserver | undefined;
    if (threshold === undefined || !ref.current || !('IntersectionObserver' in window)) {
      trigger();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          trigger();
        },
        { threshold },
      );
      observer.observe(ref.current);
    }
    return () => {
      observer?.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [ref, target, duration, delay, threshold]);

  return value;
}
