// Outdoor work scenes: gardens and grounds, rooftop plant maintenance, a guard at an entrance and
// the whole crew together.
import { person, uniforms } from './people.js';
import { birds, building, cloud, pottedPlant, poplar, shadow, sky, skylineLayer, sun, tree, type Time } from './scenery.js';
import { C, circle, ellipse, group, line, linear, path, rect, rng, type Scene } from './svg.js';

function mower(x: number, y: number): string {
  return group(
    shadow(x + 60, y + 4, 80, 10) +
      rect(x, y - 50, 120, 44, C.coral, { rx: 14 }) +
      rect(x + 10, y - 64, 70, 18, C.navy, { rx: 6 }) +
      circle(x + 20, y - 6, 14, C.slate) +
      circle(x + 100, y - 6, 14, C.slate),
  );
}

function flowerBed(x: number, y: number, w: number, rand: () => number): string {
  const flowers = Array.from({ length: Math.round(w / 14) }, () => {
    const fx = x + rand() * w;
    const fy = y - 6 - rand() * 22;
    return circle(fx, fy, 6 + rand() * 3, [C.coral, C.amber, '#F7D9E3', '#FFFFFF'][Math.floor(rand() * 4)] as string);
  }).join('');
  return ellipse(x + w / 2, y, w / 2 + 10, 26, C.leafDark) + flowers;
}

export function garden(time: Time = 'day', seed = 41): Scene {
  const r = rng(seed);
  const s = sky(time);
  const sn = sun(1300, 170, 50, time);
  const defs =
    s.defs +
    sn.defs +
    linear('lawn', [
      [0, '#8FCB86'],
      [1, '#4E9A5B'],
    ]);
  const stripes = Array.from({ length: 8 }, (_, i) =>
    path(`M ${-200 + i * 260} 1000 L ${560 + i * 70} 640 L ${600 + i * 70} 640 L ${-70 + i * 260} 1000 Z`, '#FFFFFF', {
      opacity: i % 2 ? 0.07 : 0,
    }),
  ).join('');
  const body = [
    s.body,
    sn.body,
    cloud(300, 170, 1.1, 0.9),
    cloud(880, 110, 0.8, 0.8),
    building(560, 650, 480, 300, { fill: '#E8E1D4', window: '#8FBFCC', cols: 8, rows: 4, rand: r }),
    rect(540, 340, 520, 16, C.teal),
    skylineLayer(1100, 1640, 650, 120, 220, r, { fill: '#B7D6E0', window: '#D8EEF3' }),
    skylineLayer(-40, 520, 650, 100, 200, r, { fill: '#B7D6E0', window: '#D8EEF3' }),
    rect(0, 630, 1600, 370, 'url(#lawn)'),
    stripes,
    path('M 760 640 Q 700 800 520 1000 L 900 1000 Q 860 800 840 640 Z', '#E8DFC9'),
    Array.from({ length: 11 }, (_, i) => ellipse(60 + i * 150, 650, 80, 34, C.leafDark)).join(''),
    poplar(200, 660, 1.2) + poplar(1420, 660, 1.3),
    tree(420, 720, 1.25, 'mid'),
    tree(1200, 740, 1.4, 'dark'),
    flowerBed(120, 900, 260, r),
    flowerBed(1230, 930, 300, r),
    person(980, 940, 300, uniforms.gardener(C.skin[3], C.hair[4])),
    line(1024, 806, 1074, 900, C.slate, 7),
    mower(1060, 960),
    rect(330, 780, 200, 20, '#8B5E3C', { rx: 6 }) + rect(340, 800, 12, 44, C.navy) + rect(508, 800, 12, 44, C.navy),
    birds(600, 240),
  ].join('');
  return { defs, body };
}

function hvacUnit(x: number, y: number, w: number): string {
  const fans = [0, 1].map(
    (i) =>
      circle(x + w * (0.28 + i * 0.44), y - 70, 40, '#BFCBD1') +
      circle(x + w * (0.28 + i * 0.44), y - 70, 10, C.slate) +
      line(x + w * (0.28 + i * 0.44) - 36, y - 70, x + w * (0.28 + i * 0.44) + 36, y - 70, C.slate, 4),
  );
  return (
    shadow(x + w / 2, y + 4, w * 0.6, 10) +
    rect(x, y - 150, w, 150, '#E3E9EC', { rx: 8 }) +
    rect(x, y - 150, w, 18, '#C5D0D6', { rx: 8 }) +
    fans.join('')
  );
}

export function rooftop(seed = 51): Scene {
  const r = rng(seed);
  const s = sky('day');
  const defs =
    s.defs +
    linear('deck', [
      [0, '#B9C2C6'],
      [1, '#8E9AA0'],
    ]);
  const railing =
    Array.from({ length: 27 }, (_, i) => rect(i * 62, 560, 6, 90, C.slate)).join('') + rect(0, 556, 1600, 8, C.slate);
  const pipes =
    rect(120, 760, 1400, 22, C.teal, { rx: 11 }) +
    rect(120, 800, 1400, 22, C.amber, { rx: 11 }) +
    Array.from({ length: 6 }, (_, i) => rect(200 + i * 240, 754, 14, 74, C.navy, { rx: 4 })).join('');
  const body = [
    s.body,
    cloud(1250, 150, 1.2, 0.9),
    cloud(380, 210, 0.9, 0.8),
    skylineLayer(-40, 1640, 650, 140, 380, r, { fill: '#A7C8D3', window: '#DCEFF4' }),
    rect(0, 640, 1600, 360, 'url(#deck)'),
    railing,
    hvacUnit(180, 730, 360),
    hvacUnit(1040, 730, 360),
    rect(640, 520, 46, 220, '#DCE3E6') + rect(630, 510, 66, 22, '#C5D0D6', { rx: 4 }),
    pipes,
    person(820, 940, 330, uniforms.technician(C.skin[1], C.hair[0])),
    rect(856, 786, 56, 14, C.slate, { rx: 6, transform: 'rotate(-35 862 793)' }),
    rect(930, 880, 70, 52, C.navy, { rx: 8 }) + rect(936, 872, 58, 10, C.coral, { rx: 4 }),
    birds(700, 180),
  ].join('');
  return { defs, body };
}

