import { securitySectionTitle, type ApiReference, type NamedSchemaView, type TagView } from '../../../renderer/shared/api-reference.js';
import { groupedTags } from '../../../renderer/shared/api-tag-groups.js';
import { SAMPLE_FILES_ATTRIBUTE, SampleFilesContext } from './CodeSamples.js';
import { Operation } from './Operation.js';
import { Deferred, DeferredEntries, useFragmentsAttribute } from './Deferred.js';
import { SchemaTree } from './SchemaTree.js';
import { Servers } from './Servers.js';
import { AuthenticationSection } from './SecuritySchemes.js';
import { SpecFacts } from './SpecFacts.js';
import { OAUTH_REDIRECT_ATTRIBUTE } from './TryIt.js';

/**
 * Up to this many named schemas, the Schemas section shows each with its description and a button to its
 * tree (about seven elements each); beyond it, a compact list of names (two each), whose entries open where
 * they are listed: the hundreds of schemas of a large spec would otherwise outweigh its page's budget.
 */
const SCHEMAS_SHOWN_WHOLE = 100;

export interface ApiArticleProps {
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
  /** The files of the code samples in languages other than the first, by language (see sample-files.ts). */
  readonly sampleUrls?: Readonly<Record<string, string>>;
  /** The page a Try it console's sign-in returns to, when one of the page's consoles can sign in by an authorization code. */
  readonly oauthRedirectUrl?: string;
}

/**
 * The content of an API reference article: title and description, the
 * authentication schemes, every operation by tag, and every schema. Rendered
 * on the server only: the browser keeps this HTML as it is (see ApiPage), so
 * nothing here may rely on React in the browser (no state, no event props);
 * behaviours are enhancers (see enhancers.ts).
 */
export function ApiArticle({ reference, schemasUrl, sampleUrls, oauthRedirectUrl }: ApiArticleProps) {
  const schemas = new Map([...reference.schemas, ...(reference.usedSchemas ?? [])].map((schema) => [schema.name, schema]));
  // On an element of the article's own HTML, which a client navigation takes as it is.
  const fragments = useFragmentsAttribute();
  const samples = sampleUrls === undefined ? {} : { [SAMPLE_FILES_ATTRIBUTE]: JSON.stringify(sampleUrls) };
  const signIn = oauthRedirectUrl === undefined ? {} : { [OAUTH_REDIRECT_ATTRIBUTE]: oauthRedirectUrl };
  const { groups, ungrouped } = groupedTags(reference);
  const webhooks = reference.webhooks ?? [];
  return (
    <SampleFilesContext.Provider value={sampleUrls}>
      <header className="api-reference__header" {...fragments} {...samples} {...signIn}>
        <h1>{reference.title}</h1>
        {reference.info?.summary !== undefined && <p className="api-reference__summary">{reference.info.summary}</p>}
        {reference.version !== '' && <p className="api-reference__version">Version {reference.version}</p>}
        <SpecFacts info={reference.info} downloads={reference.downloads} />
        {reference.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />}
        <Servers servers={reference.servers} />
      </header>
      {reference.securitySchemes.length > 0 && <AuthenticationSection schemes={reference.securitySchemes} title={securitySectionTitle(reference)} />}
      {groups.map(({ group, tags }) => (
        <section className="api-group" id={group.anchor} key={group.anchor}>
          <h2 className="api-group__title">{group.name}</h2>
          {tags.map((tag) => (
            <TagSection key={tag.anchor} tag={tag} schemasUrl={schemasUrl} schemas={schemas} />
          ))}
        </section>
      ))}
      {ungrouped.map((tag) => (
        <TagSection key={tag.anchor} tag={tag} schemasUrl={schemasUrl} schemas={schemas} />
      ))}
      {webhooks.length > 0 && (
        <section className="api-tag" id="webhooks">
          <div className="api-section">
            <h2>Webhooks</h2>
            <p>Requests the API sends to your server when something happens: the payload it sends, and the responses it expects back.</p>
          </div>
          {webhooks.map((operation) => (
            <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} lightens />
          ))}
        </section>
      )}
      {reference.webhookPages !== undefined && <WebhookPages pages={reference.webhookPages} />}
      {reference.schemas.length > 0 && <SchemasSection named={reference.schemas} schemas={schemas} />}
    </SampleFilesContext.Provider>
  );
}

/** Every named schema under its `#schema-<Name>` anchor: each shown with its description, or, when there are many, as a compact list of names. */
function SchemasSection({ named, schemas }: { readonly named: readonly NamedSchemaView[]; readonly schemas: ReadonlyMap<string, NamedSchemaView> }) {
  if (named.length > SCHEMAS_SHOWN_WHOLE) {
    return (
      <section className="api-section" id="schemas">
        <h2>Schemas</h2>
        <p>The {named.length} schemas of the API, by name. Each opens here, with its properties, when you choose it or a link leads to it.</p>
        <DeferredEntries
          className="api-schema-index"
          label="Schemas"
          entries={named.map((schema) => ({ anchor: schema.anchor, label: schema.name, content: <SchemaEntry schema={schema} schemas={schemas} /> }))}
        />
      </section>
    );
  }
  return (
    <section className="api-section" id="schemas">
      <h2>Schemas</h2>
      {named.map((schema) => (
        <section className="api-schema" id={schema.anchor} key={schema.anchor}>
          <SchemaHeading schema={schema} />
          <NamedSchema schema={schema} schemas={schemas} />
        </section>
      ))}
    </section>
  );
}

function SchemaHeading({ schema }: { readonly schema: NamedSchemaView }) {
  return (
    <h3>
      {schema.name}
      <a className="hash-link" href={`#${schema.anchor}`} aria-label={`Direct link to ${schema.name}`} title={`Direct link to ${schema.name}`} />
    </h3>
  );
}

/** A schema of the compact list, opened: its name, its description and its tree's first level. */
function SchemaEntry({ schema, schemas }: { readonly schema: NamedSchemaView; readonly schemas: ReadonlyMap<string, NamedSchemaView> }) {
  return (
    <div className="api-schema">
      <SchemaHeading schema={schema} />
      <SchemaTree schema={schema.schema} setting={{ direction: undefined, schemas, schemasUrl: undefined, within: schema.name }} />
    </div>
  );
}

/** Where the webhooks of a reference split per tag are: on the pages of their tags, and those without one on a page of their own. */
function WebhookPages({ pages }: { readonly pages: NonNullable<ApiReference['webhookPages']> }) {
  return (
    <section className="api-tag" id="webhooks">
      <div className="api-section">
        <h2>Webhooks</h2>
        <p>Requests the API sends to your server when something happens. They are listed with the operations of their tags:</p>
        <ul>
          {pages.map((page) => (
            <li key={page.pageUrl}>
              <a href={page.pageUrl}>{page.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
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
      <Deferred
        contentKey={JSON.stringify(['schema-section', schema.name])}
        label={`Show ${schema.schema.kind === 'choice' ? 'variants' : 'properties'} of ${schema.name}`}
        recursionMark={`recursive: ${schema.name}`}
      >
        <SchemaTree schema={{ ...schema.schema, descriptionHtml: undefined }} setting={setting} />
      </Deferred>
    </>
  );
}

interface TagSectionProps {
  readonly tag: TagView;
  readonly schemasUrl: string | undefined;
  readonly schemas: ReadonlyMap<string, NamedSchemaView>;
}

function TagSection({ tag, schemasUrl, schemas }: TagSectionProps) {
  return (
    <section className="api-tag" id={tag.anchor}>
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
        <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} lightens />
      ))}
    </section>
  );
}
