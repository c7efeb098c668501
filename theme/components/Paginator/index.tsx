import type { LinkData } from '../../../renderer/shared/page-data.js';

export interface PaginatorProps {
  readonly prev: LinkData | undefined;
  readonly next: LinkData | undefined;
}

export function Paginator({ prev, next }: PaginatorProps) {
  if (prev === undefined && next === undefined) return null;
  return (
    <nav className="paginator" aria-label="Docs pages">
      {prev !== undefined && <PaginatorLink link={prev} direction="prev" />}
      {next !== undefined && <PaginatorLink link={next} direction="next" />}
    </nav>
  );
}

function PaginatorLink({ link, direction }: { readonly link: LinkData; readonly direction: 'prev' | 'next' }) {
  return (
    <a className={`paginator__link paginator__link--${direction}`} href={link.href} rel={direction}>
      <span className="paginator__sublabel">{direction === 'prev' ? 'Previous' : 'Next'}</span>
      <span className="paginator__label">{link.label}</span>
    </a>
  );
}
