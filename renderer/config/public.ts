/** What a site's config file imports from 'docs-gen': the config helper and its types. */
export { defineConfig } from './define-config.js';
export type { UserConfig, NavbarItem, SidebarItemConfig, CategoryLinkConfig, ReportingSeverity } from './types.js';
