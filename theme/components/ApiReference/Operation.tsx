import type { ExampleView, MediaView, NamedSchemaView, OperationView, SchemaDirection } from '../../../renderer/shared/api-reference.js';
import { type ReactNode, useContext } from 'react';
import { CodeBlock } from '../CodeBlock/index.js';
import { CodeSamples, SampleFilesContext } from './CodeSamples.js';
import { Deferred, useWholeInPage } from './Deferred.js';
import { Facts, SchemaTree, TypeLabel } from './SchemaTree.js';
import { SecurityRequirements } from './SecuritySchemes.js';
import { TryIt } from './TryIt.js';

export interface OperationProps {
  readonly operation: OperationView;
  readonly schemasUrl: string | undefined;
  /** The named schemas of this page, to show a body's or response's schema in place (empty when they are on another page). */
  readonly schemas: ReadonlyMap<string, NamedSchemaView>;
}

/**
 * One operation, as a row of two columns: what it is (method and path, description, security,
 * parameters, body, responses), and beside it a panel that stays in view while the row scrolls by,
 * with the example request and the example responses; then its callbacks, each request of theirs
 * an operation of its own. A webhook or callback is a request the API sends, so its panel shows
 * the payload the reader's server receives rather than code that calls the API.
 *
 * One that `lightens` its page (an operation or webhook of the page's list) is whole only while the
 * page stays within its weight budget (render-fragments.ts); else it is its method, path and summary
 * under its anchor (what a reader without JavaScript, or a crawler, reads of it), and a control that
 * loads the rest from the fragments file, which it does by itself as the reader scrolls near it
 * (deferred-enhancer.ts).
 */
export function Operation({ operation, schemasUrl, schemas, lightens = false }: OperationProps & { readonly lightens?: boolean }) {
  const sampleFiles = useContext(SampleFilesContext);
  const contentKey = JSON.stringify(['operation', operation.anchor, schemasUrl ?? '']);
  const inPage = useWholeInPage(contentKey);
  const content = <OperationRow operation={operation} schemasUrl={schemasUrl} schemas={schemas} />;
  if (!lightens || inPage === true) {
    return (
      <section className="api-operation" id={operation.anchor}>
        {content}
      </section>
    );
  }
  // Whole, as the fragments file would have it: rendered once.
  if (inPage !== undefined) return <section className="api-operation" id={operation.anchor} dangerouslySetInnerHTML={{ __html: inPage }} />;
  // Compact, and its parts unclassed (api.css styles them by place): a page may hold hundreds.
  return (
    <section className="api-operation api-operation--lazy" id={operation.anchor}>
      <h3>
        <span className={`api-method api-method--${operation.method.toLowerCase()}`}>{operation.method}</span> <code>{operation.path}</code>
        {operation.deprecated && <span className="api-badge api-badge--deprecated">Deprecated</span>}
      </h3>
      {operation.summary !== undefined && <p>{operation.summary}</p>}
      <Deferred contentKey={contentKey} label={`Show ${operation.method} ${operation.path}`} replaces>
        {/* Deferred content is rendered apart from the page: it gets the page's sample files again. */}
        <SampleFilesContext.Provider value={sampleFiles}>{content}</SampleFilesContext.Provider>
      </Deferred>
    </section>
  );
}

