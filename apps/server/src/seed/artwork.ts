// Flat fashion illustrations for the demo catalogue, drawn as SVG and rendered locally with sharp.
// Garments stand on a dress form, hang on a hanger or a rod; jewellery and bags are still lifes.
// Every picture is a 960×1200 studio shot tinted with the product's colours.
import sharp from 'sharp';
import { storeImage } from '../lib/images.ts';
import type { Storage } from '../lib/storage/index.ts';
import type { ArtSpec, GarmentType, Motif } from './catalogue-data.ts';
import { createRng } from './catalogue-data.ts';
import { cssColorHex } from './css-colors.ts';

export const ART_WIDTH = 960;
export const ART_HEIGHT = 1200;

// ---------- colour helpers ----------

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `t` = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const WARM_WHITE = '#fbf7f2';
const INK = '#2b2024';

type Metal = { mid: string; light: string; dark: string };
const GOLD: Metal = { mid: '#c9a047', light: '#f0d58c', dark: '#8d6a22' };
const SILVER: Metal = { mid: '#b9bdc2', light: '#eef0f2', dark: '#747a81' };
const OXIDISED: Metal = { mid: '#9a9a98', light: '#d9dad8', dark: '#4f5150' };

const isMetal = (name: string) => /^(gold|silver)$/i.test(name);

/** Fabric rendering of a CSS colour: a touch of warm grey takes the neon edge off saturated names. */
function fabricHex(name: string): string {
  if (/^gold$/i.test(name)) return '#d2aa52';
  if (/^silver$/i.test(name)) return '#b8bcc2';
  const h = cssColorHex(name) ?? '#888888';
  return mix(h, '#6d5f5f', 0.1);
}

type Palette = {
  base: string;
  accent: string;
  accent2: string;
  metal: Metal;
  hasMetal: boolean;
  bgTop: string;
  bgBottom: string;
  arch: string;
  floor: string;
  edge: string;
};

function distinct(a: string, b: string): boolean {
  const [x, y] = [rgb(a), rgb(b)];
  const dist = Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
  return Math.abs(luminance(a) - luminance(b)) > 0.1 || dist > 120;
}

function saturation(c: string): number {
  const v = rgb(c);
  const max = Math.max(...v);
  return max === 0 ? 0 : (max - Math.min(...v)) / max;
}

function contrastInk(base: string, candidates: string[]): string {
  for (const c of candidates) if (distinct(c, base)) return c;
  return luminance(base) > 0.45 ? mix(base, INK, 0.55) : mix(base, WARM_WHITE, 0.7);
}

function palette(spec: ArtSpec, shift: number): Palette {
  const names = spec.colors;
  const candidates = isMetal(names[0]) ? names : names.filter((n) => !isMetal(n));
  const list = candidates.length ? candidates : names;
  const baseName = list[shift % list.length];
  const others = [...list.slice((shift % list.length) + 1), ...list.slice(0, shift % list.length)].filter(
    (n) => n !== baseName,
  );
  const metalName = names.find(isMetal);
  const metal =
    metalName && /silver/i.test(metalName)
      ? spec.type === 'earrings' || spec.type === 'necklace'
        ? OXIDISED
        : SILVER
      : GOLD;
  // Denim reads as denim only with a little grey in it.
  const base = spec.motif === 'denim' ? mix(fabricHex(baseName), '#5c6673', 0.3) : fabricHex(baseName);
  const hasMetal = spec.zari || !!metalName;
  const accentRaw = others.length ? fabricHex(others[0]) : hasMetal ? metal.mid : mix(base, WARM_WHITE, 0.6);
  const accent = contrastInk(base, [accentRaw, hasMetal ? metal.mid : accentRaw]);
  const accent2Raw =
    others.length > 1 ? fabricHex(others[1]) : hasMetal ? metal.light : mix(accent, WARM_WHITE, 0.5);
  const accent2 = contrastInk(base, [accent2Raw, accent]);
  // A very light garment needs a deeper backdrop or it dissolves into it.
  const light = luminance(base) >= 0.6;
  const tintSource = !light ? base : saturation(accent) > 0.3 && luminance(accent) < 0.6 ? accent : '#b39a80';
  return {
    base,
    accent,
    accent2,
    metal,
    hasMetal,
    bgTop: mix(tintSource, WARM_WHITE, light ? 0.8 : 0.9),
    bgBottom: mix(tintSource, WARM_WHITE, light ? 0.7 : 0.82),
    arch: mix(tintSource, WARM_WHITE, light ? 0.74 : 0.86),
    floor: mix(tintSource, '#e9e1d8', light ? 0.68 : 0.8),
    edge: mix(base, INK, luminance(base) > 0.5 ? 0.35 : 0.45),
  };
}

// ---------- drawing context ----------

const n = (v: number) => (Math.round(v * 10) / 10).toString();

class Canvas {
  defs: string[] = [];
  private ids = 0;
  private patterns = new Map<string, string>();

  constructor(
    readonly p: Palette,
    readonly motif: Motif,
    readonly zari: boolean,
    readonly rng: () => number,
    readonly motifScale = 1,
  ) {}

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  clip(d: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  /** A repeating motif in `ink` over a transparent tile; null when the motif is plain. */
  pattern(motif: Motif, base: string, ink: string, ink2: string, scale = 1): string | null {
    const key = `${motif}|${base}|${ink}|${ink2}|${scale}`;
    const cached = this.patterns.get(key);
    if (cached) return cached;
    const tile = motifTile(motif, base, ink, ink2, this.p.metal, this.zari);
    if (!tile) return null;
    const id = this.id('p');
    // The scale is baked into a whole-pixel tile: librsvg tiles patterns quickly only without a
    // patternTransform (a scaled or rotated pattern costs ~20× more to paint).
    const w = Math.max(4, Math.round(tile.w * scale * this.motifScale));
    const k = w / tile.w;
    const h = Math.max(4, Math.round(tile.h * k));
    const body = k === 1 ? tile.body : `<g transform="scale(${k.toFixed(4)})">${tile.body}</g>`;
    this.defs.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`,
    );
    this.patterns.set(key, id);
    return id;
  }

  /** The standard motif of this product in its palette. */
  mainPattern(scale = 1): string | null {
    const { base, accent, accent2, metal } = this.p;
    const ink = this.zari && (this.motif === 'buti' || this.motif === 'zari') ? metal.mid : accent;
    return this.pattern(this.motif, base, ink, this.zari ? metal.light : accent2, scale);
  }
}

type ClothOpts = {
  fill?: string;
  pattern?: string | null;
  shade?: 'h' | 'v' | 'none';
  opacity?: number;
  stroke?: boolean;
  sheen?: boolean;
};

/** One garment piece: colour, motif, volume shading and a soft edge. */
function cloth(c: Canvas, d: string, o: ClothOpts = {}): string {
  const fill = o.fill ?? c.p.base;
  const pat = o.pattern === undefined ? c.mainPattern() : o.pattern;
  const op = o.opacity ?? 1;
  const parts = [`<path d="${d}" fill="${fill}"/>`];
  if (pat) parts.push(`<path d="${d}" fill="url(#${pat})"/>`);
  const shade = o.shade ?? 'h';
  if (shade !== 'none') parts.push(`<path d="${d}" fill="url(#shade${shade === 'h' ? 'H' : 'V'})"/>`);
  if (o.sheen) parts.push(`<path d="${d}" fill="url(#sheen)"/>`);
  if (o.stroke !== false) {
    parts.push(
      `<path d="${d}" fill="none" stroke="${mix(fill, INK, 0.4)}" stroke-opacity="0.35" stroke-width="1.6"/>`,
    );
  }
  return op < 1 ? `<g opacity="${op}">${parts.join('')}</g>` : parts.join('');
}

/** A woven border along a path: metal edges, a coloured band and a row of small blocks. */
function border(c: Canvas, d: string, w: number, clipId?: string): string {
  const { metal, accent, accent2, hasMetal, base } = c.p;
  const outer = hasMetal ? metal.mid : accent;
  const inner = hasMetal ? (c.zari ? mix(accent, base, 0.15) : accent) : accent2;
  const dots = hasMetal ? metal.light : contrastInk(inner, [base, WARM_WHITE]);
  const body = [
    `<path d="${d}" fill="none" stroke="${outer}" stroke-width="${n(w)}"/>`,
    `<path d="${d}" fill="none" stroke="${inner}" stroke-width="${n(w * 0.66)}"/>`,
    `<path d="${d}" fill="none" stroke="${dots}" stroke-width="${n(w * 0.26)}" stroke-dasharray="${n(w * 0.22)} ${n(w * 0.3)}"/>`,
    `<path d="${d}" fill="none" stroke="${hasMetal ? metal.dark : INK}" stroke-opacity="0.25" stroke-width="${n(w * 0.7)}" stroke-dasharray="1 ${n(w * 0.5)}"/>`,
  ].join('');
  return clipId ? `<g clip-path="url(#${clipId})">${body}</g>` : body;
}

function thinLine(d: string, color: string, w = 2, op = 1, dash?: string): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-opacity="${op}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
}

// ---------- motifs ----------

type Tile = { w: number; h: number; body: string };

function flower4(x: number, y: number, r: number, ink: string, centre: string): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${n(r * 0.36)}" ry="${r}" fill="${ink}"/><ellipse rx="${r}" ry="${n(r * 0.36)}" fill="${ink}"/><circle r="${n(r * 0.32)}" fill="${centre}"/></g>`;
}

function flower5(x: number, y: number, r: number, ink: string, centre: string, outline = false): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * 0.34)}" ry="${n(r * 0.55)}" transform="rotate(${a})" ${
          outline ? `fill="none" stroke="${ink}" stroke-width="1.3"` : `fill="${ink}"`
        }/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})">${petals}<circle r="${n(r * 0.2)}" fill="${centre}"/></g>`;
}

const PAISLEY =
  'M2 18 C-12 18 -19 6 -15 -5 C-11 -15 0 -17 6 -22 C10 -26 10 -31 6 -33 C14 -32 17 -24 16 -15 C15 -2 14 18 2 18 Z';

function paisley(x: number, y: number, s: number, rot: number, ink: string, ink2: string): string {
  const dots = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const a = -0.4 + i * 0.55;
      return `<circle cx="${n(-1 + Math.cos(a) * 21)}" cy="${n(3 + Math.sin(a) * 21)}" r="1.4" fill="${ink}"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${dots}<path d="${PAISLEY}" fill="${ink}"/><path d="${PAISLEY}" fill="none" stroke="${ink2}" stroke-width="1.6" transform="translate(0 2) scale(0.6)"/>${flower4(0, 5, 4.2, ink2, ink)}</g>`;
}

