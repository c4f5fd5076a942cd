// The heroes of the solution pages (content/images/solutions/*.svg, except tables-tactiles.svg, drawn
// by hand first and the model of the style): flat scenes in the brand's colours on a navy room, each
// showing its product in use. Written from shared parts so that they stay one family.
// Usage: node --import tsx scripts/visuals/solution-heroes.ts   (then npm run build makes AVIF and WebP of them)
import { fileURLToPath } from 'node:url';
import { arm, bar, C, chart, person, room, screen, svg, table, tile, writeScenes } from './parts.ts';

const OUT = fileURLToPath(new URL('../../content/images/solutions/', import.meta.url));
const scenes = {
  'ecrans-collaboratifs': svg(
    'A meeting room: a 4K collaborative screen with a shared chart, notes drawn by hand and the remote team; a laptop shares to it without a cable.',
    `${room(450)}
  ${screen(
    150,
    60,
    660,
    360,
    `
  ${chart(200, 150, [0.45, 0.7, 0.9, 0.6, 0.8])}
  ${bar(200, 110, 160, C.light, 10)}${bar(200, 260, 120, C.blue)}${bar(200, 276, 90, C.steel)}
  <path d="M420 130 C460 100 520 180 560 140 S640 120 650 170" stroke="${C.orange}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="560" cy="230" r="40" fill="none" stroke="${C.green}" stroke-width="6"/>
  ${tile(678, 84, 110, 96, C.orange, 1, 1)}${tile(678, 190, 110, 96, C.green, 2, 2)}${tile(678, 296, 110, 96, C.blue, 4, 3)}`,
  )}
  <rect x="420" y="420" width="120" height="14" rx="4" fill="#2c4a66"/>
  ${table(540)}
  <path d="M300 548 L372 548 L380 528 L308 528 Z" fill="#1c3044"/><rect x="306" y="490" width="70" height="40" rx="4" fill="#1c3044" stroke="${C.light}" stroke-width="2"/>
  <g fill="none" stroke="${C.blue}" stroke-width="4" stroke-linecap="round"><path d="M330 470 q12 -12 24 0"/><path d="M322 460 q20 -20 40 0"/></g>
  ${person({ x: 200, y: 560, shirt: C.orange, back: true, hair: 0 })}
  ${person({ x: 760, y: 560, shirt: C.green, back: true, hair: 1, skin: 1 })}
  ${arm([800, 600], [700, 330], 1)}
  ${person({ x: 480, y: 610, scale: 0.9, shirt: C.blue, back: true, hair: 2 })}`,
  ),
  collaboration: svg(
    'A video meeting on an all-in-one screen: four remote colleagues in tiles, a shared slide, the camera bar on top; the team at the table takes part.',
    `${room(450)}
  ${screen(
    140,
    70,
    680,
    360,
    `
  <rect x="164" y="94" width="390" height="240" rx="4" fill="#12283d"/>${bar(186, 116, 180, C.light, 12)}${chart(190, 180, [0.4, 0.65, 0.85, 0.55], 40, 18, 130)}
  ${tile(568, 94, 110, 114, C.orange, 0, 0)}${tile(690, 94, 110, 114, C.green, 3, 1)}${tile(568, 220, 110, 114, C.blue, 4, 4)}${tile(690, 220, 110, 114, '#e6eef4', 1, 2)}
  <rect x="164" y="350" width="636" height="54" rx="6" fill="#12283d"/>${bar(186, 372, 300, C.steel)}<circle cx="760" cy="377" r="14" fill="${C.orange}"/>`,
  )}
  <rect x="400" y="52" width="160" height="24" rx="12" fill="#0b1826" stroke="#2c4a66" stroke-width="3"/><circle cx="480" cy="64" r="7" fill="${C.blue}"/>
  ${table(548)}
  <g fill="#1c3044"><rect x="448" y="520" width="64" height="30" rx="8"/></g><circle cx="480" cy="535" r="6" fill="${C.green}"/>
  ${person({ x: 210, y: 565, shirt: C.blue, back: true, hair: 3 })}
  ${person({ x: 750, y: 565, shirt: C.orange, back: true, hair: 1, skin: 1 })}`,
  ),
  'affichage-dynamique': svg(
    'A shop: two screen totems showing the new collection and the week’s offer; a visitor holds her phone to the NFC tag and takes the product sheet with her.',
    `${room(470)}
  <rect x="0" y="70" width="960" height="24" fill="#2c4a66"/>
  <g>${[0, 1, 2, 3].map((i) => `<rect x="${560 + i * 90}" y="170" width="60" height="${80 + (i % 2) * 30}" rx="6" fill="${[C.steel, C.green, C.orange, C.blue][i]}" opacity="0.85"/>`).join('')}<rect x="540" y="280" width="380" height="12" rx="4" fill="#2c4a66"/></g>
  ${screen(
    110,
    120,
    200,
    420,
    `
  <rect x="134" y="160" width="152" height="180" rx="6" fill="${C.orange}"/><path d="M170 330 C170 250 200 210 210 210 C220 210 250 250 250 330 Z" fill="#f3c2a4"/>
  ${bar(134, 360, 130, C.light, 14)}${bar(134, 386, 100, C.blue)}${bar(134, 406, 80, C.steel)}
  <rect x="134" y="440" width="110" height="40" rx="20" fill="${C.green}"/>`,
  )}
  <rect x="190" y="540" width="40" height="110" fill="#0b1826"/><rect x="150" y="640" width="120" height="14" rx="6" fill="#0b1826"/>
  ${screen(
    350,
    160,
    180,
    340,
    `
  <circle cx="440" cy="270" r="60" fill="${C.blue}"/><path d="M410 270 l20 20 l40 -44" stroke="${C.light}" stroke-width="10" fill="none" stroke-linecap="round"/>
  ${bar(374, 360, 120, C.light, 12)}${bar(374, 384, 90, C.green)}${bar(374, 402, 70, C.steel)}
  <rect x="404" y="432" width="72" height="40" rx="8" fill="#12283d" stroke="${C.blue}" stroke-width="3"/>`,
  )}
  <rect x="420" y="500" width="40" height="140" fill="#0b1826"/><rect x="385" y="632" width="110" height="14" rx="6" fill="#0b1826"/>
  ${person({ x: 700, y: 500, scale: 1.05, shirt: C.green, skin: 2, hair: 3 })}
  ${arm([640, 560], [505, 455], 2)}
  <rect x="482" y="428" width="30" height="52" rx="6" fill="#0b1826" stroke="${C.light}" stroke-width="3"/>
  <g fill="none" stroke="${C.orange}" stroke-width="4" stroke-linecap="round"><path d="M530 440 q10 12 0 24"/><path d="M542 432 q16 20 0 40"/></g>`,
  ),
  'bureau-etude-vr': svg(
    'A VR design office: two buyers wearing headsets walk through their future flat, floating at full scale in front of them; the plan on the wall shows where they stand.',
    `${room(470)}
  ${screen(
    620,
    80,
    260,
    200,
    `
  <rect x="650" y="110" width="200" height="140" fill="none" stroke="${C.light}" stroke-width="4"/><path d="M650 180 L740 180 L740 250 M740 150 L850 150" stroke="${C.light}" stroke-width="4" fill="none"/>
  <circle cx="700" cy="215" r="10" fill="${C.orange}"/><circle cx="790" cy="200" r="10" fill="${C.green}"/>`,
  )}
  <g opacity="0.95">
    <path d="M220 360 L420 260 L620 360 L420 460 Z" fill="${C.blue}" fill-opacity="0.25" stroke="${C.blue}" stroke-width="3"/>
    <path d="M300 360 L420 300 L540 360 L540 250 L420 190 L300 250 Z" fill="#24506d"/>
    <path d="M300 250 L420 190 L540 250 L420 310 Z" fill="${C.blue}"/>
    <path d="M300 250 L420 310 L420 420 L300 360 Z" fill="#2f6685"/><path d="M420 310 L540 250 L540 360 L420 420 Z" fill="#1f4662"/>
    ${[0, 1, 2].map((i) => `<rect x="${322 + i * 30}" y="${300 + i * 15}" width="18" height="26" fill="${C.light}" opacity="0.7" transform="skewY(26.6) translate(0 ${-160 - i * 15})"/>`).join('')}
    <g stroke="${C.light}" stroke-opacity="0.5" stroke-dasharray="6 8" stroke-width="2"><path d="M420 190 L420 120"/><path d="M300 250 L250 225"/><path d="M540 250 L590 225"/></g>
  </g>
  ${person({ x: 210, y: 560, shirt: C.orange, skin: 0, hair: 4 })}
  <rect x="168" y="492" width="84" height="34" rx="12" fill="${C.navy}" stroke="${C.light}" stroke-width="3"/><rect x="178" y="500" width="64" height="16" rx="6" fill="${C.blue}"/>
  ${arm([260, 600], [330, 420], 0)}
  ${person({ x: 730, y: 580, shirt: C.green, skin: 3, hair: 1 })}
  <rect x="688" y="512" width="84" height="34" rx="12" fill="${C.navy}" stroke="${C.light}" stroke-width="3"/><rect x="698" y="520" width="64" height="16" rx="6" fill="${C.blue}"/>
  <g fill="none" stroke="${C.green}" stroke-width="4" stroke-linecap="round"><path d="M600 470 q-20 -20 0 -40"/><path d="M586 482 q-34 -34 0 -68"/></g>`,
  ),
  'assistant-ia': svg(
    'At night, a visitor asks the company’s AI assistant a question on its website; the answer comes at once, with a button to book a demo.',
    `${room(500)}
  <rect x="640" y="70" width="240" height="170" rx="10" fill="#0b1826" stroke="#2c4a66" stroke-width="4"/>
  <circle cx="760" cy="150" r="50" fill="#e6eef4" opacity="0.9"/><circle cx="782" cy="132" r="44" fill="#0b1826"/>
  <g fill="${C.light}">${[
    [680, 100],
    [850, 110],
    [700, 210],
    [840, 200],
    [730, 90],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3"/>`)
    .join('')}</g>
  ${screen(
    110,
    90,
    470,
    400,
    `
  <rect x="122" y="102" width="446" height="46" fill="#12283d"/><circle cx="150" cy="125" r="12" fill="${C.blue}"/>${bar(172, 120, 120, C.light, 10)}
  <rect x="330" y="170" width="214" height="56" rx="16" fill="${C.orange}"/>${bar(350, 186, 150, '#fff', 8)}${bar(350, 202, 110, '#fff', 8)}
  <rect x="146" y="244" width="300" height="96" rx="16" fill="#e6eef4"/>${bar(166, 264, 240, C.steel, 8)}${bar(166, 282, 210, C.steel, 8)}${bar(166, 300, 250, C.steel, 8)}
  <rect x="166" y="352" width="130" height="40" rx="20" fill="${C.green}"/>${bar(186, 368, 90, C.navy, 8)}
  <rect x="310" y="352" width="120" height="40" rx="20" fill="none" stroke="${C.light}" stroke-width="3"/>
  <rect x="134" y="420" width="420" height="44" rx="22" fill="#12283d" stroke="#2c4a66" stroke-width="2"/>`,
  )}
  <path d="M270 490 L420 490 L440 560 L250 560 Z" fill="#1c3044"/>
  ${table(580)}
  ${person({ x: 720, y: 560, shirt: C.blue, skin: 4, hair: 2 })}
  ${arm([660, 620], [560, 560], 4)}
  <path d="M520 560 L600 560 L610 590 L510 590 Z" fill="#1c3044"/><rect x="528" y="520" width="74" height="42" rx="4" fill="#1c3044" stroke="${C.light}" stroke-width="2"/>
  <text x="812" y="300" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="800" fill="${C.green}">24/7</text>`,
  ),
  'presentation-innovante': svg(
    'A showroom that is experienced: a visitor explores a collection on a touch table, another tours a project in a VR headset, the product shows on the wall.',
    `${room(450)}
  ${screen(
    260,
    60,
    440,
    250,
    `
  <path d="M330 250 C350 190 420 160 500 160 C580 160 630 200 640 250 Z" fill="${C.orange}"/><circle cx="380" cy="254" r="18" fill="#0b1826" stroke="${C.light}" stroke-width="4"/><circle cx="590" cy="254" r="18" fill="#0b1826" stroke="${C.light}" stroke-width="4"/>
  ${bar(292, 92, 150, C.light, 12)}${bar(292, 114, 100, C.blue)}`,
  )}
  ${person({ x: 300, y: 470, scale: 0.85, shirt: C.blue, skin: 1, hair: 1 })}
  <path d="M120 520 L520 520 L560 590 L80 590 Z" fill="#5a86a8"/><path d="M134 526 L506 526 L540 584 L100 584 Z" fill="url(#screen)"/>
  <path d="M80 590 L560 590 L560 606 L80 606 Z" fill="#3d6482"/><path d="M100 606 L540 606 L520 676 L120 676 Z" fill="#16293d"/><rect x="140" y="606" width="24" height="70" fill="#0b1826"/><rect x="480" y="606" width="24" height="70" fill="#0b1826"/>
  <g>${[0, 1, 2, 3].map((i) => `<rect x="${170 + i * 88}" y="${538 + (i % 2) * 4}" width="70" height="34" rx="5" fill="${[C.blue, C.green, C.orange, C.light][i]}" opacity="0.9"/>`).join('')}</g>
  <g fill="none" stroke="${C.light}" stroke-width="2"><circle cx="300" cy="556" r="16"/><circle cx="300" cy="556" r="24" opacity="0.5"/></g>
  ${arm([330, 500], [300, 556], 1, 14)}
  ${person({ x: 770, y: 520, shirt: C.green, skin: 0, hair: 3 })}
  <rect x="728" y="452" width="84" height="34" rx="12" fill="${C.navy}" stroke="${C.light}" stroke-width="3"/><rect x="738" y="460" width="64" height="16" rx="6" fill="${C.blue}"/>
  ${arm([830, 560], [880, 440], 0)}
  <g fill="none" stroke="${C.orange}" stroke-width="4" stroke-linecap="round"><path d="M660 460 q-20 -20 0 -40"/><path d="M646 472 q-34 -34 0 -68"/></g>`,
  ),
};

console.log(`${writeScenes(OUT, scenes)} heroes written to content/images/solutions/`);
