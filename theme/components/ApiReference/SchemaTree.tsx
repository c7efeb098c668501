import type { ChoiceView, NamedSchemaView, PropertyView, SchemaDirection, SchemaFacts, SchemaView } from '../../../renderer/shared/api-reference.js';
import { Fragment } from 'react';
import { Deferred } from './Deferred.js';

/** Where a tree is shown, which decides what it shows and how it links. */
export interface TreeSetting {
  /** Request trees show each named schema's request view, response trees its response view; none: the schemas section. */
  readonly direction: SchemaDirection | undefined;
  /** The named schemas of this page, to open in place (empty when they are on another page). */
  readonly schemas: ReadonlyMap<string, NamedSchemaView>;
  /** URL of the page with the schemas section, when it is another page; undefined: this page. */
  readonly schemasUrl: string | undefined;
  /** The named schema whose content this is: a reference to it inside is marked, never opened. */
  readonly within?: string;
}

export interface SchemaTreeProps {
  readonly schema: SchemaView;
  readonly setting: TreeSetting;
}

/**
 * A schema as a tree: its first level in the page, each deeper level behind
 * a control that opens it in place from the page's fragments file (see
 * Deferred). A named schema opens from its own view, one fragment per schema
 * and direction wherever it is used, and is marked where it recurs inside
 * itself, never expanded.
 */
export function SchemaTree({ schema, setting }: SchemaTreeProps) {
  const array = schema.kind === 'array' ? schema : undefined;
  const ref = schema.kind === 'ref' ? schema : array?.items?.kind === 'ref' ? array.items : undefined;
  return (
    <div className="schema">
      <Facts facts={schema} />
      {array !== undefined && (
        <p className="schema__summary">
          Array of <TypeLabel schema={array.items} schemasUrl={setting.schemasUrl} />
        </p>
      )}
      {ref !== undefined ? (
        <NamedLevel schema={ref} setting={setting} />
      ) : (
        <SchemaBody schema={schema} setting={setting} label={array !== undefined ? 'items' : (setting.within ?? 'the schema')} />
      )}
    </div>
  );
}

/**
 * The first level of the named schema a tree is (a body's `Pet`, a variant's `Card`), in the page: what the
 * reader came for is there on load, as Redoc, Scalar and Stoplight show it; its deeper levels stay behind
 * their controls. Where it is the schema it is in, it is marked instead.
 */
function NamedLevel({ schema, setting }: { readonly schema: SchemaView & { readonly kind: 'ref' }; readonly setting: TreeSetting }) {
  const named = schema.name === setting.within ? undefined : setting.schemas.get(schema.name);
  if (named === undefined) return <Nested schema={schema} setting={setting} label={schema.name} />;
  const view = viewFor(named, setting.direction);
  if (!isExpandable(view, setting)) return null;
  return (
    <>
      {/* The use's own description (shown by whoever shows the use) speaks for it; else the schema's. */}
      <Facts facts={{ ...view, descriptionHtml: schema.descriptionHtml === undefined ? view.descriptionHtml : undefined, enumValues: undefined }} />
      <SchemaBody schema={view} setting={{ ...setting, within: named.name }} label={named.name} />
    </>
  );
}

function viewFor(named: NamedSchemaView, direction: SchemaDirection | undefined): SchemaView {
  return (direction === 'request' ? named.request : direction === 'response' ? named.response : undefined) ?? named.schema;
}