function motifTile(
  motif: Motif,
  base: string,
  ink: string,
  ink2: string,
  metal: Metal,
  zari: boolean,
): Tile | null {
  const light = luminance(base) > 0.5;
  switch (motif) {
    case 'plain':
    case 'kundan':
    case 'denim':
      return motif === 'denim'
        ? {
            w: 6,
            h: 6,
            body: `<path d="M-1 7 L7 -1" stroke="#ffffff" stroke-opacity="0.13" stroke-width="1.4"/>`,
          }
        : null;
    case 'zari':
      return {
        w: 46,
        h: 46,
        body: `<path d="M23 16 L27 23 L23 30 L19 23 Z" fill="${metal.mid}"/><circle cx="0" cy="0" r="1.6" fill="${metal.light}"/><circle cx="46" cy="46" r="1.6" fill="${metal.light}"/><circle cx="0" cy="46" r="1.6" fill="${metal.light}"/><circle cx="46" cy="0" r="1.6" fill="${metal.light}"/>`,
      };
    case 'buti':
      return {
        w: 58,
        h: 58,
        body: flower4(14.5, 14.5, 6, ink, ink2) + flower4(43.5, 43.5, 6, ink, ink2),
      };
    case 'paisley':
      return {
        w: 96,
        h: 96,
        body: paisley(26, 30, 0.9, -20, ink, ink2) + paisley(74, 78, 0.9, 160, ink, ink2),
      };
    case 'floral': {
      const leaf = mix(ink2, base, 0.15);
      return {
        w: 124,
        h: 124,
        body:
          `<ellipse cx="48" cy="22" rx="4" ry="10" transform="rotate(50 48 22)" fill="${leaf}"/>` +
          `<ellipse cx="16" cy="44" rx="4" ry="10" transform="rotate(-30 16 44)" fill="${leaf}"/>` +
          flower5(30, 30, 17, ink, ink2) +
          `<ellipse cx="100" cy="78" rx="3" ry="8" transform="rotate(-40 100 78)" fill="${leaf}"/>` +
          flower5(92, 94, 11, ink, ink2) +
          `<circle cx="86" cy="30" r="2.6" fill="${ink}"/><circle cx="30" cy="96" r="2.6" fill="${ink}"/>`,
      };
    }
    case 'stripes':
      return {
        w: 38,
        h: 38,
        body: `<rect x="0" y="0" width="5" height="38" fill="${ink}"/><rect x="13" y="0" width="1.6" height="38" fill="${zari ? metal.mid : ink2}"/><rect x="26" y="0" width="1.6" height="38" fill="${ink}" opacity="0.7"/>`,
      };
    case 'lehariya': {
      // Diagonal waves drawn straight into a seamless tile: lines x + y = c repeat every 48.
      const w = 48;
      const band = (o: number, width: number, color: string, op = 1) =>
        [o - w, o, o + w, o + 2 * w]
          .map(
            (c) =>
              `<path d="M${c + 2 * w} ${-2 * w} L${c - 2 * w} ${2 * w}" stroke="${color}" stroke-width="${width}" stroke-opacity="${op}"/>`,
          )
          .join('');
      return { w, h: w, body: band(0, 10, ink) + band(20, 5, ink2) + band(34, 3, ink, 0.6) };
    }
    case 'checks':
      return {
        w: 50,
        h: 50,
        body: `<rect x="0" y="0" width="50" height="11" fill="${ink}" opacity="0.42"/><rect x="0" y="0" width="11" height="50" fill="${ink}" opacity="0.42"/><rect x="30" y="0" width="1.5" height="50" fill="${zari ? metal.mid : ink2}"/><rect x="0" y="30" width="50" height="1.5" fill="${zari ? metal.mid : ink2}"/>`,
      };
    case 'block':
      return {
        w: 74,
        h: 74,
        body: `<path d="M37 2 L72 37 L37 72 L2 37 Z" fill="none" stroke="${ink}" stroke-width="1.8" stroke-opacity="0.8"/>${flower4(37, 37, 8, ink, ink2)}<circle cx="0" cy="0" r="3" fill="${ink2}"/><circle cx="74" cy="0" r="3" fill="${ink2}"/><circle cx="0" cy="74" r="3" fill="${ink2}"/><circle cx="74" cy="74" r="3" fill="${ink2}"/>`,
      };
    case 'bandhani': {
      const dot = light ? mix(ink, base, 0.1) : mix(WARM_WHITE, ink, 0.15);
      const ring = [
        [0, -3.4],
        [3.4, 0],
        [0, 3.4],
        [-3.4, 0],
      ];
      const cluster = (x: number, y: number) =>
        `${ring.map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="1.5" fill="${dot}"/>`).join('')}<circle cx="${x}" cy="${y}" r="1.2" fill="${ink2}"/>`;
      return { w: 30, h: 30, body: cluster(7.5, 7.5) + cluster(22.5, 22.5) };
    }
    case 'chikan': {
      const thread = light ? mix(base, '#ffffff', 0.85) : mix(base, '#ffffff', 0.75);
      const shadow = light ? mix(base, '#6b5a50', 0.22) : thread;
      return {
        w: 74,
        h: 74,
        body:
          flower5(20, 20, 13, shadow, shadow, true) +
          `<path d="M30 30 Q40 34 44 44" fill="none" stroke="${shadow}" stroke-width="1.2"/>` +
          `<ellipse cx="46" cy="38" rx="3" ry="7" transform="rotate(35 46 38)" fill="none" stroke="${shadow}" stroke-width="1.2"/>` +
          [
            [56, 58],
            [62, 54],
            [60, 62],
          ]
            .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.7" fill="${thread}"/>`)
            .join(''),
      };
    }
    case 'ikat': {
      const d = 'M40 6 L70 32 L40 58 L10 32 Z';
      return {
        w: 80,
        h: 64,
        body: `<path d="${d}" fill="${ink}" opacity="0.3" transform="translate(-3 0)"/><path d="${d}" fill="${ink}" opacity="0.3" transform="translate(3 0)"/><path d="${d}" fill="${ink}" opacity="0.75"/><path d="M40 20 L54 32 L40 44 L26 32 Z" fill="${ink2}"/><path d="M0 22 L10 32 L0 42 Z M80 22 L70 32 L80 42 Z" fill="${ink2}" opacity="0.6"/>`,
      };
    }
    case 'mirror': {
      const glass = (x: number, y: number) =>
        `<circle cx="${x}" cy="${y}" r="7.5" fill="#e4e8ec" stroke="${ink}" stroke-width="3"/><circle cx="${x - 2}" cy="${y - 2}" r="2.2" fill="#ffffff" opacity="0.9"/>`;
      const tri = (x: number, y: number) =>
        `<path d="M${x} ${y - 5} L${x + 4} ${y + 3} L${x - 4} ${y + 3} Z" fill="${ink2}"/>`;
      return {
        w: 64,
        h: 64,
        body: glass(16, 16) + glass(48, 48) + tri(48, 14) + tri(16, 48) + tri(32, 32),
      };
    }
    case 'phulkari': {
      const star = (x: number, y: number, s: number, c: string) =>
        `<g transform="translate(${x} ${y})"><rect x="${-s}" y="${-s}" width="${2 * s}" height="${2 * s}" fill="${c}"/><rect x="${-s}" y="${-s}" width="${2 * s}" height="${2 * s}" fill="${c}" transform="rotate(45)"/></g>`;
      return {
        w: 46,
        h: 46,
        body:
          star(23, 23, 8, ink) +
          star(23, 23, 3.2, ink2) +
          star(0, 0, 4, ink2) +
          star(46, 46, 4, ink2) +
          star(0, 46, 4, ink2) +
          star(46, 0, 4, ink2),
      };
    }
    case 'polka':
      return {
        w: 44,
        h: 44,
        body: `<circle cx="11" cy="11" r="5" fill="${ink}"/><circle cx="33" cy="33" r="5" fill="${ink}"/>`,
      };
  }
}

// ---------- shared scenery ----------

function backdrop(p: Palette): string {
  return [
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`,
    // A soft arch behind the product, like a boutique set.
    `<path d="M230 1040 V400 A250 250 0 0 1 730 400 V1040 Z" fill="${p.arch}" opacity="0.7"/>`,
    `<rect y="960" width="${ART_WIDTH}" height="240" fill="url(#floor)"/>`,
  ].join('');
}

function floorShadow(cx: number, cy: number, rx: number, ry: number, op = 0.26): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)" opacity="${op}"/>`;
}

function commonDefs(p: Palette): string {
  return [
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}" stop-opacity="0"/><stop offset="0.35" stop-color="${p.floor}" stop-opacity="0.85"/><stop offset="1" stop-color="${mix(p.floor, INK, 0.04)}"/></linearGradient>`,
    `<radialGradient id="shadow"><stop offset="0" stop-color="#2b2024" stop-opacity="0.9"/><stop offset="0.6" stop-color="#2b2024" stop-opacity="0.35"/><stop offset="1" stop-color="#2b2024" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shadeH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1a1012" stop-opacity="0.26"/><stop offset="0.2" stop-color="#1a1012" stop-opacity="0.06"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0.07"/><stop offset="0.62" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.85" stop-color="#1a1012" stop-opacity="0.1"/><stop offset="1" stop-color="#1a1012" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="shadeV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.6" stop-color="#1a1012" stop-opacity="0"/><stop offset="1" stop-color="#1a1012" stop-opacity="0.2"/></linearGradient>`,
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0.25" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5a4030"/><stop offset="0.45" stop-color="#8a6446"/><stop offset="1" stop-color="#4a3426"/></linearGradient>`,
    `<linearGradient id="form" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cfc3b3"/><stop offset="0.45" stop-color="#efe7dc"/><stop offset="1" stop-color="#c7baa9"/></linearGradient>`,
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.metal.light}"/><stop offset="0.5" stop-color="${p.metal.mid}"/><stop offset="1" stop-color="${p.metal.dark}"/></linearGradient>`,
    `<radialGradient id="pearl" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#ece6da"/><stop offset="1" stop-color="#b9b0a2"/></radialGradient>`,
  ].join('');
}

// ---------- dress form ----------

const TORSO =
  'M452 200 C452 214 446 222 430 226 C392 234 356 240 342 262 C330 284 332 318 344 352 C356 390 384 430 392 470 C390 520 352 560 346 610 L614 610 C608 560 570 520 568 470 C576 430 604 390 616 352 C628 318 630 284 618 262 C604 240 568 234 530 226 C514 222 508 214 508 200 Z';

function dressForm(opts: { stand: boolean; legs?: boolean }): string {
  const parts = [];
  if (opts.stand) {
    parts.push(floorShadow(480, 1072, 170, 22));
    parts.push(`<rect x="473" y="600" width="14" height="460" fill="url(#wood)"/>`);
    parts.push(
      `<ellipse cx="480" cy="1066" rx="92" ry="13" fill="#4a3426"/><ellipse cx="480" cy="1061" rx="92" ry="12" fill="url(#wood)"/>`,
    );
  }
  parts.push(`<path d="M454 150 L506 150 L508 206 L452 206 Z" fill="url(#form)"/>`);
  parts.push(`<path d="${TORSO}" fill="url(#form)"/>`);
  parts.push(
    `<ellipse cx="480" cy="150" rx="30" ry="9" fill="url(#wood)"/><circle cx="480" cy="137" r="8" fill="#6b4c38"/>`,
  );
  return parts.join('');
}

// ---------- garments on the form ----------

const BLOUSE =
  'M430 226 C392 234 356 240 342 262 L318 318 C330 326 344 330 352 328 C356 360 362 386 368 402 Q480 420 592 402 C598 386 604 360 608 328 C616 330 630 326 642 318 L618 262 C604 240 568 234 530 226 Q480 286 430 226 Z';

function blouse(c: Canvas, fill: string, pattern: string | null): string {
  const { metal, hasMetal } = c.p;
  const trim = hasMetal ? metal.mid : mix(fill, INK, 0.3);
  return (
    cloth(c, BLOUSE, { fill, pattern, sheen: c.zari }) +
    thinLine('M318 318 C330 326 344 330 352 328', trim, 6) +
    thinLine('M642 318 C630 326 616 330 608 328', trim, 6) +
    thinLine('M430 228 Q480 286 530 228', trim, 4, 0.9)
  );
}

/** Pleated drape from waist to floor; `flare` is the half width at the hem. */
function drapedSkirt(c: Canvas, flare: number, pleats: number, straight = false): string {
  const hw = flare;
  const d = straight
    ? `M390 452 Q480 464 570 452 L${480 + hw} 1072 Q480 1088 ${480 - hw} 1072 Z`
    : `M386 452 Q480 466 574 452 C586 560 ${480 + hw - 30} 760 ${480 + hw} 1072 Q480 1094 ${480 - hw} 1072 C${480 - hw + 30} 760 374 560 386 452 Z`;
  const clipId = c.clip(d);
  const parts = [cloth(c, d, { sheen: c.zari })];
  const pleatParts: string[] = [];
  for (let i = 0; i < pleats; i++) {
    const xt = 478 + i * 8;
    const xb = 450 + i * 22;
    const w = 6;
    pleatParts.push(
      `<path d="M${xt} 468 L${xt + w} 468 L${xb + 20} 1090 L${xb} 1090 Z" fill="${i % 2 ? '#ffffff' : '#1a1012'}" opacity="${i % 2 ? 0.07 : 0.1}"/>`,
    );
  }
  parts.push(`<g clip-path="url(#${clipId})">${pleatParts.join('')}</g>`);
  if (pleats > 0) {
    const x0 = 478 + pleats * 8;
    const x1 = 450 + pleats * 22;
    parts.push(border(c, `M${x0} 472 L${x1 + 6} 1090`, 16, clipId));
  }
  parts.push(border(c, `M${480 - hw - 10} 1054 Q480 1076 ${480 + hw + 10} 1054`, straight ? 54 : 36, clipId));
  return parts.join('');
}

