import type { MediaView, OperationView, SchemaView } from '../../../renderer/shared/api-reference.js';
import { CodeBlock } from '../CodeBlock/index.js';
import { CodeSamples } from './CodeSamples.js';
import { Facts, SchemaTree, TypeLabel } from './SchemaTree.js';

export interface OperationProps {
  readonly operation: OperationView;
  readonly schemasUrl: string | undefined;
  /** The named schemas of this page, to show a body's or response's schema in place (empty when they are on another page). */
  readonly schemas: ReadonlyMap<string, SchemaView>;
}

/** One operation: method and path, description, security, parameters, body, responses and example requests. */
export function Operation({ operation, schemasUrl, schemas }: OperationProps) {
  const method = operation.method.toLowerCase();
  return (
    <section className="api-operation" id={operation.anchor}>
      <h3 className="api-operation__title">
        <span className={`api-method api-method--${method}`}>{operation.method}</span> <PathLabel path={operation.path} />
        <a
          className="hash-link"
          href={`#${operation.anchor}`}
          aria-label={`Direct link to ${operation.method} ${operation.path}`}
          title={`Direct link to ${operation.method} ${operation.path}`}
        />
      </h3>
      {operation.summary !== undefined && <p className="api-operation__summary">{operation.summary}</p>}
      {operation.deprecated && <p className="api-operation__deprecated">Deprecated</p>}
      {operation.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}
      <Security security={operation.security} />
      {operation.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          {/* Scrolls sideways on phones: the keyboard must reach it, and a screen reader say what it holds. */}
          <div className="table-scroll" tabIndex={0} role="group" aria-label={`Parameters of ${operation.method} ${operation.path}`}>
            <table className="api-parameters">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>In</th>
                  <th>Type</th>
                  <th>Required</th>
                  <th>Details</th>
                </tr>
              </thead>
              <tbody>
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in}:${parameter.name}`}>
                    <td>
                      <code>{parameter.name}</code>
                    </td>
                    <td>{parameter.in}</td>
                    <td>
                      <TypeLabel schema={parameter.schema} schemasUrl={schemasUrl} />
                    </td>
                    <td>{parameter.required ? 'yes' : 'no'}</td>
                    <td>
                      {parameter.descriptionHtml !== undefined && (
                        <div className="api-description" dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
                      )}
                      <Facts facts={{ ...parameter.schema, descriptionHtml: undefined, deprecated: parameter.deprecated || undefined }} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {operation.requestBody !== undefined && (
        <>
          <h4>Request body{operation.requestBody.required ? '' : ' (optional)'}</h4>
          {operation.requestBody.descriptionHtml !== undefined && (
            <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
          )}
          {operation.requestBody.content.map((media) => (
            <Media key={media.mediaType} media={media} schemasUrl={schemasUrl} schemas={schemas} exampleTitle="Example body" />
          ))}
        </>
      )}
      <h4>Responses</h4>
      <div className="api-responses">
        {operation.responses.map((response) => (
          <div className="api-response" key={response.status}>
            <p className="api-response__status">
              <span className={`api-status api-status--${response.status.charAt(0)}xx`}>{response.status}</span>
            </p>
            {response.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
            {response.content.map((media) => (
              <Media key={media.mediaType} media={media} schemasUrl={schemasUrl} schemas={schemas} exampleTitle={`Example response (${response.status})`} />
            ))}
          </div>
        ))}
      </div>
      <h4>Example request</h4>
      <CodeSamples samples={operation.samples} idPrefix={operation.anchor} label={`${operation.method} ${operation.path}`} />
    </section>
  );
}

interface MediaProps {
  readonly media: MediaView;
  readonly schemasUrl: string | undefined;
  readonly schemas: ReadonlyMap<string, SchemaView>;
  readonly exampleTitle: string;
}

function Media({ media, schemasUrl, schemas, exampleTitle }: MediaProps) {
  const shown = media.schema === undefined ? undefined : inPlace(media.schema, schemas);
  return (
    <div className="api-media">
      <p className="api-media__type">
        <code>{media.mediaType}</code>
        {media.schema !== undefined && (
          <>
            {' '}
            <TypeLabel schema={media.schema} schemasUrl={schemasUrl} />
          </>
        )}
      </p>
      {shown !== undefined && <SchemaTree schema={shown} schemasUrl={schemasUrl} />}
      {media.example !== undefined && (
        <details className="api-example">
          <summary>{exampleTitle}</summary>
          <CodeBlock language="json">{media.example}</CodeBlock>
        </details>
      )}
    </div>
  );
}

/** The schema to show under a body or response: a named schema (or an array of one) opened in place when it is on this page. */
function inPlace(schema: SchemaView, schemas: ReadonlyMap<string, SchemaView>): SchemaView | undefined {
  if (schema.kind === 'ref') return schemas.get(schema.name);
  if (schema.kind === 'array' && schema.items?.kind === 'ref') return schemas.get(schema.items.name);
  return schema;
}

function Security({ security }: { readonly security: OperationView['security'] }) {
  if (security.length === 0) return <p className="api-security">Authentication: none.</p>;
  return (
    <p className="api-security">
      Authentication:{' '}
      {security.map((alternative, index) => (
        <span key={index}>
          {index > 0 && ' or '}
          {alternative.length === 0
            ? 'none'
            : alternative.map((name, part) => (
                <span key={name}>
                  {part > 0 && ' and '}
                  <a href="#authentication">
                    <code>{name}</code>
                  </a>
                </span>
              ))}
        </span>
      ))}
    </p>
  );
}

/** The path with its `{parameters}` marked. */
function PathLabel({ path }: { readonly path: string }) {
  const parts = path.split(/(\{[^}]+\})/);
  return (
    <code className="api-path">
      {parts.map((part, index) =>
        part.startsWith('{') ? (
          <span className="api-path__parameter" key={index}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </code>
  );
}
