// Names the browser tab after the admin screen shown (the admin bundle renders no <head> itself).
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Dynamic Website Editor`;
  }, [title]);
}