/** The pallu: across the torso to the left shoulder, then hanging behind. Returns [behind, front]. */
function pallu(c: Canvas, fill: string, opacity = 1): [string, string] {
  const hang = 'M586 244 C640 250 666 272 676 310 L718 880 Q668 898 616 886 L598 420 Z';
  const hangClip = c.clip(hang);
  const p = c.p;
  const endBands = [780, 812, 836]
    .map((y, i) => border(c, `M590 ${y + (i === 0 ? 0 : 0)} L730 ${y + 4}`, i === 0 ? 30 : 10, hangClip))
    .join('');
  const dense = c.pattern(
    c.motif === 'plain' ? 'zari' : c.motif,
    fill,
    p.hasMetal ? p.metal.mid : p.accent,
    p.accent2,
    0.8,
  );
  const tassels = Array.from({ length: 9 }, (_, i) => {
    const x = 620 + i * 11.5;
    const y = 886 + (i - 4) * 0.3 - (i < 5 ? i * 0.8 : (8 - i) * 0.8) + 3;
    return `<path d="M${x} ${y} L${x + 1} ${y + 20}" stroke="${p.hasMetal ? p.metal.mid : p.accent}" stroke-width="3" stroke-linecap="round"/><circle cx="${x + 1}" cy="${y + 22}" r="3.2" fill="${p.hasMetal ? p.metal.dark : p.accent}"/>`;
  }).join('');
  const behind = `<g opacity="${opacity}">${cloth(c, hang, { fill, sheen: c.zari })}${
    dense
      ? `<g clip-path="url(#${hangClip})"><rect x="590" y="760" width="140" height="140" fill="url(#${dense})"/></g>`
      : ''
  }${endBands}${border(c, 'M683 300 L724 884', 18, hangClip)}${tassels}</g>`;
  const front = 'M384 422 L534 228 Q584 236 622 258 L634 302 Q526 402 420 502 Q396 488 384 470 Z';
  const frontClip = c.clip(front);
  const folds = [0, 1, 2, 3]
    .map((i) =>
      thinLine(`M${396 + i * 10} ${480 - i * 22} L${560 + i * 16} ${250 + i * 8}`, '#1a1012', 3, 0.08),
    )
    .join('');
  const frontSvg = `<g opacity="${opacity}">${cloth(c, front, { fill, sheen: c.zari })}<g clip-path="url(#${frontClip})">${folds}</g>${border(c, 'M638 292 Q528 396 420 496', 22, frontClip)}</g>`;
  return [behind, frontSvg];
}

function saree(c: Canvas, mekhela: boolean): string {
  const p = c.p;
  const blouseFill = p.hasMetal && !mekhela ? mix(p.accent, INK, 0.05) : p.accent;
  const [behind, front] = pallu(c, mekhela ? mix(p.base, WARM_WHITE, 0.05) : p.base);
  return [
    behind,
    dressForm({ stand: true }),
    drapedSkirt(c, mekhela ? 112 : 166, mekhela ? 3 : 8, mekhela),
    blouse(c, blouseFill, null),
    front,
  ].join('');
}

function lehenga(c: Canvas): string {
  const p = c.p;
  const skirt =
    'M388 452 Q480 466 572 452 C612 600 702 860 762 1070 Q480 1112 198 1070 C258 860 348 600 388 452 Z';
  const clipId = c.clip(skirt);
  const panels = Array.from({ length: 14 }, (_, i) => {
    const t0 = i / 14;
    const t1 = (i + 1) / 14;
    const xt = (t: number) => 388 + t * 184;
    const xb = (t: number) => 198 + t * 564;
    return i % 2
      ? `<path d="M${n(xt(t0))} 452 L${n(xt(t1))} 452 L${n(xb(t1))} 1110 L${n(xb(t0))} 1110 Z" fill="#1a1012" opacity="0.07"/>`
      : '';
  }).join('');
  const [behind, front] = pallu(c, mix(p.accent, WARM_WHITE, 0.15), 0.62);
  return [
    behind,
    dressForm({ stand: true }),
    cloth(c, skirt, { sheen: c.zari }),
    `<g clip-path="url(#${clipId})">${panels}</g>`,
    border(c, 'M200 1046 Q480 1090 760 1046', 62, clipId),
    border(c, 'M262 880 Q480 910 698 880', 14, clipId),
    thinLine('M386 456 Q480 470 574 456', p.hasMetal ? p.metal.mid : p.accent, 8),
    // latkans hanging from the waist tie
    thinLine('M396 462 L388 560', p.hasMetal ? p.metal.mid : p.accent, 2.5),
    thinLine('M404 462 L402 540', p.hasMetal ? p.metal.mid : p.accent, 2.5),
    `<path d="M388 556 L380 590 L396 590 Z" fill="${p.accent}"/><path d="M402 536 L394 570 L410 570 Z" fill="${p.accent}"/>`,
    blouse(c, p.accent, c.pattern('zari', p.accent, p.hasMetal ? p.metal.mid : p.accent2, p.accent2)),
    front,
  ].join('');
}

function sleeves(c: Canvas, length: number, fill: string, pattern: string | null, wide = false): string {
  const spread = wide ? 70 : 34;
  const left = `M344 258 C322 266 312 292 308 330 L${318 - spread} ${length} Q${336 - spread / 2} ${length + 14} ${
    352 - spread / 4
  } ${length + 6} L360 360 Z`;
  const right = `M616 258 C638 266 648 292 652 330 L${642 + spread} ${length} Q${624 + spread / 2} ${length + 14} ${
    608 + spread / 4
  } ${length + 6} L600 360 Z`;
  const trim = c.p.hasMetal ? c.p.metal.mid : c.p.accent;
  return (
    cloth(c, left, { fill, pattern }) +
    cloth(c, right, { fill, pattern }) +
    thinLine(
      `M${318 - spread} ${length - 4} Q${336 - spread / 2} ${length + 10} ${352 - spread / 4} ${length + 2}`,
      trim,
      9,
    ) +
    thinLine(
      `M${642 + spread} ${length - 4} Q${624 + spread / 2} ${length + 10} ${608 + spread / 4} ${length + 2}`,
      trim,
      9,
    )
  );
}

function neckTrim(c: Canvas, deep = 270, yoke = false): string {
  const p = c.p;
  const trim = p.hasMetal ? p.metal.mid : p.accent;
  const parts = [thinLine(`M430 228 Q480 ${deep} 530 228`, trim, 7)];
  if (yoke)
    parts.push(
      thinLine(`M416 236 Q480 ${deep + 60} 544 236`, trim, 16, 0.85),
      thinLine(`M416 236 Q480 ${deep + 60} 544 236`, p.metal.light, 3, 0.9, '4 6'),
    );
  parts.push(thinLine(`M480 ${deep - 20} L480 ${deep + 70}`, mix(p.base, INK, 0.35), 2, 0.6));
  for (let i = 0; i < 3; i++)
    parts.push(`<circle cx="480" cy="${deep - 4 + i * 26}" r="4.5" fill="${trim}"/>`);
  return parts.join('');
}

function legs(c: Canvas, kind: string, fill: string, top: number): string {
  const pattern = kind === 'palazzo' || kind === 'sharara' ? c.mainPattern(0.9) : null;
  const shapes: Record<string, [string, string]> = {
    churidar: [
      `M414 ${top} L478 ${top} L474 1058 L446 1058 Z`,
      `M482 ${top} L546 ${top} L514 1058 L486 1058 Z`,
    ],
    straight: [
      `M404 ${top} L478 ${top} L472 1060 L420 1060 Z`,
      `M482 ${top} L556 ${top} L540 1060 L488 1060 Z`,
    ],
    palazzo: [
      `M398 ${top} L478 ${top} L476 1064 L370 1064 Z`,
      `M482 ${top} L562 ${top} L590 1064 L484 1064 Z`,
    ],
    sharara: [
      `M404 ${top} L478 ${top} L478 900 C478 980 476 1040 476 1066 L336 1066 C360 1010 400 960 420 900 Z`,
      `M482 ${top} L556 ${top} L540 900 C560 960 600 1010 624 1066 L484 1066 C484 1040 482 980 482 900 Z`,
    ],
    patiala: [
      `M384 ${top} C364 900 388 990 418 1036 L470 1036 C476 980 480 900 479 ${top} Z`,
      `M481 ${top} C480 900 484 980 490 1036 L542 1036 C572 990 596 900 576 ${top} Z`,
    ],
  };
  const [l, r] = shapes[kind] ?? shapes.straight;
  const parts = [cloth(c, l, { fill, pattern }), cloth(c, r, { fill, pattern })];
  if (kind === 'churidar') {
    for (let i = 0; i < 6; i++) {
      const y = 990 + i * 11;
      parts.push(thinLine(`M444 ${y} Q460 ${y + 5} 476 ${y}`, '#1a1012', 2, 0.18));
      parts.push(thinLine(`M484 ${y} Q500 ${y + 5} 516 ${y}`, '#1a1012', 2, 0.18));
    }
  }
  if (kind === 'patiala') {
    for (let i = 0; i < 5; i++) {
      parts.push(
        thinLine(`M${400 + i * 14} ${top + 10} Q${414 + i * 10} 940 ${426 + i * 9} 1030`, '#1a1012', 2, 0.12),
      );
      parts.push(
        thinLine(`M${560 - i * 14} ${top + 10} Q${546 - i * 10} 940 ${534 - i * 9} 1030`, '#1a1012', 2, 0.12),
      );
    }
    const cuff = c.p.hasMetal ? c.p.metal.mid : c.p.accent;
    parts.push(
      `<rect x="416" y="1030" width="56" height="22" rx="3" fill="${cuff}"/><rect x="488" y="1030" width="56" height="22" rx="3" fill="${cuff}"/>`,
    );
  }
  if (kind === 'sharara')
    parts.push(thinLine(`M404 900 L556 900`, c.p.hasMetal ? c.p.metal.mid : c.p.accent, 8));
  parts.push(`<ellipse cx="480" cy="1072" rx="150" ry="16" fill="url(#shadow)" opacity="0.35"/>`);
  return parts.join('');
}

function kurtaBody(hem: number, flare = 0): string {
  return `M430 226 C392 234 356 240 342 262 C334 300 338 360 350 420 C352 520 ${346 - flare / 2} 700 ${336 - flare} ${hem} Q480 ${hem + 10} ${624 + flare} ${hem} C${614 + flare / 2} 700 608 520 610 420 C622 360 626 300 618 262 C604 240 568 234 530 226 Q480 268 430 226 Z`;
}

/** Hanging dupatta over the left shoulder: [behind, front]. */
function sideDupatta(c: Canvas, fill: string): [string, string] {
  const p = c.p;
  const pat = c.pattern(
    c.motif === 'plain' ? 'buti' : c.motif,
    fill,
    p.hasMetal ? p.metal.mid : p.base,
    p.accent2,
    0.9,
  );
  const back = 'M350 250 C320 262 300 300 292 360 L260 940 Q292 952 326 944 L336 420 Z';
  const front = 'M346 252 C372 250 392 262 398 300 L414 950 Q372 964 330 952 L318 330 Z';
  const frontClip = c.clip(front);
  const backClip = c.clip(back);
  const tassels = (x0: number, y0: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const x = x0 + i * 14;
      return `<path d="M${x} ${y0} L${x} ${y0 + 18}" stroke="${p.hasMetal ? p.metal.mid : p.accent}" stroke-width="3"/><circle cx="${x}" cy="${y0 + 21}" r="3.4" fill="${p.hasMetal ? p.metal.dark : p.accent}"/>`;
    }).join('');
  return [
    `<g opacity="0.9">${cloth(c, back, { fill, pattern: pat })}${border(c, 'M258 930 L330 936', 26, backClip)}${tassels(266, 944)}</g>`,
    `<g opacity="0.88">${cloth(c, front, { fill, pattern: pat })}${border(c, 'M320 330 L334 956', 14, frontClip)}${border(c, 'M398 300 L416 956', 14, frontClip)}${border(c, 'M326 920 L420 914', 30, frontClip)}${tassels(336, 958)}</g>`,
  ];
}

