/**
 * Renders one planned page to a complete HTML document with React server
 * rendering. Needs no manifest (the plan carries what the page shows), so it
 * runs in render workers. Per-site work happens once in `createPageRenderer`;
 * the returned function is the per-page hot path.
 */
import type { Root as HastRoot } from 'hast';
import type { Element } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import { unified } from 'unified';
import type { ResolvedConfig } from '../config/types.js';
import { evaluateStaticExpression } from '../content/static-expression.js';
import { highlightOnRender } from '../content/code-block.js';
import { ApiArticle, ApiPage, BlogPage, mdxComponents } from '../../theme/index.js';
import { addThemeComponents, applyThemeOverrides, bodyComponents, CompiledPage, compiledPages } from '../../theme/mdx/compiled-page.js';
import { providePageApi, sharedModule } from '../../theme/mdx/shared-modules.js';
import { PAGE_API_MODULES } from '../../theme/page-api/modules.js';
import type { CompiledPage as CompiledModules } from '../mdx/compile-pages.js';
import { runBundledModule, runCompiledPage } from '../mdx/run-page.js';
import { pageView } from '../../theme/app/page-view.js';
import { collectPageHead } from '../../theme/page-api/page-head.js';
import { usesOnDemandComponents } from '../../theme/mdx/on-demand-components.js';
import { forEachNode } from '../content/walk-tree.js';
import { withoutLeadingTitle } from '../content/parse-doc.js';
import type { RouteData } from '../shared/page-data.js';
import { routeDataOf } from '../shared/sidebar-outline.js';
import { encodeUrlPath } from '../shared/routes.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { OutputFile } from '../fs/output-file.js';
import { FRAGMENTS_DIR, renderWithFragments } from './render-fragments.js';
import { sampleFilesOf } from './sample-files.js';
import { createElementSerializer } from './serialize-element.js';
import { joinBase, renderDocument, type DocumentAssets } from './document.js';
import type { PagePlan } from './plan-page.js';
import { recordOfApiReference, recordOfPageHtml, synonymTermsOf, withSynonyms, type PageSearchRecord } from '../search/page-record.js';

// The server renders with every theme component, and gives pages docs-gen/page; the browser loads those a page needs before showing it.
addThemeComponents(mdxComponents);
providePageApi(PAGE_API_MODULES);

export interface PageRendererInput {
  readonly config: ResolvedConfig;
  readonly assets: DocumentAssets;
}

/**
 * Renders a planned page (`body` is its parsed body, for doc routes) to its HTML, its route data (JSON)
 * and the files its HTML refers to, made with it: its fragments file, when it defers content.
 */
export type PageRenderer = (plan: PagePlan, body: HastRoot | undefined) => RenderedPage;

export interface RenderedPage {
  readonly html: string;
  readonly data: string;
  readonly files: readonly OutputFile[];
  /** What the search index holds of the page: doc, category and API pages, when the site has search. */
  readonly search?: PageSearchRecord;
}

/**
 * Turns a page body (hast) into React elements, resolving MDX components to
 * theme components. `links` maps each URL as written to the URL the page
 * links (.md links resolved, baseUrl joined); the tree is rewritten in place.
 */
/**
 * `components`: the theme's own by default; a page renderer passes them with the site's replacements
 * (`applyThemeOverrides`). Passed rather than read from what the last page renderer applied: a renderer made
 * for another site in the same process must not show this one's replacements.
 */
export function createBodyRenderer(
  components: Readonly<Record<string, unknown>> = compiledPages.theme,
): (tree: HastRoot, links?: Readonly<Record<string, string>>) => ReactElement {
  const toReact = unified().use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: components as RehypeReactOptions['components'],
    createEvaluater: () => ({
      // Capitalised JSX names reach the evaluater as identifiers; parsing already checked they are theme components.
      evaluateExpression: (expression) =>
        expression.type === 'Identifier' && Object.hasOwn(components, expression.name) ? components[expression.name] : evaluateStaticExpression(expression),
      evaluateProgram: () => undefined,
    }),
  } as RehypeReactOptions);
  return (tree, links = {}) => {
    rewriteUrls(tree, links);
    inlineHighlightedCode(tree);
    return toReact.stringify(tree) as ReactElement;
  };
}

