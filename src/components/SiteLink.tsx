import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props = { to: string; children: ReactNode; className?: string; 'aria-label'?: string };

/**
 * A link to a page of this site ("/about", moved within the page by the router) or to another site.
 */
export function SiteLink({ to, children, ...rest }: Props) {
  if (to.startsWith('/'))
    return (
      <Link href={to} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
