// Ids unique in the page for what an island draws. The server gives each island its own prefix
// (React's identifierPrefix, markers.ts islandIdPrefix), so its ids are the page's alone. In the
// browser an island is hydrated by Preact, whose useId ignores that prefix and starts again at "P0-0"
// in every island: two islands that draw something new (a form's "missing" marks, a card's text)
// would give it the same id. The hook adds the island's prefix where useId left it out; on the
// server, in React and outside islands (the editor's preview) useId's value is kept as it is.
import { createContext, useContext, useId, type ReactNode } from 'react';

const IslandIdPrefix = createContext('');

export function IslandIdPrefixProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <IslandIdPrefix.Provider value={prefix}>{children}</IslandIdPrefix.Provider>;
}

/** useId's value, with the island's prefix when useId left it out. */
export function useUniqueId(): string {
  const id = useId();
  const prefix = useContext(IslandIdPrefix);
  return id.startsWith(prefix) ? id : `${prefix}${id}`;
}
