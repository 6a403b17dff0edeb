import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from './class-names';

const ROOT = path.join(path.sep, 'work', 'web');
const module = (name: string) => path.join(ROOT, 'src', 'sections', name);

describe('shortClassNames', () => {
  it('names a class `_` and five characters, from its module and name alone', () => {
    const name = shortClassNames(ROOT)('card', module('Card.module.css'));
    expect(name).toMatch(/^_[\w-]{5}$/);
    // Another build (a process of its own) in another checkout gives the same name.
    const elsewhere = path.join(path.sep, 'tmp', 'fresh', 'web');
    expect(shortClassNames(elsewhere)('card', path.join(elsewhere, 'src', 'sections', 'Card.module.css'))).toBe(name);
    // Vite's query on the module's id changes nothing.
    expect(shortClassNames(ROOT)('card', `${module('Card.module.css')}?used`)).toBe(name);
  });

  it('gives another class, or the same class of another module, another name', () => {
    const names = shortClassNames(ROOT);
    const card = names('card', module('Card.module.css'));
    expect(names('title', module('Card.module.css'))).not.toBe(card);
    expect(names('card', module('Other.module.css'))).not.toBe(card);
    expect(names('card', module('Card.module.css'))).toBe(card);
  });

  it('stops the build when two classes would share a name, naming both', () => {
    // Five characters of base64url (2^30 names): among 2^18 classes two are all but sure to share one.
    const names = shortClassNames(ROOT);
    let error: unknown;
    for (let i = 0; i < 1 << 18 && !error; i += 1) {
      try {
        names(`c${i}`, module('Many.module.css'));
      } catch (caught) {
        error = caught;
      }
    }
    expect(String(error)).toMatch(
      /^Error: CSS classes src\/sections\/Many\.module\.css:c\d+ and src\/sections\/Many\.module\.css:c\d+ have the same scoped name _[\w-]{5}: rename one of them\.$/,
    );
  });
});
