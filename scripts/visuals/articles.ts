// The blog articles' pictures (content/images/articles/*.svg): flat scenes in the brand's colours on
// the navy room, one subject each, kept within y 90–630 so that the 16:9 thumbnails keep it.
// Drawn from the shared parts, with the few extra parts they need (hands, phones, waves) defined here.
// Usage: node --import tsx scripts/visuals/articles.ts   (then npm run build makes AVIF and WebP of them)
import { fileURLToPath } from 'node:url';
import { bar, C, chart, type Point, person, room, screen, SKIN, svg, table, tile, writeScenes } from './parts.ts';

const OUT = fileURLToPath(new URL('../../content/images/articles/', import.meta.url));

/** An arm bent at the elbow: shoulder, elbow, hand. */
const limb = (from: Point, elbow: Point, to: Point, skin = 0, width = 16) =>
  `<path d="M${from[0]} ${from[1]} L${elbow[0]} ${elbow[1]} L${to[0]} ${to[1]}" stroke="${SKIN[skin]}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
/** An open hand, palm to us, wrist at (x, y), fingers up, turned by `rot` degrees, `s` times 60 px tall. */
const hand = (x: number, y: number, skin: number, s = 1, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${SKIN[skin]}"><rect x="-22" y="-40" width="44" height="44" rx="14"/>
  <rect x="-21" y="-78" width="10" height="44" rx="5"/><rect x="-9" y="-86" width="10" height="52" rx="5"/><rect x="3" y="-82" width="10" height="48" rx="5"/><rect x="14" y="-70" width="9" height="38" rx="4.5"/>
  <rect x="-29" y="-38" width="12" height="36" rx="6" transform="rotate(-24 -22 -4)"/></g>`;
/** A forearm in a sleeve from (x1, y1) (off the picture's edge) to the wrist (x2, y2). */
const forearm = (x1: number, y1: number, x2: number, y2: number, sleeve: string, skin: number) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${sleeve}" stroke-width="44" stroke-linecap="round"/><path d="M${x1 + (x2 - x1) * 0.8} ${y1 + (y2 - y1) * 0.8} L${x2} ${y2}" stroke="${SKIN[skin]}" stroke-width="30" stroke-linecap="round"/>`;
/** Radio waves: `n` arcs opening toward `angle` degrees (0 = right) from (x, y). */
const waves = (x: number, y: number, angle: number, colour: string, n = 3, step = 14) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round">${Array.from(
    { length: n },
    (_, i) => {
      const r = step * (i + 1);
      return `<path d="M${r * 0.6} ${-r * 0.8} A${r} ${r} 0 0 1 ${r * 0.6} ${r * 0.8}" opacity="${1 - i * 0.22}"/>`;
    },
  ).join('')}</g>`;
/** A four-pointed star, the AI's sign. */
const sparkle = (x: number, y: number, r: number, colour: string) =>
  `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r} Z" fill="${colour}"/>`;
/** Touch ripples where a finger meets a screen. */
const ripple = (x: number, y: number, r = 12) =>
  `<g fill="none" stroke="${C.light}" stroke-width="2"><circle cx="${x}" cy="${y}" r="${r}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${r * 1.7}" opacity="0.4"/></g>`;
/** A speech bubble with lines of text (bars), its tail at the bottom left or right. */
const bubble = (x: number, y: number, w: number, h: number, fill: string, ink: string, right = false) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/><path d="M${right ? x + w - 50 : x + 30} ${y + h - 2} l${right ? 24 : -4} 30 l${right ? 2 : 26} -30 Z" fill="${fill}"/>${bar(x + 20, y + 22, w - 60, ink, 9)}${bar(x + 20, y + 42, w - 90, ink, 9)}`;

// A landscape for the 4K screen: sky, sun, mountains, lake (its own gradients next to the room's).
const landscapeDefs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a5a7e"/><stop offset="0.6" stop-color="#e08a5c"/><stop offset="1" stop-color="#f3c2a4"/></linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0.3" stop-color="#fff6e8"/><stop offset="1" stop-color="#fff6e8" stop-opacity="0"/></radialGradient>
  <linearGradient id="hdr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${C.blue}"/><stop offset="1" stop-color="#000000"/></linearGradient>
  <clipPath id="lens"><circle cx="600" cy="250" r="86"/></clipPath>
  <pattern id="px" width="16" height="16" patternUnits="userSpaceOnUse" x="514" y="164"><path d="M16 0 L0 0 L0 16" fill="none" stroke="#0b1826" stroke-width="2" stroke-opacity="0.55"/></pattern></defs>`;

