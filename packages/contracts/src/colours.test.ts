import { describe, expect, it } from 'vitest';
import { isColour, safeColour } from './colours.js';

describe('safeColour', () => {
  it('gives a colour as it is, without the whitespace around it', () => {
    expect(safeColour('#007BFF')).toBe('#007BFF');
    expect(safeColour('rgba(0, 0, 0, 0.55)')).toBe('rgba(0, 0, 0, 0.55)');
    expect(safeColour(' white ')).toBe('white');
    expect(safeColour('currentColor')).toBe('currentColor');
  });

  it('gives nothing for an empty value, a value that is not a colour, or not text at all', () => {
    for (const value of ['', ' ', 'red;position:fixed;inset:0;background:url(/x)', 'url(x)', 'var(--x)', 'expression(alert(1))', '#12345', undefined, null, 7, {}]) {
      expect(safeColour(value)).toBeUndefined();
    }
  });
});

describe('isColour', () => {
  it('accepts all 148 named colours of CSS, whatever their case', () => {
    const named = ['aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blanchedalmond', 'blue', 'blueviolet', 'brown',
      'burlywood', 'cadetblue', 'chartreuse', 'chocolate', 'coral', 'cornflowerblue', 'cornsilk', 'crimson', 'cyan', 'darkblue', 'darkcyan', 'darkgoldenrod',
      'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki', 'darkmagenta', 'darkolivegreen', 'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen',
      'darkslateblue', 'darkslategray', 'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink', 'deepskyblue', 'dimgray', 'dimgrey', 'dodgerblue',
      'firebrick', 'floralwhite', 'forestgreen', 'fuchsia', 'gainsboro', 'ghostwhite', 'gold', 'goldenrod', 'gray', 'green', 'greenyellow', 'grey', 'honeydew',
      'hotpink', 'indianred', 'indigo', 'ivory', 'khaki', 'lavender', 'lavenderblush', 'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral', 'lightcyan',
      'lightgoldenrodyellow', 'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon', 'lightseagreen', 'lightskyblue', 'lightslategray',
      'lightslategrey', 'lightsteelblue', 'lightyellow', 'lime', 'limegreen', 'linen', 'magenta', 'maroon', 'mediumaquamarine', 'mediumblue', 'mediumorchid',
      'mediumpurple', 'mediumseagreen', 'mediumslateblue', 'mediumspringgreen', 'mediumturquoise', 'mediumvioletred', 'midnightblue', 'mintcream', 'mistyrose',
      'moccasin', 'navajowhite', 'navy', 'oldlace', 'olive', 'olivedrab', 'orange', 'orangered', 'orchid', 'palegoldenrod', 'palegreen', 'paleturquoise',
      'palevioletred', 'papayawhip', 'peachpuff', 'peru', 'pink', 'plum', 'powderblue', 'purple', 'rebeccapurple', 'red', 'rosybrown', 'royalblue', 'saddlebrown',
      'salmon', 'sandybrown', 'seagreen', 'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray', 'slategrey', 'snow', 'springgreen', 'steelblue',
      'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet', 'wheat', 'white', 'whitesmoke', 'yellow', 'yellowgreen'];
    expect(named).toHaveLength(148);
    for (const name of named) {
      expect(isColour(name)).toBe(true);
      expect(isColour(name.toUpperCase())).toBe(true);
    }
  });

  it("accepts every #rrggbb the editor's colour picker writes", () => {
    for (let n = 0; n < 0x1000000; n += 0x010203) expect(isColour(`#${n.toString(16).padStart(6, '0')}`)).toBe(true);
  });
});
