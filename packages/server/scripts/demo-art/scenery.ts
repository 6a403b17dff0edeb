// Reusable pieces of scenery shared by the scenes: skies, clouds, buildings, trees, plants, sparkles.
import { C, circle, ellipse, group, linear, path, poly, radial, rect, SCENE_H, SCENE_W } from './svg.js';

export type Time = 'day' | 'dusk' | 'night';

const SKIES: Record<Time, [string, string, string]> = {
  day: ['#9FD3E3', '#CFEAF0', '#F4FAFB'],
  dusk: ['#243E5C', '#C8706A', '#F6C37F'],
  night: ['#0A1826', '#14304A', '#2A4D6B'],
};

/** The sky gradient's definition plus a full-size rectangle using it. */
export function sky(time: Time, height = SCENE_H): { defs: string; body: string } {
  const [top, mid, low] = SKIES[time];
  return {
    defs: linear('sky', [
      [0, top],
      [0.6, mid],
      [1, low],
    ]),
    body: rect(0, 0, SCENE_W, height, 'url(#sky)'),
  };
}

export function sun(x: number, y: number, r: number, time: Time): { defs: string; body: string } {
  const core = time === 'night' ? '#F4F1E6' : time === 'dusk' ? '#FBD38D' : '#FFF4D6';
  return {
    defs: radial('sunGlow', [
      [0, core, 0.9],
      [0.35, core, 0.35],
      [1, core, 0],
    ]),
    body: circle(x, y, r * 3.2, 'url(#sunGlow)') + circle(x, y, r, core),
  };
}

export function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return group(
    ellipse(0, 0, 70, 22, '#FFFFFF') +
      circle(-28, -12, 26, '#FFFFFF') +
      circle(8, -22, 34, '#FFFFFF') +
      circle(42, -8, 22, '#FFFFFF'),
    { transform: `translate(${x} ${y}) scale(${s})`, opacity },
  );
}

export function birds(x: number, y: number, colour = C.navySoft): string {
  const b = (dx: number, dy: number, s: number) =>
    path(`M ${x + dx} ${y + dy} q ${6 * s} ${-7 * s} ${12 * s} 0 q ${6 * s} ${-7 * s} ${12 * s} 0`, 'none', {
      stroke: colour,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    });
  return b(0, 0, 1.2) + b(34, -16, 0.9) + b(60, 6, 0.8);
}

export interface BuildingOpts {
  fill: string;
  window: string;
  /** Colour of lit windows; a random share of windows gets it. */
  lit?: string;
  litShare?: number;
  cols?: number;
  rows?: number;
  roof?: 'flat' | 'antenna' | 'slope' | 'crown';
  rand?: () => number;
}

/** A building standing on y = base, with a grid of windows. */
export function building(x: number, base: number, w: number, h: number, o: BuildingOpts): string {
  const cols = o.cols ?? Math.max(2, Math.round(w / 34));
  const rows = o.rows ?? Math.max(3, Math.round(h / 42));
  const padX = w * 0.1;
  const padTop = 26;
  const cellW = (w - padX * 2) / cols;
  const cellH = (h - padTop - 24) / rows;
  const wins: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const litNow = o.lit && o.rand && o.rand() < (o.litShare ?? 0.35);
      wins.push(
        rect(
          x + padX + c * cellW + cellW * 0.18,
          base - h + padTop + r * cellH + cellH * 0.2,
          cellW * 0.64,
          cellH * 0.55,
          litNow ? (o.lit as string) : o.window,
          { rx: 2 },
        ),
      );
    }
  }
  let roof = '';
  if (o.roof === 'antenna')
    roof = rect(x + w / 2 - 3, base - h - 60, 6, 60, o.fill) + circle(x + w / 2, base - h - 62, 6, C.coral);
  if (o.roof === 'slope')
    roof = poly(
      [
        [x, base - h],
        [x + w, base - h],
        [x + w, base - h - w * 0.25],
      ],
      o.fill,
    );
  if (o.roof === 'crown')
    roof = rect(x + w * 0.15, base - h - 24, w * 0.7, 24, o.fill) + rect(x + w * 0.32, base - h - 48, w * 0.36, 24, o.fill);
  return rect(x, base - h, w, h, o.fill) + roof + wins.join('');
}

