import type { ApiReference } from '../../../renderer/shared/api-reference.js';
import { Operation } from './Operation.js';
import { useFragmentsAttribute } from './Deferred.js';
import { SchemaTree } from './SchemaTree.js';
import { Servers } from './Servers.js';
import { AuthenticationSection } from './SecuritySchemes.js';

export interface ApiArticleProps {
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
}

/**
 * The content of an API reference article: title and description, the
 * authentication schemes, every operation by tag, and every schema. Rendered
 * on the server only: the browser keeps this HTML as it is (see ApiPage), so
 * nothing here may rely on React in the browser (no state, no event props);
 * behaviours are enhancers (see enhancers.ts).
 */
export function ApiArticle({ reference, schemasUrl }: ApiArticleProps) {
  const schemas = new Map([...reference.schemas, ...(reference.usedSchemas ?? [])].map((schema) => [schema.name, schema]));
  // On an element of the article's own HTML, which a client navigation takes as it is.
  const fragments = useFragmentsAttribute();
  return (
    <>
      <header className="api-reference__header" {...fragments}>
        <h1>{reference.title}</h1>
        {reference.version !== '' && <p className="api-reference__version">Version {reference.version}</p>}
        {reference.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />}
        <Servers servers={reference.servers} />
      </header>
      {reference.securitySchemes.length > 0 && <AuthenticationSection schemes={reference.securitySchemes} />}
      {reference.tags.map((tag) => (
        <section className="api-tag" id={tag.anchor} key={tag.anchor}>
          <div className="api-section">
            <h2>{tag.name}</h2>
            {tag.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
            {tag.pageUrl !== undefined && (
              <p>
                <a href={tag.pageUrl}>The {tag.name} operations</a> are on a page of their own.
              </p>
            )}
          </div>
          {tag.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} />
          ))}
        </section>
      ))}
      {reference.schemas.length > 0 && (
        <section className="api-section" id="schemas">
          <h2>Schemas</h2>
          {reference.schemas.map((schema) => (
            <section className="api-schema" id={schema.anchor} key={schema.anchor}>
              <h3>
                {schema.name}
                <a className="hash-link" href={`#${schema.anchor}`} aria-label={`Direct link to ${schema.name}`} title={`Direct link to ${schema.name}`} />
              </h3>
              <SchemaTree schema={schema.schema} setting={{ direction: undefined, schemas, schemasUrl: undefined, within: schema.name }} />
            </section>
          ))}
        </section>
      )}
    </>
  );
}
