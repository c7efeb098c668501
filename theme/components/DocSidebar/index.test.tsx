import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../../renderer/shared/sidebar.js';
import { renderHtml, tagsWithClass } from '../../testing/render.js';
import { DocSidebar } from './index.js';

function link(label: string, href: string, unlisted = false): SidebarLink {
  return { type: 'link', label, href, unlisted };
}

function category(label: string, items: SidebarItem[], overrides: Partial<SidebarCategory> = {}): SidebarCategory {
  return { type: 'category', label, href: undefined, linkUnlisted: false, collapsible: true, collapsed: true, items, ...overrides };
}

const sidebar: SidebarItem[] = [
  link('Overview', '/overview'),
  category('Setup', [link('Install', '/setup/install'), category('Advanced', [link('Proxy', '/setup/advanced/proxy')])]),
  category('Fragments', [link('Prices', '/fragments/prices')]),
];

/** The list right after the label of the category labelled `label`: 'shown', 'hidden', or 'none' (not sent). */
function listState(html: string, label: string): 'shown' | 'hidden' | 'none' {
  const match = new RegExp(`>${label}</(?:a|span)>(<ul class="menu__list"([^>]*)>)?`).exec(html);
  if (match === null) throw new Error(`no category ${label}`);
  return match[1] === undefined ? 'none' : match[2]!.includes('hidden=""') ? 'hidden' : 'shown';
}

describe('DocSidebar', () => {
  it('labels the navigation and marks only the active link as the current page', () => {
    const html = renderHtml(<DocSidebar items={sidebar} activePath="/setup/advanced/proxy" />);
    expect(html).toMatch(/^<nav class="doc-sidebar" aria-label="Docs sidebar">/);
    expect(html).toContain('<a class="menu__link--active" href="/setup/advanced/proxy" aria-current="page">Proxy</a>');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('expands every category on the active chain', () => {
    const html = renderHtml(<DocSidebar items={sidebar} activePath="/setup/advanced/proxy/" />);
    expect(listState(html, 'Setup')).toBe('shown');
    expect(listState(html, 'Advanced')).toBe('shown');
    expect(tagsWithClass(html, 'menu__category--active')).toHaveLength(2);
  });

  it('keeps categories off the chain collapsed, with their list in the markup but hidden', () => {
    const html = renderHtml(<DocSidebar items={sidebar} activePath="/setup/install" />);
    expect(listState(html, 'Fragments')).toBe('hidden');
    expect(html).toContain('href="/fragments/prices"');
  });

  it('opens a category configured with collapsed false even off the chain', () => {
    const items = [category('Portal', [link('Email', '/portal/email')], { collapsed: false })];
    expect(listState(renderHtml(<DocSidebar items={items} activePath="/elsewhere" />), 'Portal')).toBe('shown');
  });

  it('links a category to its own href, else to its first linkable child', () => {
    const items = [
      category('Guide', [link('Draft', '/guide/draft', true), link('Start', '/guide/start')]),
      category('Team', [link('Members', '/team/members')], { href: '/team' }),
    ];
    const html = renderHtml(<DocSidebar items={items} activePath="/elsewhere" />);
    expect(html).toContain('<a href="/guide/start">Guide</a>');
    expect(html).toContain('<a href="/team">Team</a>');
  });

  it('leaves the collapse buttons to the client script, and marks a category that is not collapsible', () => {
    const items = [category('Always', [link('Here', '/here')], { collapsible: false }), category('Folding', [link('There', '/there')])];
    const html = renderHtml(<DocSidebar items={items} activePath="/elsewhere" />);
    expect(html).not.toContain('<button');
    expect(html).toContain('<li data-collapsible="false"><a href="/here">Always</a><ul class="menu__list">');
    expect(html).toContain('<li><a href="/there">Folding</a><ul class="menu__list" hidden="">');
    expect(listState(html, 'Always')).toBe('shown');
    expect(listState(html, 'Folding')).toBe('hidden');
  });

  it('hides unlisted links unless they are the active page', () => {
    const items = [link('Public', '/public'), link('Secret', '/secret', true)];
    expect(renderHtml(<DocSidebar items={items} activePath="/public" />)).not.toContain('Secret');
    expect(renderHtml(<DocSidebar items={items} activePath="/secret" />)).toContain(
      '<a class="menu__link--active" href="/secret" aria-current="page">Secret</a>',
    );
  });

  it('renders a category sent without its items closed, with no list, and points to the whole sidebar for the client', () => {
    const items = [link('Intro', '/intro'), category('Objects', [], { href: '/category/objects', itemsDeferred: true })];
    const html = renderHtml(<DocSidebar items={items} activePath="/intro" src="/assets/sidebars/docs.json" />);
    expect(html).toContain('<nav class="doc-sidebar" aria-label="Docs sidebar" data-sidebar-src="/assets/sidebars/docs.json">');
    expect(html).toContain('<li><a href="/category/objects">Objects</a></li>');
    expect(listState(html, 'Objects')).toBe('none');
  });

  it('renders a category label without any link as plain text', () => {
    const html = renderHtml(<DocSidebar items={[category('Empty', [])]} activePath="/elsewhere" />);
    expect(html).toContain('<span class="menu__label">Empty</span>');
    expect(html).not.toContain('href=');
  });
});
