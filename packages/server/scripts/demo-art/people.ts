// Flat, faceless people: standing figures for the scenes and head-and-shoulders portraits for the team.
import { C, circle, ellipse, group, line, linear, path, rect } from './svg.js';

export type HairStyle = 'short' | 'long' | 'bun' | 'cap' | 'helmet' | 'bald';

export interface Figure {
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  trousers: string;
  /** A vest over the shirt (security, technicians), with a reflective band when `band` is set. */
  vest?: string;
  band?: boolean;
  apron?: string;
  /** Colour of the cap or hard hat. */
  hat?: string;
  /** Raise the right hand, e.g. to hold a tool. */
  reach?: boolean;
}

function hairBack(f: Figure): string {
  return f.style === 'long' ? rect(-9.8, -97, 19.6, 24, f.hair, { rx: 8 }) : '';
}

function hairFront(f: Figure): string {
  switch (f.style) {
    case 'short':
      return path('M -8.6 -86 Q -9.5 -98.5 0 -98.5 Q 9.5 -98.5 8.6 -86 Q 6 -93 0 -93 Q -6 -93 -8.6 -86 Z', f.hair);
    case 'long':
      return path('M -8.8 -85 Q -9.5 -98.5 0 -98.5 Q 9.5 -98.5 8.8 -85 Q 4 -95 -2 -92 Q -6 -91 -8.8 -85 Z', f.hair);
    case 'bun':
      return (
        circle(0, -99.5, 4.2, f.hair) +
        path('M -8.6 -86 Q -9.5 -98 0 -98 Q 9.5 -98 8.6 -86 Q 5 -94 0 -94 Q -5 -94 -8.6 -86 Z', f.hair)
      );
    case 'cap':
      return (
        path('M -8.8 -89 Q -8.5 -99 0 -99 Q 8.5 -99 8.8 -89 Z', f.hat ?? C.navy) +
        rect(-9.5, -90, 15, 2.6, f.hat ?? C.navy, { rx: 1.2 })
      );
    case 'helmet':
      return (
        path('M -9.5 -88.5 Q -9.5 -101 0 -101 Q 9.5 -101 9.5 -88.5 Z', f.hat ?? C.amber) +
        rect(-11, -89.5, 22, 2.8, f.hat ?? C.amber, { rx: 1.4 })
      );
    case 'bald':
      return '';
  }
}

/** A standing person, feet at (x, y), `height` pixels tall. */
export function person(x: number, y: number, height: number, f: Figure): string {
  const s = height / 100;
  const armR = f.reach
    ? group(rect(11, -77, 6, 26, f.shirt, { rx: 3 }) + circle(14, -50.5, 3.2, f.skin), { transform: 'rotate(-38 13 -75)' })
    : rect(11.5, -76, 6, 30, f.shirt, { rx: 3 }) + circle(14.5, -45, 3.2, f.skin);
  const vest = f.vest
    ? path('M -12 -75 L -4 -75 L 0 -62 L 4 -75 L 12 -75 L 11 -46 L -11 -46 Z', f.vest) +
      (f.band ? rect(-11.6, -60, 23.2, 3, '#E9EEF0', { opacity: 0.9 }) : '')
    : '';
  const apron = f.apron ? path('M -9 -62 L 9 -62 L 10.5 -36 L -10.5 -36 Z', f.apron) : '';
  const body = [
    ellipse(0, 0, 15, 3.2, '#000', { opacity: 0.12 }),
    hairBack(f),
    rect(-10, -47, 9.4, 45, f.trousers, { rx: 3 }),
    rect(0.6, -47, 9.4, 45, f.trousers, { rx: 3 }),
    ellipse(-5.6, -2, 6, 2.8, C.slate),
    ellipse(5.6, -2, 6, 2.8, C.slate),
    rect(-17.5, -76, 6, 30, f.shirt, { rx: 3 }),
    circle(-14.5, -45, 3.2, f.skin),
    armR,
    rect(-3, -82, 6, 6, f.skin),
    path('M -13 -71 Q -13 -78 -6 -78 L 6 -78 Q 13 -78 13 -71 L 11.5 -45 L -11.5 -45 Z', f.shirt),
    vest,
    apron,
    ellipse(0, -88, 8.4, 9.4, f.skin),
    hairFront(f),
  ].join('');
  return group(body, { transform: `translate(${x} ${y}) scale(${s.toFixed(3)})` });
}