function cctv(x: number, y: number): string {
  return group(
    rect(x, y, 16, 50, C.slate) +
      rect(x - 70, y + 30, 90, 40, '#E9EEF0', { rx: 10 }) +
      circle(x - 70, y + 50, 16, C.navy) +
      circle(x - 70, y + 50, 6, C.sea) +
      circle(x + 8, y + 44, 4, C.coral),
  );
}

export function guardPatrol(time: Time = 'dusk'): Scene {
  const s = sky(time);
  const defs =
    s.defs +
    linear('doors', [
      [0, '#FFE3A8'],
      [1, '#F6C37F'],
    ]) +
    linear('paving', [
      [0, '#C9C3BA'],
      [1, '#A9A298'],
    ]);
  const body = [
    s.body,
    rect(160, 120, 1280, 720, '#E4DED3'),
    Array.from({ length: 4 }, (_, i) =>
      rect(220 + i * 320, 180, 240, 140, time === 'day' ? '#9BC3D0' : '#FFD89A', { opacity: 0.9 }),
    ).join(''),
    rect(520, 420, 560, 420, 'url(#doors)'),
    rect(520, 420, 560, 420, 'none', { stroke: C.navy, 'stroke-width': 14 }),
    line(800, 420, 800, 840, C.navy, 10),
    rect(470, 380, 660, 40, C.navy),
    rect(470, 376, 660, 8, C.teal),
    cctv(1180, 440),
    rect(0, 840, 1600, 160, 'url(#paving)'),
    Array.from({ length: 5 }, (_, i) => rect(i * 360 + 80, 840, 4, 160, '#FFFFFF', { opacity: 0.25 })).join(''),
    [360, 1240].map((x) => rect(x - 14, 760, 28, 90, C.slate, { rx: 10 }) + rect(x - 14, 776, 28, 8, C.amber)).join(''),
    pottedPlant(230, 850, 1.8),
    pottedPlant(1380, 850, 1.8),
    person(880, 960, 400, uniforms.guard(C.skin[3], C.hair[4])),
    circle(868, 680, 8, C.amber),
    rect(900, 840, 18, 60, C.slate, { rx: 6 }),
    person(640, 930, 300, uniforms.office(C.skin[0], C.hair[3], C.coral, 'long')),
  ].join('');
  return { defs, body };
}

function van(x: number, y: number): string {
  return group(
    shadow(x + 210, y + 8, 240, 14) +
      path(
        `M ${x} ${y - 20} L ${x} ${y - 200} Q ${x} ${y - 220} ${x + 20} ${y - 220} L ${x + 320} ${y - 220} L ${x + 400} ${y - 130} L ${x + 420} ${y - 120} L ${x + 420} ${y - 20} Z`,
        '#FFFFFF',
      ) +
      path(`M ${x + 330} ${y - 206} L ${x + 390} ${y - 136} L ${x + 330} ${y - 136} Z`, '#9CCFD6') +
      rect(x, y - 110, 420, 30, C.teal) +
      rect(x, y - 80, 420, 10, C.amber) +
      circle(x + 70, y - 170, 24, C.amber) +
      circle(x + 90, y - 12, 38, C.slate) +
      circle(x + 90, y - 12, 14, '#BFCBD1') +
      circle(x + 330, y - 12, 38, C.slate) +
      circle(x + 330, y - 12, 14, '#BFCBD1'),
  );
}

export function team(): Scene {
  const s = sky('day');
  const defs =
    s.defs +
    linear('lawnT', [
      [0, '#DDE7E4'],
      [1, '#C5D3CF'],
    ]);
  const crew = [
    person(430, 930, 380, uniforms.gardener(C.skin[4], C.hair[4])),
    person(600, 940, 400, uniforms.technician(C.skin[1], C.hair[0])),
    person(780, 950, 410, uniforms.host(C.skin[0], C.hair[3])),
    person(960, 940, 400, uniforms.guard(C.skin[3], C.hair[4])),
    person(1140, 930, 385, uniforms.cleaner(C.skin[2], C.hair[1])),
  ].join('');
  const body = [
    s.body,
    cloud(260, 160, 1, 0.9),
    cloud(1320, 120, 1.2, 0.9),
    building(120, 760, 520, 520, { fill: '#E8E1D4', window: '#9BC3D0', cols: 7, rows: 8, rand: rng(3) }),
    building(980, 760, 520, 440, { fill: '#D9D4CA', window: '#9BC3D0', cols: 7, rows: 7, rand: rng(4) }),
    building(640, 760, 320, 600, { fill: C.teal, window: '#7CC3BE', cols: 4, rows: 10, roof: 'antenna', rand: rng(5) }),
    rect(0, 740, 1600, 260, 'url(#lawnT)'),
    van(1140, 860),
    tree(110, 800, 1.1),
    crew,
  ].join('');
  return { defs, body };
}
