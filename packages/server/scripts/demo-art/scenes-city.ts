// Outdoor city scenes: the skyline with the Brightwell tower, a glass facade being cleaned, a
// harbour, a hospital and a university campus.
import { person } from './people.js';
import { birds, building, cloud, sky, skylineLayer, sparkle, sun, tree, type Time } from './scenery.js';
import { C, circle, ellipse, group, line, linear, path, poly, rect, rng, type Scene } from './svg.js';

const LAYERS: Record<Time, { far: string; mid: string; front: string; ground: string; window: string; lit: string }> = {
  day: { far: '#B7D6E0', mid: '#8DB4C3', front: '#5F8C9C', ground: '#DDE7E4', window: '#D8EEF3', lit: '#FFFFFF' },
  dusk: { far: '#8E7490', mid: '#56506F', front: '#33385A', ground: '#3B3F58', window: '#6C6A88', lit: '#FFD08A' },
  night: { far: '#1C3852', mid: '#16304A', front: '#0E2235', ground: '#13273A', window: '#23405C', lit: '#FFD27F' },
};

function brightwellTower(x: number, base: number, w: number, h: number): string {
  const stripes = [0, 1, 2, 3, 4]
    .map((i) =>
      poly(
        [
          [x + i * 60 - 40, base - h],
          [x + i * 60 + 10, base - h],
          [x + i * 60 - 120, base],
          [x + i * 60 - 170, base],
        ],
        '#FFFFFF',
        { opacity: 0.07 },
      ),
    )
    .join('');
  const floors = Array.from({ length: Math.floor(h / 28) }, (_, i) =>
    rect(x, base - h + 40 + i * 28, w, 2, C.tealDark, { opacity: 0.5 }),
  ).join('');
  return group(
    rect(x, base - h, w, h, 'url(#tower)') +
      group(stripes, { 'clip-path': 'url(#towerClip)' }) +
      floors +
      rect(x - 10, base - h - 16, w + 20, 18, C.navy) +
      rect(x + w * 0.3, base - h - 70, w * 0.4, 56, C.navy) +
      rect(x + w / 2 - 2, base - h - 130, 4, 60, C.navy) +
      circle(x + w / 2, base - h - 132, 5, C.coral) +
      circle(x + w / 2, base - h - 42, 16, C.amber),
  );
}

export function skyline(time: Time, seed = 7): Scene {
  const r = rng(seed);
  const L = LAYERS[time];
  const s = sky(time);
  const sn = time === 'dusk' ? sun(1180, 640, 60, time) : time === 'night' ? sun(1260, 170, 34, time) : sun(1260, 180, 52, time);
  const defs =
    s.defs +
    sn.defs +
    linear(
      'tower',
      [
        [0, '#3FA7A2'],
        [1, C.tealDark],
      ],
      1,
      1,
    ) +
    `<clipPath id="towerClip"><rect x="690" y="240" width="220" height="620"/></clipPath>`;
  const clouds = time === 'night' ? '' : cloud(260, 190, 1.3, 0.8) + cloud(980, 120, 0.9, 0.7) + cloud(1450, 300, 1.1, 0.6);
  const stars =
    time === 'night'
      ? Array.from({ length: 60 }, () =>
          circle(r() * 1600, r() * 450, 1 + r() * 1.6, '#FFFFFF', { opacity: 0.4 + r() * 0.5 }),
        ).join('')
      : '';
  const street = Array.from({ length: 9 }, (_, i) =>
    tree(80 + i * 190 + r() * 30, 920, 0.55 + r() * 0.15, time === 'day' ? 'mid' : 'dark'),
  ).join('');
  const body = [
    s.body,
    stars,
    sn.body,
    clouds,
    skylineLayer(-40, 1640, 800, 180, 380, r, { fill: L.far, window: L.window, lit: L.lit, litShare: 0.15 }),
    skylineLayer(-20, 1640, 840, 200, 430, r, { fill: L.mid, window: L.window, lit: L.lit, litShare: 0.3 }),
    brightwellTower(690, 860, 220, 620),
    building(230, 880, 180, 300, { fill: L.front, window: L.window, lit: L.lit, rand: r, litShare: 0.4 }),
    building(1020, 880, 210, 340, { fill: L.front, window: L.window, lit: L.lit, rand: r, litShare: 0.4, roof: 'crown' }),
    building(1290, 880, 150, 240, { fill: L.front, window: L.window, lit: L.lit, rand: r, litShare: 0.4 }),
    building(20, 880, 150, 220, { fill: L.front, window: L.window, lit: L.lit, rand: r, litShare: 0.4, roof: 'slope' }),
    rect(0, 860, 1600, 140, L.ground),
    rect(0, 940, 1600, 60, time === 'day' ? '#B9C7C4' : '#2A2E44'),
    Array.from({ length: 14 }, (_, i) => rect(i * 120 + 20, 968, 60, 5, '#FFFFFF', { opacity: 0.6 })).join(''),
    street,
    time === 'day' ? birds(430, 300) + birds(1100, 360) : '',
  ].join('');
  return { defs, body };
}

