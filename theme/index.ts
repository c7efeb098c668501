/** The theme's public surface: what the renderer imports to render pages. */
export { PageContext, usePageData } from './page-context.js';
export { mdxComponents } from './mdx-components.js';

export { Admonition, type AdmonitionProps, type AdmonitionType } from './components/Admonition/index.js';
export { AnnouncementBar } from './components/AnnouncementBar/index.js';
export { Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs/index.js';
export { CodeBlock, type CodeBlockProps } from './components/CodeBlock/index.js';
export { ColorModeToggle } from './components/ColorModeToggle/index.js';
export { Details, type DetailsProps } from './components/Details/index.js';
export { DocCardList, type DocCardListProps } from './components/DocCardList/index.js';
export { DocSidebar, type DocSidebarProps } from './components/DocSidebar/index.js';
export { Footer } from './components/Footer/index.js';
export { Layout, type LayoutProps } from './components/Layout/index.js';
export { MAIN_CONTENT_ID } from './components/Layout/main-content.js';
export { Link, type LinkProps } from './components/Link/index.js';
export { Mermaid, type MermaidProps } from './components/Mermaid/index.js';
export { Navbar, NAVBAR_MENU_ID } from './components/Navbar/index.js';
export { Paginator, type PaginatorProps } from './components/Paginator/index.js';
export { TabItem, type TabItemProps } from './components/TabItem/index.js';
export { TableOfContents, type TableOfContentsProps } from './components/TableOfContents/index.js';
export { Tabs, type TabsProps } from './components/Tabs/index.js';
export { TOCInline, type TOCInlineItem, type TOCInlineProps } from './components/TOCInline/index.js';

export { ApiArticle, type ApiArticleProps } from './components/ApiReference/ApiArticle.js';
export { ApiPage, type ApiPageProps } from './layouts/ApiPage.js';
export { BlogPage, type BlogPageProps } from './layouts/Blog.js';
export { CategoryIndex } from './layouts/CategoryIndex.js';
export { DocFrame, type DocFrameProps } from './layouts/DocFrame.js';
export { DocPage } from './layouts/DocPage.js';
export { NotFound } from './layouts/NotFound.js';
export type { PageLayoutProps } from './layouts/types.js';
