import { useEffect, useRef } from 'react';
import type { ApiNavLink, ApiNavTag, ApiPageData } from '../../../renderer/shared/page-data.js';
import { classNames } from '../../utils/class-names.js';

export interface ApiNavProps {
  readonly api: ApiPageData;
  /** The id of the part of the page being read: its link is marked (`aria-current="location"`). */
  readonly activeId: string | undefined;
  /** Scrolls the list (never the page) to keep the marked link in view, as the sidebar does while the reader scrolls. */
  readonly followActive?: boolean;
}

/**
 * An API page's navigation: the description's sections and Authentication,
 * then the tag groups of `x-tagGroups` with their tags, each tag followed by
 * its operations with their methods, then the webhooks, then the schemas. A tag is a link followed by its operations, not a <details>: a
 * link inside a <summary> is one control nested in another, which keyboards
 * and screen readers cannot tell apart.
 */
export function ApiNav({ api, activeId, followActive = false }: ApiNavProps) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (followActive && activeId !== undefined && nav.current !== null) keepInView(nav.current, nav.current.querySelector('[aria-current="location"]'));
  }, [followActive, activeId]);
  const active = activeId === undefined ? undefined : `#${activeId}`;
  const current = (href: string) => (href === active ? ('location' as const) : undefined);
  return (
    <nav ref={nav} className="api-nav" aria-label="API reference">
      <ul className="api-nav__list">
        {api.sections.map((section) => (
          <NavLink key={section.href} link={section} className="api-nav__section" current={current(section.href)} />
        ))}
        {api.tagGroups?.map((group) => (
          <li key={group.href}>
            <a className={classNames('api-nav__group', current(group.href) && 'api-nav__link--active')} href={group.href} aria-current={current(group.href)}>
              {group.label}
            </a>
            <ul className="api-nav__group-tags">
              {group.tags.map((tag) => (
                <NavTag key={tag.href} tag={tag} current={current} />
              ))}
            </ul>
          </li>
        ))}
        {api.tags.map((tag) => (
          <NavTag key={tag.href} tag={tag} current={current} />
        ))}
        {api.webhooks !== undefined && <NavTag tag={api.webhooks} current={current} />}
        {api.schemasHref !== undefined && (
          <NavLink link={{ label: 'Schemas', href: api.schemasHref }} className="api-nav__section" current={current(api.schemasHref)} />
        )}
      </ul>
    </nav>
  );
}

/** A tag (or the webhooks) and its operations; a deprecated one struck through, and saying so in words. */
function NavTag({ tag, current }: { readonly tag: ApiNavTag; readonly current: (href: string) => 'location' | undefined }) {
  return (
    <li>
      <a className={classNames('api-nav__tag', current(tag.href) && 'api-nav__link--active')} href={tag.href} aria-current={current(tag.href)}>
        {tag.label}
      </a>
      {tag.operations.length > 0 && (
        <ul className="api-nav__operations">
          {tag.operations.map((operation) => {
            const href = `#${operation.anchor}`;
            return (
              <li key={operation.anchor}>
                <a className={classNames('api-nav__operation', current(href) && 'api-nav__link--active')} href={href} aria-current={current(href)}>
                  <span className={`api-method api-method--${operation.method.toLowerCase()}`}>{operation.method}</span>
                  {/* Only a deprecated label needs an element of its own (to strike it through): a tag may list hundreds. */}
                  {operation.deprecated ? <span className="api-nav__label api-nav__label--deprecated">{operation.label}</span> : operation.label}
                  {operation.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function NavLink({ link, className, current }: { readonly link: ApiNavLink; readonly className: string; readonly current: 'location' | undefined }) {
  return (
    <li>
      <a className={classNames(className, current && 'api-nav__link--active')} href={link.href} aria-current={current}>
        {link.label}
      </a>
    </li>
  );
}

/** The ids of the page's parts the navigation links, in page order: what the reader may be reading. */
export function navTargetIds(api: ApiPageData): string[] {
  const local = (href: string) => (href.startsWith('#') ? [href.slice(1)] : []);
  const tagIds = (tag: ApiNavTag) => [...local(tag.href), ...tag.operations.map((operation) => operation.anchor)];
  return [
    ...api.sections.flatMap((section) => local(section.href)),
    ...(api.tagGroups ?? []).flatMap((group) => [...local(group.href), ...group.tags.flatMap(tagIds)]),
    ...api.tags.flatMap(tagIds),
    ...(api.webhooks === undefined ? [] : tagIds(api.webhooks)),
    ...local(api.schemasHref ?? ''),
  ];
}

/** Scrolls `list` so that `link`, when it is out of the list's view, sits in its middle. */
function keepInView(list: HTMLElement, link: Element | null): void {
  if (link === null) return;
  const listBox = list.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  if (linkBox.top >= listBox.top && linkBox.bottom <= listBox.bottom) return;
  list.scrollTop += linkBox.top - listBox.top - (listBox.height - linkBox.height) / 2;
}