function kurta(
  c: Canvas,
  opts: { hem: number; bottoms?: string; dupatta?: boolean; pheran?: boolean },
): string {
  const p = c.p;
  const bottomFill = (() => {
    const third = c.p.accent2;
    return luminance(third) > 0.15 ? third : mix(p.base, WARM_WHITE, 0.55);
  })();
  const parts: string[] = [];
  let dupattaFront = '';
  if (opts.dupatta) {
    const [back, front] = sideDupatta(c, p.accent);
    parts.push(back);
    dupattaFront = front;
  }
  if (opts.bottoms) {
    parts.push(dressForm({ stand: false }));
    parts.push(legs(c, opts.bottoms, bottomFill, opts.hem - 40));
  } else {
    parts.push(dressForm({ stand: true }));
  }
  if (opts.pheran) {
    const body =
      'M430 226 C380 236 344 244 326 268 L306 980 Q480 996 654 980 L634 268 C616 244 580 236 530 226 Q480 272 430 226 Z';
    parts.push(sleeves(c, 620, p.base, c.mainPattern(), true));
    parts.push(cloth(c, body, {}));
    const trim = p.hasMetal ? p.metal.mid : p.accent;
    parts.push(thinLine('M480 270 L480 420', trim, 4));
    parts.push(thinLine('M420 232 Q440 330 480 420 Q520 330 540 232', trim, 12, 0.9));
    parts.push(thinLine('M420 232 Q440 330 480 420 Q520 330 540 232', p.metal.light, 3, 0.9, '3 6'));
    for (const x of [380, 580]) {
      parts.push(paisley(x, 720, 2.4, x < 480 ? -25 : 25, trim, p.accent2));
      parts.push(thinLine(`M${x - 44} 690 Q${x} 680 ${x + 44} 690`, trim, 3, 0.8));
    }
    parts.push(border(c, 'M306 966 Q480 982 654 966', 22, c.clip(body)));
  } else {
    const body = kurtaBody(opts.hem);
    const clipId = c.clip(body);
    parts.push(sleeves(c, 560, p.base, c.mainPattern()));
    parts.push(cloth(c, body, { sheen: c.zari }));
    parts.push(border(c, `M330 ${opts.hem - 10} Q480 ${opts.hem} 630 ${opts.hem - 10}`, 22, clipId));
    parts.push(thinLine(`M344 ${opts.hem - 130} L340 ${opts.hem + 2}`, '#1a1012', 3, 0.22));
    parts.push(thinLine(`M616 ${opts.hem - 130} L620 ${opts.hem + 2}`, '#1a1012', 3, 0.22));
    parts.push(neckTrim(c, 268, c.zari || c.motif === 'phulkari' || c.motif === 'mirror'));
  }
  parts.push(dupattaFront);
  return parts.join('');
}

function anarkali(c: Canvas, opts: { hem: number; suit: boolean }): string {
  const p = c.p;
  const hw = opts.hem > 1000 ? 290 : 230;
  const bodice =
    'M430 226 C392 234 356 240 342 262 C332 290 340 350 362 402 Q480 416 598 402 C620 350 628 290 618 262 C604 240 568 234 530 226 Q480 272 430 226 Z';
  const skirt = `M362 398 Q480 412 598 398 C640 520 ${480 + hw - 24} ${opts.hem - 220} ${480 + hw} ${opts.hem} Q480 ${opts.hem + 40} ${480 - hw} ${opts.hem} C${480 - hw + 24} ${opts.hem - 220} 320 520 362 398 Z`;
  const clipId = c.clip(skirt);
  const panels = Array.from({ length: 18 }, (_, i) => {
    if (i % 2 === 0) return '';
    const xt = (t: number) => 362 + t * 236;
    const xb = (t: number) => 480 - hw + t * hw * 2;
    return `<path d="M${n(xt(i / 18))} 400 L${n(xt((i + 1) / 18))} 400 L${n(xb((i + 1) / 18))} ${opts.hem + 40} L${n(xb(i / 18))} ${opts.hem + 40} Z" fill="#1a1012" opacity="0.07"/>`;
  }).join('');
  const parts: string[] = [];
  let front = '';
  if (opts.suit) {
    const [back, f] = sideDupatta(c, p.accent);
    parts.push(back);
    front = f;
  }
  if (opts.hem < 1000) {
    parts.push(dressForm({ stand: false }));
    parts.push(legs(c, 'churidar', luminance(p.accent2) > 0.1 ? p.accent2 : p.accent, opts.hem - 60));
  } else {
    parts.push(dressForm({ stand: true }));
  }
  parts.push(sleeves(c, 560, p.base, c.mainPattern()));
  parts.push(cloth(c, skirt, { sheen: c.zari }));
  parts.push(`<g clip-path="url(#${clipId})">${panels}</g>`);
  parts.push(
    border(
      c,
      `M${480 - hw - 10} ${opts.hem - 14} Q480 ${opts.hem + 26} ${480 + hw + 10} ${opts.hem - 14}`,
      40,
      clipId,
    ),
  );
  if (c.p.hasMetal)
    parts.push(
      border(
        c,
        `M${480 - hw * 0.7} ${opts.hem - 170} Q480 ${opts.hem - 140} ${480 + hw * 0.7} ${opts.hem - 170}`,
        10,
        clipId,
      ),
    );
  parts.push(cloth(c, bodice, { sheen: c.zari }));
  parts.push(thinLine('M362 400 Q480 414 598 400', p.hasMetal ? p.metal.mid : p.accent, 10));
  parts.push(thinLine('M430 228 Q480 272 530 228', p.hasMetal ? p.metal.mid : p.accent, 7));
  parts.push(front);
  return parts.join('');
}

function dress(c: Canvas, variant: string): string {
  const p = c.p;
  const maxi = variant === 'maxi' || variant === 'tiered' || (c.motif === 'floral' && variant === '');
  const hem = variant === 'slip' ? 960 : maxi && variant !== '' ? 1050 : variant === 'pinafore' ? 820 : 900;
  const hw = variant === 'slip' ? 150 : variant === 'pinafore' ? 170 : 200;
  const parts: string[] = [dressForm({ stand: true })];
  const tie = mix(p.base, INK, 0.12);
  if (variant === 'slip') {
    const body = `M346 296 Q480 336 614 296 C626 340 612 400 578 466 C600 600 ${480 + hw - 20} 800 ${480 + hw} ${hem} Q480 ${hem + 24} ${480 - hw} ${hem} C${480 - hw + 20} 800 360 600 382 466 C348 400 334 340 346 296 Z`;
    parts.push(thinLine('M376 304 L424 230', p.edge, 3), thinLine('M584 304 L536 230', p.edge, 3));
    parts.push(cloth(c, body, { sheen: true }));
    parts.push(
      thinLine('M360 312 Q480 372 600 312', '#ffffff', 3, 0.22),
      thinLine('M380 330 Q480 392 580 330', '#1a1012', 3, 0.1),
    );
    parts.push(
      thinLine('M470 520 Q476 760 440 950', '#1a1012', 3, 0.1),
      thinLine('M520 520 Q530 760 560 950', '#ffffff', 4, 0.12),
    );
    return parts.join('');
  }
  if (variant === 'pinafore') {
    parts.push(cloth(c, BLOUSE, { fill: '#f4efe8', pattern: null }));
  }
  const bodice =
    variant === 'pinafore'
      ? 'M404 300 L556 300 L566 470 L394 470 Z'
      : 'M420 232 C392 236 360 242 344 262 C340 330 360 410 388 470 L572 470 C600 410 620 330 616 262 C600 242 568 236 540 232 L480 372 Z';
  const skirt = `M388 466 L572 466 C610 600 ${480 + hw - 30} 760 ${480 + hw} ${hem} Q480 ${hem + 30} ${480 - hw} ${hem} C${480 - hw + 30} 760 350 600 388 466 Z`;
  const skirtClip = c.clip(skirt);
  if (variant === '' || variant === 'tiered' || variant === 'maxi') {
    const sleeve = 'M344 262 C318 270 298 300 292 336 Q326 352 360 334 Z';
    const sleeveR = 'M616 262 C642 270 662 300 668 336 Q634 352 600 334 Z';
    parts.push(cloth(c, sleeve, {}), cloth(c, sleeveR, {}));
  }
  parts.push(cloth(c, skirt, {}));
  const folds = [0, 1, 2, 3, 4]
    .map((i) => {
      const xt = 410 + i * 36;
      const xb = 480 - hw + 30 + i * ((hw * 2 - 60) / 4);
      return thinLine(
        `M${xt} 500 Q${(xt + xb) / 2 + 6} ${(hem + 500) / 2} ${xb} ${hem + 10}`,
        i % 2 ? '#ffffff' : '#1a1012',
        5,
        i % 2 ? 0.08 : 0.1,
      );
    })
    .join('');
  parts.push(`<g clip-path="url(#${skirtClip})">${folds}</g>`);
  if (maxi) {
    for (const y of [640, 840]) {
      parts.push(
        `<g clip-path="url(#${skirtClip})">${thinLine(`M200 ${y} Q480 ${y + 24} 760 ${y}`, p.edge, 3, 0.35)}${thinLine(`M200 ${y + 4} Q480 ${y + 28} 760 ${y + 4}`, '#1a1012', 2, 0.12, '2 6')}</g>`,
      );
    }
  } else if (variant === '') {
    parts.push(
      `<g clip-path="url(#${skirtClip})">${thinLine(`M424 470 Q470 700 ${480 + hw - 60} ${hem + 20}`, p.edge, 3, 0.45)}</g>`,
    );
  }
  parts.push(cloth(c, bodice, {}));
  if (variant === 'pinafore') {
    parts.push(
      `<path d="M410 300 L420 240 L432 240 L424 300 Z M550 300 L540 240 L528 240 L536 300 Z" fill="${p.base}"/>`,
    );
    parts.push(
      `<rect x="420" y="330" width="120" height="70" rx="4" fill="none" stroke="${p.edge}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="5 5"/>`,
    );
    parts.push(
      `<circle cx="426" cy="306" r="6" fill="${p.metal.mid}"/><circle cx="534" cy="306" r="6" fill="${p.metal.mid}"/>`,
    );
  } else if (maxi) {
    for (let i = 0; i < 5; i++)
      parts.push(thinLine(`M${372 - i} ${372 + i * 18} L${588 + i} ${372 + i * 18}`, p.edge, 2, 0.35, '3 4'));
  } else {
    parts.push(thinLine('M540 232 L398 462', p.edge, 3, 0.5));
    parts.push(`<path d="M386 462 L574 462 L574 480 L386 480 Z" fill="${tie}"/>`);
    parts.push(
      `<path d="M396 470 C380 520 372 600 380 660 L396 664 C392 610 398 530 408 476 Z M402 474 C410 540 420 600 438 640 L452 634 C436 590 424 530 414 472 Z" fill="${tie}"/>`,
    );
  }
  return parts.join('');
}

function skirtOnForm(c: Canvas): string {
  const p = c.p;
  const tee =
    'M430 226 C392 234 356 240 342 262 L326 330 L356 336 C360 400 376 440 388 480 L572 480 C584 440 600 400 604 336 L634 330 L618 262 C604 240 568 234 530 226 Q480 262 430 226 Z';
  const skirt = 'M390 462 L570 462 C610 600 650 760 690 900 Q480 934 270 900 C310 760 350 600 390 462 Z';
  const clipId = c.clip(skirt);
  const pleats = Array.from({ length: 22 }, (_, i) => {
    const xt = 392 + i * 8.2;
    const xb = 270 + i * 19.5;
    return thinLine(`M${n(xt)} 470 L${n(xb)} 930`, i % 2 ? '#ffffff' : '#1a1012', 3, i % 2 ? 0.1 : 0.12);
  }).join('');
  return [
    dressForm({ stand: true }),
    cloth(c, tee, { fill: '#f3eee7', pattern: null }),
    cloth(c, skirt, { sheen: true }),
    `<g clip-path="url(#${clipId})">${pleats}</g>`,
    `<path d="M388 456 L572 456 L574 478 L386 478 Z" fill="${mix(p.base, INK, 0.15)}"/>`,
  ].join('');
}

