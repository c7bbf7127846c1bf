import type { ReactNode } from 'react';

type Props = { id: string; heading: string; children: ReactNode; className?: string };

/** A titled part of a page; `id` lets other pages link straight to it (/about#trials). */
export function PageSection({ id, heading, children, className }: Props) {
  return (
    <section
      id={id}
      className={className ? `page-section ${className}` : 'page-section'}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
