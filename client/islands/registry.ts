import type { ComponentType } from 'react';

/**
 * Every hydrated part of a page, loaded on demand: a page downloads only the islands it contains.
 * The server marks each one with data-island="Name" (see island.tsx).
 */
export const islandLoaders = {
  SolutionCards: () => import('../home/SolutionCards.tsx'),
  ClientShowcase: () => import('../home/ClientShowcase.tsx'),
  ReferenceCarousel: () => import('../home/ReferenceCarousel.tsx'),
  Quiz: () => import('../home/Quiz.tsx'),
  TouchModes: () => import('../landing/TouchModes.tsx'),
  TouchSizes: () => import('../landing/TouchSizes.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;
