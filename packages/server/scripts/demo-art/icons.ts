// Feature and contact icons (a white glyph on a brand-coloured disc), social icons and dividers.
import { C, circle, el, group, line, linear, path, poly, rect, svgDoc, text } from './svg.js';

const W = '#FFFFFF';
const stroke = { fill: 'none', stroke: W, 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
const s = (d: string) => path(d, 'none', stroke);

/** Glyphs drawn in a 128x128 box around (64, 64). */
const GLYPHS = {
  shield: s('M 64 30 L 92 40 V 62 Q 92 84 64 98 Q 36 84 36 62 V 40 Z') + s('M 52 64 L 61 73 L 77 55'),
  clock: circle(64, 64, 30, 'none', stroke) + s('M 64 46 V 64 L 76 72'),
  leaf: s('M 40 90 Q 34 42 90 36 Q 94 90 40 90 Z') + s('M 42 88 L 74 56'),
  people:
    circle(50, 50, 11, W) +
    circle(80, 50, 11, W) +
    path('M 30 92 Q 30 68 50 68 Q 70 68 70 92 Z', W) +
    path('M 62 92 Q 62 68 80 68 Q 100 68 100 92 Z', W, { opacity: 0.8 }),
  chart: rect(36, 70, 14, 22, W, { rx: 3 }) + rect(57, 56, 14, 36, W, { rx: 3 }) + rect(78, 40, 14, 52, W, { rx: 3 }),
  star: poly(
    [
      [64, 32],
      [73, 53],
      [96, 55],
      [79, 70],
      [84, 93],
      [64, 81],
      [44, 93],
      [49, 70],
      [32, 55],
      [55, 53],
    ],
    W,
  ),
  spray:
    rect(46, 58, 32, 40, W, { rx: 6 }) +
    rect(52, 42, 20, 16, W) +
    path('M 72 44 L 88 44 L 84 52 L 72 52 Z', W) +
    circle(96, 38, 3.5, W) +
    circle(100, 50, 3.5, W) +
    circle(94, 28, 3, W),
  wrench: line(42, 88, 72, 58, W, 12) + circle(80, 48, 17, W) + rect(78, 28, 12, 20, C.teal, { transform: 'rotate(45 84 38)' }),
  camera:
    group(rect(34, 46, 52, 26, W, { rx: 6 }) + circle(40, 59, 6, C.teal), { transform: 'rotate(12 60 59)' }) +
    s('M 80 66 L 86 86 L 96 86') +
    rect(92, 78, 8, 18, W, { rx: 2 }),
  bell: path('M 38 82 Q 38 50 64 48 Q 90 50 90 82 Z', W) + rect(32, 84, 64, 8, W, { rx: 4 }) + circle(64, 42, 6, W),
  flame: path('M 64 28 Q 88 52 84 72 Q 82 96 64 98 Q 46 96 44 76 Q 44 60 56 50 Q 56 66 66 68 Q 72 50 64 28 Z', W),
  sprout: s('M 64 96 V 58') + path('M 64 62 Q 40 62 38 40 Q 62 38 64 62 Z', W) + path('M 64 70 Q 88 70 92 46 Q 66 44 64 70 Z', W),
  check: circle(64, 64, 30, 'none', stroke) + s('M 50 65 L 60 75 L 80 53'),
  headset:
    s('M 38 72 V 62 Q 38 36 64 36 Q 90 36 90 62 V 72') +
    rect(32, 64, 14, 24, W, { rx: 6 }) +
    rect(82, 64, 14, 24, W, { rx: 6 }) +
    s('M 88 86 Q 86 96 70 96'),
  mail: rect(34, 42, 60, 44, 'none', { ...stroke }) + s('M 36 46 L 64 68 L 92 46'),
  phone: rect(46, 30, 36, 68, 'none', { ...stroke, rx: 8 }) + circle(64, 86, 4, W),
  pin: path('M 64 98 Q 40 70 40 54 Q 40 32 64 32 Q 88 32 88 54 Q 88 70 64 98 Z', W) + circle(64, 54, 10, C.teal),
  gauge: s('M 36 80 A 30 30 0 1 1 92 80') + s('M 64 70 L 80 50') + circle(64, 70, 6, W),
  key: circle(48, 52, 14, 'none', stroke) + s('M 58 62 L 90 94 M 78 82 L 86 74 M 86 90 L 94 82'),
  broom: s('M 82 30 L 62 66') + path('M 48 62 L 76 76 L 66 98 L 34 84 Z', W),
  calendar:
    rect(36, 40, 56, 52, 'none', { ...stroke, rx: 6 }) +
    rect(36, 40, 56, 14, W, { rx: 4 }) +
    s('M 50 34 V 44 M 78 34 V 44') +
    rect(48, 64, 10, 10, W) +
    rect(70, 64, 10, 10, W),
  bolt: poly(
    [
      [70, 28],
      [42, 70],
      [62, 70],
      [56, 100],
      [86, 56],
      [66, 56],
    ],
    W,
  ),
  droplet: path('M 64 28 Q 90 60 90 74 Q 90 98 64 98 Q 38 98 38 74 Q 38 60 64 28 Z', W),
  card: rect(32, 42, 64, 44, 'none', { ...stroke, rx: 6 }) + rect(42, 54, 14, 12, W, { rx: 2 }) + s('M 64 72 H 84'),
} as const;
export type IconName = keyof typeof GLYPHS;

/** A round icon: glyph on a disc of the given colour (teal by default). */
export function icon(name: IconName, disc: string = C.teal): string {
  const glyph = GLYPHS[name].replace(/#0E7C7B/g, disc);
  return svgDoc(128, 128, '0 0 128 128', circle(64, 64, 62, disc) + glyph, { preserveAspectRatio: 'xMidYMid meet' });
}

export type Social = 'facebook' | 'instagram' | 'linkedin' | 'youtube';

export function socialIcon(kind: Social): string {
  const wrap = (body: string, defs = '') =>
    svgDoc(96, 96, '0 0 96 96', el('defs', {}, defs) + body, { preserveAspectRatio: 'xMidYMid meet' });
  switch (kind) {
    case 'facebook':
      return wrap(
        circle(48, 48, 46, '#1877F2') +
          text(50, 74, 'f', { fill: W, 'font-size': 62, 'font-weight': 700, 'text-anchor': 'middle' }),
      );
    case 'linkedin':
      return wrap(
        circle(48, 48, 46, '#0A66C2') +
          text(48, 63, 'in', { fill: W, 'font-size': 42, 'font-weight': 700, 'text-anchor': 'middle' }),
      );
    case 'instagram':
      return wrap(
        circle(48, 48, 46, 'url(#ig)') +
          rect(28, 28, 40, 40, 'none', { stroke: W, 'stroke-width': 6, rx: 12 }) +
          circle(48, 48, 10, 'none', { stroke: W, 'stroke-width': 6 }) +
          circle(60.5, 35.5, 3.5, W),
        linear(
          'ig',
          [
            [0, '#F58529'],
            [0.5, '#DD2A7B'],
            [1, '#8134AF'],
          ],
          1,
          1,
        ),
      );
    case 'youtube':
      return wrap(
        circle(48, 48, 46, '#FF0000') +
          rect(24, 31, 48, 34, W, { rx: 10 }) +
          poly(
            [
              [42, 39],
              [42, 57],
              [58, 48],
            ],
            '#FF0000',
          ),
      );
  }
}

/**
 * A section divider. The public page shows it full width under a section's content, so it is a
 * wide, quiet rule: two lines fading out towards the edges and the brand's sun in the middle.
 */
export function divider(colour: string): string {
  const defs =
    linear(
      'fadeL',
      [
        [0, colour, 0],
        [1, colour, 1],
      ],
      1,
      0,
    ) +
    linear(
      'fadeR',
      [
        [0, colour, 1],
        [1, colour, 0],
      ],
      1,
      0,
    );
  const arc = (y: number, w: number) =>
    path(`M ${800 - w} ${y} Q 800 ${y - 14} ${800 + w} ${y}`, 'none', {
      stroke: colour,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  return svgDoc(
    1600,
    48,
    '0 0 1600 48',
    el('defs', {}, defs) +
      rect(260, 27, 480, 2, 'url(#fadeL)') +
      rect(860, 27, 480, 2, 'url(#fadeR)') +
      circle(800, 16, 8, C.amber) +
      arc(32, 22) +
      arc(41, 16),
    { preserveAspectRatio: 'xMidYMid meet' },
  );
}
