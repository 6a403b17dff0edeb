// The page answer's media map for the images below it: which stored images have a known
// size and smaller AVIF/WebP copies. The site feeds it from each page's content, the admin's live
// preview from the page it previews; without a provider every image is drawn as a plain <img>.
import { createContext, useContext, type ReactNode } from 'react';
import type { MediaInfo, MediaMap } from '@site/contracts/site';

const NO_MEDIA: MediaMap = {};
const MediaContext = createContext<MediaMap>(NO_MEDIA);

export function MediaProvider({ media, children }: { media: MediaMap | undefined; children: ReactNode }) {
  return <MediaContext.Provider value={media ?? NO_MEDIA}>{children}</MediaContext.Provider>;
}

/** What the server knows about an image URL, or undefined for an external, vector or unknown one. */
export function useMediaInfo(src: string): MediaInfo | undefined {
  const media = useContext(MediaContext);
  return Object.hasOwn(media, src) ? media[src] : undefined;
}

/** The whole map in force (an island takes the entries its props name to the browser). */
export function useMediaMap(): MediaMap {
  return useContext(MediaContext);
}
