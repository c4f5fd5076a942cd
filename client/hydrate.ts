import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from './islands/registry.ts';

/**
 * Hydrates the interactive parts of the page, each from its own chunk and its JSON props; when all
 * are done, <html> gets data-hydrated (what tests wait for).
 */
export function hydrateIslands(): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = root.dataset.island as IslandName;
    const load = islandLoaders[name];
    const propsBlock = root.nextElementSibling;
    if (!load || !(propsBlock instanceof HTMLScriptElement) || propsBlock.dataset.islandProps !== name) {
      console.error(`Îlot « ${name} » introuvable ou sans données`);
      continue;
    }
    const props = JSON.parse(propsBlock.textContent || '{}') as object;
    pending.push(
      load()
        .then((module) => hydrateRoot(root, createElement(module.default as ComponentType<object>, props)))
        .catch((error: unknown) => console.error(`Îlot « ${name} » non chargé`, error)),
    );
  }
  return Promise.all(pending).then(() => {
    document.documentElement.dataset.hydrated = '';
  });
}
