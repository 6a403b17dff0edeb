// Indoor scenes where the work happens: lobby floor care, the reception desk, an open-plan office
// and the security control room.
import { person, uniforms } from './people.js';
import { cloud, pendant, pottedPlant, shadow, skylineLayer, sparkle, tree } from './scenery.js';
import { C, circle, ellipse, group, line, linear, path, poly, radial, rect, rng, text, type Scene } from './svg.js';

/** Someone seen from behind, seated: the control room and the training room use it. */
export function backView(x: number, y: number, s: number, hair: string, shirt: string, skin: string): string {
  return group(
    rect(-12, -66, 24, 20, skin) + path('M -62 30 Q -60 -44 0 -48 Q 60 -44 62 30 Z', shirt) + circle(0, -84, 34, hair),
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

function windowWall(x0: number, x1: number, top: number, bottom: number, panes: number): string {
  const w = (x1 - x0) / panes;
  const frames = Array.from({ length: panes + 1 }, (_, i) => rect(x0 + i * w - 6, top, 12, bottom - top, C.navy)).join('');
  return (
    rect(x0, top, x1 - x0, bottom - top, 'url(#view)') +
    frames +
    rect(x0 - 6, top - 6, x1 - x0 + 12, 12, C.navy) +
    rect(x0 - 6, bottom - 6, x1 - x0 + 12, 12, C.navy)
  );
}

function scrubber(x: number, y: number): string {
  return group(
    shadow(x + 70, y + 66, 110, 14, 0.18) +
      ellipse(x + 70, y + 58, 96, 14, C.navy) +
      rect(x, y, 140, 60, C.teal, { rx: 18 }) +
      rect(x + 14, y + 12, 112, 12, '#FFFFFF', { opacity: 0.3, rx: 6 }) +
      rect(x + 96, y - 30, 34, 34, C.tealDark, { rx: 8 }),
  );
}

function wetFloorSign(x: number, y: number): string {
  return group(
    poly(
      [
        [x - 40, y],
        [x - 18, y - 130],
        [x + 18, y - 130],
        [x + 40, y],
      ],
      C.amber,
    ) +
      poly(
        [
          [x, y - 104],
          [x - 22, y - 64],
          [x + 22, y - 64],
        ],
        C.navy,
      ) +
      rect(x - 2.5, y - 94, 5, 18, C.amber) +
      circle(x, y - 71, 3, C.amber),
  );
}

function trolley(x: number, y: number): string {
  const bottle = (bx: number, colour: string) =>
    rect(bx, y - 190, 22, 44, colour, { rx: 6 }) + rect(bx + 6, y - 204, 10, 16, C.navy, { rx: 2 });
  return group(
    rect(x, y - 150, 150, 12, C.navy, { rx: 4 }) +
      rect(x, y - 60, 150, 12, C.navy, { rx: 4 }) +
      rect(x + 6, y - 150, 8, 140, C.slate) +
      rect(x + 136, y - 150, 8, 140, C.slate) +
      path(`M ${x + 20} ${y - 138} L ${x + 130} ${y - 138} L ${x + 120} ${y - 64} L ${x + 30} ${y - 64} Z`, C.sea) +
      bottle(x + 20, C.leafLight) +
      bottle(x + 52, C.leaf) +
      bottle(x + 84, C.sea) +
      line(x + 150, y - 150, x + 190, y - 250, C.slate, 6) +
      circle(x + 22, y - 4, 12, C.slate) +
      circle(x + 128, y - 4, 12, C.slate),
  );
}

export function floorCare(variant: 'lobby' | 'eco', seed = 21): Scene {
  const r = rng(seed);
  const defs =
    linear('view', [
      [0, '#A8D8E6'],
      [1, '#E8F5F7'],
    ]) +
    linear('floor', [
      [0, '#EDE8DF'],
      [1, '#CFC6B6'],
    ]) +
    linear('shine', [
      [0, '#FFFFFF', 0.55],
      [1, '#FFFFFF', 0],
    ]);
  const outside =
    tree(420, 560, 1.1, 'light') + tree(1180, 560, 1.3, 'mid') + cloud(700, 200, 0.9, 0.9) + cloud(1300, 160, 0.7, 0.8);
  const reflections = [0, 1, 2, 3]
    .map((i) =>
      poly(
        [
          [200 + i * 310, 600],
          [480 + i * 310, 600],
          [420 + i * 310, 820],
          [140 + i * 310, 820],
        ],
        'url(#shine)',
        { opacity: 0.5 },
      ),
    )
    .join('');
  const cleaner = person(700, 900, 340, uniforms.cleaner(C.skin[2], C.hair[0]));
  const extras =
    variant === 'lobby'
      ? wetFloorSign(1220, 900) +
        pottedPlant(1430, 900, 1.6) +
        rect(200, 780, 260, 24, C.navy, { rx: 8 }) +
        rect(220, 804, 14, 60, C.navy) +
        rect(426, 804, 14, 60, C.navy)
      : trolley(1120, 900) +
        pottedPlant(1430, 900, 1.8, C.tealDark) +
        pottedPlant(230, 900, 1.5, C.tealDark) +
        circle(800, 120, 56, C.leaf) +
        path('M 776 146 Q 770 96 826 92 Q 832 146 776 146 Z', '#FFFFFF') +
        line(780, 142, 812, 108, C.leaf, 4);
  const sparkles = Array.from({ length: 9 }, () => sparkle(760 + r() * 520, 840 + r() * 120, 0.5 + r() * 0.7)).join('');
  const body = [
    rect(0, 0, 1600, 620, '#F3ECE1'),
    group(windowWall(160, 1440, 60, 580, 4) + `<clipPath id="panes"><rect x="160" y="60" width="1280" height="520"/></clipPath>`),
    group(outside, { 'clip-path': 'url(#panes)' }),
    windowWall(160, 1440, 60, 580, 4).replace(/url\(#view\)/g, 'none'),
    rect(0, 600, 1600, 400, 'url(#floor)'),
    rect(0, 596, 1600, 10, C.stone),
    reflections,
    ellipse(560, 940, 300, 40, '#FFFFFF', { opacity: 0.35 }),
    cleaner,
    line(748, 752, 812, 800, C.slate, 8),
    scrubber(790, 790),
    extras,
    sparkles,
  ].join('');
  return { defs, body };
}

export function reception(): Scene {
  const defs =
    linear('desk', [
      [0, C.teal],
      [1, C.tealDark],
    ]) +
    radial('lampGlow', [
      [0, '#FFE7B0', 0.55],
      [1, '#FFE7B0', 0],
    ]);
  const slats = Array.from({ length: 26 }, (_, i) => rect(300 + i * 39, 0, 22, 720, '#D2BC9C', { opacity: 0.7 })).join('');
  const host = person(800, 930, 440, uniforms.host(C.skin[1], C.hair[2]));
  const guest = person(1300, 960, 400, uniforms.office(C.skin[3], C.hair[4], C.coral));
  const suitcase =
    rect(1370, 800, 90, 150, C.navy, { rx: 12 }) +
    rect(1400, 770, 30, 34, 'none', { stroke: C.slate, 'stroke-width': 7, rx: 6 }) +
    rect(1382, 830, 66, 8, C.amber);
  const body = [
    rect(0, 0, 1600, 1000, '#F3ECE1'),
    rect(300, 0, 1000, 720, '#E6D5BD'),
    slats,
    circle(800, 250, 150, 'url(#lampGlow)'),
    circle(800, 250, 74, '#FFFFFF'),
    circle(800, 262, 30, C.amber),
    path('M 744 290 Q 800 250 856 290', 'none', { stroke: C.teal, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    path('M 754 312 Q 800 282 846 312', 'none', { stroke: C.teal, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    pendant(560, 200),
    pendant(1040, 200),
    rect(0, 900, 1600, 100, '#D7CBB8'),
    host,
    rect(420, 680, 760, 26, '#FFFFFF', { rx: 10 }),
    rect(440, 706, 720, 240, 'url(#desk)', { rx: 6 }),
    rect(440, 760, 720, 10, C.sea, { opacity: 0.7 }),
    rect(600, 600, 110, 80, C.navy, { rx: 6 }),
    rect(645, 680, 20, 6, C.navy),
    ellipse(980, 676, 36, 6, C.slate),
    path('M 950 676 Q 950 636 980 636 Q 1010 636 1010 676 Z', '#E4C36A'),
    circle(980, 630, 6, '#E4C36A'),
    pottedPlant(220, 900, 2),
    pottedPlant(1540, 900, 1.7),
    guest,
    suitcase,
  ].join('');
  return { defs, body };
}

export function office(seed = 31): Scene {
  const r = rng(seed);
  const defs =
    linear('view', [
      [0, '#9FD3E3'],
      [1, '#E3F3F6'],
    ]) +
    linear('floor', [
      [0, '#E2DDD3'],
      [1, '#C9C1B2'],
    ]);
  const city = skylineLayer(120, 1480, 560, 120, 360, r, { fill: '#A7C8D3', window: '#DCEFF4' });
  const desk = (x: number, y: number, s: number, who: string) =>
    group(
      who +
        rect(-130, -10, 260, 18, '#FFFFFF', { rx: 4 }) +
        rect(-120, 8, 12, 90, C.slate) +
        rect(108, 8, 12, 90, C.slate) +
        rect(-124, -96, 110, 78, C.navy, { rx: 6 }) +
        rect(-116, -88, 94, 62, C.sea, { opacity: 0.8, rx: 3 }) +
        rect(-76, -18, 16, 10, C.navy) +
        rect(40, -16, 60, 8, C.slate, { rx: 3 }),
      { transform: `translate(${x} ${y}) scale(${s})` },
    );
  const worker = (shirt: string, skin: string, hair: string, style: 'short' | 'long' | 'bun') =>
    group(person(0, 200, 300, { skin, hair, style, shirt, trousers: C.slate }), { transform: 'translate(50 -60)' });
  const body = [
    rect(0, 0, 1600, 1000, '#EEF2F1'),
    `<clipPath id="panes"><rect x="120" y="60" width="1360" height="500"/></clipPath>`,
    rect(120, 60, 1360, 500, 'url(#view)'),
    group(city + cloud(400, 150, 0.8, 0.8) + cloud(1200, 120, 1, 0.8), { 'clip-path': 'url(#panes)' }),
    windowWall(120, 1480, 60, 560, 5).replace(/url\(#view\)/g, 'none'),
    rect(0, 600, 1600, 400, 'url(#floor)'),
    pendant(420, 160, C.teal),
    pendant(1180, 160, C.teal),
    desk(420, 720, 1, worker(C.coral, C.skin[0], C.hair[3], 'long')),
    desk(1180, 720, 1, worker(C.amber, C.skin[3], C.hair[4], 'short')),
    desk(800, 860, 1.15, worker(C.sea, C.skin[1], C.hair[1], 'bun')),
    pottedPlant(80, 940, 1.8),
    pottedPlant(1530, 940, 1.6, C.teal),
  ].join('');
  return { defs, body };
}

function screen(x: number, y: number, w: number, h: number, kind: number): string {
  const inner = [
    rect(x + w * 0.2, y + h * 0.35, w * 0.25, h * 0.55, '#3C8FA6') + rect(x + w * 0.5, y + h * 0.2, w * 0.3, h * 0.7, '#2F7A92'),
    line(x, y + h, x + w * 0.4, y + h * 0.35, '#5FB3C9', 2) +
      line(x + w, y + h, x + w * 0.6, y + h * 0.35, '#5FB3C9', 2) +
      rect(x + w * 0.4, y + h * 0.2, w * 0.2, h * 0.15, '#5FB3C9', { opacity: 0.5 }),
    Array.from({ length: 5 }, (_, i) =>
      rect(
        x + 12 + (i * (w - 24)) / 5,
        y + h - 14 - (((i * 37) % 60) + 20),
        (w - 24) / 5 - 8,
        ((i * 37) % 60) + 20,
        i === 3 ? C.amber : '#5FB3C9',
      ),
    ).join(''),
    Array.from({ length: 4 }, (_, i) =>
      rect(x + 14 + (i * (w - 20)) / 4, y + h * 0.55, (w - 20) / 4 - 10, h * 0.3, 'none', {
        stroke: '#5FB3C9',
        'stroke-width': 2,
      }),
    ).join('') + rect(x + 20, y + h * 0.6, 28, 16, C.coral, { rx: 3 }),
  ][kind % 4] as string;
  return (
    rect(x - 6, y - 6, w + 12, h + 12, '#0B1620', { rx: 4 }) +
    rect(x, y, w, h, 'url(#screen)') +
    inner +
    circle(x + w - 14, y + 12, 4, kind % 3 === 0 ? '#E76F51' : '#7BC47F')
  );
}

export function controlRoom(): Scene {
  const defs =
    linear('screen', [
      [0, '#17506A'],
      [1, '#0E3246'],
    ]) +
    radial('glow', [
      [0, '#3FA7C9', 0.35],
      [1, '#3FA7C9', 0],
    ]);
  const screens: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) screens.push(screen(300 + col * 260, 110 + row * 160, 230, 135, row * 4 + col + row));
  const body = [
    rect(0, 0, 1600, 1000, '#0B1B2A'),
    ellipse(800, 360, 760, 400, 'url(#glow)'),
    rect(270, 80, 1060, 510, '#10283B', { rx: 10 }),
    screens.join(''),
    rect(0, 760, 1600, 240, '#0E2235'),
    rect(120, 700, 1360, 70, '#16304A', { rx: 10 }),
    rect(120, 700, 1360, 6, C.teal),
    rect(360, 640, 150, 70, '#0B1620', { rx: 6 }) + rect(368, 648, 134, 54, 'url(#screen)'),
    rect(1090, 640, 150, 70, '#0B1620', { rx: 6 }) + rect(1098, 648, 134, 54, 'url(#screen)'),
    rect(600, 690, 130, 14, '#2A4D6B', { rx: 4 }) + rect(900, 690, 130, 14, '#2A4D6B', { rx: 4 }),
    backView(640, 900, 1.7, C.hair[0], C.navySoft, C.skin[2]),
    backView(980, 910, 1.75, C.hair[3], C.navySoft, C.skin[0]),
    rect(560, 900, 160, 100, '#0A1520', { rx: 20 }),
    rect(900, 910, 160, 90, '#0A1520', { rx: 20 }),
    Array.from({ length: 5 }, (_, i) => circle(1400, 150 + i * 40, 8, i === 2 ? C.amber : '#7BC47F')).join(''),
    text(1372, 380, 'ALL CLEAR', { fill: '#7BC47F', 'font-size': 18, 'font-weight': 700, 'letter-spacing': 2, opacity: 0.8 }),
  ].join('');
  return { defs, body };
}
