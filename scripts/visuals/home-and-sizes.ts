// The home page's hero (content/images/home/hero.svg: the whole range in use in one showroom, with
// calm corners left for the stat cards floating over it) and the touch table's size chooser
// (content/images/sizes/table-32|55|75.svg: the same room, camera and scale in the three pictures,
// so that switching between them shows the real difference of size). Drawn from the shared parts.
// Usage: node --import tsx scripts/visuals/home-and-sizes.ts   (then npm run build makes AVIF and WebP of them)
import { fileURLToPath } from 'node:url';
import { arm, bar, C, chart, type Point, person, room, screen, SKIN, svg, tile, writeScenes } from './parts.ts';

const HOME = fileURLToPath(new URL('../../content/images/home/', import.meta.url));
const SIZES = fileURLToPath(new URL('../../content/images/sizes/', import.meta.url));

/** An arm bent at the elbow: shoulder, elbow, hand (a limb of the same width as parts' arm()). */
const limb = (from: Point, elbow: Point, to: Point, skin = 0, width = 14) =>
  `<path d="M${from[0]} ${from[1]} L${elbow[0]} ${elbow[1]} L${to[0]} ${to[1]}" stroke="${SKIN[skin]}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
/** A VR headset over the eyes of a person drawn by person() at (x, y) and `scale`. */
const headset = (x: number, y: number, scale = 1) =>
  `<rect x="${x - 42 * scale}" y="${y - 68 * scale}" width="${84 * scale}" height="${34 * scale}" rx="${12 * scale}" fill="${C.navy}" stroke="${C.light}" stroke-width="3"/><rect x="${x - 32 * scale}" y="${y - 60 * scale}" width="${64 * scale}" height="${16 * scale}" rx="${6 * scale}" fill="${C.blue}"/>`;
/** Touch ripples where a finger meets a screen. */
const ripple = (x: number, y: number, r = 12) =>
  `<g fill="none" stroke="${C.light}" stroke-width="2"><circle cx="${x}" cy="${y}" r="${r}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${r * 1.7}" opacity="0.4"/></g>`;

/** A hand on a screen: the arm bent at the elbow, and the ripples where the finger meets it. */
const touch = (from: Point, elbow: Point, to: Point, skin: number) => `${limb(from, elbow, to, skin)}${ripple(to[0], to[1], 8)}`;

// ---- The size chooser: one scale for everything, 2.4 px per centimetre ----
const U = 2.4;
const FLOOR = 380; // the wall's foot, the same in the three pictures
const FEET = 612; // where the table's front legs stand
/**
 * A person 170 cm tall standing, feet at `feet`: parts' person() (scale 0.75: a 27 px head) over
 * legs, 408 px tall in all; `k` scales the whole for someone further away.
 */
function standing({
  x,
  feet,
  shirt,
  skin = 0,
  hair = 0,
  legs = '#1a2d42',
  back = false,
  k = 1,
}: {
  x: number;
  feet: number;
  shirt: string;
  skin?: number;
  hair?: number;
  legs?: string;
  back?: boolean;
  k?: number;
}): string {
  const y = feet - 330 * k; // the neck, so that the top of the hair is at feet - 408 k px (170 cm)
  const q = (n: number) => n * k;
  return `<g><path d="M${x - q(34)} ${y + q(120)} L${x + q(36)} ${y + q(120)} L${x + q(30)} ${feet - q(6)} L${x + q(6)} ${feet - q(6)} L${x + q(1)} ${y + q(176)} L${x - q(4)} ${feet - q(6)} L${x - q(28)} ${feet - q(6)} Z" fill="${legs}"/>
  <rect x="${x - q(34)}" y="${feet - q(12)}" width="${q(32)}" height="${q(12)}" rx="${q(6)}" fill="#08121c"/><rect x="${x + q(4)}" y="${feet - q(12)}" width="${q(32)}" height="${q(12)}" rx="${q(6)}" fill="#08121c"/>
  ${person({ x, y, scale: 0.75 * k, shirt, skin, hair, back })}</g>`;
}
/** The neck's height of standing() for a person whose feet are at `feet` (to place arms). */
const neck = (feet: number) => feet - 330;

/**
 * A touch table seen from the front and a little above, screen `w` × `d` cm, 90 cm high, centred
 * on x = 480. Returns the drawing and where its screen lies (to put hands on it).
 */
function touchTable(w: number, d: number, tiles: number) {
  const W = (w + 12) * U; // the screen and a 6 cm frame each side
  const D = (d + 12) * U * 0.4; // the depth, flattened by the camera's low angle
  const front = FEET - 90 * U; // the top's front edge, 90 cm above the floor
  const back = front - D;
  const inset = D * 0.35; // a hint of perspective: the back edge is a little shorter
  const x0 = 480 - W / 2;
  const x1 = 480 + W / 2;
  const f = 6 * U; // the frame
  const legs = `<g fill="#0a1520"><rect x="${x0 + inset + 8}" y="${back + 10}" width="12" height="${FEET - D * 0.6 - back - 10}"/><rect x="${x1 - inset - 20}" y="${back + 10}" width="12" height="${FEET - D * 0.6 - back - 10}"/>
  <rect x="${x0 + 8}" y="${front + 14}" width="16" height="${FEET - front - 14}"/><rect x="${x1 - 24}" y="${front + 14}" width="16" height="${FEET - front - 14}"/></g>
  <rect x="${x0 + 14}" y="${FEET - 60}" width="${W - 28}" height="8" rx="3" fill="#0a1520"/>`;
  const sx0 = x0 + f;
  const sx1 = x1 - f;
  const sb = back + 4;
  const sf = front - 4;
  const top = `<path d="M${x0 + inset} ${back} L${x1 - inset} ${back} L${x1} ${front} L${x0} ${front} Z" fill="#5a86a8"/>
  <path d="M${x0} ${front} L${x1} ${front} L${x1} ${front + 14} L${x0} ${front + 14} Z" fill="#3d6482"/>
  <path d="M${sx0 + inset} ${sb} L${sx1 - inset} ${sb} L${sx1} ${sf} L${sx0} ${sf} Z" fill="url(#screen)"/>`;
  // The screen's content: as many product tiles as the width holds, the same tile size everywhere.
  const n = tiles;
  const tw = 15 * U;
  const gap = (sx1 - sx0 - 2 * inset - n * tw) / (n + 1);
  const ty = sb + (sf - sb) * 0.3;
  const th = (sf - sb) * 0.45;
  const content = Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${sx0 + inset + gap + i * (tw + gap)}" y="${ty}" width="${tw}" height="${th}" rx="3" fill="${[C.orange, C.blue, C.green, C.light][i % 4]}" opacity="0.9"/>`,
  ).join('');
  // Someone behind the table stands just beyond its back legs.
  return { svg: `${legs}${top}${content}`, x0, x1, front, back, behind: FEET - D * 0.6 - 14, screen: { x0: sx0, x1: sx1, y0: sb, y1: sf } };
}

