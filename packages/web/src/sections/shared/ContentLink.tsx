// A link whose address comes from content: a site path goes through the router, another site
// opens in a new tab, and anchors, mailto: and tel: stay plain links. An address the link rule
// refuses (`//host`, `/\host`, `javascript:`), as a document stored before the rule may hold,
// leaves the text without a link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSitePath, safeLink } from '@site/contracts/site';
import { routerPath, usePageLanguage } from '../../shared/page-language';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);
/** Uploaded files are served by the server, not by a route of the app. */
const isRoute = (href: string) => isSitePath(href) && !href.startsWith('/media/');

export function ContentLink({ href: stored, className, children }: Props) {
  const language = usePageLanguage();
  const href = safeLink(stored);
  if (href === undefined) return <a className={className}>{children}</a>;
  if (isRoute(href)) {
    return (
      <Link to={routerPath(href, language)} className={className}>
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
