// Artwork for the demo content, drawn in code so the repository carries no binary images and a fresh install
// downloads nothing. Each picture is an SVG built from a motif of the academy's subjects (mandala, Vastu Purusha
// grid, yantra, Lo Shu square, earth-energy grid, aroma drop, pyramid, crystal, the Varanasi ghats, a zoned floor
// plan, lotus), varied by a seed so that no two items look alike, then rasterised to PNG with sharp. The PNG then
// goes through the same upload pipeline as a staff upload. There is deliberately no text: fonts differ between
// machines and a picture without words needs no translation.
import sharp from "sharp";

export const MOTIFS = [
  "mandala",
  "vastu-grid",
  "yantra",
  "lo-shu",
  "earth-grid",
  "aroma",
  "pyramid",
  "pyramid-grid",
  "crystal",
  "ghats",
  "floor-plan",
  "lotus",
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface ArtSpec {
  motif: Motif;
  /** Any text; the same seed always gives the same picture. */
  seed: string;
  width: number;
  height: number;
  /** Dark pictures (maroon or ink ground) for posters and contrast within a grid. */
  mood?: "light" | "dark";
}

const PALETTE = {
  cream: "#fbf6ec",
  sand: "#f1e6d2",
  clay: "#e3cda8",
  terracotta: "#8a2c1b",
  rust: "#b5532a",
  saffron: "#c76a12",
  gold: "#dca544",
  ink: "#2b2118",
  sage: "#7a8054",
} as const;

interface Theme {
  ground: string;
  groundAlt: string;
  line: string;
  accent: string;
  accent2: string;
  soft: string;
  paper: string;
}

const LIGHT: Theme = {
  ground: PALETTE.cream,
  groundAlt: PALETTE.sand,
  line: PALETTE.ink,
  accent: PALETTE.terracotta,
  accent2: PALETTE.saffron,
  soft: PALETTE.clay,
  paper: PALETTE.cream,
};

const DARK_GROUNDS = [PALETTE.terracotta, PALETTE.ink] as const;

function darkTheme(ground: string): Theme {
  return {
    ground,
    groundAlt: ground === PALETTE.ink ? "#3a2c20" : "#74230f",
    line: PALETTE.cream,
    accent: PALETTE.gold,
    accent2: PALETTE.saffron,
    soft: ground === PALETTE.ink ? "#5a4634" : PALETTE.rust,
    paper: PALETTE.sand,
  };
}

type Rng = () => number;

/** FNV-1a hash of the seed feeding mulberry32: small, fast and the same on every machine. */
function seededRandom(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** Coordinates rounded to 0.1 px keep the SVG short without visible loss. */
const n = (x: number) => Math.round(x * 10) / 10;
const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
const polar = (r: number, deg: number): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
};

interface Ctx {
  rng: Rng;
  theme: Theme;
  /** Unique id prefix for gradients, patterns and clip paths within one picture. */
  id: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Motifs centred on the origin, fitting a square of side `s`.

function petalRing(
  count: number,
  rIn: number,
  rOut: number,
  style: "leaf" | "arch" | "bead",
  fill: string,
  stroke: string,
  offsetDeg: number,
): string {
  const half = Math.tan(Math.PI / count) * ((rIn + rOut) / 2) * 0.95;
  const mid = (rIn + rOut) / 2;
  let shape: string;
  if (style === "leaf")
    shape = `<path d="M${n(rIn)} 0Q${n(mid)} ${n(half)} ${n(rOut)} 0Q${n(mid)} ${n(-half)} ${n(rIn)} 0Z"`;
  else if (style === "arch")
    shape = `<path d="M${n(rIn)} ${n(-half)}L${n(rOut * 0.82)} ${n(-half * 0.55)}Q${n(rOut)} 0 ${n(rOut * 0.82)} ${n(half * 0.55)}L${n(rIn)} ${n(half)}Z"`;
  else shape = `<circle cx="${n(mid)}" cy="0" r="${n(Math.min(half, (rOut - rIn) / 2) * 0.9)}"`;
  let out = "";
  for (let k = 0; k < count; k++) out += `${shape} transform="rotate(${n(offsetDeg + (k * 360) / count)})"/>`;
  return `<g fill="${fill}" stroke="${stroke}" stroke-width="${n(Math.max(1, rOut / 160))}">${out}</g>`;
}

function mandala(s: number, { rng, theme }: Ctx): string {
  const R = s / 2;
  const layers = 3 + Math.floor(rng() * 3);
  const fills = [theme.accent, theme.accent2, theme.soft, theme.groundAlt];
  let out = `<circle r="${n(R)}" fill="none" stroke="${theme.accent2}" stroke-width="${n(R * 0.018)}" stroke-dasharray="0.1 ${n(R * 0.045)}" stroke-linecap="round"/>`;
  out += `<circle r="${n(R * 0.95)}" fill="${theme.groundAlt}" stroke="${theme.line}" stroke-width="${n(R * 0.006)}"/>`;
  const step = 0.82 / layers;
  let count = pick(rng, [16, 24, 32]);
  for (let i = 0; i < layers; i++) {
    const rOut = R * (0.92 - i * step);
    const rIn = rOut - R * step * between(rng, 0.95, 1.35);
    const style = pick(rng, ["leaf", "arch", "bead"] as const);
    const fill = fills[(i + Math.floor(rng() * 2)) % fills.length] as string;
    out += petalRing(count, Math.max(rIn, R * 0.1), rOut, style, fill, theme.line, i % 2 ? 180 / count : 0);
    out += `<circle r="${n(Math.max(rIn, R * 0.1))}" fill="none" stroke="${theme.line}" stroke-width="${n(R * 0.006)}"/>`;
    count = Math.max(8, count - pick(rng, [0, 4, 8]));
  }
  out += `<circle r="${n(R * 0.13)}" fill="${theme.accent}" stroke="${theme.line}" stroke-width="${n(R * 0.008)}"/>`;
  out += petalRing(8, R * 0.03, R * 0.12, "leaf", theme.accent2, "none", 22.5);
  out += `<circle r="${n(R * 0.035)}" fill="${theme.paper}"/>`;
  return out;
}

function vastuGrid(s: number, { rng, theme }: Ctx): string {
  const cells = pick(rng, [8, 9, 9]);
  const a = s * 0.72;
  const c = a / cells;
  const x0 = -a / 2;
  let out = `<circle r="${n(s * 0.5)}" fill="none" stroke="${theme.accent2}" stroke-width="${n(s * 0.004)}" stroke-dasharray="${n(s * 0.012)} ${n(s * 0.012)}"/>`;
  // The eight directions, faint behind the grid.
  for (let k = 0; k < 8; k++) {
    const [x, y] = polar(s * 0.49, k * 45 - 90);
    out += `<line x1="0" y1="0" x2="${n(x)}" y2="${n(y)}" stroke="${theme.soft}" stroke-width="${n(s * (k % 2 ? 0.003 : 0.006))}"/>`;
  }
  out += `<circle r="${n(s * 0.43)}" fill="${theme.groundAlt}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  // Rings 3 and deeper are the Brahmasthan: 3 x 3 padas of the 81-pada grid, 2 x 2 of the 64-pada one.
  const centreRing = 3;
  const ringFill = (ring: number, parity: number) =>
    ring === 0
      ? parity
        ? theme.soft
        : theme.groundAlt
      : ring >= centreRing
        ? theme.accent2
        : ring === 1
          ? theme.paper
          : theme.soft;
  let grid = "";
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const ring = Math.min(i, j, cells - 1 - i, cells - 1 - j);
      grid += `<rect x="${n(x0 + i * c)}" y="${n(x0 + j * c)}" width="${n(c)}" height="${n(c)}" fill="${ringFill(ring, (i + j) % 2)}"/>`;
    }
  out += `<g stroke="${theme.line}" stroke-width="${n(s * 0.0025)}">${grid}</g>`;
  out += `<rect x="${n(x0)}" y="${n(x0)}" width="${n(a)}" height="${n(a)}" fill="none" stroke="${theme.accent}" stroke-width="${n(s * 0.012)}"/>`;
  // Karna sutra (diagonals) and the two main axes.
  out += `<g stroke="${theme.accent}" stroke-width="${n(s * 0.004)}" opacity="0.8"><line x1="${n(x0)}" y1="${n(x0)}" x2="${n(-x0)}" y2="${n(-x0)}"/><line x1="${n(-x0)}" y1="${n(x0)}" x2="${n(x0)}" y2="${n(-x0)}"/><line x1="0" y1="${n(x0)}" x2="0" y2="${n(-x0)}"/><line x1="${n(x0)}" y1="0" x2="${n(-x0)}" y2="0"/></g>`;
  out += `<circle r="${n(c * 0.9)}" fill="none" stroke="${theme.paper}" stroke-width="${n(s * 0.005)}"/>`;
  out += petalRing(8, c * 0.15, c * 0.75, "leaf", theme.accent, theme.paper, 0);
  out += `<circle r="${n(c * 0.16)}" fill="${theme.paper}"/>`;
  // Gate markers at the four cardinal points, the north one picked out.
  for (let k = 0; k < 4; k++) {
    const fill = k === 0 ? theme.accent : theme.accent2;
    out += `<polygon points="${pts([
      [-s * 0.03, -a / 2 - s * 0.02],
      [s * 0.03, -a / 2 - s * 0.02],
      [0, -a / 2 - s * 0.07],
    ])}" fill="${fill}" transform="rotate(${k * 90})"/>`;
  }
  return out;
}

