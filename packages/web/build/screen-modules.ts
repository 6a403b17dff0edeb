// The admin build's list of what each editor screen loads: reads SCREEN_MODULES in
// src/admin/screen-modules.ts (the table the router's lazy routes import from) and writes
// dist/admin/screen-modules.json, each route path under /admin with the source files its import()
// calls name, as Vite's manifest (dist/admin/.vite/manifest.json) keys them. The server follows
// those keys through the manifest to the screen's chunks and names them in admin.html as
// modulepreload (packages/server/src/render/screen-preloads.ts). Read from the source rather than
// kept by hand, so that a route added or changed there is preloaded without a second list.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';

/** What the JSON holds: each route path (a react-router pattern, '' the index) and its modules, relative to the web package. */
type ScreenModules = Record<string, string[]>;

const SCREEN_MODULES_FILE = 'screen-modules.json';
const TABLE_NAME = 'SCREEN_MODULES';

/** An ESTree node as oxc gives it: only what the walk below reads. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** `x satisfies T`, `x as T` and parentheses around an object: the object. */
function unwrap(node: Node): Node {
  const inner = node.expression;
  return ['TSSatisfiesExpression', 'TSAsExpression', 'ParenthesizedExpression'].includes(node.type) && isNode(inner)
    ? unwrap(inner)
    : node;
}

const keyName = (key: unknown) =>
  isNode(key)
    ? key.type === 'Identifier'
      ? String(key.name)
      : key.type === 'Literal'
        ? String(key.value)
        : undefined
    : undefined;

/** The property `name` of an object literal, if it is one. */
function property(object: Node, name: string): Node | undefined {
  if (object.type !== 'ObjectExpression') return undefined;
  for (const prop of object.properties as Node[])
    if (prop.type === 'Property' && keyName(prop.key) === name && isNode(prop.value)) return prop.value;
  return undefined;
}

/**
 * The import() specifiers in each entry of the table, following a top-level constant an entry names
 * (`PAGE_EDITOR`) or one of its properties (`PAGE_BODIES.gallery`).
 */
export function importsByScreen(source: string, file = 'screen-modules.ts'): Record<string, string[]> {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const constants = new Map<string, Node>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const name = keyName(declarator.id);
      if (name && isNode(declarator.init)) constants.set(name, unwrap(declarator.init));
    }
  }
  const table = constants.get(TABLE_NAME);
  if (table?.type !== 'ObjectExpression') throw new Error(`${file} has no object literal ${TABLE_NAME}.`);

  const collect = (node: unknown, into: Set<string>, seen: Set<Node>) => {
    if (Array.isArray(node)) return node.forEach((child) => collect(child, into, seen));
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    if (node.type === 'ImportExpression' && isNode(node.source) && node.source.type === 'Literal') {
      into.add(String(node.source.value));
      return;
    }
    if (node.type === 'Identifier') return collect(constants.get(String(node.name)), into, seen);
    if (node.type === 'MemberExpression' && !node.computed && isNode(node.object) && node.object.type === 'Identifier') {
      const object = constants.get(String(node.object.name));
      return collect(object && property(object, String(keyName(node.property))), into, seen);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'key' && key !== 'typeAnnotation') collect(child, into, seen);
  };

  const screens: Record<string, string[]> = {};
  for (const prop of table.properties as Node[]) {
    const name = keyName(prop.key);
    if (prop.type !== 'Property' || name === undefined)
      throw new Error(`${file}: every entry of ${TABLE_NAME} is a plain property.`);
    const specifiers = new Set<string>();
    collect(prop.value, specifiers, new Set());
    screens[name] = [...specifiers];
  }
  return screens;
}

/** The plugin: `table` is src/admin/screen-modules.ts, `root` the web package (Vite's root, what the manifest's keys are relative to). */
export function screenModules(table: string, root: string): Plugin {
  return {
    name: 'screen-modules',
    apply: 'build',
    async generateBundle() {
      const screens: ScreenModules = {};
      for (const [pattern, specifiers] of Object.entries(importsByScreen(fs.readFileSync(table, 'utf8'), table))) {
        screens[pattern] = [];
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, table);
          if (!resolved) throw new Error(`${table}: ${specifier} (of ${pattern || 'the index'}) does not resolve.`);
          screens[pattern].push(path.relative(root, resolved.id).split(path.sep).join('/'));
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_MODULES_FILE, source: `${JSON.stringify(screens, null, 2)}\n` });
    },
  };
}
