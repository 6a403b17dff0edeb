// The words of the compare view.
import type { CompareSide } from '@site/contracts';

/** A side by name: "Version 3", or "The draft". */
export const sideName = (version: CompareSide['version']) => (version === 'draft' ? 'The draft' : `Version ${version}`);
