// The shared parts of the site's visuals: the brand's colours, a navy room, people, screens, charts
// and furniture, as SVG strings. Every scene script of scripts/visuals/ draws from them so that the
// pictures stay one family (the style model is content/images/solutions/tables-tactiles.svg).
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** A point of the 960 × 720 scene. */
export type Point = [number, number];

export const C = {
  blue: '#72b0cc',
  orange: '#cf6e3f',
  green: '#82bc6c',
  navy: '#0d1b2a',
  ink: '#0b1826',
  light: '#e6eef4',
  steel: '#3f6684',
  panel: '#16314a',
};
export const SKIN = ['#e8b896', '#c68e6a', '#e3ab84', '#8d5b3e', '#f0c8a8'];
export const HAIR = ['#3a2a22', '#1c1c1c', '#6b4a2e', '#b07a3e', '#2b2b2b'];

export const room = (floorY = 430): string => `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3550"/><stop offset="1" stop-color="#132538"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#22405c"/><stop offset="1" stop-color="#0f1f30"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b3a57"/><stop offset="1" stop-color="#2a5a7e"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="960" height="720" fill="url(#wall)"/>
  <path d="M0 ${floorY} L960 ${floorY} L960 720 L0 720 Z" fill="url(#floor)"/>
  <ellipse cx="480" cy="${floorY + 140}" rx="400" ry="110" fill="url(#spot)"/>`;

/** A person seen from the front (or the back, without a face's skin showing under the hair). */
/** Where a person stands and how they look: skin and hair are indexes of SKIN and HAIR. */
export interface Person {
  x: number;
  y: number;
  scale?: number;
  shirt: string;
  skin?: number;
  hair?: number;
  back?: boolean;
}

export function person({ x, y, scale = 1, shirt, skin = 0, hair = 0, back = false }: Person): string {
  const s = (n: number) => n * scale;
  const head = `<circle cx="${x}" cy="${y - s(52)}" r="${s(36)}" fill="${SKIN[skin]}"/>`;
  const hairPath = back
    ? `<circle cx="${x}" cy="${y - s(54)}" r="${s(37)}" fill="${HAIR[hair]}"/>`
    : `<path d="M${x - s(36)} ${y - s(60)} C${x - s(36)} ${y - s(96)} ${x - s(6)} ${y - s(104)} ${x + s(16)} ${y - s(94)} C${x + s(38)} ${y - s(86)} ${x + s(40)} ${y - s(70)} ${x + s(34)} ${y - s(56)} C${x + s(24)} ${y - s(72)} ${x} ${y - s(74)} ${x - s(22)} ${y - s(60)} Z" fill="${HAIR[hair]}"/>`;
  const body = `<path d="M${x - s(74)} ${y + s(200)} C${x - s(74)} ${y + s(90)} ${x - s(56)} ${y + s(24)} ${x - s(8)} ${y + s(6)} C${x + s(36)} ${y - s(6)} ${x + s(72)} ${y + s(26)} ${x + s(76)} ${y + s(84)} L${x + s(80)} ${y + s(200)} Z" fill="${shirt}"/>`;
  return `<g>${body}${head}${hairPath}</g>`;
}

export const arm = (from: Point, to: Point, skin = 0, width = 16): string =>
  `<path d="M${from[0]} ${from[1]} Q${(from[0] + to[0]) / 2} ${Math.min(from[1], to[1]) - 20} ${to[0]} ${to[1]}" stroke="${SKIN[skin]}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
export const bar = (x: number, y: number, w: number, fill: string, h = 8): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
export const screen = (x: number, y: number, w: number, h: number, inner: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.ink}" stroke="#2c4a66" stroke-width="4"/><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="4" fill="url(#screen)"/>${inner}`;
export const chart = (x: number, y: number, values: number[], width = 26, gap = 12, height = 90): string =>
  values
    .map(
      (v, i) =>
        `<rect x="${x + i * (width + gap)}" y="${y + height * (1 - v)}" width="${width}" height="${height * v}" rx="3" fill="${[C.blue, C.green, C.orange][i % 3]}"/>`,
    )
    .join('');
export const tile = (x: number, y: number, w: number, h: number, shirt: string, skin: number, hair: number): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#243b55"/><circle cx="${x + w / 2}" cy="${y + h * 0.42}" r="${h * 0.18}" fill="${SKIN[skin]}"/><path d="M${x + w / 2 - h * 0.2} ${y + h * 0.4} q${h * 0.2} ${-h * 0.34} ${h * 0.4} 0 q${-h * 0.2} ${-h * 0.12} ${-h * 0.4} 0z" fill="${HAIR[hair]}"/><path d="M${x + w / 2 - h * 0.34} ${y + h} q${h * 0.34} ${-h * 0.5} ${h * 0.68} 0z" fill="${shirt}"/>`;
export const table = (y = 560): string =>
  `<path d="M150 ${y} L810 ${y} L860 ${y + 70} L100 ${y + 70} Z" fill="#5a86a8"/><path d="M100 ${y + 70} L860 ${y + 70} L860 ${y + 88} L100 ${y + 88} Z" fill="#3d6482"/>`;
export const svg = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">\n  <!-- ${title} -->${body}\n</svg>\n`;

/** Writes each scene of `scenes` as `<name>.svg` in the folder `dir` (made if missing). */
export function writeScenes(dir: string, scenes: Record<string, string>): number {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(scenes)) writeFileSync(join(dir, `${name}.svg`), content);
  return Object.keys(scenes).length;
}
