// Under `pnpm dev`: the stylesheets of the modules a page is made of, as <style> elements
// for the page's head, so a page is styled from its first paint (as a built page is by its inlined
// stylesheet) instead of once the browser has run its modules. Each element carries its module's id:
// Vite's client adopts it as that module's style and replaces its text when the file is edited.
import type { EnvironmentModuleNode, ViteDevServer } from 'vite';

const CSS = /\.css(?:$|\?)/;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The CSS modules reachable from the roots in their module graphs, in import order, each once. */
function stylesheetsOf(roots: (EnvironmentModuleNode | undefined)[]): EnvironmentModuleNode[] {
  const found = new Map<string, EnvironmentModuleNode>();
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.id && CSS.test(node.id) && !found.has(node.id)) found.set(node.id, node);
    for (const imported of node.importedModules) visit(imported);
  };
  for (const root of roots) if (root) visit(root);
  return [...found.values()];
}

/**
 * The styles of the pages the server entry renders, and the global ones the browser entry imports
 * itself (transformed here, so its imports are known before a browser asked for them).
 */
export async function devStyles(vite: ViteDevServer, entries: { server: string; client: string }): Promise<string> {
  const { client, ssr } = vite.environments;
  await client.transformRequest(entries.client);
  const roots = [await client.moduleGraph.getModuleByUrl(entries.client), await ssr.moduleGraph.getModuleByUrl(entries.server)];
  const styles = await Promise.all(
    stylesheetsOf(roots).map(async (node) => {
      // `?inline` answers the processed CSS (class names of CSS modules included) as a string.
      const { default: css } = (await vite.ssrLoadModule(`${node.url}?inline`)) as { default: string };
      return `<style data-vite-dev-id="${attribute(node.id ?? node.url)}">${css}</style>`;
    }),
  );
  return styles.join('\n    ');
}
