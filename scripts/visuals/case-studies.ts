// The pictures of the case studies (content/images/case-studies/*.svg): nine flat scenes in the brand's
// colours on a navy room, three per product — touch tables (a car showroom, a property developer's
// sales office, a furniture store), collaborative screens (a meeting room, a training centre, a
// multi-site engineering project) and the VR design office (a flat, a building, a shop layout).
// Written from the shared parts of parts.ts (plus a few local ones below) so that they stay one
// family with the solution heroes.
// Usage: node --import tsx scripts/visuals/case-studies.ts   (then npm run build makes AVIF and WebP of them)
import { fileURLToPath } from 'node:url';
import { bar, C, chart, type Person, type Point, person, room, screen, SKIN, svg, tile, writeScenes } from './parts.ts';

const OUT = fileURLToPath(new URL('../../content/images/case-studies/', import.meta.url));
const r = (n: number) => Math.round(n * 10) / 10;

// ---- Local parts -------------------------------------------------------------------------------

/** A table top seen in perspective, and where (u, v) in [0, 1]² of it falls in the picture. */
interface TableShape {
  cx: number;
  y: number;
  top: number;
  bot: number;
  depth: number;
  edge?: number;
  leg?: number;
}
type Surface = (u: number, v: number) => Point;
/** An isometric projection: (x, y, z) in units to the picture. */
type Iso = (x: number, y: number, z?: number) => Point;
/** A person standing in full, with a headset if `vr`. */
type Standing = Person & { vr?: boolean };

/** Maps (u, v) in [0, 1]² onto a table top seen in perspective (top edge `top` wide at `y`, front edge `bot` wide at `y + depth`). */
const surface =
  ({ cx, y, top, bot, depth }: TableShape): Surface =>
  (u, v) => {
    const half = (top + (bot - top) * v) / 2;
    return [r(cx - half + u * 2 * half), r(y + v * depth)];
  };
/** A quadrilateral of the table's screen, from (u0, v0) to (u1, v1), in its perspective. */
const quad = (m: Surface, u0: number, v0: number, u1: number, v1: number, attrs: string) => {
  const p = [m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1)];
  return `<path d="M${p.map((q) => q.join(' ')).join(' L')} Z" ${attrs}/>`;
};
/** A flattened disc lying on the table at (u, v). */
const dot = (m: Surface, u: number, v: number, rx: number, fill: string, extra = '') => {
  const [x, y] = m(u, v);
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${r(rx * 0.55)}" fill="${fill}" ${extra}/>`;
};
/** Touch ripples around a point. */
const ripple = ([x, y]: Point, k = 1) =>
  `<g fill="none" stroke="${C.light}" stroke-width="2" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${r(15 * k)}" ry="${r(9 * k)}"/><ellipse cx="${x}" cy="${y}" rx="${r(24 * k)}" ry="${r(14 * k)}" opacity="0.5"/></g>`;
/** Ripples on a wall screen (round). */
const ring = (x: number, y: number, k = 1) =>
  `<g fill="none" stroke="${C.light}" stroke-width="2" opacity="0.85"><circle cx="${x}" cy="${y}" r="${r(14 * k)}"/><circle cx="${x}" cy="${y}" r="${r(22 * k)}" opacity="0.5"/></g>`;

/** The map of a table's screen (inside its frame). */
const screenOf = (t: TableShape) => surface({ ...t, top: t.top - 26, bot: t.bot - 30, y: t.y + 7, depth: t.depth - 14 });
/** A horizontal touch table: frame, screen lying flat (content drawn by `inner(map)`), front edge and legs. */
function touchTable(t: TableShape, inner: (screen: Surface) => string = () => ''): string {
  const { cx, y, bot, depth, edge = 18, leg = 64 } = t;
  const m = surface(t);
  const s = screenOf(t);
  const fy = y + depth;
  const lx = [cx - bot * 0.38, cx + bot * 0.38 - 22];
  return `<g>${lx.map((x) => `<path d="M${r(x)} ${fy + edge} l22 0 l${x < cx ? 6 : -6} ${leg} l-22 0 Z" fill="#0a1520"/>`).join('')}
  <path d="M${m(0, 0).join(' ')} L${m(1, 0).join(' ')} L${m(1, 1).join(' ')} L${m(0, 1).join(' ')} Z" fill="#5a86a8"/>
  <path d="M${m(0, 1).join(' ')} L${m(1, 1).join(' ')} l0 ${edge} L${m(0, 1)[0]} ${fy + edge} Z" fill="#3d6482"/>
  ${quad(s, 0, 0, 1, 1, 'fill="url(#screen)"')}${quad(s, 0, 0, 1, 0.35, 'fill="url(#glow)" opacity="0.5"')}
  ${inner(s)}</g>`;
}

/** Isometric projection around (ox, oy), `k` px a unit: x runs right-down, y left-down, z up. */
const iso =
  (ox: number, oy: number, k: number): Iso =>
  (x, y, z = 0) => [r(ox + (x - y) * 0.866 * k), r(oy + (x + y) * 0.5 * k - z * k)];
const poly = (pts: Point[], attrs: string) => `<path d="M${pts.map((q) => q.join(' ')).join(' L')} Z" ${attrs}/>`;
/** A box in isometric view: its top, right (x = x1) and left (y = y1) faces, filled with `f` = [top, right, left]. */
const box = (P: Iso, x0: number, y0: number, z0: number, w: number, d: number, h: number, f: [string, string, string], extra = '') => {
  const [x1, y1, z1] = [x0 + w, y0 + d, z0 + h];
  return (
    poly([P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)], `fill="${f[0]}" ${extra}`) +
    poly([P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)], `fill="${f[1]}" ${extra}`) +
    poly([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], `fill="${f[2]}" ${extra}`)
  );
};

