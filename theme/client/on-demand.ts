// The chunk of the theme components pages load on demand (theme/mdx/on-demand-components.ts).
export { Details } from '../components/Details/index.js';
export { Mermaid } from '../components/Mermaid/index.js';
export { TabItem } from '../components/TabItem/index.js';
export { Tabs } from '../components/Tabs/index.js';
