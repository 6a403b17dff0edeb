// Small SVG-building helpers for the demo illustrations: strings in, strings out, no DOM.

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** The Brightwell brand palette; every drawing takes its colours from here so the site looks of a piece. */
export const C = {
  navy: '#0F2A3D',
  navySoft: '#1F3B57',
  teal: '#0E7C7B',
  tealDark: '#0A5E5D',
  sea: '#5FB3A9',
  mint: '#E8F3F1',
  amber: '#F2A541',
  coral: '#E76F51',
  sand: '#F6EFE4',
  stone: '#D9D4CA',
  slate: '#1B2B34',
  grey: '#8A9BA5',
  cloud: '#FFFFFF',
  leaf: '#3E8E5A',
  leafLight: '#7BC47F',
  leafDark: '#2C6B43',
  skin: ['#F1C9A5', '#D9A27A', '#B27A55', '#8A5A3C', '#5E3B27'],
  hair: ['#2B1E16', '#4A3224', '#7A4E2D', '#C9A46A', '#1A1A1A', '#8C8C8C'],
} as const;

export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v)}"`)
    .join('');

export const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map((p) => p.join(',')).join(' '), fill, ...extra });
export const group = (children: string, extra: Attrs = {}) => el('g', extra, children);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const text = (x: number, y: number, content: string, extra: Attrs = {}) =>
  el('text', { x, y, 'font-family': FONT, ...extra }, escapeXml(content));

type Stop = [offset: number, colour: string, opacity?: number];
const stops = (list: Stop[]) =>
  list.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity })).join('');

/** A vertical gradient unless other end points are given. */
export const linear = (id: string, list: Stop[], x2 = 0, y2 = 1) =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(list));
export const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  el('radialGradient', { id, cx, cy, r }, stops(list));

/** A deterministic random source, so that running the generator twice gives the same images. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const svgDoc = (width: number, height: number, viewBox: string, body: string, extra: Attrs = {}) =>
  el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox, preserveAspectRatio: 'xMidYMid slice', ...extra },
    body,
  );

/** Every scene is drawn in this design space; outputs of other shapes are crops of it. */
export const SCENE_W = 1600;
export const SCENE_H = 1000;

export interface Scene {
  defs: string;
  body: string;
}

/**
 * Renders a scene at a given pixel size by cropping the design space around a focus point (0..1),
 * so one drawing gives a wide carousel slide, a 3:2 photo and a square card without distortion.
 */
export function renderScene(scene: Scene, width: number, height: number, focusX = 0.5, focusY = 0.5): string {
  const aspect = width / height;
  let vw = SCENE_W;
  let vh = SCENE_W / aspect;
  if (vh > SCENE_H) {
    vh = SCENE_H;
    vw = SCENE_H * aspect;
  }
  const vx = Math.max(0, Math.min(SCENE_W - vw, focusX * SCENE_W - vw / 2));
  const vy = Math.max(0, Math.min(SCENE_H - vh, focusY * SCENE_H - vh / 2));
  const box = [vx, vy, vw, vh].map((n) => Math.round(n)).join(' ');
  return svgDoc(width, height, box, el('defs', {}, scene.defs) + scene.body);
}
