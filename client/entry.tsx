import { enableContactButtons } from './contact-buttons.ts';
import { hydrateOnApproach } from './islands/hydrate-on-approach.ts';
import { enableHeader } from './layout/header-behaviour.ts';
import { startCounters } from './motion/count-up.ts';
import { enableParallax } from './motion/parallax.ts';
import { revealSections } from './motion/reveal.ts';

enableHeader();
enableContactButtons();
revealSections();
startCounters();
enableParallax();

// Articles open at their top, unless the address names a section.
if (document.querySelector('[data-scroll-top]') && !location.hash) {
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
}

// The page is complete without JavaScript: React and an island's code are fetched once the first
// frame is painted, and only for islands near the viewport, so they never compete with the text a
// visitor reads first.
requestAnimationFrame(() => setTimeout(hydrateOnApproach, 0));
