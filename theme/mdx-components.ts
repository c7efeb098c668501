import { Admonition } from './components/Admonition/index.js';
import { CodeBlock } from './components/CodeBlock/index.js';
import { Details } from './components/Details/index.js';
import { DocCardList } from './components/DocCardList/index.js';
import { Mermaid } from './components/Mermaid/index.js';
import { TabItem } from './components/TabItem/index.js';
import { Tabs } from './components/Tabs/index.js';
import { TOCInline } from './components/TOCInline/index.js';

/** The components a doc body may use by name; anything else is an `unknown-component` diagnostic. */
export const mdxComponents = {
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  Mermaid,
  TabItem,
  Tabs,
  TOCInline,
} as const;
