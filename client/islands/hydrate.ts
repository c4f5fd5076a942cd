import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from './registry.ts';

/** Hydrates one island from its own chunk and the JSON props block that follows it. */
export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island as IslandName;
  // The name comes from the page: only our own islands count, never an Object.prototype member.
  const load = Object.hasOwn(islandLoaders, name) ? islandLoaders[name] : undefined;
  const propsBlock = root.nextElementSibling;
  if (!load || !(propsBlock instanceof HTMLScriptElement) || propsBlock.dataset.islandProps !== name) {
    console.error(`Îlot « ${name} » introuvable ou sans données`);
    return;
  }
  const props = JSON.parse(propsBlock.textContent || '{}') as object;
  try {
    const module = await load();
    hydrateRoot(root, createElement(module.default as ComponentType<object>, props));
    root.dataset.hydrated = '';
  } catch (error) {
    console.error(`Îlot « ${name} » non chargé`, error);
  }
}
