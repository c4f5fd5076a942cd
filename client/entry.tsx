import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from './islands/registry.ts';
import { enableContactButtons } from './contact-buttons.ts';
import { revealSections } from './reveal.ts';

enableContactButtons();
revealSections();

// Articles open at their top (SPEC.md), unless the address names a section.
if (document.querySelector('[data-scroll-top]') && !location.hash) {
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = root.dataset.island as IslandName;
  const load = islandLoaders[name];
  const propsBlock = root.nextElementSibling;
  if (!load || !(propsBlock instanceof HTMLScriptElement) || propsBlock.dataset.islandProps !== name) {
    console.error(`Îlot « ${name} » introuvable ou sans données`);
    continue;
  }
  const props = JSON.parse(propsBlock.textContent || '{}') as object;
  load()
    .then((module) => hydrateRoot(root, createElement(module.default as React.ComponentType<object>, props)))
    .catch((error: unknown) => console.error(`Îlot « ${name} » non chargé`, error));
}