/** The room of the size chooser: the same wall, floor, shelf, plant and floor scale in the three. */
const sizeRoom = (t: ReturnType<typeof touchTable>) => `${room(FLOOR)}
  <g fill="#2c4a66"><rect x="60" y="120" width="150" height="8" rx="3"/><rect x="750" y="120" width="150" height="8" rx="3"/></g>
  <g><rect x="76" y="86" width="34" height="34" rx="4" fill="${C.green}" opacity="0.8"/><rect x="120" y="96" width="26" height="24" rx="4" fill="${C.orange}" opacity="0.8"/><rect x="156" y="80" width="38" height="40" rx="4" fill="${C.blue}" opacity="0.8"/>
  <rect x="770" y="92" width="40" height="28" rx="4" fill="${C.steel}"/><rect x="820" y="84" width="30" height="36" rx="4" fill="${C.green}" opacity="0.8"/><rect x="860" y="98" width="26" height="22" rx="4" fill="${C.light}" opacity="0.6"/></g>
  <path d="M850 ${FLOOR + 180} L898 ${FLOOR + 180} L890 ${FLOOR + 240} L858 ${FLOOR + 240} Z" fill="#0b1826"/>
  <g fill="${C.green}" opacity="0.85"><path d="M874 ${FLOOR + 182} C850 ${FLOOR + 120} 820 ${FLOOR + 110} 810 ${FLOOR + 80} C850 ${FLOOR + 96} 868 ${FLOOR + 130} 874 ${FLOOR + 182} Z"/><path d="M874 ${FLOOR + 182} C880 ${FLOOR + 110} 900 ${FLOOR + 80} 930 ${FLOOR + 60} C924 ${FLOOR + 110} 900 ${FLOOR + 150} 874 ${FLOOR + 182} Z"/><path d="M874 ${FLOOR + 182} C866 ${FLOOR + 120} 872 ${FLOOR + 60} 880 ${FLOOR + 30} C892 ${FLOOR + 80} 886 ${FLOOR + 140} 874 ${FLOOR + 182} Z"/></g>
  <ellipse cx="480" cy="${FEET + 6}" rx="${(t.x1 - t.x0) / 2 + 20}" ry="10" fill="#08121c" opacity="0.5"/>
  <g stroke="${C.light}" stroke-opacity="0.3" stroke-width="2"><path d="M120 680 L840 680"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${120 + i * 50 * U} 672 L${120 + i * 50 * U} 688"/>`).join('')}</g>
  <g stroke="${C.blue}" stroke-width="4" stroke-linecap="round"><path d="M${t.x0} 662 L${t.x1} 662"/><path d="M${t.x0} 652 L${t.x0} 672 M${t.x1} 652 L${t.x1} 672"/></g>`;

// 32-inch: 71 × 40 cm; 55-inch: 122 × 68 cm; 75-inch: 166 × 93 cm.
const t32 = touchTable(71, 40, 3);
const t55 = touchTable(122, 68, 5);
const t75 = touchTable(166, 93, 7);
const SIDE = FEET + 8; // the feet of someone at one end of the table, a step in front

const table32 = svg(
  'The 32-inch touch table at the scale of its user: a visitor stands at it like at a reception stand and browses it with one hand.',
  `${sizeRoom(t32)}
  ${standing({ x: 480, feet: t32.behind, shirt: C.orange, skin: 2, hair: 3 })}
  ${t32.svg}
  ${touch([510, neck(t32.behind) + 30], [532, neck(t32.behind) + 110], [506, t32.screen.y1 - 10], 2)}`,
);

const table55 = svg(
  'The 55-inch touch table at the scale of its users: a couple explores it at its ends while a salesperson behind it shows them a product.',
  `${sizeRoom(t55)}
  ${standing({ x: 480, feet: t55.behind, shirt: C.blue, skin: 3, hair: 1 })}
  ${t55.svg}
  ${touch([446, neck(t55.behind) + 32], [430, neck(t55.behind) + 110], [452, t55.screen.y1 - 12], 3)}
  ${standing({ x: t55.x0 - 52, feet: SIDE, shirt: C.green, skin: 0, hair: 4 })}
  ${touch([t55.x0 - 14, neck(SIDE) + 24], [t55.x0 + 10, neck(SIDE) + 96], [t55.screen.x0 + 34, t55.screen.y1 - 14], 0)}
  ${standing({ x: t55.x1 + 52, feet: SIDE, shirt: C.orange, skin: 1, hair: 0 })}`,
);

const table75 = svg(
  'The 75-inch touch table at the scale of its users: a group of five stands around it and works on it together.',
  `${sizeRoom(t75)}
  ${standing({ x: 370, feet: t75.behind, shirt: C.green, skin: 4, hair: 2 })}
  ${standing({ x: 590, feet: t75.behind, shirt: C.light, skin: 1, hair: 1 })}
  ${standing({ x: 480, feet: t75.behind + 6, shirt: C.steel, skin: 3, hair: 0 })}
  ${t75.svg}
  ${touch([400, neck(t75.behind) + 30], [416, neck(t75.behind) + 110], [392, t75.screen.y1 - 16], 4)}
  ${touch([556, neck(t75.behind) + 32], [542, neck(t75.behind) + 110], [566, t75.screen.y1 - 10], 1)}
  ${standing({ x: t75.x0 - 52, feet: SIDE, shirt: C.orange, skin: 0, hair: 3 })}
  ${touch([t75.x0 - 14, neck(SIDE) + 24], [t75.x0 + 10, neck(SIDE) + 96], [t75.screen.x0 + 40, t75.screen.y1 - 14], 0)}
  ${standing({ x: t75.x1 + 52, feet: SIDE, shirt: C.blue, skin: 2, hair: 4 })}
  ${touch([t75.x1 + 10, neck(SIDE) + 24], [t75.x1 - 12, neck(SIDE) + 96], [t75.screen.x1 - 44, t75.screen.y1 - 20], 2)}`,
);

// ---- The home page's hero ----
// Calm zones for the stat cards: top left (x < 390, y < 160), right middle (x > 570, 290 < y < 430)
// and bottom left (x < 390, y > 580); the people and products stand in the centre.
const hero = svg(
  'A bright showroom with the whole range in use: a collaborative screen with a shared chart, a touch table explored by three visitors, a display totem and a visitor in a VR headset.',
  `${room(440)}
  <ellipse cx="540" cy="600" rx="330" ry="80" fill="url(#spot)"/>
  ${screen(
    400,
    50,
    400,
    230,
    `
  ${bar(426, 78, 130, C.light, 10)}${bar(426, 96, 90, C.blue)}
  ${chart(428, 130, [0.4, 0.6, 0.5, 0.8, 0.95], 22, 10, 110)}
  <path d="M600 220 C630 190 650 200 670 170 S710 120 730 110" stroke="${C.orange}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="730" cy="110" r="8" fill="${C.orange}"/>
  ${tile(600, 70, 60, 56, C.green, 3, 1)}<rect x="604" y="140" width="44" height="34" rx="4" fill="${C.green}" opacity="0.85" transform="rotate(-6 626 157)"/>
  <rect x="740" y="190" width="40" height="60" rx="6" fill="#12283d"/>${[0, 1, 2].map((i) => `<circle cx="760" cy="${204 + i * 16}" r="5" fill="${[C.blue, C.orange, C.green][i]}"/>`).join('')}`,
  )}
  <rect x="560" y="280" width="80" height="12" rx="4" fill="#2c4a66"/>
  ${screen(
    90,
    170,
    130,
    290,
    `
  <rect x="114" y="196" width="82" height="110" rx="6" fill="${C.orange}"/><circle cx="155" cy="244" r="26" fill="#f3c2a4"/><path d="M136 290 C136 268 174 268 174 290 Z" fill="#f3c2a4"/>
  ${bar(114, 322, 80, C.light, 10)}${bar(114, 340, 60, C.blue)}
  <rect x="114" y="380" width="70" height="30" rx="15" fill="${C.green}"/>`,
  )}
  <rect x="138" y="460" width="34" height="84" fill="#0b1826"/><rect x="104" y="540" width="102" height="12" rx="6" fill="#0b1826"/>
  ${standing({ x: 305, feet: 562, k: 0.7, shirt: C.green, skin: 3, hair: 1 })}
  ${headset(305, 331, 0.525)}
  ${limb([282, 350], [260, 326], [268, 290], 3, 10)}
  <g fill="none" stroke="${C.blue}" stroke-width="4" stroke-linecap="round"><path d="M250 276 q-12 -14 0 -28"/><path d="M238 284 q-22 -22 0 -44"/></g>
  ${person({ x: 560, y: 440, scale: 0.72, shirt: C.blue, skin: 4, hair: 3 })}
  <path d="M400 492 L720 492 L768 584 L352 584 Z" fill="#5a86a8"/><path d="M352 584 L768 584 L768 602 L352 602 Z" fill="#3d6482"/>
  <path d="M416 500 L704 500 L748 576 L372 576 Z" fill="url(#screen)"/>
  <g fill="#0a1520"><path d="M380 602 L408 602 L414 660 L388 660 Z"/><path d="M712 602 L740 602 L732 660 L706 660 Z"/></g>
  <g><circle cx="560" cy="538" r="30" fill="none" stroke="${C.blue}" stroke-width="4"/><path d="M530 538 A30 30 0 0 1 560 508" stroke="${C.orange}" stroke-width="8" fill="none"/>
  ${[0, 1, 2].map((i) => `<rect x="${420 + i * 34}" y="${516 + i * 2}" width="26" height="20" rx="3" fill="${[C.green, C.orange, C.light][i]}" opacity="0.9"/>`).join('')}
  <rect x="630" y="520" width="80" height="40" rx="5" fill="#16314a" stroke="${C.blue}" stroke-width="2"/>${bar(640, 530, 50, C.light, 6)}${bar(640, 544, 34, C.blue, 6)}</g>
  ${limb([590, 470], [600, 512], [594, 530], 4, 12)}${ripple(594, 530, 9)}
  ${person({ x: 450, y: 630, scale: 0.92, shirt: C.orange, back: true, hair: 0 })}
  ${arm([484, 660], [506, 530], 0, 15)}${ripple(506, 528, 10)}
  ${person({ x: 710, y: 640, scale: 0.95, shirt: C.green, back: true, hair: 4, skin: 1 })}
  ${arm([672, 668], [652, 548], 1, 15)}${ripple(652, 546, 10)}`,
);

const home = writeScenes(HOME, { hero });
const sizes = writeScenes(SIZES, { 'table-32': table32, 'table-55': table55, 'table-75': table75 });
console.log(`${home + sizes} pictures written to content/images/home/ and content/images/sizes/`);
