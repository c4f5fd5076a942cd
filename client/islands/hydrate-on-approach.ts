/**
 * Hydrates each island ([data-island]) when it comes within half a screen of the viewport, so React is
 * downloaded and run only on pages, and only at the moment, that need it: a page whose islands are
 * all further down loads no React until the visitor scrolls towards one. Each island gets
 * data-hydrated when done; <html> gets data-hydrated once those on screen at load are (what tests
 * wait for).
 */
export function hydrateOnApproach(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const hydrate = (root: HTMLElement) =>
    import('./hydrate.ts').then((module) => module.hydrateIsland(root)).catch((error: unknown) => console.error('Hydratation impossible', error));

  // An island's wrapper is display: contents and has no box: measure what it wraps.
  const boxOf = (root: HTMLElement) => root.firstElementChild ?? root;
  const nearNow = (root: HTMLElement) => boxOf(root).getBoundingClientRect().top < window.innerHeight * 1.5;
  const now = 'IntersectionObserver' in window ? roots.filter(nearNow) : roots;
  const later = roots.filter((root) => !now.includes(root));

  void Promise.all(now.map(hydrate)).then(() => {
    document.documentElement.dataset.hydrated = '';
  });
  if (!later.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target.closest<HTMLElement>('[data-island]')!);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const root of later) observer.observe(boxOf(root));
}
