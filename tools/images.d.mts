import type { ResponsiveImage } from '../content/image.ts';

export const IMAGE_WIDTHS: number[];
export function buildImages(options: { srcDir: string; outDir: string; cacheDir: string }): Promise<Record<string, ResponsiveImage>>;