function bhupura(half: number, gate: number, depth: number): string {
  const top: Array<[number, number]> = [
    [-half, -half],
    [-gate, -half],
    [-gate, -half - depth],
    [-gate * 1.7, -half - depth],
    [-gate * 1.7, -half - depth * 2],
    [gate * 1.7, -half - depth * 2],
    [gate * 1.7, -half - depth],
    [gate, -half - depth],
    [gate, -half],
  ];
  const all: Array<[number, number]> = [];
  for (let k = 0; k < 4; k++) {
    const [cos, sin] = [Math.round(Math.cos((k * Math.PI) / 2)), Math.round(Math.sin((k * Math.PI) / 2))];
    for (const [x, y] of top) all.push([x * cos - y * sin, x * sin + y * cos]);
  }
  return pts(all);
}

function yantra(s: number, { rng, theme }: Ctx): string {
  const half = (s / 2) * 0.78;
  const gate = half * 0.2;
  const depth = half * 0.1;
  let out = `<polygon points="${bhupura(half, gate, depth)}" fill="${theme.groundAlt}" stroke="${theme.accent}" stroke-width="${n(s * 0.008)}"/>`;
  for (const f of [0.95, 0.9])
    out += `<polygon points="${bhupura(half * f, gate * f, depth * f)}" fill="none" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  const r = half * 0.86;
  out += `<circle r="${n(r)}" fill="${theme.paper}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  out += petalRing(16, r * 0.74, r * 0.98, "arch", theme.soft, theme.line, 0);
  out += `<circle r="${n(r * 0.74)}" fill="${theme.groundAlt}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  out += petalRing(8, r * 0.56, r * 0.73, "arch", theme.accent2, theme.line, 22.5);
  const r0 = r * 0.55;
  out += `<circle r="${n(r0)}" fill="${theme.paper}" stroke="${theme.accent}" stroke-width="${n(s * 0.005)}"/>`;
  // Interlaced triangles in the manner of the Sri Yantra: five pointing down, four up, bases on the circle.
  const down: Array<[number, number]> = [
    [-0.62, 1],
    [-0.44, 0.78],
    [-0.24, 0.58],
    [-0.06, 0.42],
    [0.08, 0.26],
  ];
  const up: Array<[number, number]> = [
    [0.62, -1],
    [0.46, -0.74],
    [0.3, -0.5],
    [0.16, -0.3],
  ];
  const jitter = between(rng, -0.03, 0.03);
  const tri = ([base, apex]: [number, number]) => {
    const b = base + jitter;
    const hw = Math.min(Math.sqrt(Math.max(0, 1 - b * b)), Math.abs(apex - b) * 0.66);
    return pts([
      [-hw * r0, b * r0],
      [hw * r0, b * r0],
      [0, apex * r0],
    ]);
  };
  let tris = "";
  for (const t of down) tris += `<polygon points="${tri(t)}"/>`;
  out += `<g fill="${theme.accent2}" fill-opacity="0.16" stroke="${theme.accent}" stroke-width="${n(s * 0.004)}" stroke-linejoin="round">${tris}</g>`;
  tris = "";
  for (const t of up) tris += `<polygon points="${tri(t)}"/>`;
  out += `<g fill="${theme.accent}" fill-opacity="0.12" stroke="${theme.line}" stroke-width="${n(s * 0.004)}" stroke-linejoin="round">${tris}</g>`;
  out += `<circle r="${n(s * 0.012)}" fill="${theme.accent}"/>`;
  return out;
}

/** The Lo Shu square with its numbers as dots (odd hollow, even filled) and the path 1 to 9 drawn through it. */
function loShu(s: number, { rng, theme }: Ctx): string {
  const square = [
    [4, 9, 2],
    [3, 5, 7],
    [8, 1, 6],
  ];
  // The cells stay light on a dark ground too, so the odd (hollow) and even (filled) dots always read.
  const a = s * 0.6;
  const c = a / 3;
  const centres = new Map<number, [number, number]>();
  let out = `<circle r="${n(s * 0.49)}" fill="${theme.groundAlt}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  // Eight trigrams around the square, each three bars, solid or broken.
  const trigrams = [7, 3, 5, 1, 0, 4, 2, 6].map((v) => (v + Math.floor(rng() * 8)) % 8);
  for (let k = 0; k < 8; k++) {
    let bars = "";
    const code = trigrams[k] as number;
    for (let b = 0; b < 3; b++) {
      const y = -s * 0.45 + b * s * 0.022;
      const len = s * 0.1;
      if ((code >> b) & 1)
        bars += `<rect x="${n(-len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(s * 0.012)}"/>`;
      else
        bars += `<rect x="${n(-len / 2)}" y="${n(y)}" width="${n(len * 0.42)}" height="${n(s * 0.012)}"/><rect x="${n(len * 0.08)}" y="${n(y)}" width="${n(len * 0.42)}" height="${n(s * 0.012)}"/>`;
    }
    out += `<g fill="${k % 2 ? theme.accent2 : theme.accent}" transform="rotate(${k * 45})">${bars}</g>`;
  }
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const value = square[row]?.[col] as number;
      const x = -a / 2 + col * c;
      const y = -a / 2 + row * c;
      centres.set(value, [x + c / 2, y + c / 2]);
      out += `<rect x="${n(x + c * 0.04)}" y="${n(y + c * 0.04)}" width="${n(c * 0.92)}" height="${n(c * 0.92)}" rx="${n(c * 0.12)}" fill="${(row + col) % 2 ? PALETTE.cream : PALETTE.clay}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
    }
  const path = Array.from({ length: 9 }, (_, i) => centres.get(i + 1) as [number, number]);
  out += `<polyline points="${pts(path)}" fill="none" stroke="${theme.accent2}" stroke-width="${n(s * 0.014)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.55"/>`;
  for (const [value, [cx, cy]] of centres) {
    const dotR = c * 0.065;
    const ring = value === 1 ? 0 : c * 0.26;
    const odd = value % 2 === 1;
    let dots = "";
    for (let d = 0; d < value; d++) {
      const [dx, dy] = polar(ring, -90 + (d * 360) / value);
      dots += `<circle cx="${n(cx + dx)}" cy="${n(cy + dy)}" r="${n(dotR)}"/>`;
    }
    out += odd
      ? `<g fill="${PALETTE.cream}" stroke="${PALETTE.terracotta}" stroke-width="${n(dotR * 0.45)}">${dots}</g>`
      : `<g fill="${PALETTE.ink}">${dots}</g>`;
  }
  return out;
}

/** Hartmann and Curry grids, a water vein and its ripples, seen through a dowsing dial. */
function earthGrid(s: number, { rng, theme, id }: Ctx): string {
  const R = s / 2;
  const clip = `${id}-dial`;
  const spacing = s / between(rng, 7, 10);
  const tilt = between(rng, -8, 8);
  let lines = "";
  for (let v = -R * 1.5; v <= R * 1.5; v += spacing)
    lines += `<line x1="${n(v)}" y1="${n(-R * 1.5)}" x2="${n(v)}" y2="${n(R * 1.5)}"/><line x1="${n(-R * 1.5)}" y1="${n(v)}" x2="${n(R * 1.5)}" y2="${n(v)}"/>`;
  let curry = "";
  for (let v = -R * 2; v <= R * 2; v += spacing * 1.4)
    curry += `<line x1="${n(v - R * 2)}" y1="${n(-R * 2)}" x2="${n(v + R * 2)}" y2="${n(R * 2)}"/>`;
  let knots = "";
  for (let i = -4; i <= 4; i++)
    for (let j = -4; j <= 4; j++)
      if (rng() < 0.18)
        knots += `<circle cx="${n(i * spacing)}" cy="${n(j * spacing)}" r="${n(s * 0.011)}"/>`;
  const y0 = between(rng, -0.3, 0.3) * R;
  const amp = R * between(rng, 0.18, 0.32);
  const vein = `M${n(-R * 1.2)} ${n(y0)}C${n(-R * 0.5)} ${n(y0 - amp * 2)} ${n(-R * 0.1)} ${n(y0 + amp * 2)} ${n(R * 0.4)} ${n(y0)}S${n(R)} ${n(y0 - amp)} ${n(R * 1.3)} ${n(y0 + amp * 0.5)}`;
  const [rx, ry] = [between(rng, -0.3, 0.3) * R, y0 + between(rng, -0.1, 0.1) * R];
  let ripples = "";
  for (let k = 1; k <= 5; k++)
    ripples += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(k * s * 0.045)}" opacity="${n(1 - k * 0.17)}"/>`;
  let ticks = "";
  for (let k = 0; k < 72; k++) {
    const long = k % 9 === 0;
    const [x1, y1] = polar(R * 0.94, k * 5);
    const [x2, y2] = polar(R * (long ? 0.85 : 0.9), k * 5);
    ticks += `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke-width="${n(s * (long ? 0.006 : 0.003))}"/>`;
  }
  return `<defs><clipPath id="${clip}"><circle r="${n(R * 0.84)}"/></clipPath></defs>
<circle r="${n(R)}" fill="${theme.groundAlt}" stroke="${theme.line}" stroke-width="${n(s * 0.004)}"/>
<g stroke="${theme.line}">${ticks}</g>
<g clip-path="url(#${clip})"><circle r="${n(R * 0.84)}" fill="${theme.paper}"/>
<g transform="rotate(${n(tilt)})"><g stroke="${theme.accent2}" stroke-width="${n(s * 0.0025)}" stroke-dasharray="${n(s * 0.01)} ${n(s * 0.008)}" opacity="0.7">${curry}</g>
<g stroke="${theme.accent}" stroke-width="${n(s * 0.004)}" opacity="0.55">${lines}</g><g fill="${theme.accent}">${knots}</g></g>
<path d="${vein}" fill="none" stroke="${theme.accent2}" stroke-width="${n(s * 0.06)}" opacity="0.28" stroke-linecap="round"/>
<path d="${vein}" fill="none" stroke="${theme.accent2}" stroke-width="${n(s * 0.008)}" stroke-linecap="round"/>
<g fill="none" stroke="${theme.accent}" stroke-width="${n(s * 0.004)}">${ripples}</g></g>
<circle r="${n(R * 0.84)}" fill="none" stroke="${theme.line}" stroke-width="${n(s * 0.006)}"/>`;
}

