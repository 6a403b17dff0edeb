// A link whose address comes from content: a site path goes through the router, another site
// opens in a new tab, and anchors, mailto: and tel: stay plain links.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);
/** Uploaded files are served by the server, not by a route of the app. */
const isRoute = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/media/');

export function ContentLink({ href, className, children }: Props) {
  if (isRoute(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
