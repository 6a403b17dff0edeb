// A custom page's public address. A module of its own: the navbar and footer, on every public page,
// need this and nothing else of custom pages.
export const customPagePath = (slug: string) => `/${slug}`;