/** A row of buildings between x0 and x1 with random heights: a skyline layer. */
export function skylineLayer(
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  rand: () => number,
  o: Omit<BuildingOpts, 'rand'>,
): string {
  const parts: string[] = [];
  let x = x0;
  while (x < x1) {
    const w = 70 + rand() * 110;
    const h = minH + rand() * (maxH - minH);
    const roof = rand() < 0.2 ? 'antenna' : rand() < 0.3 ? 'crown' : 'flat';
    parts.push(building(x, base, w, h, { ...o, roof, rand }));
    x += w + 6 + rand() * 18;
  }
  return parts.join('');
}

/** A round-canopied tree with its trunk foot at (x, y). */
export function tree(x: number, y: number, s: number, tone: 'light' | 'mid' | 'dark' = 'mid'): string {
  const leaf = tone === 'light' ? C.leafLight : tone === 'dark' ? C.leafDark : C.leaf;
  return group(
    ellipse(0, 0, 40, 8, '#000', { opacity: 0.1 }) +
      rect(-6, -70, 12, 70, '#6B4A33', { rx: 4 }) +
      circle(0, -110, 52, leaf) +
      circle(-32, -84, 34, leaf) +
      circle(34, -88, 36, leaf) +
      circle(-14, -128, 30, '#FFFFFF', { opacity: 0.12 }),
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A tall cypress-like tree, for variety next to round ones. */
export function poplar(x: number, y: number, s: number, colour: string = C.leafDark): string {
  return group(rect(-4, -40, 8, 40, '#6B4A33') + ellipse(0, -120, 30, 95, colour), {
    transform: `translate(${x} ${y}) scale(${s})`,
  });
}

export function pottedPlant(x: number, y: number, s: number, pot: string = C.navy): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map((a) => ellipse(0, -70, 12, 46, a % 50 === 0 ? C.leaf : C.leafLight, { transform: `rotate(${a} 0 -20)` }))
    .join('');
  return group(leaves + path('M -30 -32 L 30 -32 L 24 0 L -24 0 Z', pot) + rect(-33, -38, 66, 9, pot, { rx: 3 }), {
    transform: `translate(${x} ${y}) scale(${s})`,
  });
}

/** A four-pointed glint, the visual shorthand for "freshly cleaned". */
export function sparkle(x: number, y: number, s: number, colour = '#FFFFFF', opacity = 0.95): string {
  return path(
    `M ${x} ${y - 20 * s} Q ${x + 3 * s} ${y - 3 * s} ${x + 20 * s} ${y} Q ${x + 3 * s} ${y + 3 * s} ${x} ${y + 20 * s} Q ${x - 3 * s} ${y + 3 * s} ${x - 20 * s} ${y} Q ${x - 3 * s} ${y - 3 * s} ${x} ${y - 20 * s} Z`,
    colour,
    { opacity },
  );
}

/** A hanging pendant lamp from the ceiling (y = 0) down to `y`. */
export function pendant(x: number, y: number, colour: string = C.navy, glow = '#FFE7B0'): string {
  return (
    rect(x - 1.5, 0, 3, y - 30, C.slate) +
    path(`M ${x - 36} ${y} Q ${x} ${y - 60} ${x + 36} ${y} Z`, colour) +
    ellipse(x, y + 2, 22, 6, glow, { opacity: 0.9 })
  );
}

/** A soft floor shadow. */
export const shadow = (x: number, y: number, rx: number, ry: number, opacity = 0.14) =>
  ellipse(x, y, rx, ry, '#000', { opacity });
