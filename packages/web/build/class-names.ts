// The scoped names of CSS modules' classes (and keyframes): `_` and five characters of a hash of the
// module's path in the package and the local name. Vite's default (`_card_1s1eb_29`) is three times
// as long, and a page names its classes hundreds of times: in the home page's compressed HTML the
// difference was about 1.2 kB, of a first round trip that holds about 14 kB. The name depends on
// nothing but the path and the class, so the public, editor and server builds, each a process of its
// own, give a class the same name. Two classes that would share one stop the build: choosing another
// name in one build and not in the others would style the server's markup with the wrong rules.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** A name the first character of which (`_`) no global class in the stylesheets starts with. */
const PREFIX = '_';
const HASH_CHARACTERS = 5;

/** `generateScopedName` for Vite's CSS modules, with paths taken from `root` (the package). */
export function shortClassNames(root: string): (local: string, file: string) => string {
  const taken = new Map<string, string>();
  return (local, file) => {
    const module = path.relative(root, file.replace(/\?.*$/, '')).split(path.sep).join('/');
    const key = `${module}:${local}`;
    const name = PREFIX + createHash('sha256').update(key).digest('base64url').slice(0, HASH_CHARACTERS);
    const other = taken.get(name);
    if (other !== undefined && other !== key)
      throw new Error(`CSS classes ${other} and ${key} have the same scoped name ${name}: rename one of them.`);
    taken.set(name, key);
    return name;
  };
}