// ---------- garments on a hanger ----------

function hanger(clip = false): string {
  if (clip) {
    return [
      thinLine('M480 196 L480 150 C480 118 512 116 514 140 C516 156 500 158 494 152', '#8f8a86', 5),
      `<rect x="340" y="192" width="280" height="12" rx="6" fill="#a9a39e"/>`,
      `<rect x="376" y="196" width="26" height="48" rx="4" fill="#8f8a86"/><rect x="558" y="196" width="26" height="48" rx="4" fill="#8f8a86"/>`,
    ].join('');
  }
  return [
    thinLine('M480 206 L480 150 C480 118 512 116 514 140 C516 156 500 158 494 152', '#8f8a86', 5),
    `<path d="M300 262 Q480 178 660 262" fill="none" stroke="#7a5a40" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M304 256 Q480 176 656 256" fill="none" stroke="#b08660" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');
}

function wallShadow(d: string): string {
  return `<path d="${d}" fill="#2b2024" opacity="0.07" transform="translate(14 18)"/>`;
}

function top(c: Canvas, variant: string): string {
  const p = c.p;
  const body =
    'M400 212 C372 220 336 232 316 252 L336 330 C340 420 336 500 332 600 Q480 616 628 600 C624 500 620 420 624 330 L644 252 C624 232 588 220 560 212 Q480 262 400 212 Z';
  const parts = [wallShadow(body), hanger()];
  if (variant === 'peasant') {
    const l = 'M318 254 C286 276 260 380 244 500 Q276 520 306 506 L338 336 Z';
    const r = 'M642 254 C674 276 700 380 716 500 Q684 520 654 506 L622 336 Z';
    parts.push(cloth(c, l, { pattern: null }), cloth(c, r, { pattern: null }));
    parts.push(cloth(c, body, { pattern: null }));
    const yoke = 'M404 216 Q480 262 556 216 L566 300 Q480 340 394 300 Z';
    parts.push(`<path d="${yoke}" fill="url(#${c.mainPattern()})"/>`);
    for (let i = 0; i < 9; i++)
      parts.push(
        thinLine(`M${420 + i * 15} ${232 + Math.abs(4 - i) * -2} L${422 + i * 15} ${250}`, p.edge, 1.5, 0.4),
      );
  } else {
    const puffL = 'M320 252 C276 246 250 300 262 352 C284 376 324 366 340 336 Z';
    const puffR = 'M640 252 C684 246 710 300 698 352 C676 376 636 366 620 336 Z';
    parts.push(cloth(c, puffL, {}), cloth(c, puffR, {}));
    parts.push(cloth(c, body, {}));
    const peplum = 'M334 560 L626 560 C650 620 676 680 700 720 Q480 752 260 720 C284 680 310 620 334 560 Z';
    parts.push(cloth(c, peplum, {}));
    parts.push(thinLine('M334 562 L626 562', p.edge, 3, 0.5));
    parts.push(thinLine('M404 214 L410 256 L550 256 L556 214', p.edge, 2.5, 0.4));
  }
  return parts.join('');
}

function shirt(c: Canvas): string {
  const p = c.p;
  const body =
    'M420 206 C380 214 338 228 318 250 L332 340 C336 480 332 620 330 760 Q400 790 480 776 Q560 790 630 760 C628 620 624 480 628 340 L642 250 C622 228 580 214 540 206 L480 262 Z';
  const l = 'M320 252 C296 270 280 360 270 520 L262 700 L318 706 L330 520 L336 340 Z';
  const r = 'M640 252 C664 270 680 360 690 520 L698 700 L642 706 L630 520 L624 340 Z';
  const parts = [wallShadow(body), hanger(), cloth(c, l, {}), cloth(c, r, {})];
  parts.push(
    `<path d="M262 690 L318 696 L316 724 L260 718 Z M698 690 L642 696 L644 724 L700 718 Z" fill="${mix(p.base, INK, 0.08)}"/>`,
  );
  parts.push(cloth(c, body, {}));
  const collar = `M420 206 L480 262 L452 292 L402 222 Z M540 206 L480 262 L508 292 L558 222 Z`;
  parts.push(cloth(c, collar, { fill: mix(p.base, WARM_WHITE, 0.05) }));
  parts.push(thinLine('M486 268 L486 782', p.edge, 2, 0.5));
  for (let i = 0; i < 7; i++)
    parts.push(`<circle cx="480" cy="${300 + i * 70}" r="5" fill="${mix(p.base, INK, 0.3)}"/>`);
  parts.push(
    `<path d="M376 360 L430 360 L430 416 Q403 426 376 416 Z" fill="none" stroke="${p.edge}" stroke-opacity="0.45" stroke-width="2"/>`,
  );
  return parts.join('');
}

function jacket(c: Canvas, variant: string): string {
  const p = c.p;
  const denim = c.motif === 'denim';
  const puffer = variant === 'puffer';
  const blazer = variant === 'blazer';
  const hem = blazer ? 800 : denim ? 660 : 760;
  const body = `M420 206 C380 214 338 228 318 250 L334 340 C336 480 332 ${hem - 120} 330 ${hem} L630 ${hem} C628 ${hem - 120} 624 480 626 340 L642 250 C622 228 580 214 540 206 L480 240 Z`;
  const l = `M320 252 C294 270 278 360 268 520 L258 ${hem - 20} L316 ${hem - 14} L330 520 L336 340 Z`;
  const r = `M640 252 C666 270 682 360 692 520 L702 ${hem - 20} L644 ${hem - 14} L630 520 L624 340 Z`;
  const parts = [wallShadow(body), hanger()];
  const pat = denim ? c.mainPattern() : puffer ? null : c.mainPattern();
  parts.push(cloth(c, l, { pattern: pat }), cloth(c, r, { pattern: pat }), cloth(c, body, { pattern: pat }));
  const stitch = denim ? '#d9a441' : mix(p.base, WARM_WHITE, 0.4);
  const clipId = c.clip(body);
  if (blazer) {
    parts.push(`<path d="M430 210 L480 244 L530 210 L540 220 L480 560 L420 220 Z" fill="#f3eee7"/>`);
    parts.push(
      cloth(c, 'M420 208 L478 560 L470 560 L396 300 L420 282 L388 250 Z', { fill: mix(p.base, INK, 0.06) }),
    );
    parts.push(
      cloth(c, 'M540 208 L482 560 L490 560 L564 300 L540 282 L572 250 Z', { fill: mix(p.base, INK, 0.06) }),
    );
    parts.push(`<circle cx="480" cy="600" r="8" fill="${mix(p.base, INK, 0.4)}"/>`);
    parts.push(thinLine('M360 660 L430 660', p.edge, 4, 0.5), thinLine('M530 660 L600 660', p.edge, 4, 0.5));
  } else if (puffer) {
    for (let y = 300; y < hem; y += 64)
      parts.push(
        `<g clip-path="url(#${clipId})">${thinLine(`M300 ${y} Q480 ${y + 14} 660 ${y}`, '#1a1012', 3, 0.22)}${thinLine(`M300 ${y + 8} Q480 ${y + 22} 660 ${y + 8}`, '#ffffff', 6, 0.08)}</g>`,
      );
    for (let y = 320; y < hem - 40; y += 64) {
      parts.push(
        thinLine(`M272 ${y + 40} Q296 ${y + 50} 326 ${y + 44}`, '#1a1012', 3, 0.2),
        thinLine(`M634 ${y + 44} Q664 ${y + 50} 688 ${y + 40}`, '#1a1012', 3, 0.2),
      );
    }
    parts.push(`<path d="M420 206 L430 170 L530 170 L540 206 L480 240 Z" fill="${mix(p.base, INK, 0.1)}"/>`);
    parts.push(thinLine(`M480 200 L480 ${hem}`, mix(p.base, INK, 0.45), 4));
  } else if (denim) {
    parts.push(
      cloth(c, 'M420 206 L480 250 L442 296 L394 226 Z M540 206 L480 250 L518 296 L566 226 Z', {
        fill: mix(p.base, INK, 0.05),
      }),
    );
    parts.push(thinLine(`M480 250 L480 ${hem}`, stitch, 2, 0.9, '5 4'));
    for (const x of [360, 520]) {
      parts.push(
        `<path d="M${x} 360 L${x + 80} 360 L${x + 80} 392 L${x + 40} 404 L${x} 392 Z" fill="${mix(p.base, INK, 0.08)}" stroke="${stitch}" stroke-width="2" stroke-dasharray="5 4"/>`,
      );
      parts.push(`<circle cx="${x + 40}" cy="392" r="5" fill="#b87333"/>`);
    }
    for (let i = 0; i < 4; i++) parts.push(`<circle cx="470" cy="${300 + i * 90}" r="6" fill="#b87333"/>`);
    parts.push(`<rect x="330" y="${hem - 44}" width="300" height="44" fill="${mix(p.base, INK, 0.06)}"/>`);
    parts.push(thinLine(`M332 ${hem - 44} L628 ${hem - 44}`, stitch, 2, 0.9, '5 4'));
    parts.push(
      thinLine(`M390 ${hem - 44} L396 410`, stitch, 2, 0.7, '5 4'),
      thinLine(`M570 ${hem - 44} L564 410`, stitch, 2, 0.7, '5 4'),
    );
  } else {
    // Quilted ethnic jacket: mandarin collar, open front edged with a border, diamond quilting.
    parts.push(
      `<g clip-path="url(#${clipId})">${Array.from({ length: 14 }, (_, i) => thinLine(`M${200 + i * 50} 200 L${i * 50 - 300} ${hem + 300}`, '#1a1012', 1.5, 0.12) + thinLine(`M${i * 50 - 100} 200 L${i * 50 + 400} ${hem + 300}`, '#1a1012', 1.5, 0.12)).join('')}</g>`,
    );
    parts.push(`<path d="M424 206 L428 180 L532 180 L536 206 L480 236 Z" fill="${p.accent}"/>`);
    parts.push(border(c, `M480 236 L480 ${hem}`, 18, clipId));
    parts.push(border(c, `M330 ${hem - 8} L630 ${hem - 8}`, 18, clipId));
  }
  return parts.join('');
}

function trousers(c: Canvas, kind: 'jeans' | 'trousers', variant: string): string {
  const p = c.p;
  const wide = variant === 'wide' || variant === 'palazzo';
  const mom = variant === 'mom';
  const [lo, li, ri, ro] = wide ? [322, 474, 486, 638] : mom ? [392, 470, 490, 568] : [370, 470, 490, 590];
  const d = `M370 262 L590 262 C598 360 602 460 600 560 L${ro} 1080 L${ri} 1080 L482 500 L478 500 L${li} 1080 L${lo} 1080 L360 560 C358 460 362 360 370 262 Z`;
  const parts = [wallShadow(d), hanger(true)];
  parts.push(cloth(c, d, {}));
  const clipId = c.clip(d);
  const band = mix(p.base, INK, 0.08);
  parts.push(`<path d="M370 232 L590 232 L590 264 L370 264 Z" fill="${band}"/>`);
  if (kind === 'jeans') {
    const stitch = '#d9a441';
    // Faded thighs, as a worn wash.
    parts.push(
      `<g clip-path="url(#${clipId})"><ellipse cx="420" cy="560" rx="46" ry="170" fill="#ffffff" opacity="0.1"/><ellipse cx="540" cy="560" rx="46" ry="170" fill="#ffffff" opacity="0.1"/></g>`,
    );
    parts.push(
      thinLine('M412 264 Q404 330 364 344', stitch, 2, 0.9, '5 4'),
      thinLine('M548 264 Q556 330 596 344', stitch, 2, 0.9, '5 4'),
    );
    parts.push(thinLine('M506 266 L506 420 Q506 452 482 462', stitch, 2, 0.9, '5 4'));
    parts.push(thinLine('M372 248 L588 248', stitch, 2, 0.8, '5 4'));
    for (const x of [392, 440, 520, 568])
      parts.push(
        `<rect x="${x}" y="228" width="9" height="40" rx="2" fill="${band}" stroke="${stitch}" stroke-width="1"/>`,
      );
    parts.push(
      `<circle cx="480" cy="248" r="7" fill="#b87333"/><circle cx="368" cy="344" r="3.5" fill="#b87333"/><circle cx="592" cy="344" r="3.5" fill="#b87333"/>`,
    );
    parts.push(
      thinLine(`M${lo} 1060 L${li} 1060`, stitch, 2, 0.8, '5 4'),
      thinLine(`M${ri} 1060 L${ro} 1060`, stitch, 2, 0.8, '5 4'),
    );
  } else if (variant === 'palazzo') {
    for (let i = 0; i < 22; i++)
      parts.push(thinLine(`M${374 + i * 10} 236 L${374 + i * 10} 260`, '#1a1012', 1.5, 0.2));
    parts.push(
      thinLine('M470 262 Q462 300 450 320', p.accent, 3),
      thinLine('M490 262 Q498 300 510 320', p.accent, 3),
    );
  } else {
    parts.push(`<circle cx="480" cy="248" r="6" fill="${mix(p.base, INK, 0.4)}"/>`);
    parts.push(
      thinLine('M420 264 L380 360', p.edge, 2.5, 0.45),
      thinLine('M540 264 L580 360', p.edge, 2.5, 0.45),
    );
    parts.push(
      thinLine(`M430 268 L${(lo + li) / 2} 1080`, '#1a1012', 3, 0.12),
      thinLine(`M530 268 L${(ri + ro) / 2} 1080`, '#1a1012', 3, 0.12),
    );
  }
  return parts.join('');
}

// ---------- hanging textiles ----------

function hangingTextile(c: Canvas, scarf: boolean, sheerCloth: boolean): string {
  const p = c.p;
  const [x0, x1, bottom] = scarf ? [360, 600, 990] : [296, 664, 1030];
  const d = `M${x0} 206 L${x1} 206 C${x1 + 10} 500 ${x1 + 26} 800 ${x1 + 36} ${bottom} Q480 ${bottom + 18} ${x0 - 36} ${bottom} C${x0 - 26} 800 ${x0 - 10} 500 ${x0} 206 Z`;
  const clipId = c.clip(d);
  const sheer = sheerCloth ? 0.82 : 1;
  const folds = Array.from({ length: 6 }, (_, i) => {
    const xt = x0 + 30 + i * ((x1 - x0 - 60) / 5);
    const xb = x0 - 10 + i * ((x1 - x0 + 20) / 5);
    return thinLine(
      `M${n(xt)} 220 Q${n(xt - 4)} 600 ${n(xb)} ${bottom + 20}`,
      i % 2 ? '#ffffff' : '#1a1012',
      14,
      i % 2 ? 0.06 : 0.07,
    );
  }).join('');
  const parts = [floorShadow(480, 1080, 220, 18, 0.18)];
  parts.push(
    `<g opacity="${sheer}">${cloth(c, d, { sheen: c.zari })}<g clip-path="url(#${clipId})">${folds}</g>`,
  );
  parts.push(
    border(c, `M${x0 - 2} 206 C${x0 - 12} 500 ${x0 - 28} 800 ${x0 - 38} ${bottom}`, scarf ? 14 : 24, clipId),
  );
  parts.push(
    border(c, `M${x1 + 2} 206 C${x1 + 12} 500 ${x1 + 28} 800 ${x1 + 38} ${bottom}`, scarf ? 14 : 24, clipId),
  );
  parts.push(
    border(
      c,
      `M${x0 - 50} ${bottom - 70} Q480 ${bottom - 52} ${x1 + 50} ${bottom - 70}`,
      scarf ? 28 : 60,
      clipId,
    ),
  );
  parts.push('</g>');
  const count = scarf ? 24 : 14;
  for (let i = 0; i <= count; i++) {
    const x = x0 - 32 + (i * (x1 - x0 + 64)) / count;
    const y = bottom + 4 + Math.sin((i / count) * Math.PI) * 12;
    if (scarf) parts.push(thinLine(`M${n(x)} ${n(y)} L${n(x + 1)} ${n(y + 28)}`, mix(p.base, INK, 0.15), 3));
    else
      parts.push(
        thinLine(`M${n(x)} ${n(y)} L${n(x)} ${n(y + 18)}`, p.hasMetal ? p.metal.mid : p.accent, 2.5) +
          `<path d="M${n(x)} ${n(y + 16)} L${n(x - 5)} ${n(y + 34)} L${n(x + 5)} ${n(y + 34)} Z" fill="${p.hasMetal ? p.metal.mid : p.accent}"/>`,
      );
  }
  // The rod it hangs from, with the fold over it.
  parts.push(
    `<path d="M${x0 - 6} 188 L${x1 + 6} 188 L${x1} 214 L${x0} 214 Z" fill="${mix(p.base, INK, 0.22)}"/>`,
  );
  parts.push(
    `<rect x="200" y="190" width="560" height="16" rx="8" fill="url(#wood)"/><circle cx="200" cy="198" r="14" fill="#6b4c38"/><circle cx="760" cy="198" r="14" fill="#6b4c38"/>`,
  );
  return parts.join('');
}

// ---------- jewellery ----------

function jhumka(
  c: Canvas,
  cx: number,
  y: number,
  rot: number,
  variant: string,
  stone: string,
  stone2: string,
): string {
  const p = c.p;
  const thread = variant === 'thread';
  const parts: string[] = [];
  parts.push(
    thinLine(
      `M${cx} ${y - 40} L${cx} 196 C${cx} 172 ${cx + 28} 172 ${cx + 28} 198 L${cx + 28} 214`,
      p.metal.dark,
      4,
    ),
  );
  if (variant === 'chandbali') {
    const top = y + 70;
    const moon = `M${cx - 118} ${top} A118 118 0 0 0 ${cx + 118} ${top} L${cx + 94} ${top - 6} A94 84 0 0 1 ${cx - 94} ${top - 6} Z`;
    parts.push(
      `<circle cx="${cx}" cy="${y + 52}" r="10" fill="none" stroke="${p.metal.mid}" stroke-width="5"/>`,
    );
    parts.push(thinLine(`M${cx - 60} ${top + 64} L${cx} ${y + 60} L${cx + 60} ${top + 64}`, p.metal.mid, 3));
    for (let i = 0; i <= 18; i++) {
      const a = Math.PI * (i / 18);
      const bx = cx - Math.cos(a) * 122;
      const by = top + Math.sin(a) * 122;
      parts.push(
        thinLine(`M${n(bx)} ${n(by)} L${n(bx)} ${n(by + 12)}`, p.metal.mid, 2) +
          `<circle cx="${n(bx)}" cy="${n(by + 19)}" r="7" fill="url(#pearl)"/>`,
      );
    }
    parts.push(`<path d="${moon}" fill="url(#metal)"/>`);
    for (let i = 1; i < 12; i++) {
      const a = Math.PI * (i / 12);
      const sx = cx - Math.cos(a) * 106;
      const sy = top - 3 + Math.sin(a) * 100;
      parts.push(
        `<circle cx="${n(sx)}" cy="${n(sy)}" r="${i % 2 ? 9 : 7}" fill="${i % 2 ? '#f8f4ec' : stone}" stroke="${p.metal.dark}" stroke-width="1.6"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${cx}" cy="${top + 66}" rx="20" ry="16" fill="${stone}" stroke="${p.metal.light}" stroke-width="4"/>`,
    );
    parts.push(flowerStud(c, cx, y, 40, stone2));
    return `<g transform="rotate(${rot} ${cx} ${y})">${parts.join('')}</g>`;
  }
  parts.push(flowerStud(c, cx, y, 40, stone));
  parts.push(
    `<circle cx="${cx}" cy="${y + 62}" r="11" fill="none" stroke="${p.metal.mid}" stroke-width="6"/>`,
  );
  const top = y + 72;
  const bell = `M${cx - 20} ${top} C${cx - 36} ${top + 14} ${cx - 86} ${top + 120} ${cx - 94} ${top + 230} L${cx + 94} ${top + 230} C${cx + 86} ${top + 120} ${cx + 36} ${top + 14} ${cx + 20} ${top} Z`;
  parts.push(`<path d="${bell}" fill="${thread ? p.base : 'url(#metal)'}"/>`);
  if (thread) {
    for (let i = 0; i < 18; i++)
      parts.push(
        thinLine(
          `M${cx - 18 + i * 2.1} ${top + 4} L${cx - 90 + i * 10.6} ${top + 226}`,
          mix(p.base, INK, 0.25),
          1.5,
          0.4,
        ),
      );
  } else {
    parts.push(`<path d="${bell}" fill="#1a1012" opacity="${p.metal === OXIDISED ? 0.18 : 0.05}"/>`);
  }
  const row = (t: number, r: number, fill: string) => {
    const yy = top + 230 * t;
    const half = 20 + 74 * t ** 0.9;
    const count = Math.round(half / (r * 1.4));
    return Array.from({ length: count * 2 + 1 }, (_, i) => {
      const x = cx - half + (i * half) / count;
      return `<circle cx="${n(x)}" cy="${n(yy + Math.sin((i / (count * 2)) * Math.PI) * 8)}" r="${r}" fill="${fill}"/>`;
    }).join('');
  };
  parts.push(row(0.35, 4, thread ? p.metal.mid : p.metal.light));
  parts.push(row(0.62, 7, stone));
  parts.push(row(0.82, 3.5, thread ? p.metal.mid : p.metal.light));
  parts.push(`<ellipse cx="${cx}" cy="${top + 232}" rx="98" ry="13" fill="url(#metal)"/>`);
  for (let i = 0; i < 11; i++) {
    const x = cx - 90 + i * 18;
    const pearl = i % 2 === 0;
    const drop = 22 + Math.sin((i / 10) * Math.PI) * 10;
    parts.push(thinLine(`M${x} ${top + 240} L${x} ${top + 240 + drop}`, p.metal.mid, 2));
    parts.push(
      pearl
        ? `<circle cx="${x}" cy="${top + 248 + drop}" r="8" fill="url(#pearl)"/>`
        : `<circle cx="${x}" cy="${top + 246 + drop}" r="6" fill="${stone2}"/>`,
    );
  }
  return `<g transform="rotate(${rot} ${cx} ${y})">${parts.join('')}</g>`;
}