/** Ready-made uniforms, so a crew in a scene reads as one company. */
export const uniforms = {
  cleaner: (skin: string, hair: string, style: HairStyle = 'bun'): Figure => ({
    skin,
    hair,
    style,
    shirt: C.teal,
    trousers: C.navy,
    apron: C.sea,
  }),
  guard: (skin: string, hair: string): Figure => ({
    skin,
    hair,
    style: 'cap',
    shirt: C.navy,
    trousers: C.slate,
    vest: C.navySoft,
    hat: C.navy,
  }),
  technician: (skin: string, hair: string): Figure => ({
    skin,
    hair,
    style: 'helmet',
    shirt: C.teal,
    trousers: C.navy,
    vest: C.amber,
    band: true,
  }),
  host: (skin: string, hair: string, style: HairStyle = 'long'): Figure => ({
    skin,
    hair,
    style,
    shirt: '#FFFFFF',
    trousers: C.navy,
    vest: C.navy,
  }),
  gardener: (skin: string, hair: string): Figure => ({
    skin,
    hair,
    style: 'cap',
    shirt: C.leaf,
    trousers: '#4B5A3A',
    hat: C.amber,
  }),
  office: (skin: string, hair: string, shirt: string, style: HairStyle = 'short'): Figure => ({
    skin,
    hair,
    style,
    shirt,
    trousers: C.slate,
  }),
};

export interface Portrait {
  skin: string;
  hair: string;
  style: 'short' | 'side' | 'long' | 'bun' | 'curly' | 'bald';
  suit: string;
  shirt: string;
  tie?: string;
  glasses?: boolean;
  background: [string, string];
}

function portraitHair(p: Portrait): { back: string; front: string } {
  const h = p.hair;
  switch (p.style) {
    case 'short':
      return { back: '', front: path('M 203 255 Q 196 140 300 136 Q 404 140 397 255 Q 385 190 300 188 Q 215 190 203 255 Z', h) };
    case 'side':
      return {
        back: '',
        front: path('M 202 262 Q 192 132 310 134 Q 408 142 398 250 Q 380 196 330 186 Q 260 178 236 200 Q 214 222 202 262 Z', h),
      };
    case 'long':
      return {
        back: path('M 196 250 Q 188 132 300 130 Q 412 132 404 250 L 420 470 Q 300 500 180 470 Z', h),
        front: path('M 204 262 Q 200 146 300 142 Q 400 146 396 262 Q 370 196 300 190 Q 250 192 226 214 Q 210 232 204 262 Z', h),
      };
    case 'bun':
      return {
        back: circle(300, 122, 44, h),
        front: path('M 204 258 Q 198 146 300 142 Q 402 146 396 258 Q 380 196 300 192 Q 220 196 204 258 Z', h),
      };
    case 'curly': {
      const puffs = [
        [214, 220],
        [222, 180],
        [250, 152],
        [290, 138],
        [330, 140],
        [366, 158],
        [388, 190],
        [392, 228],
      ]
        .map(([cx, cy]) => circle(cx as number, cy as number, 34, h))
        .join('');
      return { back: '', front: puffs };
    }
    case 'bald':
      return { back: '', front: path('M 206 268 Q 204 240 212 226 L 220 276 Z M 394 268 Q 396 240 388 226 L 380 276 Z', h) };
  }
}

/** A 600x600 head-and-shoulders portrait on a soft gradient. */
export function portrait(p: Portrait): { defs: string; body: string } {
  const hair = portraitHair(p);
  const tie = p.tie ? path('M 300 452 L 286 470 L 300 560 L 314 470 Z', p.tie) : '';
  const glasses = p.glasses
    ? group(
        rect(238, 250, 50, 34, 'none', { rx: 12, stroke: C.slate, 'stroke-width': 5 }) +
          rect(312, 250, 50, 34, 'none', { rx: 12, stroke: C.slate, 'stroke-width': 5 }) +
          line(288, 262, 312, 262, C.slate, 5),
      )
    : '';
  const defs =
    linear('bg', [
      [0, p.background[0]],
      [1, p.background[1]],
    ]) +
    linear('shade', [
      [0, '#000', 0.18],
      [1, '#000', 0],
    ]);
  const body = [
    rect(0, 0, 600, 600, 'url(#bg)'),
    circle(470, 110, 150, '#FFFFFF', { opacity: 0.12 }),
    circle(90, 520, 120, '#FFFFFF', { opacity: 0.08 }),
    hair.back,
    path('M 60 600 Q 70 462 212 436 L 388 436 Q 530 462 540 600 Z', p.suit),
    path('M 260 360 L 340 360 L 344 470 L 300 500 L 256 470 Z', p.skin),
    path('M 252 436 L 300 500 L 348 436 L 372 446 L 300 600 L 228 446 Z', p.shirt),
    tie,
    path('M 228 446 L 300 600 L 248 600 L 206 452 Z M 372 446 L 300 600 L 352 600 L 394 452 Z', p.suit, { opacity: 0.85 }),
    rect(260, 380, 80, 50, 'url(#shade)'),
    ellipse(207, 282, 16, 26, p.skin),
    ellipse(393, 282, 16, 26, p.skin),
    ellipse(300, 272, 92, 118, p.skin),
    hair.front,
    glasses,
    circle(432, 520, 14, C.teal, { stroke: '#FFFFFF', 'stroke-width': 4 }),
  ].join('');
  return { defs, body };
}
