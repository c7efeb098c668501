import type { BreadcrumbData } from '../../../renderer/shared/page-data.js';
import { usePageData } from '../../page-context.js';
import { IconHome } from '../Icons/index.js';

export interface BreadcrumbsProps {
  /** From the top category down to the current page, which comes last. */
  readonly items: readonly BreadcrumbData[];
}

/** Carries schema.org BreadcrumbList microdata so search results can show the trail. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { baseUrl } = usePageData().site;
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs__list" itemScope itemType="https://schema.org/BreadcrumbList">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link breadcrumbs__link--home" href={baseUrl} aria-label="Home page">
            <IconHome size={16} />
          </a>
        </li>
        {items.map((crumb, index) => (
          <Crumb key={index} crumb={crumb} position={index + 1} last={index === items.length - 1} />
        ))}
      </ol>
    </nav>
  );
}

interface CrumbProps {
  readonly crumb: BreadcrumbData;
  readonly position: number;
  readonly last: boolean;
}

function Crumb({ crumb, position, last }: CrumbProps) {
  const name = <span itemProp="name">{crumb.label}</span>;
  return (
    <li className="breadcrumbs__item" itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
      {last || crumb.href === undefined ? (
        <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
          {name}
        </span>
      ) : (
        <a className="breadcrumbs__link" href={crumb.href} itemProp="item">
          {name}
        </a>
      )}
      <meta itemProp="position" content={String(position)} />
    </li>
  );
}
