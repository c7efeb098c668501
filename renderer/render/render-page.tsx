/**
 * Renders one planned page to a complete HTML document with React server
 * rendering. Needs no manifest (the plan carries what the page shows), so it
 * runs in render workers. Per-site work happens once in `createPageRenderer`;
 * the returned function is the per-page hot path.
 */
import type { Root as HastRoot } from 'hast';
import { createContext, useContext, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import { unified } from 'unified';
import type { ResolvedConfig } from '../config/types.js';
import { evaluateStaticExpression } from '../content/static-expression.js';
import { ApiPage, CategoryIndex, DocPage, NotFound, mdxComponents } from '../../theme/index.js';
import { renderDocument, type DocumentAssets } from './document.js';
import type { PagePlan } from './plan-page.js';

export interface PageRendererInput {
  readonly config: ResolvedConfig;
  readonly assets: DocumentAssets;
}

/** Renders a planned page; `body` is the page's parsed body, for doc routes. */
export type PageRenderer = (plan: PagePlan, body: HastRoot | undefined) => string;

/** Rewrites hrefs and srcs in page bodies: .md links become URLs, site paths get the baseUrl. */
type UrlRewriter = (url: string) => string;
const UrlRewriterContext = createContext<UrlRewriter>((url) => url);

function ContentLink(props: ComponentProps<'a'>) {
  const rewrite = useContext(UrlRewriterContext);
  return <a {...props} href={props.href === undefined ? undefined : rewrite(props.href)} />;
}

function ContentImage(props: ComponentProps<'img'>) {
  const rewrite = useContext(UrlRewriterContext);
  // Lazy loading keeps below-the-fold images off the critical path (and stops React hoisting a preload for each).
  return <img loading="lazy" decoding="async" {...props} src={typeof props.src === 'string' ? rewrite(props.src) : props.src} />;
}

/** Turns a page body (hast) into React elements, resolving MDX components to theme components. */
export function createBodyRenderer(): (tree: HastRoot) => ReactElement {
  const components: Record<string, unknown> = { ...mdxComponents, a: ContentLink, img: ContentImage };
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
  return (tree) => toReact.stringify(tree) as ReactElement;
}

export function createPageRenderer({ config, assets }: PageRendererInput): PageRenderer {
  const renderBody = createBodyRenderer();
  return (plan, body) => {
    const { page } = plan;
    let element: ReactElement;
    switch (plan.kind) {
      case 'doc': {
        const rewrite: UrlRewriter = (url) => plan.links[url] ?? url;
        element = (
          <DocPage page={page}>
            <UrlRewriterContext.Provider value={rewrite}>{body ? renderBody(body) : null}</UrlRewriterContext.Provider>
          </DocPage>
        );
        break;
      }
      case 'category':
        element = <CategoryIndex page={page} />;
        break;
      case 'api':
        element = <ApiPage page={page} />;
        break;
      case 'not-found':
        element = <NotFound page={page} />;
        break;
    }
    return renderDocument({ config, page, body: renderToString(element), assets, noIndex: plan.noIndex, keywords: plan.keywords });
  };
}