function dropPath(r: number): string {
  return `M0 ${n(-1.35 * r)}C${n(0.25 * r)} ${n(-0.9 * r)} ${n(r)} ${n(-0.35 * r)} ${n(r)} ${n(0.3 * r)}A${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(0.3 * r)}C${n(-r)} ${n(-0.35 * r)} ${n(-0.25 * r)} ${n(-0.9 * r)} 0 ${n(-1.35 * r)}Z`;
}

function leaf(len: number, width: number): string {
  return `M0 0Q${n(width)} ${n(-len * 0.5)} 0 ${n(-len)}Q${n(-width)} ${n(-len * 0.5)} 0 0Z`;
}

function aroma(s: number, { rng, theme }: Ctx): string {
  const r = s * 0.19;
  const cy = s * 0.06;
  let out = `<circle cy="${n(cy)}" r="${n(s * 0.46)}" fill="${theme.groundAlt}"/>`;
  out += `<circle cy="${n(cy)}" r="${n(s * 0.4)}" fill="none" stroke="${theme.soft}" stroke-width="${n(s * 0.004)}"/>`;
  // A wreath of leaves along the lower half.
  const leaves = 7 + Math.floor(rng() * 4);
  for (let k = 0; k < leaves; k++) {
    const deg = 20 + (k * 140) / (leaves - 1);
    const [x, y] = polar(r * 1.3, deg);
    const fill = k % 3 === 0 ? PALETTE.sage : k % 3 === 1 ? theme.accent2 : theme.soft;
    out += `<path d="${leaf(s * between(rng, 0.1, 0.13), s * 0.03)}" fill="${fill}" stroke="${theme.line}" stroke-width="${n(s * 0.002)}" transform="translate(${n(x)} ${n(y + cy)}) rotate(${n(deg + 90 + between(rng, -15, 15))})"/>`;
  }
  out += `<g transform="translate(0 ${n(cy)})">`;
  out += `<path d="${dropPath(r)}" fill="${theme.accent}" stroke="${theme.line}" stroke-width="${n(s * 0.004)}"/>`;
  out += `<path d="${dropPath(r * 0.72)}" fill="${theme.accent2}" transform="translate(0 ${n(r * 0.12)})"/>`;
  out += `<path d="${dropPath(r * 0.42)}" fill="${theme.paper}" opacity="0.9" transform="translate(0 ${n(r * 0.25)})"/>`;
  out += `<ellipse cx="${n(-r * 0.35)}" cy="${n(-r * 0.1)}" rx="${n(r * 0.08)}" ry="${n(r * 0.22)}" fill="${theme.paper}" opacity="0.6" transform="rotate(20 ${n(-r * 0.35)} ${n(-r * 0.1)})"/>`;
  out += "</g>";
  // Rising scent.
  let vapour = "";
  for (let k = -1; k <= 1; k++) {
    const x = k * s * 0.07;
    const top = -s * 0.44;
    const start = cy - r * 1.5;
    vapour += `<path d="M${n(x)} ${n(start)}C${n(x + s * 0.05)} ${n(start - s * 0.07)} ${n(x - s * 0.05)} ${n(start - s * 0.12)} ${n(x)} ${n((start + top) / 2)}S${n(x + s * 0.04)} ${n(top + s * 0.04)} ${n(x)} ${n(top)}"/>`;
  }
  out += `<g fill="none" stroke="${theme.line}" stroke-width="${n(s * 0.004)}" stroke-linecap="round" opacity="0.6">${vapour}</g>`;
  let beads = "";
  for (let k = 0; k < 9; k++) {
    const [x, y] = polar(s * between(rng, 0.28, 0.42), between(rng, 200, 340));
    beads += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * between(rng, 0.006, 0.014))}"/>`;
  }
  out += `<g fill="${theme.accent2}" opacity="0.8">${beads}</g>`;
  return out;
}

