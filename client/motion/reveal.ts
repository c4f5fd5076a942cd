import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Sections marked data-reveal fade in when 10% of them enters the viewport. Only sections still
 * below the fold when the script runs are hidden, so nothing visible blinks and, without
 * JavaScript or with reduced motion, everything simply shows.
 */
export function revealSections(threshold = 0.1): void {
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove('reveal-pending');
        observer.unobserve(entry.target);
      }
    },
    { threshold },
  );
  for (const section of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (section.getBoundingClientRect().top < window.innerHeight) continue;
    section.classList.add('reveal-pending');
    observer.observe(section);
  }
}
