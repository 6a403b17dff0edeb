// Brings an anchored section (/about#team) into view once the page's content has rendered: in the
// browser that content can arrive after the router has already handled the navigation's scroll.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}