function flowerStud(c: Canvas, cx: number, cy: number, r: number, stone: string): string {
  const p = c.p;
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${cx}" cy="${cy - r * 0.62}" rx="${n(r * 0.3)}" ry="${n(r * 0.42)}" fill="url(#metal)" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
  ).join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${n(r * 0.46)}" fill="${stone}" stroke="${p.metal.mid}" stroke-width="4"/><circle cx="${n(cx - r * 0.14)}" cy="${n(cy - r * 0.14)}" r="${n(r * 0.12)}" fill="#ffffff" opacity="0.7"/>`;
}

function earrings(c: Canvas, variant: string, material: 'thread' | 'metal'): string {
  const stones = c.p;
  const stone = stones.accent;
  const stone2 = stones.accent2;
  const v = variant === 'chandbali' ? 'chandbali' : material;
  // A brass display bar, the way earrings hang in a jeweller's window.
  return [
    floorShadow(480, 1064, 170, 18, 0.3),
    `<ellipse cx="480" cy="1060" rx="110" ry="14" fill="#4a3426"/><ellipse cx="480" cy="1055" rx="110" ry="13" fill="url(#wood)"/>`,
    `<rect x="472" y="190" width="16" height="866" fill="url(#wood)"/>`,
    `<rect x="200" y="182" width="560" height="16" rx="8" fill="url(#wood)"/><circle cx="200" cy="190" r="13" fill="#6b4c38"/><circle cx="760" cy="190" r="13" fill="#6b4c38"/>`,
    jhumka(c, 320, 300, 0, v, v === 'thread' ? c.p.metal.mid : stone, stone2),
    jhumka(c, 640, 300, 0, v, v === 'thread' ? c.p.metal.mid : stone, stone2),
  ].join('');
}