/** One level of a schema, without its own description (shown once, by whoever shows the schema): properties, items, variants. */
function SchemaBody({ schema, setting, label }: { readonly schema: SchemaView; readonly setting: TreeSetting; readonly label: string }) {
  switch (schema.kind) {
    case 'object':
      return (
        <>
          {schema.properties.length > 0 && (
            <ul className="schema__properties">
              {schema.properties.map((property) => (
                <Property key={property.name} property={property} setting={setting} />
              ))}
            </ul>
          )}
          {schema.additionalProperties !== undefined && (
            <div className="schema__additional">
              Other properties:{' '}
              {schema.additionalProperties === true ? 'any value' : <TypeLabel schema={schema.additionalProperties} schemasUrl={setting.schemasUrl} />}
              {schema.additionalProperties !== true && <Nested schema={schema.additionalProperties} setting={setting} label="other properties" />}
            </div>
          )}
          {schema.patternProperties?.map(({ pattern, schema: matching }) => (
            <div className="schema__additional" key={pattern}>
              Properties matching <code>{pattern}</code>: <TypeLabel schema={matching} schemasUrl={setting.schemasUrl} />
              <Facts facts={matching} />
              <Nested schema={matching} setting={setting} label={`properties matching ${pattern}`} />
            </div>
          ))}
          {schema.choice !== undefined && <Choice choice={schema.choice} setting={setting} label={label} />}
        </>
      );
    case 'choice':
      return <Choice choice={schema.choice} setting={setting} label={label} />;
    case 'array': {
      const items = schema.items;
      if (items === undefined) return null;
      if (items.kind === 'ref') return <Nested schema={items} setting={setting} label={label} />;
      return isExpandable(items, setting) ? <SchemaBody schema={items} setting={setting} label={label} /> : null;
    }
    default:
      return null;
  }
}

function Property({ property, setting }: { readonly property: PropertyView; readonly setting: TreeSetting }) {
  const { schema } = property;
  const named = namedFacts(schema, setting);
  return (
    // Lean markup: a page lists hundreds of properties, so they carry no class the list's own selectors can spare.
    <li className={schema.deprecated ? 'schema__property--deprecated' : undefined}>
      <code className="schema__name">{property.name}</code> <TypeLabel schema={schema} schemasUrl={setting.schemasUrl} />
      {property.required && <span className="schema__badge schema__required">required</span>}
      {schema.nullable && <span className="schema__badge">nullable</span>}
      {schema.deprecated && <span className="schema__badge schema__deprecated">deprecated</span>}
      {/* A named enum or scalar has no level to open: its facts are shown here, described by the use if it says more. */}
      <Facts
        facts={
          named === undefined
            ? { ...schema, deprecated: undefined, nullable: undefined }
            : { ...named, descriptionHtml: schema.descriptionHtml ?? named.descriptionHtml, enumValues: schema.enumValues ?? named.enumValues }
        }
      />
      <Nested schema={schema} setting={setting} label={property.name} />
    </li>
  );
}

/** The facts of the named schema a property refers to, when it has no properties to open. */
function namedFacts(schema: SchemaView, setting: TreeSetting): SchemaFacts | undefined {
  if (schema.kind !== 'ref') return undefined;
  const named = setting.schemas.get(schema.name);
  if (named === undefined) return undefined;
  const view = viewFor(named, setting.direction);
  return isExpandable(view, setting) ? undefined : view;
}

