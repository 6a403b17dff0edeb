// The location map: a stylised plan of Larkhaven's harbour quarter with the head office pinned.
// Shipped as an SVG and embedded by the Location section instead of a remote map service.
import { C, circle, el, group, path, rect, text } from './svg.js';

const ROAD = { fill: 'none', stroke: '#FFFFFF', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

const label = (x: number, y: number, content: string, rotate = 0) =>
  text(x, y, content, {
    fill: '#6B7A80',
    'font-size': 17,
    'font-weight': 700,
    'letter-spacing': 1.5,
    'text-anchor': 'middle',
    transform: rotate ? `rotate(${rotate} ${x} ${y})` : undefined,
  });

/** City blocks between the streets; the harbour and the park take the south-east and south. */
function blocks(): string {
  const cols = [
    [16, 172],
    [196, 370],
    [392, 562],
    [586, 760],
    [782, 952],
    [976, 1184],
  ] as const;
  const rows = [
    [16, 150],
    [178, 270],
    [298, 390],
    [418, 510],
    [538, 640],
  ] as const;
  const out: string[] = [];
  rows.forEach(([y0, y1], row) =>
    cols.forEach(([x0, x1], col) => {
      const water = (col === 5 && row >= 2) || (col >= 3 && row === 4) || (col === 4 && row === 3);
      if (water) return;
      const fill = col === 3 && row === 1 ? '#CFE8C6' : col === 3 && row === 2 ? '#D3ECE9' : '#F9F8F4';
      out.push(rect(x0, y0, x1 - x0, y1 - y0, fill, { rx: 10, stroke: '#E2E0D8', 'stroke-width': 2 }));
    }),
  );
  return out.join('');
}

export function locationMap(): string {
  const body = [
    rect(0, 0, 1200, 800, '#EDEFE8'),
    blocks(),
    path('M 760 800 Q 820 620 1000 560 Q 1120 520 1200 470 L 1200 800 Z', '#BFE3E0'),
    path('M 860 800 Q 900 690 1030 640', 'none', { stroke: '#A9D7D3', 'stroke-width': 6, 'stroke-dasharray': '14 12' }),
    path('M 0 700 Q 300 640 500 700 Q 640 740 760 800 L 0 800 Z', '#CFE8C6'),
    circle(180, 720, 26, '#B5DBA9') + circle(250, 700, 20, '#B5DBA9') + circle(120, 760, 18, '#B5DBA9'),
    path('M 0 164 H 1200', 'none', { ...ROAD, 'stroke-width': 26 }),
    path('M 0 404 H 900 Q 1000 404 1200 330', 'none', { ...ROAD, 'stroke-width': 26 }),
    path('M 574 0 V 640 Q 574 700 640 760', 'none', { ...ROAD, 'stroke-width': 22 }),
    path('M 184 0 V 640', 'none', { ...ROAD, 'stroke-width': 16 }),
    path('M 964 0 V 380', 'none', { ...ROAD, 'stroke-width': 16 }),
    path('M 0 284 H 1200', 'none', { ...ROAD, 'stroke-width': 12 }),
    path('M 0 524 H 780', 'none', { ...ROAD, 'stroke-width': 12 }),
    path('M 381 0 V 650 M 771 0 V 520', 'none', { ...ROAD, 'stroke-width': 8 }),
    label(330, 158, 'KESTREL AVENUE'),
    label(330, 398, 'HARBOUR ROW'),
    label(568, 620, 'QUAY STREET', -90),
    label(178, 560, 'MILL LANE', -90),
    label(1060, 640, 'LARKHAVEN HARBOUR'),
    label(230, 740, 'RIVERSIDE PARK'),
    group(
      path('M 0 0 Q -34 -40 -34 -64 Q -34 -98 0 -98 Q 34 -98 34 -64 Q 34 -40 0 0 Z', C.teal) +
        circle(0, -64, 14, '#FFFFFF') +
        circle(0, -64, 6, C.amber),
      { transform: 'translate(700 404)' },
    ),
    rect(600, 268, 200, 40, '#FFFFFF', { rx: 20, stroke: C.teal, 'stroke-width': 2 }),
    text(700, 294, 'Brightwell HQ', { fill: C.navy, 'font-size': 18, 'font-weight': 700, 'text-anchor': 'middle' }),
    group(
      circle(0, 0, 30, '#FFFFFF', { opacity: 0.9 }) +
        path('M 0 -22 L 8 4 L 0 0 L -8 4 Z', C.coral) +
        text(0, 22, 'N', { fill: C.navy, 'font-size': 14, 'font-weight': 700, 'text-anchor': 'middle' }),
      {
        transform: 'translate(1140 60)',
      },
    ),
  ].join('');
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 1200 800',
      width: '100%',
      height: '100%',
      preserveAspectRatio: 'xMidYMid slice',
      role: 'img',
      'aria-label': 'Map of Larkhaven harbour quarter showing the Brightwell head office on Harbour Row',
    },
    `<title>Brightwell head office, 240 Harbour Row, Larkhaven</title>` + body,
  );
}