/**
 * A highlighted code block's lines become its `<code>`'s inner HTML: one string in the page's route data and
 * one prop for React, instead of an element for every line and token (half a doc's elements, which React
 * rendered and the route data spelled out one by one). The DOM is the same; React neither hydrates nor
 * diffs inside it, and nothing in the page changes it (copying reads its text).
 */
function inlineHighlightedCode(tree: HastRoot): void {
  forEachNode(tree, (node) => {
    if (node.type !== 'element' || (node as Element).tagName !== 'pre') return;
    for (const child of (node as Element).children) {
      if (child.type !== 'element' || child.tagName !== 'code' || child.children.length === 0) continue;
      highlightOnRender(child);
      const html = spansToHtml(child.children);
      if (html === undefined) continue;
      child.properties = { ...child.properties, dangerouslySetInnerHTML: { __html: html } as unknown as string };
      child.children = [];
    }
  });
}

/**
 * The HTML of text and class-only spans (what highlighting makes), or undefined for anything else. Written with
 * the escapes React writes (but `'`), not hast-util-to-html's, which leaves `>` and quotes in text as they are:
 * the page's bytes stay what rendering the spans with React made them.
 */
function spansToHtml(nodes: readonly Element['children'][number][]): string | undefined {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeHtml(node.value);
      continue;
    }
    if (node.type !== 'element' || node.tagName !== 'span' || Object.keys(node.properties).some((name) => name !== 'className')) return undefined;
    const inner = spansToHtml(node.children);
    if (inner === undefined) return undefined;
    const className = node.properties.className;
    const classes = Array.isArray(className) ? className.join(' ') : typeof className === 'string' ? className : '';
    html += classes === '' ? `<span>${inner}</span>` : `<span class="${escapeHtml(classes)}">${inner}</span>`;
  }
  return html;
}

/** Links and images get their final URLs; images load lazily (and React hoists no preload for each). */
function rewriteUrls(tree: HastRoot, links: Readonly<Record<string, string>>): void {
  const rewrite = (url: unknown) => (typeof url === 'string' && Object.hasOwn(links, url) ? links[url] : url);
  forEachNode(tree, (node) => {
    if (node.type === 'element') {
      const element = node as Element;
      if (element.tagName === 'a' && element.properties.href !== undefined) element.properties.href = rewrite(element.properties.href) as string;
      if (element.tagName === 'img')
        element.properties = { loading: 'lazy', decoding: 'async', ...element.properties, src: rewrite(element.properties.src) as string };
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const jsx = node as MdxJsxFlowElementHast;
      const attribute = jsx.name === 'a' ? 'href' : jsx.name === 'img' ? 'src' : undefined;
      if (attribute === undefined) return;
      for (const entry of jsx.attributes)
        if (entry.type === 'mdxJsxAttribute' && entry.name === attribute) entry.value = rewrite(entry.value) as typeof entry.value;
      if (jsx.name === 'img') {
        const present = new Set(jsx.attributes.flatMap((entry) => (entry.type === 'mdxJsxAttribute' ? [entry.name] : [])));
        const defaults = [
          ...(present.has('loading') ? [] : [{ type: 'mdxJsxAttribute' as const, name: 'loading', value: 'lazy' }]),
          ...(present.has('decoding') ? [] : [{ type: 'mdxJsxAttribute' as const, name: 'decoding', value: 'async' }]),
        ];
        jsx.attributes.unshift(...defaults);
      }
    }
  });
}

