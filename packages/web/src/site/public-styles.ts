// Every public style, an entry of the public build of its own (vite.config.ts) that no page loads:
// the server draws the layout, the pages and the static sections, and the browser imports none of
// their code, so their styles are named here to reach the one public stylesheet.
export const publicStyles = import.meta.glob<Record<string, string>>(['./**/*.module.css', '../sections/**/*.module.css'], {
  eager: true,
  import: 'default',
});
