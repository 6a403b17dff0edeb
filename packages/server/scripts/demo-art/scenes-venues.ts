// Venues and desks: a banquet hall set for an event, a shopping-mall atrium, the customer-care desk
// and the training academy's classroom.
import { person, uniforms } from './people.js';
import { backView } from './scenes-interior.js';
import { pottedPlant, shadow, sparkle } from './scenery.js';
import { C, circle, ellipse, group, line, linear, path, poly, radial, rect, rng, type Scene } from './svg.js';

function chandelier(x: number, y: number): string {
  const drops = Array.from({ length: 7 }, (_, i) => circle(x - 60 + i * 20, y + 18 + (i % 2) * 10, 6, '#FFF1CC'));
  return (
    line(x, 0, x, y - 20, '#C9A96A', 3) + circle(x, y + 10, 150, 'url(#warm)') + ellipse(x, y, 70, 18, '#C9A96A') + drops.join('')
  );
}

function banquetTable(x: number, y: number, s: number): string {
  const chairs = [-1, 1].map((d) => rect(d * 92 - 16, -70, 32, 90, C.navySoft, { rx: 10 })).join('');
  return group(
    shadow(0, 40, 120, 16, 0.2) +
      chairs +
      path('M -100 -20 L 100 -20 L 112 40 L -112 40 Z', '#FFFFFF') +
      ellipse(0, -20, 100, 22, '#F5F2EC') +
      circle(0, -42, 14, C.coral) +
      circle(-12, -36, 9, C.amber) +
      circle(12, -36, 9, '#F7D9E3') +
      rect(-40, -30, 6, 12, '#C9A96A') +
      rect(34, -30, 6, 12, '#C9A96A'),
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

export function eventHall(): Scene {
  const defs =
    linear('hallWall', [
      [0, '#1C2F45'],
      [1, '#2C3E55'],
    ]) +
    linear('hallFloor', [
      [0, '#6B4F3A'],
      [1, '#4A3526'],
    ]) +
    radial('warm', [
      [0, '#FFE3A8', 0.45],
      [1, '#FFE3A8', 0],
    ]);
  const curtains = Array.from({ length: 10 }, (_, i) => rect(470 + i * 66, 160, 40, 420, i % 2 ? '#9E3B3B' : '#B44A44')).join('');
  const tables = [
    [300, 760, 1],
    [800, 740, 1],
    [1300, 760, 1],
    [520, 920, 1.25],
    [1080, 920, 1.25],
  ]
    .map(([x, y, s]) => banquetTable(x as number, y as number, s as number))
    .join('');
  const body = [
    rect(0, 0, 1600, 640, 'url(#hallWall)'),
    rect(440, 130, 720, 470, '#3A2230'),
    curtains,
    rect(420, 120, 760, 40, '#C9A96A'),
    rect(440, 560, 720, 60, '#2A1B22'),
    rect(0, 620, 1600, 380, 'url(#hallFloor)'),
    chandelier(300, 180),
    chandelier(1300, 180),
    chandelier(800, 80),
    tables,
    person(1440, 980, 330, uniforms.host(C.skin[2], C.hair[0], 'short')),
    ellipse(1490, 780, 44, 8, '#C9A96A'),
    rect(1486, 780, 8, 20, '#C9A96A'),
  ].join('');
  return { defs, body };
}

function storefront(x: number, y: number, w: number, awning: string): string {
  const scallops = Array.from({ length: Math.floor(w / 40) }, (_, i) => circle(x + 20 + i * 40, y + 36, 20, awning)).join('');
  return (
    rect(x, y, w, 150, '#F7F4EE') +
    rect(x + 14, y + 56, w - 28, 94, '#BFE0E4') +
    rect(x, y, w, 36, awning) +
    scallops +
    rect(x + w / 2 - 2, y + 56, 4, 94, '#FFFFFF')
  );
}

export function mall(seed = 61): Scene {
  const r = rng(seed);
  const awnings = [C.teal, C.coral, C.amber, C.navySoft, C.sea];
  const defs =
    linear('skylight', [
      [0, '#BFE3EE'],
      [1, '#F4FAFB'],
    ]) +
    linear('atriumFloor', [
      [0, '#EAE6DF'],
      [1, '#CFC8BC'],
    ]);
  const levels = [120, 360].map(
    (y) =>
      Array.from({ length: 5 }, (_, i) =>
        storefront(20 + i * 320, y, 280, awnings[Math.floor(r() * awnings.length)] as string),
      ).join('') +
      rect(0, y + 170, 1600, 24, '#FFFFFF') +
      rect(0, y + 194, 1600, 6, C.stone) +
      rect(0, y + 150, 1600, 20, '#9FC9CF', { opacity: 0.6 }),
  );
  const shoppers = [
    person(420, 900, 200, uniforms.office(C.skin[0], C.hair[2], C.coral, 'long')),
    person(500, 910, 205, uniforms.office(C.skin[3], C.hair[4], C.sea)),
    person(1180, 930, 215, uniforms.cleaner(C.skin[1], C.hair[0])),
    person(1300, 890, 196, uniforms.office(C.skin[4], C.hair[4], C.amber, 'bun')),
  ].join('');
  const body = [
    rect(0, 0, 1600, 1000, '#F3EFE8'),
    poly(
      [
        [0, 0],
        [1600, 0],
        [1600, 90],
        [0, 90],
      ],
      'url(#skylight)',
    ),
    Array.from({ length: 9 }, (_, i) => line(i * 200, 0, i * 200, 90, C.navy, 4)).join(''),
    levels.join(''),
    rect(0, 600, 1600, 400, 'url(#atriumFloor)'),
    Array.from({ length: 8 }, (_, i) => rect(i * 200 + 40, 600, 120, 400, '#FFFFFF', { opacity: 0.18 })).join(''),
    poly(
      [
        [640, 820],
        [740, 820],
        [1080, 556],
        [980, 556],
      ],
      '#C5D0D6',
    ),
    poly(
      [
        [640, 820],
        [980, 556],
        [980, 486],
        [640, 750],
      ],
      '#BFE0E4',
      { opacity: 0.55 },
    ),
    line(640, 750, 980, 486, C.slate, 9),
    rect(610, 812, 160, 20, C.slate, { rx: 6 }),
    pottedPlant(180, 880, 1.7, C.teal),
    pottedPlant(1480, 900, 1.7, C.teal),
    rect(1226, 830, 60, 96, C.navy, { rx: 8 }) + rect(1234, 796, 44, 40, C.sea, { rx: 6 }),
    shoppers,
    sparkle(1060, 900, 0.8),
    sparkle(1250, 960, 0.6),
  ].join('');
  return { defs, body };
}

export function contactDesk(): Scene {
  const defs =
    linear('deskTop', [
      [0, '#E9DCC6'],
      [1, '#D8C7AA'],
    ]) +
    linear('screenG', [
      [0, '#E8F3F1'],
      [1, '#C9E4DF'],
    ]);
  const bubble = (x: number, y: number, w: number, fill: string, dots: string) =>
    rect(x, y, w, 90, fill, { rx: 45 }) +
    poly(
      [
        [x + 40, y + 80],
        [x + 30, y + 120],
        [x + 80, y + 84],
      ],
      fill,
    ) +
    [0, 1, 2].map((i) => circle(x + w / 2 - 30 + i * 30, y + 45, 9, dots)).join('');
  const body = [
    rect(0, 0, 1600, 1000, C.mint),
    circle(1350, 180, 260, C.sea, { opacity: 0.18 }),
    circle(200, 120, 160, C.teal, { opacity: 0.08 }),
    bubble(980, 120, 260, C.teal, '#FFFFFF'),
    bubble(1180, 300, 200, '#FFFFFF', C.teal),
    rect(0, 700, 1600, 300, 'url(#deskTop)'),
    rect(0, 700, 1600, 10, '#C9B491'),
    rect(480, 330, 620, 380, C.navy, { rx: 22 }),
    rect(502, 352, 576, 336, 'url(#screenG)', { rx: 8 }),
    rect(560, 420, 460, 240, '#FFFFFF', { rx: 12 }),
    path('M 560 432 L 790 560 L 1020 432', 'none', { stroke: C.teal, 'stroke-width': 16, 'stroke-linejoin': 'round' }),
    path('M 400 716 L 1180 716 L 1140 760 L 440 760 Z', '#BFCBD1'),
    group(
      path('M 230 620 Q 230 480 330 480 Q 430 480 430 620', 'none', {
        stroke: C.navy,
        'stroke-width': 22,
        'stroke-linecap': 'round',
      }) +
        rect(200, 590, 60, 110, C.teal, { rx: 24 }) +
        rect(400, 590, 60, 110, C.teal, { rx: 24 }) +
        path('M 230 690 Q 260 760 340 750', 'none', { stroke: C.navy, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
        circle(346, 748, 14, C.amber),
    ),
    rect(1230, 600, 130, 150, '#FFFFFF', { rx: 12 }) +
      path('M 1360 630 Q 1420 640 1410 690 Q 1400 730 1360 720', 'none', { stroke: '#FFFFFF', 'stroke-width': 16 }),
    rect(1230, 640, 130, 16, C.coral),
    path('M 1275 570 q -18 -24 0 -48 q 18 -24 0 -48 M 1315 570 q -18 -24 0 -48 q 18 -24 0 -48', 'none', {
      stroke: '#FFFFFF',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.9,
    }),
    rect(1440, 770, 180, 120, C.amber, { rx: 6, transform: 'rotate(-8 1530 830)' }),
    pottedPlant(120, 710, 1.6, C.navy),
  ].join('');
  return { defs, body };
}

export function training(): Scene {
  const defs = linear('board', [
    [0, '#FFFFFF'],
    [1, '#F1F4F5'],
  ]);
  const box = (x: number, y: number, fill: string) => rect(x, y, 150, 80, fill, { rx: 12 });
  const body = [
    rect(0, 0, 1600, 1000, '#EFF3F2'),
    rect(0, 800, 1600, 200, '#D9D4CA'),
    rect(360, 120, 880, 480, '#C5D0D6', { rx: 14 }),
    rect(376, 136, 848, 448, 'url(#board)', { rx: 8 }),
    box(440, 220, C.teal),
    box(720, 220, C.amber),
    box(1000, 220, C.coral),
    line(590, 260, 720, 260, C.navy, 6),
    line(870, 260, 1000, 260, C.navy, 6),
    [0, 1, 2]
      .map((i) =>
        path(`M ${470 + i * 280} 420 l 26 26 l 48 -56`, 'none', {
          stroke: C.leaf,
          'stroke-width': 14,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      )
      .join(''),
    [0, 1, 2]
      .map((i) => rect(560 + i * 280, 420, 110, 14, C.grey, { rx: 7 }) + rect(560 + i * 280, 448, 80, 14, C.stone, { rx: 7 }))
      .join(''),
    rect(376, 600, 848, 16, C.slate, { rx: 4 }),
    group(person(0, 880, 440, { ...uniforms.host(C.skin[4], C.hair[4], 'short'), reach: true }), {
      transform: 'translate(1330 0) scale(-1 1)',
    }),
    pottedPlant(140, 820, 1.8, C.teal),
    backView(420, 1000, 1.9, C.hair[2], C.teal, C.skin[0]),
    backView(800, 1010, 1.9, C.hair[0], C.amber, C.skin[3]),
    backView(1180, 1000, 1.9, C.hair[4], C.navySoft, C.skin[1]),
  ].join('');
  return { defs, body };
}
