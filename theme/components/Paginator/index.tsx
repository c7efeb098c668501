import type { LinkData } from '../../../renderer/shared/page-data.js';

export interface PaginatorProps {
  readonly prev: LinkData | undefined;
  readonly next: LinkData | undefined;
  /** What the links lead through, for screen readers. @default 'Docs pages' */
  readonly label?: string;
  /** The words over each link. @default ['Previous', 'Next'] */
  readonly sublabels?: readonly [string, string];
}

export function Paginator({ prev, next, label = 'Docs pages', sublabels = ['Previous', 'Next'] }: PaginatorProps) {
  if (prev === undefined && next === undefined) return null;
  return (
    <nav className="paginator" aria-label={label}>
      {prev !== undefined && <PaginatorLink link={prev} direction="prev" sublabel={sublabels[0]} />}
      {next !== undefined && <PaginatorLink link={next} direction="next" sublabel={sublabels[1]} />}
    </nav>
  );
}

function PaginatorLink({ link, direction, sublabel }: { readonly link: LinkData; readonly direction: 'prev' | 'next'; readonly sublabel: string }) {
  return (
    <a className={`paginator__link paginator__link--${direction}`} href={link.href} rel={direction}>
      <span className="paginator__sublabel">{sublabel}</span>
      <span className="paginator__label">{link.label}</span>
    </a>
  );
}
