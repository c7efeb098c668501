import { useLayoutEffect, useRef } from 'react';
import type { ApiReference } from '../../renderer/shared/api-reference.js';
import type { TocEntry } from '../../renderer/shared/page-data.js';
import { CopyableCodeArea } from '../components/CodeBlock/CopyButton.js';
import { enhancers } from '../components/ApiReference/enhancers.js';
import { Operation } from '../components/ApiReference/Operation.js';
import { Servers } from '../components/ApiReference/Servers.js';
import { SchemaTree } from '../components/ApiReference/SchemaTree.js';
import { Layout } from '../components/Layout/index.js';
import { CollapsibleTableOfContents, TableOfContents } from '../components/TableOfContents/index.js';
import type { PageLayoutProps } from './types.js';

/**
 * An API reference page: the site's frame, a left navigation of tags and
 * their operations, every operation, the authentication schemes and every
 * schema, and an in-page table of contents.
 */
export function ApiPage({ page }: PageLayoutProps) {
  const { reference, schemasUrl } = page.api!;
  const schemas = new Map(reference.schemas.map((schema) => [schema.name, schema.schema]));
  const toc = tocOf(reference);
  const content = useRef<HTMLDivElement>(null);
  // Before the browser paints the layout, so what the enhancers apply (a remembered language or server) is there from its first frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another reference (client navigation) is another article to enhance
  useLayoutEffect(() => {
    const article = content.current?.querySelector<HTMLElement>('.api-reference');
    if (!article) return undefined;
    const detach = enhancers.map((enhance) => enhance(article));
    return () => {
      for (const undo of detach) undo();
    };
  }, [reference]);
  return (
    <Layout page={page}>
      <div className="doc-layout api-layout">
        <aside className="doc-layout__sidebar" aria-label="Sidebar">
          <ApiNav reference={reference} />
        </aside>
        <div className="doc-layout__main">
          <div className="doc-layout__content" ref={content}>
            <CollapsibleTableOfContents toc={toc} />
            <CopyableCodeArea as="article" className="api-reference">
              <header className="api-reference__header">
                <h1>{reference.title}</h1>
                {reference.version !== '' && <p className="api-reference__version">Version {reference.version}</p>}
                <Servers servers={reference.servers} />
                {reference.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />}
              </header>
              {reference.securitySchemes.length > 0 && (
                <section id="authentication">
                  <h2>Authentication</h2>
                  <dl className="api-security-schemes">
                    {reference.securitySchemes.map((scheme) => (
                      <div key={scheme.name}>
                        <dt>
                          <code>{scheme.name}</code> ({scheme.summary})
                        </dt>
                        {scheme.descriptionHtml !== undefined && <dd dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />}
                      </div>
                    ))}
                  </dl>
                </section>
              )}
              {reference.tags.map((tag) => (
                <section className="api-tag" id={tag.anchor} key={tag.anchor}>
                  <h2>{tag.name}</h2>
                  {tag.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
                  {tag.pageUrl !== undefined && (
                    <p>
                      <a href={tag.pageUrl}>The {tag.name} operations</a> are on a page of their own.
                    </p>
                  )}
                  {tag.operations.map((operation) => (
                    <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} />
                  ))}
                </section>
              ))}
              {reference.schemas.length > 0 && (
                <section id="schemas">
                  <h2>Schemas</h2>
                  {reference.schemas.map((schema) => (
                    <section className="api-schema" id={schema.anchor} key={schema.anchor}>
                      <h3>
                        {schema.name}
                        <a
                          className="hash-link"
                          href={`#${schema.anchor}`}
                          aria-label={`Direct link to ${schema.name}`}
                          title={`Direct link to ${schema.name}`}
                        />
                      </h3>
                      <SchemaTree schema={schema.schema} schemasUrl={undefined} />
                    </section>
                  ))}
                </section>
              )}
            </CopyableCodeArea>
          </div>
          <aside className="doc-layout__toc" aria-label="Table of contents">
            <TableOfContents toc={toc} />
          </aside>
        </div>
      </div>
    </Layout>
  );
}

function tocOf(reference: ApiReference): TocEntry[] {
  return [
    ...(reference.securitySchemes.length > 0 ? [{ depth: 2, text: 'Authentication', id: 'authentication' }] : []),
    ...reference.tags.map((tag) => ({ depth: 2, text: tag.name, id: tag.anchor })),
    ...(reference.schemas.length > 0 ? [{ depth: 2, text: 'Schemas', id: 'schemas' }] : []),
  ];
}

/**
 * Tags and their operations. A tag is a link followed by its operations, not
 * a <details>: a link inside a <summary> is one control nested in another,
 * which keyboards and screen readers cannot tell apart.
 */
function ApiNav({ reference }: { readonly reference: ApiReference }) {
  return (
    <nav className="api-nav" aria-label="API reference">
      <ul className="api-nav__tags">
        {reference.tags.map((tag) => (
          <li key={tag.anchor}>
            <a className="api-nav__tag" href={tag.pageUrl ?? `#${tag.anchor}`}>
              {tag.name}
            </a>
            <ul className="api-nav__operations">
              {tag.operations.map((operation) => (
                <li key={operation.anchor}>
                  <a href={`#${operation.anchor}`}>
                    <span className={`api-method api-method--small api-method--${operation.method.toLowerCase()}`}>{operation.method}</span>
                    <span className="api-nav__label">{operation.summary ?? operation.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {reference.schemas.length > 0 && (
          <li>
            <a className="api-nav__tag" href="#schemas">
              Schemas
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