export function createPageRenderer({ config, assets }: PageRendererInput): PageRenderer {
  const overrides = assets.themeOverrides;
  applyThemeOverrides(overrides && runBundledModule(overrides.server, { shared: sharedModule, file: overrides.script }));
  const renderBody = createBodyRenderer(compiledPages.components);
  const serialize = createElementSerializer(bodyComponents());
  const synonyms = synonymTermsOf(config.search.synonyms);
  return (plan, body) => {
    const bodyElement =
      plan.summaries !== undefined
        ? summariesElement(plan.summaries, renderBody)
        : plan.kind !== 'doc' && plan.kind !== 'page' && plan.kind !== 'blog-post'
          ? null
          : plan.mdx
            ? compiledBody(plan.mdx, { links: plan.links, baseUrl: config.baseUrl })
            : body
              ? renderBody(plan.kind === 'blog-post' ? { ...body, children: withoutLeadingTitle(body.children) } : body, plan.links)
              : null;
    const companions = fragmentsFileName(plan.dataFile);
    const samples = plan.apiArticle === undefined ? undefined : sampleFilesOf(plan.apiArticle.reference, { baseUrl: config.baseUrl, name: companions });
    // An API page's article is HTML only: its route data carries the page's frame, not the reference.
    const article =
      plan.apiArticle === undefined ? null : (
        <ApiArticle
          reference={plan.apiArticle.reference}
          schemasUrl={plan.apiArticle.schemasUrl}
          sampleUrls={samples?.urls}
          oauthRedirectUrl={plan.apiArticle.oauthRedirectUrl}
        />
      );
    const dataUrl = joinBase(config.baseUrl, encodeUrlPath(plan.dataFile));
    const { result: rendered, head } = collectPageHead(() =>
      renderWithFragments(pageView(plan.page, bodyElement ?? article, { ApiPage, BlogPage }), { baseUrl: config.baseUrl, name: companions }),
    );
    // A React page names itself as it renders (`<Layout title>`): its document and route data say what it named.
    const page = plan.page.ownPage?.component
      ? { ...plan.page, title: head.title ?? plan.page.title, description: head.description ?? plan.page.description }
      : plan.page;
    const data: RouteData = { page, body: serialize(bodyElement) };
    const html = renderDocument({
      config,
      page,
      body: rendered.html,
      assets: plan.mdx ? { ...assets, stylesheets: [...assets.stylesheets, ...plan.mdx.stylesheets.map((file) => joinBase(config.baseUrl, file))] } : assets,
      noIndex: plan.noIndex,
      keywords: plan.keywords,
      dataUrl,
      // A site's replacement of a theme component may use any theme component: the browser loads them all for it.
      onDemandComponents: assets.themeOverrides !== undefined || usesOnDemandComponents(data.body),
    });
    const record = !config.search.enabled
      ? undefined
      : plan.apiArticle !== undefined
        ? recordOfApiReference({ title: page.title, reference: plan.apiArticle.reference })
        : plan.kind === 'doc' || plan.kind === 'category' || plan.kind === 'page' || plan.kind === 'blog-post'
          ? recordOfPageHtml({ title: page.title, description: page.description, html: rendered.html })
          : undefined;
    const search = record && withSynonyms(record, synonyms);
    return { html, data: JSON.stringify(routeDataOf(data)), files: [...rendered.fragments, ...(samples?.files ?? [])], ...(search && { search }) };
  };
}

/** A compiled page's body: its module, run here once per thread (its script's name is a hash of its code), rendered with the theme's components. */
function compiledBody(mdx: CompiledModules, { links, baseUrl }: { links: Readonly<Record<string, string>>; baseUrl: string }): ReactElement {
  const script = joinBase(baseUrl, mdx.script);
  if (!compiledPages.modules.has(script)) compiledPages.modules.set(script, runCompiledPage(mdx.server, { shared: sharedModule, file: mdx.script }));
  return <CompiledPage script={script} stylesheets={mdx.stylesheets.map((file) => joinBase(baseUrl, file))} links={links} />;
}

/** A blog list's body: each post's summary, in order (the layout puts each under its post's header), or its description. */
function summariesElement(summaries: NonNullable<PagePlan['summaries']>, renderBody: ReturnType<typeof createBodyRenderer>): ReactElement {
  return (
    <>
      {summaries.map((summary, index) =>
        summary.tree === undefined ? (
          <p key={index}>{summary.description}</p>
        ) : (
          // The plan is shared with other renders of the page (dev): its tree is rewritten in a copy.
          <Fragment key={index}>{renderBody(structuredClone(summary.tree), summary.links)}</Fragment>
        ),
      )}
    </>
  );
}

/** `assets/routes/api/transaction.json` → `assets/fragments/api/transaction` (the hash and `.json` follow). */
function fragmentsFileName(dataFile: string): string {
  return `${FRAGMENTS_DIR}${dataFile.replace(/^assets\/routes\//, '').replace(/\.json$/, '')}`;
}