/** Three-quarter view of one pyramid in front of a rayed sun, its courses drawn on both faces. */
function pyramid(s: number, { rng, theme }: Ctx): string {
  let out = "";
  let rays = "";
  for (let k = 0; k < 24; k++) {
    const [x1, y1] = polar(s * 0.2, k * 15);
    const [x2, y2] = polar(s * 0.46, k * 15);
    rays += `<line x1="${n(x1)}" y1="${n(y1 - s * 0.1)}" x2="${n(x2)}" y2="${n(y2 - s * 0.1)}"/>`;
  }
  out += `<g stroke="${theme.accent2}" stroke-width="${n(s * 0.005)}" opacity="0.45">${rays}</g>`;
  out += `<circle cy="${n(-s * 0.1)}" r="${n(s * 0.19)}" fill="${theme.accent2}" opacity="0.35"/>`;
  const apex: [number, number] = [s * between(rng, -0.04, 0.04), -s * 0.36];
  const left: [number, number] = [-s * 0.42, s * 0.25];
  const front: [number, number] = [s * 0.1, s * 0.34];
  const right: [number, number] = [s * 0.42, s * 0.2];
  out += `<ellipse cx="${n(s * 0.04)}" cy="${n(s * 0.31)}" rx="${n(s * 0.47)}" ry="${n(s * 0.06)}" fill="${theme.soft}" opacity="0.7"/>`;
  out += `<polygon points="${pts([apex, left, front])}" fill="${theme.accent2}"/>`;
  out += `<polygon points="${pts([apex, front, right])}" fill="${theme.accent}"/>`;
  const lerp = (p: [number, number], q: [number, number], t: number): [number, number] => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
  ];
  let courses = "";
  for (let t = 0.2; t < 1; t += 0.2) {
    courses += `<polyline points="${pts([lerp(apex, left, t), lerp(apex, front, t), lerp(apex, right, t)])}"/>`;
  }
  out += `<g fill="none" stroke="${theme.paper}" stroke-width="${n(s * 0.003)}" opacity="0.6">${courses}</g>`;
  out += `<polygon points="${pts([apex, left, front, right])}" fill="none" stroke="${theme.line}" stroke-width="${n(s * 0.005)}" stroke-linejoin="round"/>`;
  out += `<line x1="${n(apex[0])}" y1="${n(apex[1])}" x2="${n(front[0])}" y2="${n(front[1])}" stroke="${theme.line}" stroke-width="${n(s * 0.005)}"/>`;
  return out;
}

