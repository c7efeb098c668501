import type { ApiReference, NamedSchemaView, TagView } from '../../../renderer/shared/api-reference.js';
import { groupedTags } from '../../../renderer/shared/api-tag-groups.js';
import { Operation } from './Operation.js';
import { useFragmentsAttribute } from './Deferred.js';
import { SchemaTree } from './SchemaTree.js';
import { Servers } from './Servers.js';
import { AuthenticationSection } from './SecuritySchemes.js';
import { SpecFacts } from './SpecFacts.js';

export interface ApiArticleProps {
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
}

/**
 * The content of an API reference article: title, summary, what `info`
 * says, downloads and description, the authentication schemes, every
 * operation by tag (and tag group), the webhooks, and every schema. Rendered
 * on the server only: the browser keeps this HTML as it is (see ApiPage), so
 * nothing here may rely on React in the browser (no state, no event props);
 * behaviours are enhancers (see enhancers.ts).
 */
export function ApiArticle({ reference, schemasUrl }: ApiArticleProps) {
  const schemas = new Map([...reference.schemas, ...(reference.usedSchemas ?? [])].map((schema) => [schema.name, schema]));
  // On an element of the article's own HTML, which a client navigation takes as it is.
  const fragments = useFragmentsAttribute();
  const { groups, ungrouped } = groupedTags(reference);
  const webhooks = reference.webhooks ?? [];
  return (
    <>
      <header className="api-reference__header" {...fragments}>
        <h1>{reference.title}</h1>
        {reference.info?.summary !== undefined && <p className="api-reference__summary">{reference.info.summary}</p>}
        {reference.version !== '' && <p className="api-reference__version">Version {reference.version}</p>}
        <SpecFacts info={reference.info} downloads={reference.downloads} />
        {reference.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />}
        <Servers servers={reference.servers} />
      </header>
      {reference.securitySchemes.length > 0 && <AuthenticationSection schemes={reference.securitySchemes} />}
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
            <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} />
          ))}
        </section>
      )}
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
        <Operation key={operation.anchor} operation={operation} schemasUrl={schemasUrl} schemas={schemas} />
      ))}
    </section>
  );
}
