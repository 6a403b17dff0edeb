// Writes src/routes/index.ts: for each folder under src/routes (api/, auth/), the list of the route
// plugins in it, one per file, so that a route is registered by being in its folder. The server
// runs bundled into one file, so nothing reads the folder at run time: the list is written here
// instead, `pnpm routes` writes it again, and `pnpm check` (this with --check) fails while it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const ROUTES_DIR = fileURLToPath(new URL('../src/routes', import.meta.url));
const INDEX = 'index.ts';

const isRouteFile = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== INDEX;

/** Each folder's route files by name, folders and files in order. */
export function routeFiles(dir: string): Map<string, string[]> {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return new Map(folders.map((folder) => [folder, fs.readdirSync(path.join(dir, folder)).filter(isRouteFile).sort()]));
}

const camel = (words: string) => words.replace(/[-.]([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const pascal = (words: string) => camel(words).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The index as it should be written for the folders under `dir`. */
export async function routeIndex(dir: string): Promise<string> {
  const folders = [...routeFiles(dir)];
  const plugin = (folder: string, file: string) => `${camel(folder)}${pascal(file.replace(/\.ts$/, ''))}`;
  const source = [
    '// Written by packages/server/scripts/route-list.ts (`pnpm routes`) from the route files in the',
    "// folders beside it; `pnpm check` fails while it is stale. app.ts registers each folder's list",
    '// under its prefix.',
    ...folders.flatMap(([folder, files]) =>
      files.map((file) => `import ${plugin(folder, file)} from './${folder}/${file.replace(/\.ts$/, '.js')}';`),
    ),
    ...folders.map(
      ([folder, files]) => `\nexport const ${camel(folder)}Routes = [${files.map((file) => plugin(folder, file)).join(', ')}];`,
    ),
  ].join('\n');
  // In the project's style wherever the folder is (the tests write one elsewhere).
  return await format(source, { ...(await resolveConfig(fileURLToPath(import.meta.url))), parser: 'typescript' });
}

/** What is wrong with the written index, or null when it lists every route file as it should. */
export async function staleIndex(dir: string): Promise<string | null> {
  const indexPath = path.join(dir, INDEX);
  const written = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : '';
  if (written === (await routeIndex(dir))) return null;
  const missing = [...routeFiles(dir)].flatMap(([folder, files]) =>
    files.map((file) => `${folder}/${file}`).filter((file) => !written.includes(`'./${file.replace(/\.ts$/, '.js')}'`)),
  );
  const which = missing.length > 0 ? ` (it leaves out ${missing.join(', ')})` : '';
  return `${path.relative(process.cwd(), indexPath)} is not the list of the route files${which}: run \`pnpm routes\`.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problem = await staleIndex(ROUTES_DIR);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(path.join(ROUTES_DIR, INDEX), await routeIndex(ROUTES_DIR));
  }
}