/** Top view of a 3 x 3 pyramid grid plate, each pyramid lit from one side. */
function pyramidGrid(s: number, { theme }: Ctx): string {
  let out = "";
  const cells = 3;
  const a = s * 0.74;
  const c = a / cells;
  out += `<rect x="${n(-a / 2 - s * 0.04)}" y="${n(-a / 2 - s * 0.04)}" width="${n(a + s * 0.08)}" height="${n(a + s * 0.08)}" rx="${n(s * 0.02)}" fill="${theme.soft}" stroke="${theme.line}" stroke-width="${n(s * 0.004)}"/>`;
  const shades = [theme.paper, theme.accent2, theme.accent, theme.groundAlt];
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const x = -a / 2 + i * c;
      const y = -a / 2 + j * c;
      const m = c * 0.06;
      const [l, t, r, b] = [x + m, y + m, x + c - m, y + c - m];
      const [mx, my] = [(l + r) / 2, (t + b) / 2];
      const faces: Array<Array<[number, number]>> = [
        [
          [l, t],
          [r, t],
          [mx, my],
        ],
        [
          [r, t],
          [r, b],
          [mx, my],
        ],
        [
          [r, b],
          [l, b],
          [mx, my],
        ],
        [
          [l, b],
          [l, t],
          [mx, my],
        ],
      ];
      faces.forEach((f, k) => {
        out += `<polygon points="${pts(f)}" fill="${shades[k]}" stroke="${theme.line}" stroke-width="${n(s * 0.002)}"/>`;
      });
    }
  return out;
}

function crystal(s: number, { rng, theme }: Ctx): string {
  let out = "";
  for (let k = 1; k <= 4; k++)
    out += `<circle cy="${n(-s * 0.05)}" r="${n(s * 0.12 * k)}" fill="none" stroke="${theme.soft}" stroke-width="${n(s * 0.004)}" opacity="${n(1 - k * 0.18)}"/>`;
  const tint = rng() < 0.5 ? theme.accent2 : theme.accent;
  const points = [
    { x: 0, w: 0.16, h: 0.38, rot: 0 },
    { x: -0.15, w: 0.11, h: 0.24, rot: -24 },
    { x: 0.15, w: 0.12, h: 0.27, rot: 20 },
    { x: -0.26, w: 0.08, h: 0.13, rot: -42 },
    { x: 0.27, w: 0.08, h: 0.15, rot: 40 },
  ].sort((p, q) => p.h - q.h);
  const base = s * 0.3;
  for (const p of points) {
    const w = p.w * s;
    const h = p.h * s * between(rng, 0.9, 1.1);
    const tip = w * 0.9;
    const cols: Array<[number, number, string, number]> = [
      [-w / 2, -w / 6, theme.paper, 0.95],
      [-w / 6, w / 6, tint, 0.35],
      [w / 6, w / 2, tint, 0.7],
    ];
    let facets = "";
    for (const [x1, x2, fill, opacity] of cols) {
      facets += `<polygon points="${pts([
        [x1, 0],
        [x2, 0],
        [x2, -h],
        [0, -h - tip],
        [x1, -h],
      ])}" fill="${fill}" fill-opacity="${opacity}"/>`;
    }
    facets += `<polyline points="${pts([
      [-w / 2, -h],
      [-w / 6, -h],
      [0, -h - tip],
      [w / 6, -h],
      [w / 2, -h],
    ])}" fill="none"/>`;
    facets += `<polygon points="${pts([
      [-w / 2, 0],
      [w / 2, 0],
      [w / 2, -h],
      [0, -h - tip],
      [-w / 2, -h],
    ])}" fill="none"/>`;
    out += `<g stroke="${theme.line}" stroke-width="${n(s * 0.003)}" stroke-linejoin="round" transform="translate(${n(p.x * s)} ${n(base)}) rotate(${p.rot})">${facets}</g>`;
  }
  out += `<path d="M${n(-s * 0.36)} ${n(base + s * 0.04)}Q${n(-s * 0.2)} ${n(base - s * 0.06)} 0 ${n(base - s * 0.03)}Q${n(s * 0.2)} ${n(base - s * 0.06)} ${n(s * 0.36)} ${n(base + s * 0.04)}Z" fill="${theme.accent}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}"/>`;
  return out;
}

