import { enableContactButtons } from './contact-buttons.ts';
import { revealSections } from './reveal.ts';

enableContactButtons();
revealSections();

// Articles open at their top (SPEC.md), unless the address names a section.
if (document.querySelector('[data-scroll-top]') && !location.hash) {
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
}

// The page is complete without JavaScript: React and the islands are fetched once the first frame
// is painted, so they never compete with the text a visitor reads first.
requestAnimationFrame(() =>
  setTimeout(() => {
    import('./hydrate.ts')
      .then((module) => module.hydrateIslands())
      .catch((error: unknown) => console.error('Hydratation impossible', error));
  }, 0),
);
