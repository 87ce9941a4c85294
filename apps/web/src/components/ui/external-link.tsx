import type { ReactNode } from 'react';

/** A link that opens in a new tab, says so to screen readers, and gives the target no opener. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (otvara se u novoj kartici)</span>
    </a>
  );
}