function lotus(s: number, { rng, theme }: Ctx): string {
  let out = `<circle cy="${n(-s * 0.1)}" r="${n(s * 0.3)}" fill="${theme.accent2}" opacity="0.22"/>`;
  const baseY = s * 0.18;
  const rows = [
    { count: 9, spread: 150, len: 0.42, width: 0.085, fill: theme.soft },
    { count: 7, spread: 120, len: 0.38, width: 0.09, fill: theme.accent2 },
    { count: 5, spread: 70, len: 0.32, width: 0.09, fill: theme.accent },
  ];
  for (const row of rows) {
    let petals = "";
    for (let k = 0; k < row.count; k++) {
      const deg = -row.spread / 2 + (k * row.spread) / (row.count - 1) + between(rng, -3, 3);
      petals += `<path d="${leaf(s * row.len, s * row.width)}" transform="translate(0 ${n(baseY)}) rotate(${n(deg)})"/>`;
    }
    out += `<g fill="${row.fill}" stroke="${theme.line}" stroke-width="${n(s * 0.003)}">${petals}</g>`;
  }
  let water = "";
  for (let k = 0; k < 4; k++) {
    const y = baseY + s * (0.05 + k * 0.05);
    const w = s * (0.42 - k * 0.07);
    water += `<path d="M${n(-w)} ${n(y)}q${n(w / 4)} ${n(-s * 0.02)} ${n(w / 2)} 0t${n(w / 2)} 0t${n(w / 2)} 0t${n(w / 2)} 0"/>`;
  }
  out += `<g fill="none" stroke="${theme.accent}" stroke-width="${n(s * 0.005)}" stroke-linecap="round" opacity="0.7">${water}</g>`;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes that fill the whole picture.

/** The ghats of Varanasi at dusk: temple spires above stepped banks, the Ganga below, with lamps on the water. */
function ghats(w: number, h: number, { rng, id }: Ctx, lamps: boolean): string {
  const horizon = h * between(rng, 0.5, 0.6);
  const sky = `${id}-sky`;
  let out = `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.cream}"/><stop offset="1" stop-color="${PALETTE.clay}"/></linearGradient></defs>`;
  out += `<rect width="${w}" height="${n(horizon)}" fill="url(#${sky})"/>`;
  const sunX = w * between(rng, 0.2, 0.8);
  const sunR = h * 0.13;
  out += `<circle cx="${n(sunX)}" cy="${n(horizon - h * 0.2)}" r="${n(sunR)}" fill="${PALETTE.saffron}" opacity="0.85"/>`;
  for (let k = 0; k < 3; k++)
    out += `<rect x="${n(sunX - sunR)}" y="${n(horizon - h * 0.2 + sunR * (0.25 + k * 0.25))}" width="${n(sunR * 2)}" height="${n(sunR * 0.07)}" fill="${PALETTE.cream}"/>`;
  // Temples and houses along the bank.
  let x = -w * 0.02;
  let skyline = "";
  while (x < w) {
    const bw = w * between(rng, 0.05, 0.11);
    const bh = h * between(rng, 0.08, 0.2);
    const top = horizon - h * 0.08 - bh;
    skyline += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh + h * 0.08)}" fill="${rng() < 0.5 ? PALETTE.rust : PALETTE.terracotta}"/>`;
    if (rng() < 0.45) {
      // A curvilinear shikhara with its finial.
      const sh = h * between(rng, 0.1, 0.18);
      skyline += `<path d="M${n(x + bw * 0.12)} ${n(top)}C${n(x + bw * 0.1)} ${n(top - sh * 0.45)} ${n(x + bw * 0.38)} ${n(top - sh * 0.85)} ${n(x + bw / 2)} ${n(top - sh)}C${n(x + bw * 0.62)} ${n(top - sh * 0.85)} ${n(x + bw * 0.9)} ${n(top - sh * 0.45)} ${n(x + bw * 0.88)} ${n(top)}Z" fill="${PALETTE.terracotta}"/><circle cx="${n(x + bw / 2)}" cy="${n(top - sh - h * 0.012)}" r="${n(h * 0.01)}" fill="${PALETTE.gold}"/>`;
    }
    for (let wy = top + h * 0.03; wy < horizon - h * 0.1; wy += h * 0.05)
      skyline += `<rect x="${n(x + bw * 0.3)}" y="${n(wy)}" width="${n(bw * 0.14)}" height="${n(h * 0.025)}" rx="${n(bw * 0.07)}" fill="${PALETTE.ink}" opacity="0.45"/><rect x="${n(x + bw * 0.56)}" y="${n(wy)}" width="${n(bw * 0.14)}" height="${n(h * 0.025)}" rx="${n(bw * 0.07)}" fill="${PALETTE.ink}" opacity="0.45"/>`;
    x += bw + w * between(rng, -0.01, 0.015);
  }
  out += skyline;
  // The stepped bank.
  const steps = 6;
  for (let k = 0; k < steps; k++) {
    const y = horizon - h * 0.08 + (k * h * 0.1) / steps;
    out += `<rect x="0" y="${n(y)}" width="${w}" height="${n((h * 0.1) / steps + 1)}" fill="${k % 2 ? PALETTE.clay : PALETTE.sand}"/>`;
  }
  out += `<line x1="0" y1="${n(horizon + h * 0.02)}" x2="${w}" y2="${n(horizon + h * 0.02)}" stroke="${PALETTE.ink}" stroke-width="${n(h * 0.003)}" opacity="0.5"/>`;
  // The river.
  const riverTop = horizon + h * 0.02;
  out += `<rect y="${n(riverTop)}" width="${w}" height="${n(h - riverTop)}" fill="${lamps ? PALETTE.ink : PALETTE.terracotta}"/>`;
  let waves = "";
  for (let y = riverTop + h * 0.04; y < h; y += h * 0.05) {
    const x0 = w * between(rng, -0.1, 0.6);
    const len = w * between(rng, 0.15, 0.45);
    waves += `<path d="M${n(x0)} ${n(y)}q${n(len / 8)} ${n(-h * 0.012)} ${n(len / 4)} 0t${n(len / 4)} 0t${n(len / 4)} 0t${n(len / 4)} 0"/>`;
  }
  out += `<g fill="none" stroke="${PALETTE.cream}" stroke-width="${n(h * 0.004)}" stroke-linecap="round" opacity="0.35">${waves}</g>`;
  out += `<ellipse cx="${n(sunX)}" cy="${n(riverTop + h * 0.06)}" rx="${n(sunR * 0.9)}" ry="${n(h * 0.012)}" fill="${PALETTE.saffron}" opacity="0.6"/>`;
  // A boat.
  const bx = w * between(rng, 0.1, 0.7);
  const by = riverTop + (h - riverTop) * between(rng, 0.35, 0.6);
  out += `<path d="M${n(bx)} ${n(by)}q${n(w * 0.09)} ${n(h * 0.05)} ${n(w * 0.18)} 0l${n(-w * 0.02)} ${n(h * 0.025)}h${n(-w * 0.14)}z" fill="${PALETTE.cream}" opacity="0.9"/>`;
  if (lamps) {
    const glow = `${id}-glow`;
    out += `<defs><radialGradient id="${glow}"><stop offset="0" stop-color="${PALETTE.gold}" stop-opacity="0.9"/><stop offset="1" stop-color="${PALETTE.saffron}" stop-opacity="0"/></radialGradient></defs>`;
    let diyas = "";
    for (let k = 0; k < 16; k++) {
      const lx = w * rng();
      const ly = riverTop + (h - riverTop) * between(rng, 0.12, 0.95);
      const size = h * between(rng, 0.012, 0.022) * (ly / h);
      diyas += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size * 3)}" fill="url(#${glow})"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size * 0.6)}" fill="${PALETTE.cream}"/>`;
    }
    out += diyas;
  }
  return out;
}