function OperationRow({ operation, schemasUrl, schemas }: OperationProps) {
  const sentByApi = operation.samples.length === 0;
  return (
    <>
      <div className="api-operation__text">
        <OperationText operation={operation} method={operation.method.toLowerCase()} schemasUrl={schemasUrl} schemas={schemas} />
      </div>
      <div className="api-operation__panel">
        <div className="api-operation__samples">
          {!sentByApi && (
            <div className="api-panel-section">
              <h4 className="api-panel-section__title">Example request</h4>
              <CodeSamples samples={operation.samples} idPrefix={operation.anchor} label={`${operation.method} ${operation.path}`} />
            </div>
          )}
          <BodyExamples operation={operation} all={sentByApi} />
          <ResponseExamples operation={operation} />
        </div>
      </div>
      {operation.callbacks !== undefined && (
        <div className="api-callbacks">
          <h4>Callbacks</h4>
          {operation.callbacks.map((callback) => (
            <div className="api-callback" id={callback.anchor} key={callback.anchor}>
              <h5 className="api-callback__name">
                {callback.name}
                <a
                  className="hash-link"
                  href={`#${callback.anchor}`}
                  aria-label={`Direct link to ${callback.name}`}
                  title={`Direct link to ${callback.name}`}
                />
              </h5>
              {callback.operations.map((sent) => (
                <Operation key={sent.anchor} operation={sent} schemasUrl={schemasUrl} schemas={schemas} />
              ))}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function OperationText({ operation, method, schemasUrl, schemas }: OperationProps & { readonly method: string }) {
  return (
    <>
      <h3 className="api-operation__title">
        <span className={`api-method api-method--${method}`}>{operation.method}</span> <PathLabel path={operation.path} />
        {operation.deprecated && <span className="api-badge api-badge--deprecated">Deprecated</span>}
        <a
          className="hash-link"
          href={`#${operation.anchor}`}
          aria-label={`Direct link to ${operation.method} ${operation.path}`}
          title={`Direct link to ${operation.method} ${operation.path}`}
        />
      </h3>
      {operation.summary !== undefined && <p className="api-operation__summary">{operation.summary}</p>}
      {operation.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}
      {/* A request the API sends says nothing of authentication unless its spec does. */}
      {(operation.samples.length > 0 || operation.security.length > 0) && <SecurityRequirements security={operation.security} schemesUrl={schemasUrl} />}
      <TryIt operation={operation} />
      {operation.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          {/* One stacked row per parameter: nothing to scroll sideways, and the description gets the column's full width. */}
          <ul className="api-parameters" aria-label={`Parameters of ${operation.method} ${operation.path}`}>
            {operation.parameters.map((parameter) => (
              <li className="api-parameter" key={`${parameter.in}:${parameter.name}`}>
                <p className="api-parameter__head">
                  <code className="api-parameter__name">{parameter.name}</code> <span className="api-parameter__in">{`in ${parameter.in}`}</span>{' '}
                  <span className="api-parameter__type">
                    <TypeLabel schema={parameter.schema} schemasUrl={schemasUrl} />
                  </span>{' '}
                  <span className={parameter.required ? 'api-parameter__required' : 'api-parameter__optional'}>
                    {parameter.required ? 'required' : 'optional'}
                  </span>
                </p>
                {parameter.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />}
                <Facts facts={{ ...parameter.schema, descriptionHtml: undefined, deprecated: parameter.deprecated || undefined }} />
                {parameter.example !== undefined && (
                  <p className="api-parameter__example">
                    Example: <code>{parameter.example}</code>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {operation.requestBody !== undefined && (
        <>
          <h4>Request body{operation.requestBody.required ? '' : ' (optional)'}</h4>
          {operation.requestBody.descriptionHtml !== undefined && (
            <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
          )}
          {operation.requestBody.content.map((media) => (
            <Media key={media.mediaType} media={media} direction="request" schemasUrl={schemasUrl} schemas={schemas} />
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
              <Media key={media.mediaType} media={media} direction="response" schemasUrl={schemasUrl} schemas={schemas} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * A request body's named examples, when the spec gives several: the sample sends the first, the others are a choice away.
 * `all`: every body's examples, the first open, as the payload of a request the API sends (there is no sample to carry it).
 */
function BodyExamples({ operation, all }: { readonly operation: OperationView; readonly all: boolean }) {
  const media = operation.requestBody?.content.filter(({ examples }) => examples.length > (all ? 0 : 1)) ?? [];
  if (media.length === 0) return null;
  return (
    <div className="api-panel-section">
      <h4 className="api-panel-section__title">{all ? 'Example payload' : 'Example bodies'}</h4>
      {media.map(({ mediaType, examples }, index) => (
        <Examples key={mediaType} examples={examples} open={all && index === 0} summary={<code>{mediaType}</code>} />
      ))}
    </div>
  );
}

/** An example of each response that has a body: the first open, the others a click away. */
function ResponseExamples({ operation }: { readonly operation: OperationView }) {
  const examples = operation.responses.flatMap((response) =>
    response.content.flatMap((media) => (media.examples.length === 0 ? [] : [{ status: response.status, media }])),
  );
  if (examples.length === 0) return null;
  return (
    <div className="api-panel-section">
      <h4 className="api-panel-section__title">Example responses</h4>
      {examples.map(({ status, media }, index) => (
        <Examples
          key={`${status} ${media.mediaType}`}
          examples={media.examples}
          open={index === 0}
          summary={
            <>
              <span className={`api-status api-status--${status.charAt(0)}xx`}>{status}</span> <code>{media.mediaType}</code>
            </>
          }
        />
      ))}
    </div>
  );
}

interface MediaProps {
  readonly media: MediaView;
  readonly direction: SchemaDirection;
  readonly schemasUrl: string | undefined;
  readonly schemas: ReadonlyMap<string, NamedSchemaView>;
}

/** A body's media type and schema tree (its examples are in the panel beside: the request sample, or the example responses). */
function Media({ media, direction, schemasUrl, schemas }: MediaProps) {
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
      {media.schema !== undefined && <SchemaTree schema={media.schema} setting={{ direction, schemas, schemasUrl }} />}
    </div>
  );
}

/** One example, or several named ones with a select of their summaries (the example enhancer switches them; the first is shown). */
function Examples({ examples, summary, open }: { readonly examples: readonly ExampleView[]; readonly summary: ReactNode; readonly open: boolean }) {
  if (examples.length === 1) {
    return (
      <details className="api-example" open={open}>
        <summary>{summary}</summary>
        <CodeBlock language="json">{examples[0]!.value}</CodeBlock>
      </details>
    );
  }
  return (
    <details className="api-example" data-examples="" open={open}>
      <summary>{summary}</summary>
      <label className="api-example__choice">
        Example{' '}
        <select data-example-select="" defaultValue={examples[0]!.name}>
          {examples.map((example) => (
            <option key={example.name} value={example.name}>
              {example.summary ?? example.name}
            </option>
          ))}
        </select>
      </label>
      {examples.map((example, index) => (
        <div key={example.name} data-example={example.name} hidden={index > 0}>
          {example.descriptionHtml !== undefined && <div className="api-description" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />}
          <CodeBlock language="json">{example.value}</CodeBlock>
        </div>
      ))}
    </details>
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