function necklace(c: Canvas, variant: string): string {
  const p = c.p;
  // Velvet in a chromatic colour of the product; black or metal would swallow the piece.
  const stoneTone =
    [p.accent, p.accent2].find((x) => saturation(x) > 0.3 && luminance(x) > 0.02) ?? '#5a3644';
  const velvet = mix(stoneTone, '#241a1e', 0.5);
  // A jeweller's neck display: neck, collarbones and rounded shoulders narrowing to a stem.
  const bust =
    'M438 190 L438 300 C436 340 400 360 330 376 C270 390 236 416 236 460 L240 600 C244 660 300 700 360 720 C410 736 430 770 430 800 L430 900 L530 900 L530 800 C530 770 550 736 600 720 C660 700 716 660 720 600 L724 460 C724 416 690 390 630 376 C560 360 524 340 522 300 L522 190 Z';
  const parts = [
    floorShadow(480, 950, 220, 22, 0.32),
    `<ellipse cx="480" cy="930" rx="170" ry="22" fill="#4a3426"/><rect x="310" y="896" width="340" height="34" fill="url(#wood)"/><ellipse cx="480" cy="896" rx="170" ry="20" fill="#8a6446"/>`,
    `<path d="${bust}" fill="${velvet}"/>`,
    `<path d="${bust}" fill="url(#shadeH)"/>`,
    `<path d="M330 376 C390 398 440 404 480 404 C520 404 570 398 630 376" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
    `<ellipse cx="480" cy="190" rx="42" ry="11" fill="${mix(velvet, '#ffffff', 0.16)}"/>`,
  ];
  const choker = variant === 'choker';
  const [rx, ry, cy] = choker ? [96, 74, 300] : [150, 200, 300];
  const pt = (t: number) => {
    const a = Math.PI * (0.12 + t * 0.76);
    return [480 - Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  };
  const [sx, sy] = pt(0);
  const [ex, ey] = pt(1);
  parts.push(thinLine(`M${n(sx)} ${n(sy)} Q${n(sx + 6)} ${n(sy - 40)} 446 292`, p.accent2, 3));
  parts.push(thinLine(`M${n(ex)} ${n(ey)} Q${n(ex - 6)} ${n(ey - 40)} 514 292`, p.accent2, 3));
  const count = choker ? 11 : 19;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const [x, y] = pt(t);
    if (choker) {
      const rot = n((t - 0.5) * -120);
      parts.push(
        thinLine(`M${n(x)} ${n(y + 18)} L${n(x)} ${n(y + 44)}`, p.metal.mid, 2) +
          `<circle cx="${n(x)}" cy="${n(y + 52)}" r="8" fill="url(#metal)"/>`,
      );
      parts.push(
        `<rect x="${n(x - 16)}" y="${n(y - 22)}" width="32" height="44" rx="6" fill="url(#metal)" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`,
      );
      parts.push(flower4(Number(n(x)), Number(n(y)), 10, p.metal.dark, p.accent));
    } else {
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="15" fill="url(#metal)"/><circle cx="${n(x)}" cy="${n(y)}" r="10" fill="none" stroke="${p.metal.dark}" stroke-width="1.8"/><circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="${p.metal.dark}"/>`,
      );
      if (i < count - 1) {
        const [x2, y2] = pt((i + 0.5) / (count - 1));
        parts.push(
          `<circle cx="${n(x2)}" cy="${n(y2)}" r="6.5" fill="${i % 2 ? p.accent : p.accent2}" stroke="${p.metal.mid}" stroke-width="2.5"/>`,
        );
      }
    }
  }
  const [px, py] = pt(0.5);
  if (!choker) {
    const pendant = `M${px} ${py + 6} C${px + 62} ${py + 24} ${px + 56} ${py + 116} ${px} ${py + 158} C${px - 56} ${py + 116} ${px - 62} ${py + 24} ${px} ${py + 6} Z`;
    parts.push(`<path d="${pendant}" fill="url(#metal)"/>`);
    parts.push(
      `<ellipse cx="${px}" cy="${py + 78}" rx="26" ry="36" fill="${p.accent}" stroke="${p.metal.light}" stroke-width="4"/>`,
    );
    parts.push(`<ellipse cx="${px - 7}" cy="${py + 64}" rx="6" ry="10" fill="#ffffff" opacity="0.35"/>`);
    for (let i = 0; i < 7; i++) {
      const x = px - 42 + i * 14;
      const k = Math.abs(3 - i);
      parts.push(
        thinLine(`M${x} ${py + 134 - k * 11} L${x} ${py + 176 - k * 8}`, p.metal.mid, 2) +
          `<circle cx="${x}" cy="${py + 183 - k * 8}" r="7" fill="url(#pearl)"/>`,
      );
    }
  }
  return parts.join('');
}

function bangles(c: Canvas, variant: string, material: string): string {
  const p = c.p;
  const kada = variant === 'kada';
  const glass = /glass/i.test(material);
  const count = kada ? 2 : 6;
  const stack = kada ? [560, 700] : [500, 556, 612, 668, 724, 780];
  const colours = [p.base, p.accent, p.accent2].filter((x, i, a) => a.indexOf(x) === i);
  const width = kada ? 48 : 24;
  const backs: string[] = [];
  const fronts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = stack[i];
    const tilt = (i % 2 ? 3 : -3) * (kada ? 1.6 : 1);
    const col = kada ? p.metal.mid : glass && i % 3 === 2 ? p.metal.mid : colours[i % colours.length];
    const rx = 190;
    const ry = 54;
    const t = `transform="rotate(${tilt} 480 ${y})"`;
    backs.push(
      `<path d="M${480 - rx} ${y} A${rx} ${ry} 0 0 1 ${480 + rx} ${y}" fill="none" stroke="${mix(col, INK, 0.35)}" stroke-width="${width}" ${t}/>`,
    );
    const front = `M${480 - rx} ${y} A${rx} ${ry} 0 0 0 ${480 + rx} ${y}`;
    fronts.push(
      `<g ${t}><path d="${front}" fill="none" stroke="${kada ? 'url(#metal)' : col}" stroke-width="${width}"/>`,
    );
    fronts.push(
      `<path d="M${480 - rx + 20} ${y + 16} A${rx - 20} ${ry - 10} 0 0 0 ${480 + rx - 20} ${y + 16}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${width * 0.18}"/>`,
    );
    if (kada) {
      fronts.push(
        `<path d="${front}" fill="none" stroke="${p.metal.dark}" stroke-width="${width * 0.6}" stroke-dasharray="6 9" stroke-opacity="0.55"/>`,
      );
      fronts.push(
        `<path d="${front}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="8 40"/>`,
      );
    } else if (variant === '' && c.motif === 'mirror') {
      fronts.push(
        `<path d="${front}" fill="none" stroke="#eef0f2" stroke-width="9" stroke-dasharray="9 22" stroke-linecap="round"/>`,
      );
      fronts.push(
        `<path d="${front}" fill="none" stroke="${p.metal.mid}" stroke-width="3" stroke-dasharray="2 29" stroke-dashoffset="-14"/>`,
      );
    } else if (!(glass && col === p.metal.mid)) {
      fronts.push(`<path d="${front}" fill="none" stroke="${p.metal.mid}" stroke-width="3"/>`);
    }
    fronts.push('</g>');
  }
  return [
    floorShadow(480, 1026, 220, 22, 0.28),
    `<ellipse cx="480" cy="1010" rx="150" ry="22" fill="#4a3426"/><ellipse cx="480" cy="1004" rx="150" ry="20" fill="url(#wood)"/>`,
    backs.join(''),
    `<rect x="462" y="300" width="36" height="706" rx="6" fill="url(#wood)"/><circle cx="480" cy="296" r="24" fill="#6b4c38"/>`,
    fronts.join(''),
  ].join('');
}

// ---------- bags and footwear ----------

function potli(c: Canvas): string {
  const p = c.p;
  const body = 'M348 560 C300 640 290 820 330 900 C380 985 580 985 630 900 C670 820 660 640 612 560 Z';
  const frill =
    'M360 566 C340 520 320 480 336 430 L372 444 L400 424 L432 442 L462 420 L498 440 L530 420 L560 442 L592 426 L624 444 C640 480 620 520 600 566 Z';
  const clipId = c.clip(body);
  const beads = Array.from({ length: 27 }, (_, i) => {
    const t = i / 26;
    const x = (1 - t) ** 2 * 382 + 2 * (1 - t) * t * 480 + t ** 2 * 578;
    const y = (1 - t) ** 2 * 450 + 2 * (1 - t) * t * 150 + t ** 2 * 450;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${i % 3 === 0 ? 9 : 6}" fill="${i % 3 === 0 ? 'url(#pearl)' : p.metal.mid}"/>`;
  }).join('');
  const tassel = (x: number, y: number) =>
    thinLine(`M${x} 566 Q${x - 10} ${y - 60} ${x - 4} ${y}`, p.accent, 4) +
    `<path d="M${x - 4} ${y} L${x - 22} ${y + 70} Q${x - 4} ${y + 80} ${x + 14} ${y + 70} Z" fill="${p.accent}"/><rect x="${x - 14}" y="${y - 4}" width="20" height="12" rx="4" fill="${p.metal.mid}"/>`;
  return [
    floorShadow(480, 990, 230, 26, 0.3),
    beads,
    cloth(c, frill, { sheen: true }),
    ...Array.from({ length: 9 }, (_, i) =>
      thinLine(`M${380 + i * 25} 446 Q${392 + i * 22} 510 ${400 + i * 20} 560`, '#1a1012', 2, 0.12),
    ),
    cloth(c, body, { sheen: true }),
    border(c, 'M300 660 Q480 690 660 660', 34, clipId),
    `<path d="M350 562 Q480 586 610 562" fill="none" stroke="${p.metal.mid}" stroke-width="10" stroke-linecap="round"/>`,
    tassel(380, 700),
    tassel(590, 720),
  ].join('');
}