/** A house plan zoned by direction, as a Vastu consultant marks it up, with a compass star in one corner. */
function floorPlan(w: number, h: number, { rng, theme }: Ctx): string {
  let out = "";
  const grid = Math.min(w, h) / 24;
  let lines = "";
  for (let x = 0; x <= w; x += grid) lines += `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${h}"/>`;
  for (let y = 0; y <= h; y += grid) lines += `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}"/>`;
  out += `<g stroke="${theme.soft}" stroke-width="1" opacity="0.6">${lines}</g>`;
  const pw = w * 0.62;
  const ph = h * 0.72;
  const px = (w - pw) / 2 + w * between(rng, -0.06, 0.06);
  const py = (h - ph) / 2;
  const cols = [0, between(rng, 0.3, 0.4), between(rng, 0.62, 0.72), 1];
  const rows = [0, between(rng, 0.3, 0.42), between(rng, 0.62, 0.72), 1];
  // North is up: north-east calm and open, south-west heavy, south-east the fire corner.
  const zone = [
    [PALETTE.sand, PALETTE.cream, "#f6ecd9"],
    [PALETTE.clay, "#f3d9b0", PALETTE.sand],
    ["#d9b98d", PALETTE.clay, "#eec9a0"],
  ];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = px + pw * (cols[c] as number);
      const y = py + ph * (rows[r] as number);
      const cw = pw * ((cols[c + 1] as number) - (cols[c] as number));
      const rh = ph * ((rows[r + 1] as number) - (rows[r] as number));
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(rh)}" fill="${zone[r]?.[c]}"/>`;
    }
  // Brahmasthan kept open.
  const bx = px + pw * (cols[1] as number);
  const by = py + ph * (rows[1] as number);
  const bw = pw * ((cols[2] as number) - (cols[1] as number));
  const bh = ph * ((rows[2] as number) - (rows[1] as number));
  out += `<rect x="${n(bx + bw * 0.2)}" y="${n(by + bh * 0.2)}" width="${n(bw * 0.6)}" height="${n(bh * 0.6)}" fill="none" stroke="${PALETTE.saffron}" stroke-width="${n(grid * 0.15)}" stroke-dasharray="${n(grid * 0.4)} ${n(grid * 0.3)}"/>`;
  out += `<circle cx="${n(bx + bw / 2)}" cy="${n(by + bh / 2)}" r="${n(grid * 0.35)}" fill="${PALETTE.saffron}"/>`;
  // Walls with door gaps and swings.
  const wall = grid * 0.35;
  let walls = `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" fill="none"/>`;
  for (const c of [cols[1], cols[2]] as number[]) {
    const x = px + pw * c;
    const gap = ph * between(rng, 0.1, 0.8);
    walls += `<line x1="${n(x)}" y1="${n(py)}" x2="${n(x)}" y2="${n(py + gap)}"/><line x1="${n(x)}" y1="${n(py + gap + grid * 2)}" x2="${n(x)}" y2="${n(py + ph)}"/>`;
    out += `<path d="M${n(x)} ${n(py + gap)}a${n(grid * 2)} ${n(grid * 2)} 0 0 1 ${n(grid * 2)} ${n(grid * 2)}" fill="none" stroke="${theme.accent}" stroke-width="${n(grid * 0.08)}"/>`;
  }
  for (const r of [rows[1], rows[2]] as number[]) {
    const y = py + ph * r;
    const gap = pw * between(rng, 0.1, 0.8);
    walls += `<line x1="${n(px)}" y1="${n(y)}" x2="${n(px + gap)}" y2="${n(y)}"/><line x1="${n(px + gap + grid * 2)}" y1="${n(y)}" x2="${n(px + pw)}" y2="${n(y)}"/>`;
  }
  out += `<g stroke="${PALETTE.ink}" stroke-width="${n(wall)}" stroke-linecap="square">${walls}</g>`;
  // Main entrance on the north-east side of the north wall.
  out += `<rect x="${n(px + pw * 0.72)}" y="${n(py - wall)}" width="${n(grid * 2.4)}" height="${n(wall * 2)}" fill="${PALETTE.terracotta}"/>`;
  // Dimension lines.
  out += `<g stroke="${PALETTE.rust}" stroke-width="${n(grid * 0.06)}"><line x1="${n(px)}" y1="${n(py + ph + grid)}" x2="${n(px + pw)}" y2="${n(py + ph + grid)}"/><line x1="${n(px)}" y1="${n(py + ph + grid * 0.6)}" x2="${n(px)}" y2="${n(py + ph + grid * 1.4)}"/><line x1="${n(px + pw)}" y1="${n(py + ph + grid * 0.6)}" x2="${n(px + pw)}" y2="${n(py + ph + grid * 1.4)}"/></g>`;
  // Compass star.
  const cx = px + pw + (w - px - pw) / 2;
  const cy = py + grid * 3;
  const R = Math.min(grid * 2.6, (w - px - pw) * 0.4);
  let star = "";
  for (let k = 0; k < 8; k++) {
    const long = k % 2 === 0;
    const tip = polar(long ? R : R * 0.55, k * 45 - 90);
    const l = polar(R * 0.16, k * 45 - 90 - 90);
    const r = polar(R * 0.16, k * 45 - 90 + 90);
    star += `<polygon points="${pts([tip, l, [0, 0]])}" fill="${k === 0 ? PALETTE.terracotta : PALETTE.ink}"/><polygon points="${pts([tip, r, [0, 0]])}" fill="${k === 0 ? PALETTE.saffron : PALETTE.clay}"/>`;
  }
  out += `<g transform="translate(${n(cx)} ${n(cy)})"><circle r="${n(R * 0.7)}" fill="none" stroke="${PALETTE.ink}" stroke-width="${n(grid * 0.06)}"/>${star}</g>`;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Composition.

