// Word marks: Brightwell (the company), Northgate (the sister company), the clients and the group's
// associates. All fictional, drawn from simple shapes and the system's sans-serif font.
import { C, circle, el, ellipse, group, line, path, poly, rect, svgDoc, text } from './svg.js';

const doc = (w: number, h: number, body: string) => svgDoc(w, h, `0 0 ${w} ${h}`, body, { preserveAspectRatio: 'xMidYMid meet' });

/** The Brightwell mark: a sun rising over two waves (a bright well). */
function brightwellMark(x: number, y: number, s: number, wave: string = C.teal): string {
  const arc = (dy: number) =>
    path(`M -44 ${dy} Q 0 ${dy - 30} 44 ${dy}`, 'none', { stroke: wave, 'stroke-width': 10, 'stroke-linecap': 'round' });
  return group(circle(0, -14, 22, C.amber) + arc(16) + arc(36), { transform: `translate(${x} ${y}) scale(${s})` });
}

/** The Brightwell mark centred in a square: it spans -49…49 across and -36…41 down (sun top to the lower wave's rounded end). */
const FAVICON_BOX = '-50 -47.5 100 100';

/** The site's own favicon (web/public/favicon.svg): the Brightwell mark alone, centred in a square. */
export function brightwellFavicon(): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: FAVICON_BOX }, brightwellMark(0, 0, 1));
}

/** The demo navbar's site icon (seed/images/icon-brightwell.png): the same mark as a square raster. */
export function brightwellIcon(size: number): string {
  return svgDoc(size, size, FAVICON_BOX, brightwellMark(0, 0, 1));
}

export function brightwellLogo(variant: 'dark' | 'light'): string {
  const name = variant === 'dark' ? C.navy : '#FFFFFF';
  const sub = variant === 'dark' ? C.teal : C.sea;
  return doc(
    560,
    150,
    brightwellMark(78, 78, 1.25, variant === 'dark' ? C.teal : C.sea) +
      text(150, 84, 'Brightwell', { fill: name, 'font-size': 60, 'font-weight': 700, 'letter-spacing': -1 }) +
      text(153, 118, 'FACILITY SERVICES', { fill: sub, 'font-size': 20, 'font-weight': 700, 'letter-spacing': 5.2 }),
  );
}

export function northgateLogo(): string {
  const mark = group(
    path(
      'M -40 40 L -40 -8 Q -40 -44 0 -44 Q 40 -44 40 -8 L 40 40 L 24 40 L 24 -6 Q 24 -28 0 -28 Q -24 -28 -24 -6 L -24 40 Z',
      C.navy,
    ) +
      poly(
        [
          [0, -72],
          [12, -50],
          [-12, -50],
        ],
        C.coral,
      ) +
      rect(-24, 16, 48, 8, C.navy),
    { transform: 'translate(70 86) scale(1.05)' },
  );
  return doc(
    560,
    150,
    mark +
      text(138, 84, 'Northgate', { fill: C.navy, 'font-size': 58, 'font-weight': 700, 'letter-spacing': -1 }) +
      text(141, 118, 'ENGINEERING', { fill: C.coral, 'font-size': 20, 'font-weight': 700, 'letter-spacing': 7 }),
  );
}

export interface ClientLogo {
  name: string;
  tagline: string;
  colour: string;
  mark: 'asterisk' | 'cross' | 'bag' | 'stars' | 'pine' | 'chevrons' | 'helix' | 'crest' | 'meridian' | 'gate';
}

function clientMark(kind: ClientLogo['mark'], c: string): string {
  switch (kind) {
    case 'asterisk':
      return [0, 45, 90, 135].map((a) => rect(-5, -30, 10, 60, c, { rx: 5, transform: `rotate(${a})` })).join('');
    case 'cross':
      return circle(0, 0, 30, c) + rect(-6, -18, 12, 36, '#FFFFFF', { rx: 2 }) + rect(-18, -6, 36, 12, '#FFFFFF', { rx: 2 });
    case 'bag':
      return (
        rect(-24, -14, 48, 42, c, { rx: 6 }) +
        path('M -12 -14 Q -12 -34 0 -34 Q 12 -34 12 -14', 'none', { stroke: c, 'stroke-width': 6 })
      );
    case 'stars':
      return (
        line(-24, 14, 0, -18, c, 4) +
        line(0, -18, 24, 8, c, 4) +
        circle(-24, 14, 9, c) +
        circle(0, -18, 11, c) +
        circle(24, 8, 8, c)
      );
    case 'pine':
      return (
        poly(
          [
            [0, -34],
            [26, 10],
            [-26, 10],
          ],
          c,
        ) +
        poly(
          [
            [0, -14],
            [30, 26],
            [-30, 26],
          ],
          c,
        ) +
        rect(-4, 26, 8, 8, c)
      );
    case 'chevrons':
      return [-16, 4]
        .map((dx) =>
          path(`M ${dx - 10} -24 L ${dx + 14} 0 L ${dx - 10} 24`, 'none', {
            stroke: c,
            'stroke-width': 10,
            'stroke-linejoin': 'round',
            'stroke-linecap': 'round',
          }),
        )
        .join('');
    case 'helix':
      return (
        path('M -14 -32 Q 28 -16 0 0 Q -28 16 14 32', 'none', { stroke: c, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
        path('M 14 -32 Q -28 -16 0 0 Q 28 16 -14 32', 'none', {
          stroke: c,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          opacity: 0.55,
        })
      );
    case 'crest':
      return (
        path('M 0 -34 L 28 -24 V 2 Q 28 24 0 34 Q -28 24 -28 2 V -24 Z', c) +
        rect(-14, -10, 28, 20, '#FFFFFF', { rx: 2 }) +
        line(0, -10, 0, 10, c, 3)
      );
    case 'gate':
      return (
        path(
          'M -28 32 L -28 0 Q -28 -24 0 -24 Q 28 -24 28 0 L 28 32 L 16 32 L 16 0 Q 16 -12 0 -12 Q -16 -12 -16 0 L -16 32 Z',
          c,
        ) +
        poly(
          [
            [0, -42],
            [9, -29],
            [-9, -29],
          ],
          C.coral,
        )
      );
    case 'meridian':
      return (
        circle(0, 0, 30, 'none', { stroke: c, 'stroke-width': 7 }) +
        ellipse(0, 0, 12, 30, 'none', { stroke: c, 'stroke-width': 5 }) +
        circle(0, -30, 7, C.amber)
      );
  }
}

/**
 * A 300x180 client or associate logo: the mark above the name and a small tagline. The public logo
 * strip shows logos 100x60, so the name is set large to stay legible at a third of its size.
 */
export function clientLogo(l: ClientLogo): string {
  const size = l.name.length > 10 ? 32 : 38;
  return doc(
    300,
    180,
    group(clientMark(l.mark, l.colour), { transform: 'translate(150 58) scale(1.3)' }) +
      text(150, 136, l.name, {
        fill: l.colour,
        'font-size': size,
        'font-weight': 700,
        'text-anchor': 'middle',
        'letter-spacing': -0.5,
      }) +
      text(150, 164, l.tagline.toUpperCase(), {
        fill: C.slate,
        'font-size': 15,
        'font-weight': 700,
        'text-anchor': 'middle',
        'letter-spacing': 2.5,
        opacity: 0.75,
      }),
  );
}