/** An office chair's seat and foot under a seated person drawn by person() at `scale`. */
const chair = (x: number, bottom: number, scale: number) =>
  `<g fill="#0b1826"><rect x="${x - 52 * scale * 1.8}" y="${bottom - 6}" width="${104 * scale * 1.8}" height="${22 * scale}" rx="${8 * scale}"/><rect x="${x - 6 * scale}" y="${bottom}" width="${12 * scale}" height="${70 * scale}"/><rect x="${x - 40 * scale}" y="${bottom + 66 * scale}" width="${80 * scale}" height="${10 * scale}" rx="${5 * scale}"/></g>`;

const scenes = {
  '4k-hdr': svg(
    'A professional 4K HDR screen shows a vivid landscape; a magnifier held up to it reveals the fine pixel grid, and a gauge beside it runs from deep black to bright white.',
    `${room(500)}${landscapeDefs}
  ${screen(
    130,
    90,
    620,
    360,
    `
  <rect x="142" y="102" width="596" height="336" rx="4" fill="url(#sky)"/>
  <circle cx="300" cy="170" r="100" fill="url(#sun)"/><circle cx="300" cy="170" r="32" fill="#fff6e8"/>
  <path d="M142 330 L230 240 L290 290 L380 190 L470 300 L540 260 L620 330 L700 280 L738 310 L738 360 L142 360 Z" fill="#3f6684"/>
  <path d="M350 220 L380 190 L410 226 L392 218 L378 232 Z" fill="${C.light}"/>
  <path d="M142 350 L260 300 L380 340 L520 310 L640 350 L738 330 L738 380 L142 380 Z" fill="#2f7a4c"/>
  <rect x="142" y="378" width="596" height="60" fill="#1f4662"/><path d="M260 384 L340 384 M276 398 L324 398 M290 412 L310 412" stroke="#fff6e8" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`,
  )}
  <rect x="400" y="450" width="80" height="70" fill="#0b1826"/><rect x="330" y="516" width="220" height="16" rx="8" fill="#0b1826"/>
  <rect x="48" y="120" width="34" height="300" rx="17" fill="url(#hdr)" stroke="#2c4a66" stroke-width="3"/>
  <g fill="#fff6e8"><circle cx="65" cy="98" r="9"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="63" y="80" width="4" height="7" rx="2" transform="rotate(${a} 65 98)"/>`).join('')}</g>
  <circle cx="65" cy="444" r="10" fill="#0b1826" stroke="${C.light}" stroke-width="3"/>
  <g clip-path="url(#lens)">
    <rect x="510" y="160" width="180" height="180" fill="#e8956a"/><rect x="510" y="160" width="180" height="48" fill="#c9825e"/>
    <path d="M510 340 V212 h16 v16 h16 v16 h16 v16 h16 v16 h16 v16 h16 v16 h16 v-16 h16 v-16 h16 v-16 h16 v-16 h16 v-16 h16 V340 Z" fill="#3f6684"/>
    <path d="M510 340 V308 h32 v-16 h48 v16 h32 v16 h32 v-16 h36 V340 Z" fill="#2f7a4c"/>
    <g fill="#fff6e8" opacity="0.35"><rect x="526" y="228" width="16" height="16"/><rect x="654" y="244" width="16" height="16"/></g>
    <rect x="510" y="160" width="180" height="180" fill="url(#px)"/>
  </g>
  <circle cx="600" cy="250" r="86" fill="none" stroke="${C.light}" stroke-width="10"/><circle cx="600" cy="250" r="94" fill="none" stroke="#0b1826" stroke-width="4"/>
  <path d="M662 312 L728 384" stroke="#0b1826" stroke-width="26" stroke-linecap="round"/><path d="M668 318 L724 380" stroke="${C.orange}" stroke-width="14" stroke-linecap="round"/>
  ${person({ x: 830, y: 530, shirt: C.green, skin: 1, hair: 1 })}
  ${limb([792, 566], [764, 480], [734, 392], 1, 16)}`,
  ),

  roi: svg(
    'A manager reads an interactive display’s results on a wall dashboard, a rising curve of visits and conversions, while a touch table is used in the background.',
    `${room(450)}
  ${screen(
    60,
    100,
    520,
    330,
    `
  <path d="M96 350 C160 342 200 320 250 306 S350 276 400 250 S480 204 530 190 L530 380 L96 380 Z" fill="${C.green}" opacity="0.25"/>
  <g stroke="#2c4a66" stroke-width="2"><path d="M96 380 L540 380 M96 320 L540 320 M96 260 L540 260 M96 200 L540 200"/></g>
  <path d="M96 350 C160 342 200 320 250 306 S350 276 400 250 S480 204 530 190" stroke="${C.green}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <circle cx="530" cy="190" r="10" fill="${C.green}"/>
  ${chart(110, 306, [0.3, 0.45, 0.4, 0.6, 0.7, 0.85], 22, 50, 72).replace(/rx="3"/g, 'rx="3" opacity="0.7"')}
  <rect x="402" y="124" width="134" height="50" rx="6" fill="#12283d" stroke="${C.green}" stroke-width="2"/>
  ${[0, 1, 2].map((i) => `<rect x="${96 + i * 100}" y="124" width="88" height="50" rx="6" fill="#12283d"/><circle cx="${118 + i * 100}" cy="149" r="10" fill="${[C.blue, C.orange, C.green][i]}"/>${bar(136 + i * 100, 138, 40, C.light, 8)}${bar(136 + i * 100, 154, 28, C.steel, 8)}`).join('')}
  <path d="M418 164 L434 136 L450 164 Z" fill="${C.green}"/>${bar(462, 136, 60, C.green, 10)}${bar(462, 154, 40, C.steel, 8)}`,
  )}
  <rect x="280" y="430" width="80" height="12" rx="4" fill="#2c4a66"/>
  ${person({ x: 770, y: 408, scale: 0.55, shirt: C.orange, skin: 0, hair: 3 })}
  ${person({ x: 860, y: 412, scale: 0.52, shirt: C.blue, skin: 3, hair: 1 })}
  <path d="M690 470 L930 470 L950 512 L670 512 Z" fill="#5a86a8"/><path d="M698 475 L922 475 L938 507 L682 507 Z" fill="url(#screen)"/><path d="M670 512 L950 512 L950 522 L670 522 Z" fill="#3d6482"/>
  <g fill="#0a1520"><rect x="690" y="522" width="12" height="50"/><rect x="918" y="522" width="12" height="50"/></g>
  ${[0, 1, 2].map((i) => `<rect x="${716 + i * 64}" y="482" width="44" height="18" rx="3" fill="${[C.blue, C.green, C.orange][i]}" opacity="0.9"/>`).join('')}
  ${limb([788, 428], [798, 466], [782, 492], 0, 9)}${ripple(782, 492, 6)}
  ${person({ x: 620, y: 560, shirt: C.blue, skin: 2, hair: 4, back: true })}
  ${limb([584, 596], [548, 492], [504, 352], 2, 16)}${ripple(503, 348, 10)}`,
  ),

  'wireless-casting': svg(
    'A meeting room seen along its table: a laptop and a phone send their pictures to the wall screen without a cable, while the people seated around the table follow.',
    `${room(400)}
  ${screen(
    250,
    60,
    460,
    270,
    `
  <rect x="274" y="84" width="290" height="222" rx="4" fill="#12283d"/>${bar(294, 104, 140, C.light, 10)}${chart(300, 170, [0.5, 0.75, 0.6, 0.95], 34, 22, 110)}
  <rect x="582" y="84" width="104" height="222" rx="10" fill="#12283d" stroke="${C.orange}" stroke-width="3"/><rect x="594" y="100" width="80" height="100" rx="4" fill="${C.orange}"/><circle cx="634" cy="150" r="22" fill="#f3c2a4"/>${bar(594, 214, 70, C.light, 8)}${bar(594, 232, 50, C.blue, 8)}`,
  )}
  ${chair(330, 500, 0.5)}${chair(630, 500, 0.5)}
  ${person({ x: 330, y: 400, scale: 0.5, shirt: C.green, skin: 4, hair: 2 })}
  ${person({ x: 630, y: 400, scale: 0.5, shirt: C.light, skin: 3, hair: 1 })}
  ${person({ x: 170, y: 560, scale: 0.85, shirt: C.orange, skin: 0, hair: 3 })}
  ${person({ x: 800, y: 560, scale: 0.85, shirt: C.blue, skin: 1, hair: 0 })}
  <path d="M400 410 L560 410 L800 690 L160 690 Z" fill="#5a86a8"/><path d="M160 690 L800 690 L800 706 L160 706 Z" fill="#3d6482"/>
  <path d="M392 560 L500 560 L512 606 L372 606 Z" fill="#1c3044"/><path d="M398 480 L496 480 L500 560 L392 560 Z" fill="#1c3044" stroke="${C.light}" stroke-width="3" stroke-linejoin="round"/>
  <rect x="406" y="490" width="82" height="60" rx="2" fill="#12283d"/>${chart(414, 508, [0.5, 0.75, 0.6, 0.95], 12, 8, 36)}
  ${waves(446, 468, -90, C.blue, 3, 18)}
  <g stroke="${C.blue}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" fill="none" opacity="0.8"><path d="M446 414 C446 380 430 360 420 340"/><path d="M668 462 C680 420 670 380 640 346"/></g>
  ${limb([756, 600], [740, 640], [690, 566], 1, 15)}
  <rect x="660" y="500" width="40" height="70" rx="8" fill="#0b1826" stroke="${C.light}" stroke-width="3" transform="rotate(-14 680 535)"/><rect x="666" y="508" width="28" height="48" rx="3" fill="${C.orange}" transform="rotate(-14 680 535)"/>
  ${waves(670, 492, -80, C.orange, 3, 16)}`,
  ),

  interactivite: svg(
    'Three new ways of interacting: a hand swipes in the air in front of a screen, a product set on a touch table is recognised with a ring around it, and a phone taps the NFC tag of a totem.',
    `${room(440)}
  ${screen(
    50,
    80,
    420,
    260,
    `
  ${[0, 1, 2].map((i) => `<rect x="${88 + i * 126}" y="${i === 1 ? 112 : 130}" width="${i === 1 ? 118 : 100}" height="${i === 1 ? 176 : 140}" rx="8" fill="${[C.steel, C.orange, C.steel][i]}" opacity="${i === 1 ? 1 : 0.7}"/>`).join('')}
  <circle cx="266" cy="180" r="32" fill="#f3c2a4"/>${bar(226, 240, 80, C.light, 10)}${bar(226, 258, 56, C.navy, 8)}
  <path d="M78 210 l-12 12 l12 12 M442 210 l12 12 l-12 12" stroke="${C.light}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  )}
  <rect x="230" y="340" width="60" height="14" rx="4" fill="#2c4a66"/>
  ${screen(
    740,
    90,
    170,
    330,
    `
  <rect x="764" y="116" width="122" height="130" rx="6" fill="${C.green}"/><path d="M790 230 L825 160 L860 230 Z" fill="#f3c2a4"/>${bar(764, 262, 100, C.light, 10)}${bar(764, 280, 70, C.blue)}
  <rect x="784" y="320" width="82" height="70" rx="10" fill="#12283d" stroke="${C.blue}" stroke-width="3"/>${waves(808, 355, 0, C.blue, 3, 10)}`,
  )}
  <rect x="805" y="420" width="40" height="150" fill="#0b1826"/><rect x="770" y="566" width="110" height="14" rx="6" fill="#0b1826"/>
  <path d="M300 470 L700 470 L740 560 L260 560 Z" fill="#5a86a8"/><path d="M314 478 L686 478 L720 552 L280 552 Z" fill="url(#screen)"/><path d="M260 560 L740 560 L740 578 L260 578 Z" fill="#3d6482"/>
  <g fill="#0a1520"><path d="M286 578 L312 578 L318 640 L292 640 Z"/><path d="M688 578 L714 578 L708 640 L682 640 Z"/></g>
  <ellipse cx="500" cy="516" rx="74" ry="26" fill="none" stroke="${C.blue}" stroke-width="4"/><ellipse cx="500" cy="516" rx="92" ry="33" fill="none" stroke="${C.blue}" stroke-width="2" opacity="0.5"/>
  <path d="M426 516 A74 26 0 0 1 500 490" stroke="${C.orange}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <ellipse cx="500" cy="520" rx="34" ry="10" fill="#0b1826" opacity="0.5"/>
  <path d="M474 518 L474 450 C474 436 486 430 486 420 L486 404 L514 404 L514 420 C514 430 526 436 526 450 L526 518 Z" fill="${C.green}"/><rect x="484" y="392" width="32" height="14" rx="3" fill="${C.light}"/><rect x="480" y="466" width="40" height="30" rx="3" fill="${C.light}" opacity="0.9"/>
  <rect x="602" y="488" width="92" height="44" rx="6" fill="#16314a" stroke="${C.green}" stroke-width="2"/>${bar(612, 498, 60, C.light, 7)}${bar(612, 512, 40, C.green, 7)}
  <path d="M574 512 L600 506" stroke="${C.green}" stroke-width="2"/>
  ${forearm(180, 720, 250, 470, C.orange, 0)}${hand(250, 474, 0, 1.3, 8)}
  <g fill="none" stroke="${C.light}" stroke-width="4" stroke-linecap="round" opacity="0.8"><path d="M150 380 q-22 -40 0 -80"/><path d="M124 392 q-30 -52 0 -104" opacity="0.5"/><path d="M340 380 q22 -40 0 -80"/><path d="M366 392 q30 -52 0 -104" opacity="0.5"/></g>
  ${forearm(990, 700, 882, 424, C.blue, 3)}
  <g transform="rotate(16 858 362)"><rect x="836" y="322" width="44" height="80" rx="8" fill="#0b1826" stroke="${C.light}" stroke-width="3"/><rect x="842" y="332" width="32" height="56" rx="3" fill="${C.blue}"/>
  <rect x="834" y="376" width="52" height="44" rx="16" fill="${SKIN[3]}"/><rect x="828" y="350" width="13" height="40" rx="6.5" fill="${SKIN[3]}"/><path d="M852 388 h22 M852 400 h22" stroke="#6e4630" stroke-width="2" stroke-linecap="round"/></g>`,
  ),

  'ia-visioconference': svg(
    'A video meeting with AI: the remote participants in tiles beside a live transcript, two speech bubbles for the translation and a summary card ready at the end.',
    `${room(460)}
  ${screen(
    50,
    70,
    600,
    360,
    `
  ${tile(74, 94, 176, 150, C.orange, 0, 0)}${tile(258, 94, 176, 150, C.green, 3, 1)}${tile(74, 252, 176, 150, C.blue, 4, 4)}${tile(258, 252, 176, 150, C.light, 1, 2)}
  <rect x="258" y="94" width="176" height="150" rx="6" fill="none" stroke="${C.green}" stroke-width="4"/><g fill="none" stroke="${C.green}" stroke-width="3" stroke-linecap="round"><path d="M276 116 v8 M284 110 v20 M292 114 v12 M300 108 v24 M308 116 v8"/></g>
  <rect x="442" y="94" width="184" height="308" rx="6" fill="#12283d"/>${sparkle(466, 118, 12, C.blue)}${bar(486, 114, 70, C.light, 8)}
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="462" cy="${160 + i * 48}" r="9" fill="${[C.orange, C.green, C.blue, C.orange, C.green][i]}"/>${bar(478, 152 + i * 48, [120, 90, 130, 100, 70][i] ?? 0, i === 4 ? C.blue : C.light, 7)}${bar(478, 166 + i * 48, [80, 110, 60, 96, 0][i] || 1, C.steel, 7)}`).join('')}
  <rect x="478" y="360" width="3" height="22" fill="${C.blue}"/>`,
  )}
  <rect x="300" y="430" width="100" height="12" rx="4" fill="#2c4a66"/>
  ${bubble(690, 90, 200, 70, C.light, C.steel)}
  ${bubble(720, 210, 200, 70, C.orange, '#fff', true)}
  <path d="M900 120 C936 140 940 190 916 204" stroke="${C.blue}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M906 192 l10 14 l12 -14" stroke="${C.blue}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  ${table(540)}
  <path d="M760 570 L830 570 L850 600 L740 600 Z" fill="#0b1826"/>
  <rect x="680" y="330" width="230" height="250" rx="14" fill="${C.panel}" stroke="${C.blue}" stroke-width="3"/>${sparkle(712, 364, 16, C.green)}${bar(738, 358, 120, C.light, 12)}
  ${[0, 1, 2].map((i) => `<circle cx="714" cy="${420 + i * 46}" r="12" fill="${C.green}"/><path d="M708 ${420 + i * 46} l5 5 l9 -10" stroke="${C.navy}" stroke-width="3" fill="none" stroke-linecap="round"/>${bar(738, 414 + i * 46, [140, 110, 124][i] ?? 0, C.light, 9)}`).join('')}
  <rect x="700" y="538" width="110" height="26" rx="13" fill="${C.blue}"/>
  ${person({ x: 230, y: 590, shirt: C.green, skin: 2, hair: 2, back: true })}
  ${person({ x: 500, y: 610, scale: 0.95, shirt: C.orange, skin: 1, hair: 1, back: true })}`,
  ),
};

console.log(`${writeScenes(OUT, scenes)} article pictures written to content/images/articles/`);
