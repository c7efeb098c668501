import type { ApiReference, NamedSchemaView } from '../../../renderer/shared/api-reference.js';
import { SAMPLE_FILES_ATTRIBUTE, SampleFilesContext } from './CodeSamples.js';
import { Operation } from './Operation.js';
import { Deferred, useFragmentsAttribute } from './Deferred.js';
import { SchemaTree } from './SchemaTree.js';
import { Servers } from './Servers.js';
import { AuthenticationSection } from './SecuritySchemes.js';

/**
 * How many operations a page holds whole; the others are their method, path and summary, the rest
 * loaded as the reader nears them, so a reference of any size stays a light page (a spec split per tag:
 * per tag page).
 */
const OPERATIONS_IN_PAGE = 8;

export interface ApiArticleProps {
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
  /** The files of the code samples in languages other than the first, by language (see sample-files.ts). */
  readonly sampleUrls?: Readonly<Record<string, string>>;
}

/**
 * The content of an API reference article: title and description, the
 * authentication schemes, every operation by tag, and every schema. Rendered
 * on the server only: the browser keeps this HTML as it is (see ApiPage), so
 * nothing here may rely on React in the browser (no state, no event props);
 * behaviours are enhancers (see enhancers.ts).
 */
export function ApiArticle({ reference, schemasUrl, sampleUrls }: ApiArticleProps) {
  const inPage = new Set(
    reference.tags
      .flatMap((tag) => tag.operations)
      .slice(0, OPERATIONS_IN_PAGE)
      .map((operation) => operation.anchor),
  );
  const schemas = new Map([...reference.schemas, ...(reference.usedSchemas ?? [])].map((schema) => [schema.name, schema]));
  // On an element of the article's own HTML, which a client navigation takes as it is.
  const fragments = useFragmentsAttribute();
  const samples = sampleUrls === undefined ? {} : { [SAMPLE_FILES_ATTRIBUTE]: JSON.stringify(sampleUrls) };
  return (
    <SampleFilesContext.Provider value={sampleUrls}>
      <header className="api-reference__header" {...fragments} {...samples}>
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
            <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} lazy={!inPage.has(operation.anchor)} />
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
              <NamedSchema schema={schema} schemas={schemas} />
            </section>
          ))}
        </section>
      )}
    </SampleFilesContext.Provider>
  );
}

/**
 * A schema of the Schemas section: its description, and its tree behind a button (the section would
 * otherwise be most of the page); a schema with no level to open (an enum, a scalar) is shown whole.
 */
function NamedSchema({ schema, schemas }: { readonly schema: NamedSchemaView; readonly schemas: ReadonlyMap<string, NamedSchemaView> }) {
  const setting = { direction: undefined, schemas, schemasUrl: undefined, within: schema.name };
  if (schema.schema.kind === 'primitive') return <SchemaTree schema={schema.schema} setting={setting} />;
  const { descriptionHtml } = schema.schema;
  return (
    <>
      {descriptionHtml !== undefined && <div className="schema__description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
      <Deferred contentKey={JSON.stringify(['schema-section', schema.name])} label={`Show properties of ${schema.name}`}>
        <SchemaTree schema={{ ...schema.schema, descriptionHtml: undefined }} setting={setting} />
      </Deferred>
    </>
  );
}