/** The control that opens what lies below a property: an inline object, a choice, items, or a named schema. */
function Nested({ schema, setting, label }: { readonly schema: SchemaView; readonly setting: TreeSetting; readonly label: string }) {
  const target = schema.kind === 'array' && schema.items !== undefined ? schema.items : schema;
  if (target.kind === 'ref') {
    if (target.name === setting.within) return <span className="schema__recursive">recursive: {target.name}</span>;
    const named = setting.schemas.get(target.name);
    if (named === undefined) return null;
    const view = viewFor(named, setting.direction);
    if (!isExpandable(view, setting)) return null;
    return (
      <Deferred
        contentKey={JSON.stringify(['schema', target.name, setting.direction ?? '', setting.schemasUrl ?? ''])}
        label={`Show properties of ${label}`}
        recursionMark={`recursive: ${target.name}`}
      >
        {view.descriptionHtml !== undefined && <div className="schema__description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />}
        <SchemaBody schema={view} setting={{ ...setting, within: target.name }} label={target.name} />
      </Deferred>
    );
  }
  if (!isExpandable(target, setting)) return null;
  return (
    <Deferred
      contentKey={JSON.stringify(['inline', target, setting.direction ?? '', setting.schemasUrl ?? '', setting.within ?? ''])}
      label={`Show ${target.kind === 'choice' ? 'variants' : 'properties'} of ${label}`}
    >
      <SchemaBody schema={target} setting={setting} label={label} />
    </Deferred>
  );
}

/** Whether a schema has a level below it to show: properties, variants, or items that have one. */
function isExpandable(schema: SchemaView, setting: TreeSetting): boolean {
  switch (schema.kind) {
    case 'object':
      return (
        schema.properties.length > 0 ||
        schema.choice !== undefined ||
        schema.patternProperties !== undefined ||
        (schema.additionalProperties !== undefined && schema.additionalProperties !== true)
      );
    case 'choice':
      return true;
    case 'array':
      return schema.items !== undefined && isExpandable(schema.items, setting);
    case 'ref': {
      const named = setting.schemas.get(schema.name);
      return named !== undefined && schema.name !== setting.within && isExpandable(viewFor(named, setting.direction), { ...setting, within: schema.name });
    }
    default:
      return false;
  }
}

/** `oneOf`/`anyOf`: a button per variant (the enhancer switches them), the discriminator's mapping, and the first variant shown. */
function Choice({ choice, setting, label }: { readonly choice: ChoiceView; readonly setting: TreeSetting; readonly label: string }) {
  const { discriminator } = choice;
  return (
    <div className="schema-choice" data-choice="">
      <p className="schema-choice__title">
        {choice.combinator === 'oneOf' ? 'One of' : 'Any of'}
        {discriminator !== undefined && (
          <>
            , chosen by <code>{discriminator.propertyName}</code>
          </>
        )}
        :
      </p>
      <div className="schema-choice__variants" role="group" aria-label={`Variants of ${label}`}>
        {choice.variants.map((variant, index) => (
          <button type="button" key={index} className="schema-choice__variant" aria-pressed={index === 0} data-variant={index}>
            {variant.label}
          </button>
        ))}
      </div>
      {discriminator !== undefined && discriminator.mapping.length > 0 && (
        <dl className="schema-choice__mapping">
          {discriminator.mapping.map((entry) => (
            <div key={entry.value}>
              <dt>
                <code>
                  {discriminator.propertyName}: {entry.value}
                </code>
              </dt>
              <dd>
                {entry.anchor === undefined ? (
                  entry.schema
                ) : (
                  <a className="schema__type schema__type--ref" href={`${setting.schemasUrl ?? ''}#${entry.anchor}`}>
                    {entry.schema}
                  </a>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {choice.variants.map((variant, index) => (
        <div className="schema-choice__panel" key={index} data-variant-panel={index} hidden={index > 0}>
          <SchemaTree schema={variant.schema} setting={setting} />
        </div>
      ))}
    </div>
  );
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
        {'array of '}
        <TypeLabel schema={schema.items} schemasUrl={schemasUrl} />
      </span>
    );
  }
  if (schema.kind === 'choice') return <span className="schema__type">{schema.choice.combinator === 'oneOf' ? 'one of' : 'any of'}</span>;
  // One text node: React would put a comment between two.
  return <span className="schema__type">{schema.format === undefined ? schema.type || 'any' : `${schema.type || 'any'} (${schema.format})`}</span>;
}

/** Description, flags, enum values, default and constraints. */
export function Facts({ facts }: { readonly facts: SchemaFacts }) {
  const hasFacts =
    facts.enumValues !== undefined ||
    facts.constValue !== undefined ||
    facts.itemEnumValues !== undefined ||
    facts.defaultValue !== undefined ||
    facts.constraints.length > 0 ||
    facts.deprecated ||
    facts.nullable;
  return (
    <>
      {facts.descriptionHtml !== undefined && <div className="schema__description" dangerouslySetInnerHTML={{ __html: facts.descriptionHtml }} />}
      {hasFacts && (
        <ul className="schema__facts">
          {facts.deprecated && <li className="schema__deprecated">Deprecated</li>}
          {facts.nullable && <li>Nullable</li>}
          {facts.enumValues !== undefined && <Values label="One of" values={facts.enumValues} />}
          {facts.constValue !== undefined && <Values label="Always" values={[facts.constValue]} />}
          {facts.itemEnumValues !== undefined && <Values label="Each item one of" values={facts.itemEnumValues} />}
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

function Values({ label, values }: { readonly label: string; readonly values: readonly string[] }) {
  return (
    <li>
      {/* One text node: React would put a comment between two. */}
      {`${label}: `}
      {/* No element around each value: a long enum repeats on every property that uses it, and elements weigh on the page's budget. */}
      {values.map((value, index) => (
        <Fragment key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </Fragment>
      ))}
    </li>
  );
}
