// Which text is a CSS colour. Colour fields are written into `style` attributes, where any other
// text is CSS injection (a `url(` the browser fetches, an overlay over the whole page): the contract
// refuses it on every write, and the site drops it when rendering what was stored before.
// The grammar is anchored and made of numbers, units, commas, spaces and one slash, so nothing but a
// colour passes. Written here rather than taken from a colour library: the public site runs this
// check too, and a library's parsers for formats we refuse cost its script budget ~3 KB.

/** The 148 named colours of CSS, with `transparent` and `currentColor`; matched in any case. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const CHANNEL = `${NUMBER}%?`;
const HUE = `${NUMBER}(?:deg|g?rad|turn)?`;
const PERCENT = `${NUMBER}%`;

/** A colour function in the legacy (commas) or the current (spaces, `/ alpha`) syntax. */
const colourFunction = (name: string, first: string, rest: string) =>
  `${name}\\(\\s*(?:${first}\\s*,\\s*${rest}\\s*,\\s*${rest}(?:\\s*,\\s*${CHANNEL})?` +
  `|${first}\\s+${rest}\\s+${rest}(?:\\s*\\/\\s*${CHANNEL})?)\\s*\\)`;

const COLOUR = new RegExp(
  `^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|${colourFunction('rgba?', CHANNEL, CHANNEL)}|${colourFunction('hsla?', HUE, PERCENT)})$`,
  'i',
);

/**
 * Hex of 3, 4, 6 or 8 digits, rgb()/rgba() and hsl()/hsla() (commas or spaces, optional alpha, angle
 * units), a named colour, `transparent` or `currentColor`, any case. Surrounding whitespace is
 * allowed, as CSS ignores it; `safeColour` gives the colour without it.
 */
export function isColour(value: string): boolean {
  const trimmed = value.trim();
  return NAMED.has(trimmed.toLowerCase()) || COLOUR.test(trimmed);
}

/**
 * A stored colour fit for a `style` attribute, or undefined (no colour: the stylesheet's own) when it
 * is empty or not a colour, as a document stored before the rule may hold.
 */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && isColour(value) ? value.trim() : undefined;
}