const CENTRED: Record<Exclude<Motif, "ghats" | "floor-plan">, (s: number, ctx: Ctx) => string> = {
  mandala,
  "vastu-grid": vastuGrid,
  yantra,
  "lo-shu": loShu,
  "earth-grid": earthGrid,
  aroma,
  pyramid,
  "pyramid-grid": pyramidGrid,
  crystal,
  lotus,
};

function backdrop(w: number, h: number, { rng, theme, id }: Ctx): string {
  const glow = `${id}-bg`;
  const dots = `${id}-dots`;
  const step = Math.round(Math.min(w, h) / between(rng, 18, 28));
  let out = `<defs><radialGradient id="${glow}" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="${theme.groundAlt}"/><stop offset="1" stop-color="${theme.ground}"/></radialGradient>`;
  out += `<pattern id="${dots}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${n(step * 0.07)}" fill="${theme.soft}"/></pattern></defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#${glow})"/><rect width="${w}" height="${h}" fill="url(#${dots})" opacity="0.55"/>`;
  return out;
}

function frame(w: number, h: number, theme: Theme): string {
  const m = Math.min(w, h) * 0.035;
  return `<rect x="${n(m)}" y="${n(m)}" width="${n(w - 2 * m)}" height="${n(h - 2 * m)}" fill="none" stroke="${theme.accent}" stroke-width="${n(m * 0.22)}"/><rect x="${n(m * 1.5)}" y="${n(m * 1.5)}" width="${n(w - 3 * m)}" height="${n(h - 3 * m)}" fill="none" stroke="${theme.accent2}" stroke-width="${n(m * 0.06)}"/>`;
}

/** A toran-like band of small triangles, used on the wide side of landscape pictures and the foot of posters. */
function band(x: number, y: number, length: number, size: number, theme: Theme, vertical: boolean): string {
  let out = "";
  const count = Math.max(3, Math.floor(length / (size * 1.4)));
  const gap = length / count;
  for (let k = 0; k < count; k++) {
    const at = k * gap + gap / 2;
    const [px, py] = vertical ? [x, y + at] : [x + at, y];
    const fill = k % 2 ? theme.accent2 : theme.accent;
    const tri: Array<[number, number]> = vertical
      ? [
          [px - size / 2, py - size / 2],
          [px - size / 2, py + size / 2],
          [px + size / 2, py],
        ]
      : [
          [px - size / 2, py - size / 2],
          [px + size / 2, py - size / 2],
          [px, py + size / 2],
        ];
    out += `<polygon points="${pts(tri)}" fill="${fill}"/>`;
  }
  return out;
}

/** The SVG source of one picture. */
export function demoArtSvg(spec: ArtSpec): string {
  const { width: w, height: h, motif } = spec;
  const rng = seededRandom(`${motif}:${spec.seed}`);
  const theme = spec.mood === "dark" ? darkTheme(pick(rng, DARK_GROUNDS)) : LIGHT;
  const ctx: Ctx = { rng, theme, id: `a${Math.floor(rng() * 1e9).toString(36)}` };
  let body: string;
  if (motif === "ghats") body = ghats(w, h, ctx, spec.mood === "dark");
  else if (motif === "floor-plan")
    body = `<rect width="${w}" height="${h}" fill="${PALETTE.cream}"/>${floorPlan(w, h, ctx)}`;
  else {
    const draw = CENTRED[motif];
    body = backdrop(w, h, ctx);
    if (h > w * 1.15) {
      // Portrait (course posters): the motif high, a band at the foot.
      const s = w * 0.78;
      body += `<g transform="translate(${n(w / 2)} ${n(h * 0.4)})">${draw(s, ctx)}</g>`;
      body += band(w * 0.12, h * 0.84, w * 0.76, w * 0.05, theme, false);
      body += `<rect x="${n(w * 0.25)}" y="${n(h * 0.88)}" width="${n(w * 0.5)}" height="${n(h * 0.006)}" fill="${theme.line}" opacity="0.5"/>`;
    } else if (w > h * 1.3 && rng() < 0.6) {
      // Wide: the motif large and off-centre, partly cropped, balanced by a band on the other side.
      const s = h * between(rng, 1.0, 1.15);
      const right = rng() < 0.5;
      const cx = right ? w * 0.66 : w * 0.34;
      body += `<g transform="translate(${n(cx)} ${n(h / 2)})">${draw(s, ctx)}</g>`;
      body += band(right ? w * 0.14 : w * 0.86, h * 0.15, h * 0.7, h * 0.045, theme, true);
    } else {
      const s = Math.min(w, h) * 0.84;
      body += `<g transform="translate(${n(w / 2)} ${n(h / 2)})">${draw(s, ctx)}</g>`;
    }
    body += frame(w, h, theme);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** The picture as PNG bytes, ready for the upload pipeline. */
export async function renderDemoArt(spec: ArtSpec): Promise<Buffer> {
  // Fast PNG settings: the pipeline re-encodes to WebP anyway, so compressing this intermediate file is waste.
  return sharp(Buffer.from(demoArtSvg(spec)))
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}