/** The car of the configurator, side view, `w` wide, its bottom-left corner at (x, y). */
const car = (x: number, y: number, w: number, fill: string = C.orange) =>
  `<g transform="translate(${x} ${y - (w * 94) / 324}) scale(${r((w / 324) * 1000) / 1000})"><path d="M0 70 C8 40 40 26 82 22 L140 16 C170 2 206 0 236 16 L286 22 C310 26 322 40 324 62 L324 76 L0 76 Z" fill="${fill}"/><path d="M94 24 L140 6 C168 -4 200 -2 222 12 L236 22 Z" fill="#f3c2a4" opacity="0.8"/><circle cx="58" cy="78" r="18" fill="#0b1826" stroke="${C.light}" stroke-width="4"/><circle cx="268" cy="78" r="18" fill="#0b1826" stroke="${C.light}" stroke-width="4"/></g>`;

/** An arm from the shoulder `from` to the hand `to`, its elbow pushed sideways by `bend` (px, + to the left of the way). */
const reach = (from: Point, to: Point, skin = 0, width = 15, bend = 24) => {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const len = Math.hypot(dx, dy) || 1;
  const c = [r((from[0] + to[0]) / 2 + (dy / len) * bend), r((from[1] + to[1]) / 2 - (dx / len) * bend)];
  return `<path d="M${from.join(' ')} Q${c.join(' ')} ${to.join(' ')}" stroke="${SKIN[skin]}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
};
/** A VR headset on the face of a front-facing person(x, y, scale). */
const headset = (x: number, y: number, s = 1) =>
  `<rect x="${r(x - 42 * s)}" y="${r(y - 68 * s)}" width="${r(84 * s)}" height="${r(34 * s)}" rx="${r(12 * s)}" fill="${C.navy}" stroke="${C.light}" stroke-width="${r(3 * s)}"/><rect x="${r(x - 32 * s)}" y="${r(y - 60 * s)}" width="${r(64 * s)}" height="${r(16 * s)}" rx="${r(6 * s)}" fill="${C.blue}"/>`;
/** A front-facing person wearing a headset. */
const vr = (p: Person) => person(p) + headset(p.x, p.y, p.scale ?? 1);
/** Dark trousers and shoes for a person(x, y, scale) standing in full, feet at `feet`. */
const legs = (x: number, y: number, s: number, feet: number) => {
  const y0 = r(y + 180 * s);
  return `<path d="M${r(x - 54 * s)} ${y0} L${r(x - 4 * s)} ${y0} L${r(x - 10 * s)} ${feet} L${r(x - 44 * s)} ${feet} Z M${r(x + 4 * s)} ${y0} L${r(x + 58 * s)} ${y0} L${r(x + 46 * s)} ${feet} L${r(x + 12 * s)} ${feet} Z" fill="#0b1826"/><path d="M${r(x - 50 * s)} ${feet} h${r(44 * s)} v${r(-8 * s)} h${r(-36 * s)} Z M${r(x + 8 * s)} ${feet} h${r(44 * s)} l${r(-8 * s)} ${r(-8 * s)} h${r(-36 * s)} Z" fill="#0b1826"/>`;
};
/** A front-facing person standing in full (legs down to `feet`), with a headset if `vr`. */
const standing = (p: Standing, feet: number) => legs(p.x, p.y, p.scale ?? 1, feet) + (p.vr ? vr(p) : person(p));
/** A tablet held in a hand. */
const tablet = (x: number, y: number, rot = -12) =>
  `<rect x="${x - 23}" y="${y - 17}" width="46" height="34" rx="4" fill="${C.navy}" stroke="${C.light}" stroke-width="3" transform="rotate(${rot} ${x} ${y})"/><rect x="${x - 15}" y="${y - 9}" width="30" height="18" rx="2" fill="${C.blue}" opacity="0.7" transform="rotate(${rot} ${x} ${y})"/>`;
/** Signal arcs (wireless, voice), opening to the right (dir 1) or the left (dir -1). */
const waves = (x: number, y: number, color: string, dir = 1) =>
  `<g fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"><path d="M${x} ${y - 12} q${12 * dir} 12 0 24"/><path d="M${x + 12 * dir} ${y - 22} q${20 * dir} 22 0 44"/></g>`;
/** A wall clock showing `h` hours and `min` minutes. */
function clock(x: number, y: number, rad: number, h: number, min: number): string {
  const a = (deg: number, len: number): Point => [r(x + len * Math.sin((deg * Math.PI) / 180)), r(y - len * Math.cos((deg * Math.PI) / 180))];
  const ticks = [0, 90, 180, 270]
    .map((d) => {
      const [x1, y1] = a(d, rad - 6);
      const [x2, y2] = a(d, rad - 14);
      return `M${x1} ${y1} L${x2} ${y2}`;
    })
    .join(' ');
  const hh = a((h % 12) * 30 + min / 2, rad * 0.5);
  const mm = a(min * 6, rad * 0.75);
  return `<circle cx="${x}" cy="${y}" r="${rad}" fill="${C.light}" stroke="#2c4a66" stroke-width="6"/><path d="${ticks}" stroke="${C.steel}" stroke-width="4"/><path d="M${x} ${y} L${hh.join(' ')} M${x} ${y} L${mm.join(' ')}" stroke="${C.navy}" stroke-width="6" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="5" fill="${C.orange}"/>`;
}
/** A plant in a pot standing on the floor at (x, y). */
const plant = (x: number, y: number, s = 1) =>
  `<path d="M${x - 22 * s} ${y - 44 * s} L${x + 22 * s} ${y - 44 * s} L${x + 16 * s} ${y} L${x - 16 * s} ${y} Z" fill="${C.steel}"/><g fill="${C.green}"><ellipse cx="${x - 18 * s}" cy="${y - 80 * s}" rx="${14 * s}" ry="${34 * s}" transform="rotate(-24 ${x - 18 * s} ${y - 80 * s})"/><ellipse cx="${x + 18 * s}" cy="${y - 84 * s}" rx="${14 * s}" ry="${34 * s}" transform="rotate(24 ${x + 18 * s} ${y - 84 * s})"/><ellipse cx="${x}" cy="${y - 100 * s}" rx="${14 * s}" ry="${40 * s}"/></g>`;
/** A material swatch: a rounded tile of `kind` wood (stripes), stone (dots), tile (grid) or plain. */
function swatch(x: number, y: number, w: number, kind: 'wood' | 'stone' | 'tile' | 'plain', fill: string, selected = false): string {
  const pat = {
    wood: [0.25, 0.5, 0.75]
      .map((f) => `<path d="M${x + 6} ${r(y + w * f)} q${w / 2 - 6} -6 ${w - 12} 0" stroke="#0b1826" stroke-opacity="0.3" stroke-width="3" fill="none"/>`)
      .join(''),
    stone: (
      [
        [0.3, 0.3],
        [0.7, 0.4],
        [0.45, 0.7],
        [0.75, 0.78],
      ] as Point[]
    )
      .map(([u, v]) => `<circle cx="${r(x + w * u)}" cy="${r(y + w * v)}" r="${r(w * 0.07)}" fill="#0b1826" opacity="0.2"/>`)
      .join(''),
    tile: `<path d="M${x + w / 2} ${y} v${w} M${x} ${y + w / 2} h${w}" stroke="#0b1826" stroke-opacity="0.3" stroke-width="3"/>`,
    plain: '',
  }[kind];
  return `<rect x="${x}" y="${y}" width="${w}" height="${w}" rx="8" fill="${fill}"/>${pat}${selected ? `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${w + 12}" rx="12" fill="none" stroke="${C.light}" stroke-width="4"/>` : ''}`;
}
/** A sofa seen from the front, `w` wide, standing on the floor at y. */
const sofa = (x: number, y: number, w: number, fill: string) =>
  `<rect x="${x + 16}" y="${y - 110}" width="${w - 32}" height="66" rx="18" fill="${fill}"/><rect x="${x}" y="${y - 62}" width="${w}" height="48" rx="16" fill="${fill}"/><rect x="${x}" y="${y - 86}" width="34" height="72" rx="14" fill="${fill}"/><rect x="${x + w - 34}" y="${y - 86}" width="34" height="72" rx="14" fill="${fill}"/><rect x="${x + 34}" y="${y - 62}" width="${w - 68}" height="14" rx="6" fill="#fff" opacity="0.15"/><rect x="${x + 12}" y="${y - 14}" width="10" height="14" fill="#0b1826"/><rect x="${x + w - 22}" y="${y - 14}" width="10" height="14" fill="#0b1826"/>`;

// ---- Scenes -------------------------------------------------------------------------------------

const GLOW = `<defs><linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></linearGradient></defs>`;

const scenes: Record<string, string> = {};

// 1. Car showroom: a 3 × 2 LED wall, four small touch tables with the configurator.
{
  const small = (cx: number, y: number, k: number, carFill: string, sel: number) =>
    touchTable({ cx, y, top: 170 * k, bot: 200 * k, depth: 60 * k, edge: 14 * k, leg: 56 * k }, (m) => {
      const [x0, y0] = m(0.24, 0.86);
      return `${car(x0, y0, 96 * k, carFill)}${[C.orange, C.blue, C.green].map((f, i) => dot(m, 0.1, 0.2 + i * 0.3, 6 * k, f)).join('')}${quad(m, 0.76, 0.15, 0.94, 0.6, `fill="${C.panel}" stroke="${C.blue}" stroke-width="1.5"`)}${sel ? ripple(m(0.1, 0.2 + sel * 0.3), k * 0.7) : ''}`;
    });
  const tables: [number, number, number, string, number][] = [
    [160, 442, 0.82, C.blue, 0],
    [800, 442, 0.82, C.orange, 0],
    [300, 520, 1.15, C.green, 2],
    [680, 520, 1.15, C.orange, 1],
  ];
  scenes['table-showroom-automobile'] = svg(
    'A car showroom: visitors configure a car on four small touch tables while a 3 by 2 LED wall shows the model in the colour they chose.',
    `${room(420)}${GLOW}
  <g fill="${C.light}" opacity="0.5">${[120, 300, 660, 840].map((x) => `<ellipse cx="${x}" cy="12" rx="26" ry="6"/>`).join('')}</g>
  <rect x="280" y="84" width="400" height="268" rx="6" fill="#0b1826" stroke="#2c4a66" stroke-width="4"/>
  <rect x="290" y="94" width="380" height="248" fill="#12283d"/><path d="M290 300 L670 300 L670 342 L290 342 Z" fill="#173249"/>
  <ellipse cx="480" cy="302" rx="150" ry="12" fill="#0b1826" opacity="0.6"/>${car(326, 300, 308, C.green)}
  <g stroke="#0b1826" stroke-opacity="0.5" stroke-width="1.5">${[1, 2, 3, 4, 5].map((i) => `<path d="M${290 + i * 63.3} 94 V342"/>`).join('')}${[1, 2, 3].map((i) => `<path d="M290 ${94 + i * 62} H670"/>`).join('')}</g>
  <rect x="300" y="352" width="360" height="10" fill="#0b1826"/>
  <path d="M0 470 L960 470 M0 540 L960 540 M0 630 L960 630" stroke="#2c4a66" stroke-opacity="0.5" stroke-width="2"/>
  ${person({ x: 180, y: 350, scale: 0.68, shirt: C.steel, skin: 3, hair: 1 })}
  ${person({ x: 318, y: 412, scale: 0.8, shirt: C.blue, skin: 4, hair: 3 })}
  ${person({ x: 690, y: 412, scale: 0.8, shirt: C.light, skin: 1, hair: 2 })}
  ${tables.map(([cx, y, k, f, sel]) => small(cx, y, k, f, sel)).join('')}
  ${reach([148, 385], [128, 456], 3, 11, 10)}${reach([282, 446], [238, 584], 4, 14, 16)}${reach([650, 446], [612, 562], 1, 14, 14)}
  ${person({ x: 120, y: 600, scale: 0.9, shirt: C.orange, skin: 0, hair: 4, back: true })}${reach([176, 620], [226, 560], 0, 15, 12)}`,
  );
}

// 2. Property developer's sales office: the site plan on a 55-inch table, a lot selected.
{
  const t = { cx: 520, y: 420, top: 470, bot: 580, depth: 140, edge: 20, leg: 70 };
  const m = screenOf(t);
  const lots: [number, number, number, number, number][] = [
    [0.05, 0.08, 0.2, 0.36, 0],
    [0.24, 0.08, 0.4, 0.36, 1],
    [0.6, 0.08, 0.76, 0.36, 0],
    [0.8, 0.08, 0.95, 0.36, 1],
    [0.05, 0.64, 0.22, 0.92, 1],
    [0.26, 0.64, 0.44, 0.92, 2],
    [0.5, 0.64, 0.68, 0.92, 0],
    [0.72, 0.64, 0.95, 0.92, 0],
  ];
  const plan = (
    s: Surface,
  ) => `${quad(s, 0, 0, 1, 1, `fill="${C.green}" opacity="0.22"`)}${quad(s, 0, 0.44, 1, 0.56, `fill="${C.steel}"`)}${quad(s, 0.47, 0, 0.53, 0.44, `fill="${C.steel}"`)}
  ${lots.map(([a, b, c, d, k]) => quad(s, a, b, c, d, k === 2 ? `fill="${C.orange}" stroke="${C.light}" stroke-width="3"` : `fill="${k ? C.steel : C.light}" opacity="${k ? 0.9 : 0.85}"`)).join('')}
  ${[
    [0.12, 0.22],
    [0.32, 0.22],
    [0.84, 0.22],
    [0.58, 0.78],
  ]
    .map(([u = 0, v = 0]) => quad(s, u - 0.04, v - 0.06, u + 0.04, v + 0.08, `fill="${C.blue}"`))
    .join('')}
  ${[
    [0.44, 0.2],
    [0.56, 0.3],
    [0.98, 0.5],
    [0.02, 0.5],
  ]
    .map(([u = 0, v = 0]) => dot(s, u, v, 9, C.green))
    .join('')}`;
  const lot = m(0.36, 0.8);
  scenes['table-promotion-immobiliere'] = svg(
    'A property sales office: a couple and a sales adviser around a 55-inch touch table showing the site plan of a new residence, one lot selected.',
    `${room(440)}${GLOW}
  <rect x="90" y="96" width="290" height="200" rx="8" fill="#0b1826" stroke="#2c4a66" stroke-width="4"/><rect x="104" y="110" width="262" height="172" fill="#1b3a57"/>
  <path d="M104 282 L104 250 L366 250 L366 282 Z" fill="${C.green}" opacity="0.6"/>
  <rect x="140" y="150" width="90" height="100" fill="${C.blue}"/><rect x="230" y="128" width="100" height="122" fill="#2f6685"/>
  <g fill="${C.light}" opacity="0.8">${[0, 1, 2].map((i) => [0, 1, 2].map((j) => `<rect x="${152 + i * 26}" y="${164 + j * 26}" width="14" height="14"/><rect x="${244 + i * 28}" y="${144 + j * 30}" width="16" height="16"/>`).join('')).join('')}</g>
  <circle cx="120" cy="250" r="14" fill="${C.green}"/><circle cx="350" cy="246" r="18" fill="${C.green}"/>
  <rect x="600" y="110" width="200" height="130" rx="6" fill="#0b1826" stroke="#2c4a66" stroke-width="4"/><path d="M614 226 L680 160 L720 200 L750 170 L786 226 Z" fill="${C.steel}"/><circle cx="750" cy="140" r="14" fill="${C.orange}" opacity="0.8"/>
  ${plant(880, 450, 1.1)}
  ${person({ x: 690, y: 330, scale: 0.8, shirt: C.green, skin: 3, hair: 1 })}
  ${touchTable(t, plan)}
  ${ripple(lot)}<path d="M${lot[0]} ${lot[1] - 8} c-14 -18 -14 -36 0 -36 c14 0 14 18 0 36 Z" fill="${C.orange}" stroke="${C.light}" stroke-width="3"/>
  ${tablet(760, 410, -10)}${reach([738, 364], [752, 412], 3, 13, -10)}${reach([648, 366], [640, 452], 3, 13, 14)}
  ${person({ x: 150, y: 620, scale: 0.95, shirt: C.orange, skin: 0, hair: 3, back: true })}
  ${person({ x: 300, y: 650, scale: 0.9, shirt: C.blue, skin: 2, hair: 0, back: true })}
  ${reach([340, 630], [lot[0] - 2, lot[1] + 4], 2, 15, 16)}`,
  );
}

// 3. Furniture store: a 75-inch table in the middle of the store, the catalogue in self-service.
{
  const t = { cx: 480, y: 470, top: 540, bot: 640, depth: 110, edge: 20, leg: 60 };
  const m = screenOf(t);
  const fabrics = [C.green, C.blue, C.orange, C.light, C.steel];
  const cards: [number, number, string][] = [
    [0, 0, C.green],
    [1, 0, C.blue],
    [2, 0, C.light],
    [0, 1, C.orange],
    [1, 1, C.steel],
    [2, 1, C.green],
  ];
  const cat = (s: Surface) => {
    const [px, py] = s(0.08, 0.62);
    return `${quad(s, 0.04, 0.08, 0.44, 0.92, `fill="${C.panel}"`)}
  <g transform="translate(${px} ${py}) scale(0.62 0.42)">${sofa(0, 0, 200, C.orange)}</g>
  ${fabrics.map((f, i) => dot(s, 0.08 + i * 0.08, 0.8, 10, f)).join('')}
  ${cards.map(([i, j, f]) => quad(s, 0.5 + i * 0.16, 0.1 + j * 0.42, 0.64 + i * 0.16, 0.46 + j * 0.42, `fill="${C.panel}" stroke="${i + j === 0 ? C.light : 'none'}" stroke-width="2"`) + quad(s, 0.53 + i * 0.16, 0.18 + j * 0.42, 0.61 + i * 0.16, 0.36 + j * 0.42, `fill="${f}" opacity="0.9"`)).join('')}`;
  };
  const sw = m(0.24, 0.8);
  const card = m(0.57, 0.28);
  scenes['table-ameublement'] = svg(
    'A furniture store: in the middle of the store, a customer browses the catalogue on a 75-inch touch table, choosing a sofa and its fabric, with sofas and armchairs around.',
    `${room(430)}${GLOW}
  <g stroke="#2c4a66" stroke-width="3">${[300, 660].map((x) => `<path d="M${x} 0 V96"/>`).join('')}</g>
  ${[300, 660].map((x) => `<path d="M${x - 40} 130 Q${x} 76 ${x + 40} 130 Z" fill="${C.orange}"/><ellipse cx="${x}" cy="132" rx="26" ry="6" fill="#f3c2a4"/>`).join('')}
  <rect x="360" y="150" width="240" height="10" rx="3" fill="#2c4a66"/><rect x="360" y="240" width="240" height="10" rx="3" fill="#2c4a66"/>
  <g><rect x="380" y="112" width="26" height="38" rx="10" fill="${C.green}"/><rect x="420" y="124" width="40" height="26" rx="4" fill="${C.light}" opacity="0.8"/><circle cx="500" cy="132" r="18" fill="${C.blue}"/><rect x="540" y="104" width="22" height="46" rx="8" fill="${C.orange}"/>
  <rect x="384" y="206" width="60" height="34" rx="4" fill="${C.steel}"/><rect x="464" y="214" width="30" height="26" rx="12" fill="${C.orange}" opacity="0.85"/><rect x="514" y="200" width="58" height="40" rx="4" fill="#5a86a8"/></g>
  <ellipse cx="480" cy="640" rx="400" ry="60" fill="#0b1826" opacity="0.35"/>
  ${sofa(24, 500, 210, C.orange)}${sofa(760, 500, 130, C.green)}
  <path d="M915 500 L915 250" stroke="#0b1826" stroke-width="6"/><path d="M890 250 L940 250 L928 210 L902 210 Z" fill="${C.light}" opacity="0.85"/><rect x="895" y="496" width="40" height="8" rx="4" fill="#0b1826"/>
  ${person({ x: 440, y: 372, scale: 0.82, shirt: C.blue, skin: 2, hair: 3 })}
  ${touchTable(t, cat)}
  ${ripple(sw)}${ripple(card)}
  ${reach([400, 404], [sw[0], sw[1]], 2, 14, 18)}${reach([490, 400], [card[0], card[1]], 2, 14, -16)}`,
  );
}

// 4. Head office meeting room: an 86-inch screen, a laptop sharing to it without a cable, the remote sites in tiles.
scenes['ecran-salles-reunion'] = svg(
  'A head office meeting room: a laptop shares its slides without a cable to an 86-inch collaborative screen with two remote colleagues in video, and the wall clock shows the meeting on time.',
  `${room(460)}
  ${screen(
    60,
    96,
    560,
    316,
    `
  <rect x="84" y="120" width="362" height="220" rx="4" fill="#12283d"/>${bar(106, 140, 170, C.light, 12)}${bar(106, 162, 110, C.blue)}
  ${chart(110, 220, [0.35, 0.55, 0.75, 0.95], 34, 16, 100)}<path d="M300 300 L340 260 L372 280 L420 214" stroke="${C.orange}" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${tile(460, 120, 136, 104, C.orange, 4, 4)}${tile(460, 236, 136, 104, C.light, 1, 1)}
  <rect x="84" y="352" width="512" height="36" rx="6" fill="#12283d"/>${bar(104, 366, 240, C.steel)}${bar(104, 366, 150, C.green)}
  <circle cx="572" cy="370" r="11" fill="${C.green}"/>`,
  )}
  <rect x="280" y="78" width="120" height="20" rx="10" fill="#0b1826" stroke="#2c4a66" stroke-width="3"/><circle cx="340" cy="88" r="6" fill="${C.blue}"/>
  ${clock(790, 160, 52, 10, 0)}
  <rect x="700" y="250" width="180" height="190" rx="4" fill="#12283d" stroke="#2c4a66" stroke-width="4"/><path d="M790 250 V440 M700 345 H880" stroke="#2c4a66" stroke-width="4"/>
  <g fill="#1d3550">${[
    [716, 320, 30],
    [756, 290, 26],
    [806, 300, 30],
    [846, 270, 30],
  ]
    .map(([x, y = 0, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${440 - y}"/>`)
    .join('')}</g>
  <rect x="150" y="420" width="400" height="40" rx="4" fill="#1c3044"/>
  ${person({ x: 560, y: 420, scale: 0.72, shirt: C.orange, skin: 1, hair: 1 })}${person({ x: 780, y: 420, scale: 0.72, shirt: C.light, skin: 0, hair: 3 })}
  <path d="M250 500 L920 500 L960 580 L180 580 Z" fill="#5a86a8"/><path d="M180 580 L960 580 L960 598 L180 598 Z" fill="#3d6482"/>
  <path d="M430 530 L510 530 L518 548 L422 548 Z" fill="#1c3044"/><rect x="432" y="490" width="72" height="42" rx="4" fill="#1c3044" stroke="${C.light}" stroke-width="2"/><circle cx="468" cy="510" r="6" fill="${C.light}" opacity="0.6"/>
  ${waves(418, 496, C.blue, -1)}
  ${reach([526, 452], [500, 540], 1, 12, 10)}
  <path d="M724 494 h30 l-4 30 h-22 Z" fill="${C.orange}"/><path d="M754 500 q12 2 0 16" stroke="${C.orange}" stroke-width="4" fill="none"/>${reach([746, 456], [742, 504], 0, 12, -8)}
  ${person({ x: 300, y: 640, scale: 0.92, shirt: C.blue, skin: 3, hair: 2, back: true })}${person({ x: 680, y: 660, scale: 0.9, shirt: C.green, skin: 2, hair: 4, back: true })}`,
);

// 5. Training centre: a trainer, trainees at desks, two trainees annotating the 86-inch screen at once.
{
  const desk = (x0: number, x1: number) =>
    `<path d="M${x0 + 20} 586 L${x1 - 20} 586 L${x1} 612 L${x0} 612 Z" fill="#5a86a8"/><path d="M${x0} 612 L${x1} 612 L${x1} 624 L${x0} 624 Z" fill="#3d6482"/>`;
  scenes['ecran-formation'] = svg(
    'A training centre: while the trainer speaks, two trainees annotate the same diagram on an 86-inch touch screen at the same time, and others follow from their desks.',
    `${room(450)}
  ${screen(
    170,
    76,
    620,
    330,
    `
  ${bar(210, 110, 200, C.light, 12)}${bar(210, 132, 120, C.steel)}
  ${(
    [
      [230, C.blue],
      [420, C.green],
      [610, C.orange],
    ] as [number, string][]
  )
    .map(
      ([x, f]) =>
        `<rect x="${x}" y="${170}" width="120" height="80" rx="8" fill="${f}" opacity="0.9"/>${bar(x + 16, 190, 80, '#fff')}${bar(x + 16, 206, 56, '#fff')}`,
    )
    .join('')}
  <path d="M356 210 H408 M546 210 H598" stroke="${C.light}" stroke-width="4"/><path d="M400 202 l10 8 l-10 8 M590 202 l10 8 l-10 8" fill="${C.light}"/>
  ${bar(230, 286, 260, C.steel)}${bar(230, 304, 200, C.steel)}${bar(230, 322, 230, C.steel)}
  <path d="M344 274 C296 296 218 276 220 222 C222 166 300 150 350 170" stroke="${C.orange}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M604 270 C650 262 700 270 742 262 M708 290 l16 14 l30 -34" stroke="${C.green}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  ${ring(344, 274)}${ring(754, 270)}`,
  )}
  ${person({ x: 300, y: 446, scale: 0.85, shirt: C.blue, skin: 1, hair: 1, back: true })}${reach([340, 478], [344, 276], 1, 14, -10)}
  ${person({ x: 700, y: 452, scale: 0.85, shirt: C.orange, skin: 4, hair: 3, back: true })}${reach([736, 480], [754, 272], 4, 14, 10)}
  ${person({ x: 880, y: 420, scale: 0.85, shirt: C.light, skin: 2, hair: 2 })}${reach([840, 456], [806, 388], 2, 13, -14)}
  ${desk(10, 390)}${desk(600, 950)}
  <path d="M226 584 l60 0 l-6 -36 l-52 0 Z" fill="#1c3044" stroke="${C.light}" stroke-width="2"/><path d="M680 584 l60 0 l-6 -36 l-52 0 Z" fill="#1c3044" stroke="${C.light}" stroke-width="2"/>
  ${person({ x: 130, y: 668, scale: 0.95, shirt: C.green, skin: 3, hair: 4, back: true })}${person({ x: 840, y: 668, scale: 0.95, shirt: '#5a86a8', skin: 0, hair: 0, back: true })}`,
  );
}

// 6. Engineering project space: a 4K screen on a rolling stand, a plan annotated here and from the other sites.
scenes['ecran-projet-multisite'] = svg(
  'An engineering project space: on a 4K touch screen, a technical plan is annotated at once by an engineer on site and by colleagues from two other sites shown in video tiles.',
  `${room(450)}
  <defs><pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M24 0 H0 V24" fill="none" stroke="${C.blue}" stroke-opacity="0.22" stroke-width="1.5"/></pattern></defs>
  <rect x="488" y="380" width="24" height="220" fill="#0b1826"/><rect x="380" y="596" width="240" height="14" rx="7" fill="#0b1826"/><circle cx="398" cy="618" r="9" fill="#0b1826"/><circle cx="602" cy="618" r="9" fill="#0b1826"/>
  ${screen(
    240,
    70,
    520,
    320,
    `
  <rect x="252" y="82" width="344" height="296" fill="url(#grid)"/>
  <g fill="none" stroke="${C.light}" stroke-width="4"><rect x="290" y="136" width="260" height="200"/><path d="M290 226 H400 M400 136 V300 M460 226 H550 M460 226 V336"/><path d="M400 300 a36 36 0 0 1 36 36" stroke-width="2"/></g>
  <path d="M290 114 H550 M290 106 V122 M550 106 V122 M574 136 V336 M566 136 H582 M566 336 H582" stroke="${C.blue}" stroke-width="2" fill="none"/>
  <circle cx="344" cy="290" r="32" fill="none" stroke="${C.orange}" stroke-width="6"/>
  <path d="M540 318 L486 268 M486 268 l4 20 M486 268 l20 3" stroke="${C.green}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M478 160 l14 14 l26 -30" stroke="${C.blue}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  ${tile(606, 84, 142, 92, C.green, 1, 2)}${tile(606, 184, 142, 92, C.blue, 3, 1)}${tile(606, 284, 142, 92, C.orange, 4, 0)}
  <rect x="606" y="84" width="142" height="92" rx="6" fill="none" stroke="${C.green}" stroke-width="4"/><rect x="606" y="184" width="142" height="92" rx="6" fill="none" stroke="${C.blue}" stroke-width="4"/>
  ${ring(368, 312)}`,
  )}
  ${person({ x: 180, y: 500, scale: 1.1, shirt: C.orange, skin: 0, hair: 1 })}${reach([236, 538], [368, 314], 0, 16, 18)}
  ${person({ x: 850, y: 410, scale: 0.85, shirt: C.blue, skin: 3, hair: 4 })}
  <rect x="700" y="480" width="240" height="14" rx="4" fill="#5a86a8"/><rect x="712" y="494" width="216" height="110" fill="#1c3044"/>
  <path d="M722 480 a32 28 0 0 1 64 0 Z" fill="${C.orange}"/><rect x="714" y="474" width="80" height="8" rx="4" fill="${C.orange}"/>
  <rect x="812" y="462" width="100" height="18" rx="9" fill="${C.light}"/><ellipse cx="912" cy="471" rx="5" ry="9" fill="#c9d6e0"/>
  ${reach([816, 476], [794, 452], 3, 13, 0)}${tablet(792, 446, 8)}`,
);

// 7. VR design office, property: a couple visits its future flat at full scale, the adviser follows on a tablet.
{
  const planks = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `M${260 + i * 55} 360 L${30 + i * 112.5} 640`).join(' ');
  scenes['vr-promotion-immobiliere'] = svg(
    'A VR design office: a couple wearing headsets stands inside their future flat shown at full scale around them and picks the parquet from floating swatches, while the adviser follows on a tablet.',
    `${room(470)}
  <g stroke="${C.blue}" stroke-width="3" fill="none">
    <path d="M260 360 L700 360 L930 640 L30 640 Z" fill="${C.orange}" fill-opacity="0.14"/>
    <path d="${planks}" stroke="${C.orange}" stroke-opacity="0.35" stroke-width="2"/>
    <rect x="260" y="120" width="440" height="240" fill="${C.blue}" fill-opacity="0.08"/>
    <path d="M260 120 L150 -14 M700 120 L810 -14 M260 360 L30 640 M700 360 L930 640"/>
    <rect x="420" y="160" width="140" height="140" fill="${C.light}" fill-opacity="0.14"/><path d="M490 160 V300 M420 230 H560" stroke-width="2"/>
    <path d="M300 390 L420 390 L420 440 L300 440 Z M300 390 L318 372 L438 372 L420 390 M420 440 L438 422 L438 372" fill="${C.blue}" fill-opacity="0.15"/>
    <path d="M580 320 L680 320 L680 352 L580 352 Z M580 320 L580 296 L680 296 L680 320" fill="${C.blue}" fill-opacity="0.15"/>
  </g>
  <rect x="62" y="150" width="108" height="256" rx="12" fill="${C.panel}" fill-opacity="0.85" stroke="${C.blue}" stroke-width="2"/>
  ${swatch(88, 172, 56, 'tile', C.light)}${swatch(88, 252, 56, 'stone', '#5a86a8')}${swatch(88, 332, 56, 'wood', C.orange, true)}
  ${vr({ x: 290, y: 530, scale: 0.95, shirt: C.orange, skin: 1, hair: 0 })}${reach([246, 564], [134, 364], 1, 14, -14)}
  ${vr({ x: 480, y: 520, scale: 1, shirt: C.blue, skin: 0, hair: 2 })}${reach([536, 556], [600, 410], 0, 15, 14)}
  ${person({ x: 790, y: 530, scale: 0.95, shirt: C.green, skin: 3, hair: 1 })}${reach([780, 660], [730, 598], 3, 13, -10)}${tablet(722, 588, -8)}`,
  );
}

// 8. VR design office, architecture: the architect and the client walk through a building, two claddings compared.
{
  const P = iso(450, 300, 26);
  const woodFace = (z0: number) =>
    poly([P(0, 4, z0), P(6, 4, z0), P(6, 4, z0 + 2.2), P(0, 4, z0 + 2.2)], `fill="${C.orange}"`) +
    `<path d="${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `M${P(i / 2, 4, z0).join(' ')} L${P(i / 2, 4, z0 + 2.2).join(' ')}`).join(' ')}" stroke="#0b1826" stroke-opacity="0.25" stroke-width="2"/>`;
  const glassFace = (z0: number) =>
    poly([P(6, 0, z0), P(6, 4, z0), P(6, 4, z0 + 2.2), P(6, 0, z0 + 2.2)], `fill="${C.blue}" fill-opacity="0.55"`) +
    `<path d="${[1, 2, 3].map((i) => `M${P(6, i, z0).join(' ')} L${P(6, i, z0 + 2.2).join(' ')}`).join(' ')}" stroke="${C.light}" stroke-opacity="0.6" stroke-width="2"/>`;
  const slab = (z: number) => box(P, -0.1, -0.1, z, 6.2, 4.2, 0.3, [C.light, '#5a86a8', '#3d6482']);
  const col = (x: number, y: number, z: number) => box(P, x, y, z, 0.25, 0.25, 2.2, ['#c9d6e0', '#5a86a8', '#8fb4cc']);
  const walk = [P(3, 4, 0), P(3, 6.2, 0), [480, 600]];
  scenes['vr-architecture'] = svg(
    'A VR design office: an architect and her client wearing headsets walk into a building model floating before them and compare two cladding materials side by side.',
    `${room(470)}
  ${poly([P(-2, -2), P(9, -2), P(9, 7), P(-2, 7)], `fill="${C.blue}" fill-opacity="0.2" stroke="${C.blue}" stroke-width="3"`)}
  ${[
    [7.5, 0],
    [7.5, 2.5],
    [-1, 5.5],
    [8, 5.5],
  ]
    .map(([x = 0, y = 0]) => {
      const [cx, cy] = P(x, y, 0.6);
      return `<circle cx="${cx}" cy="${cy}" r="14" fill="${C.green}"/>`;
    })
    .join('')}
  ${slab(-0.3)}${woodFace(0)}${glassFace(0)}${poly([P(2.6, 4, 0), P(3.4, 4, 0), P(3.4, 4, 1.5), P(2.6, 4, 1.5)], `fill="${C.navy}"`)}
  ${slab(2.2)}${woodFace(2.5)}${glassFace(2.5)}
  ${slab(4.7)}${col(0, 3.75, 5)}${col(2.9, 3.75, 5)}${col(5.75, 3.75, 5)}${col(5.75, 0, 5)}${col(5.75, 1.9, 5)}
  ${box(P, 1, 1, 5, 2, 0.2, 1.4, [C.light, '#8fb4cc', '#c9d6e0'], 'opacity="0.7"')}
  ${slab(7.2)}
  <path d="M${walk.map((q) => q.join(' ')).join(' L')}" stroke="${C.orange}" stroke-width="4" stroke-dasharray="10 10" fill="none"/>
  <rect x="582" y="398" width="176" height="108" rx="14" fill="${C.panel}" fill-opacity="0.9" stroke="${C.blue}" stroke-width="2"/>
  ${swatch(602, 420, 64, 'wood', C.orange, true)}${swatch(676, 420, 64, 'stone', '#c9d6e0')}
  ${vr({ x: 190, y: 530, scale: 0.95, shirt: C.light, skin: 2, hair: 4 })}${reach([238, 564], [318, 430], 2, 14, 16)}
  ${vr({ x: 830, y: 520, scale: 1, shirt: C.orange, skin: 3, hair: 1 })}${reach([784, 560], [716, 458], 3, 15, -14)}
  ${ring(712, 450)}`,
  );
}

// 9. VR design office, retail: a team of six tests a future shop layout together.
{
  const P = iso(460, 236, 42);
  const cols = [C.orange, C.green, C.blue, C.light];
  const gondola = (y: number, n: number) =>
    box(P, 1.5, y, 0, 4.5, 0.7, 1.4, ['#8fb4cc', '#2f6685', '#24506d']) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) =>
        [0.2, 0.8]
          .map((z, j) =>
            poly(
              [P(1.7 + i * 0.53, y + 0.7, z), P(2.1 + i * 0.53, y + 0.7, z), P(2.1 + i * 0.53, y + 0.7, z + 0.45), P(1.7 + i * 0.53, y + 0.7, z + 0.45)],
              `fill="${cols[(i + j * 2 + n) % 4]}"`,
            ),
          )
          .join(''),
      )
      .join('');
  const sign = (x: number, y: number, z: number, fill: string) => {
    const [sx, sy] = P(x, y, z);
    return `<path d="M${sx} ${sy - 16} V${sy - 70}" stroke="${C.light}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 6"/><rect x="${sx - 30}" y="${sy - 16}" width="60" height="32" rx="4" fill="${fill}"/>`;
  };
  const pathPts = [P(0.8, 6.8), P(0.8, 4.1), P(6.6, 4.1), P(6.6, 5.4), P(6.9, 5.4)];
  const [ex, ey] = pathPts[pathPts.length - 1] ?? [0, 0];
  scenes['vr-agencement-magasin'] = svg(
    'A VR design office: a team of six in headsets tests the layout of a future shop floating before them, with its shelves, hanging signs and the customer path.',
    `${room(470)}
  ${standing({ x: 150, y: 270, scale: 0.64, shirt: C.green, skin: 0, hair: 3, vr: true }, 530)}${standing({ x: 330, y: 240, scale: 0.6, shirt: C.light, skin: 3, hair: 1, vr: true }, 490)}
  ${standing({ x: 620, y: 240, scale: 0.6, shirt: C.blue, skin: 4, hair: 2, vr: true }, 490)}${standing({ x: 800, y: 270, scale: 0.64, shirt: C.orange, skin: 1, hair: 4, vr: true }, 530)}
  <g opacity="0.94">
  ${poly([P(0, 0), P(8, 0), P(8, 7), P(0, 7)], `fill="${C.blue}" fill-opacity="0.22" stroke="${C.blue}" stroke-width="3"`)}
  ${box(P, 0.3, 0, 0, 7.4, 0.5, 0.9, ['#8fb4cc', '#2f6685', '#1f4662'])}
  ${gondola(1.3, 0)}${gondola(2.7, 1)}${box(P, 2.4, 5, 0, 2.2, 1, 0.7, ['#a9d08f', C.green, '#5f9a4c'])}
  ${box(P, 6.9, 5.7, 0, 0.9, 1.1, 0.9, [C.light, C.orange, '#b85f34'])}
  <path d="M${pathPts.map((q) => q.join(' ')).join(' L')}" stroke="${C.orange}" stroke-width="5" stroke-dasharray="12 8" fill="none" stroke-linejoin="round"/>
  <path d="M${ex + 6} ${ey + 4} l-20 -4 l8 -14 Z" fill="${C.orange}"/>
  ${sign(3.7, 1.65, 2.8, C.green)}${sign(3.7, 3.05, 2.8, C.orange)}${sign(0.8, 6.6, 2.2, C.blue)}
  </g>
  ${vr({ x: 140, y: 540, scale: 0.95, shirt: C.blue, skin: 2, hair: 0 })}${reach([188, 574], [248, 400], 2, 14, 16)}${ring(248, 396, 0.8)}
  ${vr({ x: 820, y: 550, scale: 0.95, shirt: C.green, skin: 3, hair: 2 })}${reach([772, 586], [646, 490], 3, 14, -16)}`,
  );
}

console.log(`${writeScenes(OUT, scenes)} case-study pictures written to content/images/case-studies/`);
