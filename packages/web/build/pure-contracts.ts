// Keeps zod out of the public bundle. The contract package builds its schemas at module level
// (`export const heroSchema = z.strictObject(...)`), and a bundler must assume such calls have side
// effects, so importing one default or constant from @site/contracts would pull in every schema and
// zod with them (~45 kB gzipped). For the browser build only, this plugin marks each top-level
// constant's initialiser of the contract's modules as pure, so the unused ones are dropped;
// statements kept for their effect (z.config) stay as they are.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CONTRACTS_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/src') + path.sep;

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** Values that are pure already: nothing to gain by wrapping them. */
const PURE_ALREADY = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Literal', 'Identifier', 'TemplateLiteral']);

export function pureContracts(): Plugin {
  return {
    name: 'site:pure-contracts',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!path.normalize(id).startsWith(CONTRACTS_SRC)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          if (declarator.init && !PURE_ALREADY.has(declarator.init.type)) inits.push(declarator.init);
        }
      }
      if (inits.length === 0) return null;
      // Splice from the end so earlier offsets stay valid.
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