export function facadeCleaning(seed = 3): Scene {
  const r = rng(seed);
  const s = sky('day');
  const defs =
    s.defs +
    linear(
      'glass',
      [
        [0, '#4F93A8'],
        [1, '#A6D3DE'],
      ],
      1,
      1,
    ) +
    linear('stone', [
      [0, '#E6DED0'],
      [1, '#CFC5B3'],
    ]);
  const cols = 11;
  const panels: string[] = [];
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < 7; row++) {
      const x = 360 + c * 114;
      const y = row * 150 - 20;
      const clean = Math.abs(x - 840) < 260 && y > 300 && y < 640;
      panels.push(rect(x + 6, y + 6, 102, 138, 'url(#glass)', { opacity: clean ? 1 : 0.82 + r() * 0.1 }));
      if (clean && r() < 0.7) panels.push(sparkle(x + 30 + r() * 50, y + 30 + r() * 70, 0.7 + r() * 0.5));
    }
  }
  const reflections = [0, 1, 2]
    .map((i) =>
      poly(
        [
          [500 + i * 420, 0],
          [640 + i * 420, 0],
          [340 + i * 420, 1000],
          [200 + i * 420, 1000],
        ],
        '#FFFFFF',
        { opacity: 0.1 },
      ),
    )
    .join('');
  const worker = (x: number, reach: boolean, skin: string, hair: string) =>
    person(x, 640, 230, { skin, hair, style: 'helmet', shirt: C.teal, trousers: C.navy, hat: C.amber, reach });
  const gondola = [
    line(650, 0, 650, 560, C.slate, 4),
    line(1030, 0, 1030, 560, C.slate, 4),
    worker(760, true, C.skin[2], C.hair[0]),
    line(806, 522, 900, 380, C.grey, 6),
    rect(870, 366, 70, 14, C.slate, { rx: 4, transform: 'rotate(-20 905 373)' }),
    worker(940, false, C.skin[0], C.hair[3]),
    rect(620, 560, 440, 14, C.navy, { rx: 3 }),
    rect(620, 574, 440, 70, C.teal, { rx: 6 }),
    rect(640, 592, 400, 8, '#FFFFFF', { opacity: 0.35 }),
    rect(620, 560, 8, 84, C.navy),
    rect(1052, 560, 8, 84, C.navy),
  ].join('');
  const body = [
    s.body,
    cloud(160, 160, 1.1, 0.9),
    rect(0, 180, 330, 820, 'url(#stone)'),
    Array.from(
      { length: 6 },
      (_, i) => rect(40, 240 + i * 120, 90, 70, '#9BB9C4') + rect(190, 240 + i * 120, 90, 70, '#9BB9C4'),
    ).join(''),
    rect(350, -20, cols * 114 + 20, 1040, C.navy),
    panels.join(''),
    reflections,
    gondola,
  ].join('');
  return { defs, body };
}