function clutch(c: Canvas): string {
  const p = c.p;
  const body =
    'M290 520 L670 520 Q690 520 690 540 L680 800 Q678 820 658 820 L302 820 Q282 820 280 800 L270 540 Q270 520 290 520 Z';
  const chain = Array.from({ length: 30 }, (_, i) => {
    const t = i / 29;
    const x = (1 - t) ** 2 * 300 + 2 * (1 - t) * t * 480 + t ** 2 * 660;
    const y = (1 - t) ** 2 * 530 + 2 * (1 - t) * t * 140 + t ** 2 * 530;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="9" ry="6" fill="none" stroke="${p.metal.mid}" stroke-width="4" transform="rotate(${n((t - 0.5) * 140)} ${n(x)} ${n(y)})"/>`;
  }).join('');
  const medallion = [60, 44, 28]
    .map(
      (r, i) =>
        `<circle cx="480" cy="670" r="${r}" fill="none" stroke="${i === 1 ? p.accent : p.metal.mid}" stroke-width="${i === 1 ? 8 : 5}"/>`,
    )
    .join('');
  const rays = Array.from(
    { length: 16 },
    (_, i) =>
      `<ellipse cx="480" cy="592" rx="6" ry="14" fill="${p.metal.mid}" transform="rotate(${i * 22.5} 480 670)"/>`,
  ).join('');
  return [
    floorShadow(480, 840, 260, 24, 0.32),
    chain,
    cloth(c, body, { pattern: c.pattern('zari', p.base, p.metal.mid, p.metal.light, 1.2), sheen: true }),
    `<path d="M300 540 L660 540 L652 800 L308 800 Z" fill="none" stroke="${p.metal.mid}" stroke-width="3" stroke-dasharray="2 6"/>`,
    rays,
    medallion,
    `<circle cx="480" cy="670" r="14" fill="${p.accent}"/>`,
    `<path d="M284 512 L676 512 L672 532 L288 532 Z" fill="url(#metal)"/>`,
    `<circle cx="468" cy="504" r="11" fill="url(#metal)"/><circle cx="492" cy="504" r="11" fill="url(#metal)"/>`,
  ].join('');
}

function handbag(c: Canvas): string {
  const p = c.p;
  const body = 'M290 440 L670 440 L704 900 Q480 922 256 900 Z';
  const panel = 'M330 520 L630 520 L648 820 L312 820 Z';
  const strap = p.accent;
  return [
    floorShadow(480, 920, 280, 26, 0.3),
    thinLine('M360 444 C360 230 600 230 600 444', mix(strap, INK, 0.15), 22),
    thinLine('M360 444 C360 230 600 230 600 444', strap, 16),
    cloth(c, body, {
      pattern: c.pattern('checks', p.base, mix(p.base, INK, 0.25), mix(p.base, WARM_WHITE, 0.3), 0.4),
    }),
    cloth(c, panel, { fill: '#f1e9dc', pattern: c.pattern(c.motif, '#f1e9dc', p.accent, p.accent2) }),
    `<path d="${panel}" fill="none" stroke="${p.accent2}" stroke-width="8"/>`,
    `<rect x="340" y="436" width="40" height="30" rx="4" fill="${mix(strap, INK, 0.2)}"/><rect x="580" y="436" width="40" height="30" rx="4" fill="${mix(strap, INK, 0.2)}"/>`,
    thinLine('M292 460 L668 460', mix(p.base, INK, 0.3), 2, 0.5, '6 5'),
  ].join('');
}

function footwear(c: Canvas, sandals: boolean): string {
  const p = c.p;
  const sole = '#7a4a2a';
  const insole = '#e8d4b6';
  const shoe = (x: number, y: number, rot: number) => {
    const outline = sandals
      ? 'M0 -290 C70 -290 104 -200 104 -80 C104 80 92 200 72 262 C52 304 -52 304 -72 262 C-92 200 -104 80 -104 -80 C-104 -200 -70 -290 0 -290 Z'
      : 'M0 -318 C40 -262 96 -160 98 -40 C102 80 92 200 62 262 C42 302 -42 302 -62 262 C-92 200 -102 80 -98 -40 C-96 -160 -40 -262 0 -318 Z';
    const parts = [
      `<path d="${outline}" fill="${sole}" transform="translate(6 10)" opacity="0.25"/>`,
      `<path d="${outline}" fill="${sole}"/>`,
      `<path d="${outline}" fill="${sandals ? p.base : insole}" transform="scale(0.92)"/>`,
    ];
    if (sandals) {
      parts.push(
        `<path d="${outline}" fill="none" stroke="${mix(p.base, INK, 0.4)}" stroke-width="2" stroke-dasharray="3 5" transform="scale(0.85)"/>`,
      );
      const strap = p.accent;
      parts.push(`<path d="M-100 -70 Q0 -110 100 -70 L98 -10 Q0 -48 -98 -10 Z" fill="${strap}"/>`);
      for (let i = 0; i < 14; i++)
        parts.push(
          thinLine(
            `M${-92 + i * 14} ${-82 + Math.abs(7 - i) * -1.6} L${-84 + i * 14} ${-28 + Math.abs(7 - i) * -1.6}`,
            mix(strap, INK, 0.35),
            3,
            0.6,
          ),
        );
      parts.push(`<path d="M-12 -84 L12 -84 L6 -220 L-6 -220 Z" fill="${strap}"/>`);
      parts.push(`<circle cx="0" cy="-226" r="16" fill="none" stroke="${strap}" stroke-width="9"/>`);
    } else {
      const vamp =
        'M0 -318 C40 -262 96 -160 98 -40 C100 10 99 40 96 60 Q0 -10 -96 60 C-99 40 -100 10 -98 -40 C-96 -160 -40 -262 0 -318 Z';
      const clipId = c.clip(vamp);
      parts.push(cloth(c, vamp, { pattern: c.mainPattern(0.8), shade: 'none' }));
      parts.push(
        `<g clip-path="url(#${clipId})"><path d="M-40 -200 Q0 -120 40 -200" fill="none" stroke="${p.hasMetal ? p.metal.mid : p.accent}" stroke-width="6"/>${flower5(0, -110, 26, p.hasMetal ? p.metal.mid : p.accent, p.accent2)}</g>`,
      );
      parts.push(thinLine('M-96 60 Q0 -10 96 60', p.hasMetal ? p.metal.mid : p.accent, 8));
      parts.push(
        `<path d="M-62 262 C-42 302 42 302 62 262 L52 248 C36 280 -36 280 -52 248 Z" fill="${p.base}"/>`,
      );
    }
    return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(0.86)">${parts.join('')}</g>`;
  };
  return [floorShadow(480, 940, 330, 34, 0.22), shoe(340, 640, -7), shoe(620, 620, 7)].join('');
}

// ---------- composition ----------

export type ArtView = 'full' | 'top' | 'bottom' | 'centre' | 'fabric' | 'left' | 'right';
export type ArtVariant = { shift: number; view: ArtView; mirror?: boolean };

const ACCESSORY_TYPES = new Set<GarmentType>([
  'earrings',
  'necklace',
  'bangles',
  'potli',
  'clutch',
  'handbag',
  'juttis',
  'sandals',
]);

/** Which views a product's gallery shows, in order. */
export function artVariants(spec: ArtSpec): ArtVariant[] {
  const colourCount = (isMetal(spec.colors[0]) ? spec.colors : spec.colors.filter((x) => !isMetal(x))).length;
  const jewellery = spec.type === 'earrings' || spec.type === 'necklace' || spec.type === 'bangles';
  const accessory = ACCESSORY_TYPES.has(spec.type);
  const alt = colourCount > 1 && !jewellery;
  // Pairs (earrings, footwear) get one close-up per piece; single pieces a centred close-up.
  const pair = spec.type === 'earrings' || spec.type === 'juttis' || spec.type === 'sandals';
  const [one, two]: ArtView[] = pair ? ['left', 'right'] : ['centre', 'bottom'];
  const wanted: ArtVariant[] = accessory
    ? [
        { shift: 0, view: 'full' },
        alt ? { shift: 1, view: 'full' } : { shift: 0, view: one },
        { shift: 0, view: one },
        { shift: 0, view: two },
        { shift: 0, view: 'full', mirror: true },
        alt ? { shift: 1, view: one } : { shift: 1, view: 'full' },
        alt ? { shift: 1, view: two } : { shift: 1, view: one },
        { shift: 2, view: 'full' },
      ]
    : [
        { shift: 0, view: 'full' },
        alt ? { shift: 1, view: 'full' } : { shift: 0, view: 'top' },
        { shift: 0, view: 'fabric' },
        { shift: 0, view: 'top' },
        { shift: 0, view: 'bottom' },
        colourCount > 2 ? { shift: 2, view: 'full' } : { shift: 0, view: 'full', mirror: true },
        alt ? { shift: 1, view: 'fabric' } : { shift: 0, view: 'left' },
        alt ? { shift: 1, view: 'top' } : { shift: 0, view: 'right' },
      ];
  const out: ArtVariant[] = [];
  for (const v of wanted) {
    if (out.length >= spec.images) break;
    if (!out.some((o) => o.shift === v.shift && o.view === v.view && !!o.mirror === !!v.mirror)) out.push(v);
  }
  while (out.length < spec.images)
    out.push({ shift: out.length, view: 'full', mirror: out.length % 2 === 1 });
  return out;
}

// Close-ups zoom exactly 2×: librsvg paints patterns far faster at whole-number scales.
const VIEWBOXES: Record<ArtView, string> = {
  full: `0 0 ${ART_WIDTH} ${ART_HEIGHT}`,
  top: '240 140 480 600',
  bottom: '240 560 480 600',
  centre: '240 220 480 600',
  left: '80 130 480 600',
  right: '400 130 480 600',
  fabric: `0 0 ${ART_WIDTH} ${ART_HEIGHT}`,
};

function viewBox(type: GarmentType, view: ArtView): string {
  // Footwear lies lower and further apart than earrings hang.
  if ((type === 'juttis' || type === 'sandals') && (view === 'left' || view === 'right')) {
    return view === 'left' ? '100 340 480 600' : '380 320 480 600';
  }
  return VIEWBOXES[view];
}

function product(c: Canvas, spec: ArtSpec, material: string): string {
  const v = spec.variant;
  switch (spec.type) {
    case 'saree':
      return saree(c, false);
    case 'mekhela':
      return saree(c, true);
    case 'lehenga':
      return lehenga(c);
    case 'anarkali':
      return anarkali(c, { hem: v === 'gown' ? 1060 : 900, suit: false });
    case 'anarkalisuit':
      return anarkali(c, { hem: 900, suit: true });
    case 'kurta':
      return kurta(c, { hem: v === 'kurti' ? 720 : 840 });
    case 'kurtaset':
      return kurta(c, {
        hem: v === 'sharara' ? 700 : 820,
        bottoms: v === 'sharara' ? 'sharara' : 'straight',
      });
    case 'pheran':
      return kurta(c, { hem: 980, pheran: true });
    case 'salwar':
      return kurta(c, {
        hem: v === 'patiala' || v === 'dhoti' ? 760 : 840,
        bottoms:
          v === 'patiala' || v === 'dhoti'
            ? 'patiala'
            : v === 'sharara'
              ? 'sharara'
              : v === 'palazzo'
                ? 'palazzo'
                : 'churidar',
        dupatta: true,
      });
    case 'dress':
      return dress(c, v);
    case 'skirt':
      return skirtOnForm(c);
    case 'top':
      return top(c, v);
    case 'shirt':
      return shirt(c);
    case 'jacket':
      return jacket(c, v);
    case 'jeans':
      return trousers(c, 'jeans', v);
    case 'trousers':
      return trousers(c, 'trousers', v);
    case 'dupatta':
      return hangingTextile(c, false, /organza|chiffon|net/i.test(material));
    case 'scarf':
      return hangingTextile(c, true, false);
    case 'earrings':
      return earrings(c, v, /thread/i.test(material) ? 'thread' : 'metal');
    case 'necklace':
      return necklace(c, v);
    case 'bangles':
      return bangles(c, v, material);
    case 'potli':
      return potli(c);
    case 'clutch':
      return clutch(c);
    case 'handbag':
      return handbag(c);
    case 'juttis':
      return footwear(c, false);
    case 'sandals':
      return footwear(c, true);
  }
}

/** A close-up of the cloth itself: the motif large, with folds and the border running across. */
function fabricSwatch(c: Canvas): string {
  const d = `M-20 -20 L${ART_WIDTH + 20} -20 L${ART_WIDTH + 20} ${ART_HEIGHT + 20} L-20 ${ART_HEIGHT + 20} Z`;
  const folds = Array.from({ length: 7 }, (_, i) =>
    thinLine(
      `M${-200 + i * 220} -20 Q${-60 + i * 220} 600 ${-260 + i * 230} ${ART_HEIGHT + 20}`,
      i % 2 ? '#ffffff' : '#1a1012',
      90,
      i % 2 ? 0.06 : 0.09,
    ),
  ).join('');
  return [
    cloth(c, d, { sheen: c.zari, stroke: false, shade: 'none' }),
    folds,
    border(c, `M-20 ${ART_HEIGHT - 250} Q480 ${ART_HEIGHT - 170} ${ART_WIDTH + 20} ${ART_HEIGHT - 290}`, 150),
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/>`,
  ].join('');
}

/** The SVG of one picture of a product. */
export function renderArtworkSvg(spec: ArtSpec, variant: ArtVariant, material = ''): string {
  const p = palette(spec, variant.shift);
  const fabric = variant.view === 'fabric';
  const c = new Canvas(p, spec.motif, spec.zari, createRng(spec.seed + variant.shift), fabric ? 2.6 : 1);
  let body = fabric ? fabricSwatch(c) : product(c, spec, material);
  if (variant.mirror) body = `<g transform="translate(${ART_WIDTH} 0) scale(-1 1)">${body}</g>`;
  const defs =
    commonDefs(p) +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>` +
    c.defs.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="${viewBox(spec.type, variant.view)}"><defs>${defs}</defs>${
    fabric ? '' : backdrop(p)
  }${body}</svg>`;
}

export async function renderArtworkPng(spec: ArtSpec, variant: ArtVariant, material = ''): Promise<Buffer> {
  // The artwork is opaque: dropping alpha spares every later resize and WebP encode a fourth channel.
  return sharp(Buffer.from(renderArtworkSvg(spec, variant, material)))
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Renders every picture of a product and stores it through the upload pipeline; returns the paths. */
export async function renderProductImages(
  spec: ArtSpec,
  material: string,
  storage: Storage,
): Promise<string[]> {
  const paths: string[] = [];
  for (const variant of artVariants(spec)) {
    paths.push(await storeImage(storage, await renderArtworkPng(spec, variant, material)));
  }
  return paths;
}
