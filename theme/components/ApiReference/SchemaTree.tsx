import type { PropertyView, SchemaFacts, SchemaView } from '../../../renderer/shared/api-reference.js';
import { classNames } from '../../utils/class-names.js';

export interface SchemaTreeProps {
  readonly schema: SchemaView;
  /** URL of the page with the schemas section, when it is another page; undefined: this page. */
  readonly schemasUrl: string | undefined;
}

/**
 * A schema as a tree: objects list their properties, inline nested objects
 * open with a plain <details> (no JavaScript needed), named schemas link to
 * their own section, so a schema that refers to itself never recurses.
 */
export function SchemaTree({ schema, schemasUrl }: SchemaTreeProps) {
  switch (schema.kind) {
    case 'object':
      return <PropertyList schema={schema} schemasUrl={schemasUrl} />;
    case 'array':
      return (
        <div className="schema">
          <p className="schema__summary">
            Array of <TypeLabel schema={schema.items} schemasUrl={schemasUrl} />
          </p>
          <Facts facts={schema} />
          {schema.items && isExpandable(schema.items) && <SchemaTree schema={schema.items} schemasUrl={schemasUrl} />}
        </div>
      );
    case 'composite':
      return (
        <div className="schema">
          <Facts facts={schema} />
          <p className="schema__summary">{COMBINATOR_LABELS[schema.combinator]}</p>
          <ol className="schema__variants">
            {schema.variants.map((variant, index) => (
              <li key={index}>
                <TypeLabel schema={variant} schemasUrl={schemasUrl} />
                {isExpandable(variant) && <SchemaTree schema={variant} schemasUrl={schemasUrl} />}
              </li>
            ))}
          </ol>
        </div>
      );
    default:
      return (
        <div className="schema">
          <p className="schema__summary">
            <TypeLabel schema={schema} schemasUrl={schemasUrl} />
          </p>
          <Facts facts={schema} />
        </div>
      );
  }
}

const COMBINATOR_LABELS = { allOf: 'All of:', oneOf: 'Exactly one of:', anyOf: 'Any of:' } as const;

function PropertyList({ schema, schemasUrl }: { readonly schema: SchemaView & { kind: 'object' }; readonly schemasUrl: string | undefined }) {
  return (
    <div className="schema">
      <Facts facts={schema} />
      {schema.properties.length > 0 && (
        <ul className="schema__properties">
          {schema.properties.map((property) => (
            <Property key={property.name} property={property} schemasUrl={schemasUrl} />
          ))}
        </ul>
      )}
      {schema.additionalProperties !== undefined && (
        <p className="schema__additional">
          Other properties: {schema.additionalProperties === true ? 'any value' : <TypeLabel schema={schema.additionalProperties} schemasUrl={schemasUrl} />}
        </p>
      )}
    </div>
  );
}

function Property({ property, schemasUrl }: { readonly property: PropertyView; readonly schemasUrl: string | undefined }) {
  const { schema } = property;
  const nested = nestedOf(schema);
  return (
    <li className={classNames('schema__property', schema.deprecated && 'schema__property--deprecated')}>
      <div className="schema__property-head">
        <code className="schema__name">{property.name}</code> <TypeLabel schema={schema} schemasUrl={schemasUrl} />
        {property.required && <span className="schema__required">required</span>}
      </div>
      <Facts facts={schema} />
      {nested !== undefined && (
        <details className="schema__nested">
          <summary>{nested.kind === 'composite' ? COMBINATOR_LABELS[nested.combinator].replace(':', '') : 'Properties'}</summary>
          <SchemaTree schema={nested} schemasUrl={schemasUrl} />
        </details>
      )}
    </li>
  );
}

/** What opens below a property: an inline object (or an array of them), or a combination. */
function nestedOf(schema: SchemaView): SchemaView | undefined {
  if (schema.kind === 'object' && (schema.properties.length > 0 || (schema.additionalProperties !== undefined && schema.additionalProperties !== true)))
    return schema;
  if (schema.kind === 'composite') return schema;
  if (schema.kind === 'array' && schema.items && isExpandable(schema.items)) return schema.items;
  return undefined;
}

function isExpandable(schema: SchemaView): boolean {
  return nestedOf(schema) !== undefined;
}

/** `string (date-time)`, `array of Customer`, a link for a named schema. */
export function TypeLabel({ schema, schemasUrl }: { readonly schema: SchemaView | undefined; readonly schemasUrl: string | undefined }) {
  if (schema === undefined) return <span className="schema__type">any</span>;
  if (schema.kind === 'ref') {
    return (
      <a className="schema__type schema__type--ref" href={`${schemasUrl ?? ''}#${schema.anchor}`}>
        {schema.name}
      </a>
    );
  }
  if (schema.kind === 'array') {
    return (
      <span className="schema__type">
        array of <TypeLabel schema={schema.items} schemasUrl={schemasUrl} />
      </span>
    );
  }
  if (schema.kind === 'composite') return <span className="schema__type">{schema.combinator}</span>;
  return (
    <span className="schema__type">
      {schema.type || 'any'}
      {schema.format !== undefined && ` (${schema.format})`}
    </span>
  );
}

/** Description, enum values, default and constraints. */
export function Facts({ facts }: { readonly facts: SchemaFacts }) {
  const hasFacts = facts.enumValues !== undefined || facts.defaultValue !== undefined || facts.constraints.length > 0 || facts.deprecated;
  return (
    <>
      {facts.descriptionHtml !== undefined && <div className="schema__description" dangerouslySetInnerHTML={{ __html: facts.descriptionHtml }} />}
      {hasFacts && (
        <ul className="schema__facts">
          {facts.deprecated && <li className="schema__deprecated">Deprecated</li>}
          {facts.enumValues !== undefined && (
            <li>
              One of:{' '}
              {facts.enumValues.map((value, index) => (
                <span key={value}>
                  {index > 0 && ', '}
                  <code>{value}</code>
                </span>
              ))}
            </li>
          )}
          {facts.defaultValue !== undefined && (
            <li>
              Default: <code>{facts.defaultValue}</code>
            </li>
          )}
          {facts.constraints.map((constraint) => (
            <li key={constraint}>{constraint}</li>
          ))}
        </ul>
      )}
    </>
  );
}