function boat(x: number, y: number, s: number, sail: string): string {
  return group(
    path('M -60 0 L 60 0 L 44 22 L -44 22 Z', C.navy) +
      poly(
        [
          [0, -4],
          [0, -120],
          [52, -4],
        ],
        sail,
      ) +
      poly(
        [
          [-4, -4],
          [-4, -92],
          [-44, -4],
        ],
        '#FFFFFF',
        { opacity: 0.9 },
      ) +
      ellipse(0, 30, 70, 6, '#FFFFFF', { opacity: 0.25 }),
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

export function harbour(time: Time, seed = 11): Scene {
  const r = rng(seed);
  const L = LAYERS[time];
  const s = sky(time);
  const sn = sun(420, time === 'dusk' ? 600 : 200, 46, time);
  const water = time === 'day' ? ['#6FB8C0', '#2F7F8E'] : time === 'dusk' ? ['#7F6C8C', '#2D3656'] : ['#173551', '#0A1826'];
  const defs =
    s.defs +
    sn.defs +
    linear('water', [
      [0, water[0] as string],
      [1, water[1] as string],
    ]);
  const crane = (x: number) =>
    group(
      rect(x, 420, 16, 290, C.coral) +
        rect(x - 120, 420, 260, 14, C.coral) +
        line(x + 8, 420, x - 110, 434, C.coral, 3) +
        line(x + 8, 360, x - 110, 426, C.navy, 2) +
        line(x + 8, 360, x + 130, 426, C.navy, 2) +
        rect(x + 2, 350, 12, 70, C.coral) +
        line(x - 80, 434, x - 80, 560, C.slate, 2) +
        rect(x - 96, 560, 32, 22, C.amber),
    );
  const containers = Array.from({ length: 10 }, (_, i) =>
    rect(
      1080 + (i % 5) * 92,
      676 - Math.floor(i / 5) * 34,
      88,
      32,
      [C.teal, C.amber, C.coral, C.navySoft, C.sea][Math.floor(r() * 5)] as string,
      { rx: 2 },
    ),
  ).join('');
  const waves = Array.from({ length: 26 }, () => {
    const x = r() * 1600;
    const y = 760 + r() * 220;
    return path(`M ${x} ${y} q 14 -8 28 0 q 14 8 28 0`, 'none', {
      stroke: '#FFFFFF',
      'stroke-width': 3,
      opacity: 0.35,
      'stroke-linecap': 'round',
    });
  }).join('');
  const body = [
    s.body,
    sn.body,
    time === 'night' ? '' : cloud(1200, 180, 1, 0.8) + cloud(700, 120, 0.7, 0.6),
    path(
      'M 0 640 Q 220 520 420 600 Q 640 500 900 610 Q 1200 520 1600 620 L 1600 720 L 0 720 Z',
      time === 'day' ? '#9CC7B4' : L.far,
    ),
    skylineLayer(120, 900, 712, 80, 240, r, { fill: L.mid, window: L.window, lit: L.lit, litShare: 0.3 }),
    crane(1180),
    crane(1420),
    containers,
    rect(0, 708, 1600, 292, 'url(#water)'),
    rect(380, 712, 80, 280, '#FFFFFF', { opacity: 0.12 }),
    waves,
    rect(0, 700, 1050, 16, L.front),
    Array.from({ length: 12 }, (_, i) => rect(30 + i * 85, 716, 10, 40, L.front)).join(''),
    boat(560, 850, 1.2, C.teal),
    boat(880, 790, 0.8, C.amber),
    boat(240, 920, 0.9, C.coral),
  ].join('');
  return { defs, body };
}

export function hospital(seed = 5): Scene {
  const r = rng(seed);
  const s = sky('day');
  const defs =
    s.defs +
    linear('ribbon', [
      [0, '#5FAFB8'],
      [1, '#2C7A86'],
    ]);
  const ribbons = (x: number, w: number, top: number, count: number) =>
    Array.from({ length: count }, (_, i) => rect(x + 20, top + i * 70, w - 40, 34, 'url(#ribbon)', { rx: 4 })).join('');
  const body = [
    s.body,
    cloud(300, 180, 1.2, 0.9),
    cloud(1250, 140, 0.9, 0.8),
    rect(200, 420, 1200, 460, '#F4F7F8'),
    ribbons(200, 460, 460, 6),
    ribbons(940, 460, 460, 6),
    rect(640, 230, 320, 650, '#FFFFFF'),
    rect(640, 230, 320, 16, C.teal),
    ribbons(640, 320, 340, 7),
    circle(800, 290, 40, C.teal),
    rect(788, 266, 24, 48, '#FFFFFF', { rx: 3 }),
    rect(776, 278, 48, 24, '#FFFFFF', { rx: 3 }),
    rect(600, 780, 400, 20, C.teal),
    rect(620, 800, 12, 80, C.navy),
    rect(968, 800, 12, 80, C.navy),
    rect(700, 806, 200, 74, '#9CCFD6'),
    line(800, 806, 800, 880, '#FFFFFF', 3),
    rect(0, 880, 1600, 120, '#CFE1D8'),
    rect(0, 930, 1600, 70, '#B9C7C4'),
    group(
      rect(1130, 860, 190, 80, '#FFFFFF', { rx: 14 }) +
        rect(1130, 892, 190, 10, C.coral) +
        rect(1250, 870, 50, 26, '#9CCFD6', { rx: 4 }) +
        circle(1170, 942, 16, C.slate) +
        circle(1280, 942, 16, C.slate),
    ),
    [90, 290, 1400, 1520].map((x) => tree(x, 900, 0.8 + r() * 0.2)).join(''),
    birds(1000, 200),
  ].join('');
  return { defs, body };
}

export function campus(seed = 9): Scene {
  const r = rng(seed);
  const s = sky('day');
  const defs =
    s.defs +
    linear('lawn', [
      [0, '#8CCB8A'],
      [1, '#5DA464'],
    ]);
  const arches = (x: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      path(`M ${x + i * 70} 860 L ${x + i * 70} 790 A 22 22 0 0 1 ${x + i * 70 + 44} 790 L ${x + i * 70 + 44} 860 Z`, '#F6E7C8'),
    ).join('');
  const wing = (x: number) =>
    building(x, 760, 440, 300, { fill: '#B5654A', window: '#F6E7C8', cols: 6, rows: 3, rand: r }) +
    rect(x - 10, 450, 460, 18, '#8E4A35') +
    rect(x, 760, 440, 100, '#B5654A') +
    arches(x + 22, 6);
  const walkers = [
    person(620, 960, 120, { skin: C.skin[1], hair: C.hair[0], style: 'long', shirt: C.amber, trousers: C.navy }),
    person(680, 955, 118, { skin: C.skin[3], hair: C.hair[4], style: 'short', shirt: C.sea, trousers: C.slate }),
    person(1060, 975, 126, { skin: C.skin[0], hair: C.hair[3], style: 'bun', shirt: C.coral, trousers: C.navy }),
  ].join('');
  const body = [
    s.body,
    cloud(1300, 160, 1.1, 0.9),
    cloud(240, 120, 0.8, 0.8),
    wing(170),
    wing(990),
    rect(610, 360, 380, 500, '#A85B42'),
    poly(
      [
        [590, 360],
        [800, 250],
        [1010, 360],
      ],
      '#8E4A35',
    ),
    rect(740, 120, 120, 240, '#A85B42'),
    poly(
      [
        [730, 120],
        [800, 40],
        [870, 120],
      ],
      C.navy,
    ),
    circle(800, 200, 38, '#FFFFFF'),
    line(800, 200, 800, 176, C.navy, 4),
    line(800, 200, 818, 208, C.navy, 4),
    Array.from({ length: 4 }, (_, i) => rect(640 + i * 90, 420, 50, 90, '#F6E7C8', { rx: 25 })).join(''),
    Array.from({ length: 6 }, (_, i) => rect(626 + i * 64, 600, 26, 260, '#EFE3D0')).join(''),
    rect(600, 580, 400, 24, '#EFE3D0'),
    rect(0, 860, 1600, 140, 'url(#lawn)'),
    path('M 700 1000 L 760 860 L 840 860 L 900 1000 Z', '#E8DFC9'),
    [70, 520, 1090, 1530].map((x) => tree(x, 900, 0.9 + r() * 0.2, 'mid')).join(''),
    walkers,
    birds(400, 240),
  ].join('');
  return { defs, body };
}
