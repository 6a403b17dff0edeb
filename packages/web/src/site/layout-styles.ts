// The layout's and pages' own styles, an entry of the public build of its own (vite.config.ts) that
// no page loads: the server draws these components and the browser imports none of their code, so
// they are named here to reach the one public stylesheet. The sections' styles come with the
// islands' registry (islands/registry.ts), which can import any section.
export const layoutStyles = import.meta.glob<Record<string, string>>('./**/*.module.css', { eager: true, import: 'default' });
