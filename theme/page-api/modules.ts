/**
 * What a page's code imports of `docs-gen/page`, by its own name and by
 * Docusaurus's names, as shared-modules.ts gives modules to compiled pages.
 * A chunk of its own in the browser, loaded with a compiled page's module:
 * pages without one never load it.
 */
import { defaultExport } from '../mdx/default-export.js';
import * as PageApi from './index.js';

export const PAGE_API_MODULES: Readonly<Record<string, unknown>> = {
  'docs-gen/page': PageApi,
  // What a page carried from Docusaurus imports, by Docusaurus's names.
  '@theme/Layout': defaultExport(PageApi.Layout),
  '@theme/Heading': defaultExport(PageApi.Heading),
  '@docusaurus/Link': defaultExport(PageApi.Link),
  '@docusaurus/Head': defaultExport(PageApi.Head),
  '@docusaurus/Translate': defaultExport(PageApi.Translate, { translate: PageApi.translate }),
  '@docusaurus/BrowserOnly': defaultExport(PageApi.BrowserOnly),
  '@docusaurus/useIsBrowser': defaultExport(PageApi.useIsBrowser),
  '@docusaurus/useBaseUrl': defaultExport(PageApi.useBaseUrl),
  '@docusaurus/useDocusaurusContext': defaultExport(PageApi.useDocusaurusContext),
  '@docusaurus/ExecutionEnvironment': defaultExport(PageApi.ExecutionEnvironment),
  '@docusaurus/router': { Redirect: PageApi.Redirect, useLocation: PageApi.useLocation, useHistory: PageApi.useHistory },
};
