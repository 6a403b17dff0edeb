// The public build's one stylesheet, split by CSS module: a page needs only the rules of the
// modules its markup uses, and the server inlines those alone (server/src/render/page-styles.ts).
// The whole stylesheet, inlined into every page, was about 8 KB of each page's compressed HTML; with
// it the home page and /about took a second round trip to arrive on a slow phone network.
// Vite tells each CSS module's scoped class names as it compiles the module (css.modules.getJSON);
// once the bundle is written, the stylesheet is parsed (PostCSS) and each rule is given the modules
// whose classes its selectors name. Rules inside @media and the other grouping rules are split the
// same way; everything else (custom properties, element rules, keyframes, font faces) is for every page.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';
import type { Plugin } from 'vite';
import type { PageStyleSheet } from '@site/contracts/site';

/**
 * Where under dist/client the parts are written: contracts' PAGE_STYLES_FILE, which the server reads
 * (Vite's config cannot import the contract package's values, only its types; a test keeps the two equal).
 */
export const PAGE_STYLES_FILE = '.vite/page-styles.json';

type Part = PageStyleSheet['parts'][number];

/** At-rules that only group rules under a condition: split inside, each piece keeping the condition. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope']);
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

const sameModules = (a: number[], b: number[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** Neighbouring parts that need the same modules, as one. */
function joined(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && sameModules(last.modules, part.modules)) last.css += part.css;
    else out.push({ ...part });
  }
  return out;
}

function partsOf(nodes: ChildNode[], moduleOf: (className: string) => number | undefined): Part[] {
  const parts: Part[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes) {
      const head = `@${node.name}${node.params ? ` ${node.params}` : ''}{`;
      for (const inner of joined(partsOf(node.nodes, moduleOf)))
        parts.push({ css: `${head}${inner.css}}`, modules: inner.modules });
      continue;
    }
    const modules =
      node.type === 'rule'
        ? [...new Set([...node.selector.matchAll(CLASS_IN_SELECTOR)].map((m) => moduleOf(m[1]!)))]
            .filter((m): m is number => m !== undefined)
            .sort((a, b) => a - b)
        : [];
    parts.push({ css: node.toString(), modules });
  }
  return joined(parts);
}

/**
 * `css` as parts by the CSS modules they need. `classes` maps each scoped class name to its module's
 * number; a rule naming classes of several modules needs any one of them (a page with none of them
 * cannot match it).
 */
export function splitStylesheet(css: string, classes: ReadonlyMap<string, number>): Part[] {
  return partsOf(postcss.parse(css).nodes, (className) => classes.get(className));
}

export function pageStyles(): Plugin {
  const root = { dir: '' };
  const modules: string[] = [];
  const classes = new Map<string, number>();
  return {
    name: 'site:page-styles',
    apply: 'build',
    config: () => ({
      css: {
        modules: {
          getJSON(file: string, json: Record<string, string>) {
            const name = path.relative(root.dir, file).split(path.sep).join('/');
            let index = modules.indexOf(name);
            if (index < 0) index = modules.push(name) - 1;
            // A class that composes another's lists both; its own comes first.
            for (const scoped of Object.values(json)) classes.set(scoped.split(/\s+/)[0]!, index);
          },
        },
      },
    }),
    configResolved(config) {
      root.dir = config.root;
    },
    writeBundle(options, bundle) {
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (sheets.length !== 1)
        throw new Error(`The public build has ${sheets.length} stylesheets; page styles expect one (cssCodeSplit false).`);
      const [sheet] = sheets;
      if (sheet?.type !== 'asset') return;
      const written: PageStyleSheet = {
        stylesheet: sheet.fileName,
        modules,
        classes: Object.fromEntries(classes),
        parts: splitStylesheet(String(sheet.source), classes),
      };
      const file = path.join(options.dir!, PAGE_STYLES_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(written));
    },
  };
}
