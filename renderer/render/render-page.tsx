/**
 * Renders one route to a complete HTML document with React server rendering.
 * Per-site work (processor, components, page-data builder) happens once in
 * `createPageRenderer`; the returned function is the per-page hot path.
 */
import type { Root as HastRoot } from 'hast';
import { createContext, useContext, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import { unified } from 'unified';
import type { ResolvedConfig } from '../config/types.js';
import { evaluateStaticExpression } from '../content/static-expression.js';
import { resolveLink } from '../manifest/resolve-link.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import { routeUrl } from '../shared/routes.js';
import { CategoryIndex, DocPage, NotFound, mdxComponents } from '../../theme/index.js';
import { joinBase, renderDocument, type DocumentAssets } from './document.js';
import { createPageDataBuilder } from './page-data.js';

export interface PageBody {
  readonly tree: HastRoot;
  readonly hasOwnH1: boolean;
  readonly keywords: readonly string[];
}

export interface PageRendererInput {
  readonly config: ResolvedConfig;
  readonly manifest: RouteManifest;
  readonly assets: DocumentAssets;
}

export type PageRenderer = (route: Route, body: PageBody | undefined) => string;

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

export function createPageRenderer({ config, manifest, assets }: PageRendererInput): PageRenderer {
  const renderBody = createBodyRenderer();
  const buildPageData = createPageDataBuilder({ config, manifest });
  const toUrl = (path: string) => routeUrl(path, config);

  return (route, body) => {
    const page = buildPageData({ route, hasOwnH1: body?.hasOwnH1 ?? false });
    let element: ReactElement;
    switch (route.kind) {
      case 'doc': {
        const rewrite = createUrlRewriter({ route, manifest, toUrl, baseUrl: config.baseUrl });
        element = (
          <DocPage page={page}>
            <UrlRewriterContext.Provider value={rewrite}>{body ? renderBody(body.tree) : null}</UrlRewriterContext.Provider>
          </DocPage>
        );
        break;
      }
      case 'category':
        element = <CategoryIndex page={page} />;
        break;
      case 'not-found':
      case 'api':
        element = <NotFound page={page} />;
        break;
    }
    return renderDocument({ config, page, body: renderToString(element), assets, noIndex: route.noIndex, keywords: body?.keywords ?? [] });
  };
}

function createUrlRewriter({ route, manifest, toUrl, baseUrl }: { route: Route; manifest: RouteManifest; toUrl: (path: string) => string; baseUrl: string }): UrlRewriter {
  const fromFile = route.source.type === 'file' ? route.source.file : undefined;
  return (url) => {
    const resolved = resolveLink(url, { manifest, fromFile, fromPath: route.path });
    switch (resolved.kind) {
      case 'external':
      case 'same-page':
        return url;
      case 'asset':
        return joinBase(baseUrl, resolved.path);
      case 'route':
      case 'markdown':
        if (resolved.route === undefined) return url;
        return `${toUrl(resolved.route.path)}${resolved.query}${resolved.hash ? `#${encodeURIComponent(resolved.hash)}` : ''}`;
    }
  };
}
