/**
 * A large OpenAPI 3.1 spec made in the test, so that no test needs the
 * network: 302 operations under four tags (two of them with a hundred or more),
 * 430 named schemas of which a few are big and shared by many operations,
 * and webhooks with and without a tag. Built with `pagePerTag` it stands for
 * the specs that large APIs publish (GitHub's has 1,200 operations).
 */
import { makeSite } from './cli.js';

export const LARGE_SPEC_NAME = 'scale';

/** Operations per tag, in the order the spec lists them. */
const TAG_SIZES: ReadonlyArray<readonly [string, number]> = [
  ['repos', 130],
  ['issues', 100],
  ['users', 60],
  ['meta', 12],
];
const ENTITIES = 420;
const TAGGED_WEBHOOKS = 12;
const UNTAGGED_WEBHOOKS = 20;

export interface LargeOperation {
  readonly tag: string;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
}

export interface LargeSpec {
  readonly document: Record<string, unknown>;
  readonly operations: readonly LargeOperation[];
  readonly schemas: readonly string[];
  /** Each webhook's anchor and its tag (`undefined`: none). */
  readonly webhooks: ReadonlyArray<{ readonly anchor: string; readonly tag: string | undefined }>;
}

const pad = (n: number) => String(n).padStart(3, '0');

/** `Entity000` … : small objects, most holding the next (in chains of four: a sample holds every level of a request body, and a chain of ten made each POST sample 75 KB and the site 130 MB), so a tree has a level to open. */
function entity(n: number): Record<string, unknown> {
  const last = n % 4 === 3;
  return {
    type: 'object',
    description: `Entity number ${n}, one of the many small objects the API returns inside bigger ones.`,
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string', maxLength: 80, description: 'Its display name.' },
      kind: { type: 'string', enum: ['alpha', 'beta', 'gamma'] },
      created_at: { type: 'string', format: 'date-time' },
      count: { type: 'integer', minimum: 0 },
      ...(!last && { next: { $ref: `#/components/schemas/Entity${pad(n + 1)}` } }),
    },
  };
}

/** A big object shared by many operations: `size` properties, every third a reference to an entity. */
function bigSchema(name: string, size: number, offset: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) {
    const key = `${name.toLowerCase()}_field_${i}`;
    properties[key] =
      i % 3 === 0
        ? { $ref: `#/components/schemas/Entity${pad((offset + i) % ENTITIES)}` }
        : { type: i % 3 === 1 ? 'string' : 'integer', description: `Field ${i} of the ${name}: what it holds, and when the API fills it in.` };
  }
  return { type: 'object', description: `A ${name} as the API returns it.`, properties };
}

export function makeLargeSpec(): LargeSpec {
  const schemas: Record<string, unknown> = {};
  for (let n = 0; n < ENTITIES; n++) schemas[`Entity${pad(n)}`] = entity(n);
  const big = ['Repository', 'Issue', 'User', 'Meta'];
  big.forEach((name, index) => {
    schemas[name] = bigSchema(name, 60, index * 50);
  });
  schemas.Problem = { type: 'object', properties: { message: { type: 'string' }, code: { type: 'integer' } } };

  const paths: Record<string, Record<string, unknown>> = {};
  const operations: LargeOperation[] = [];
  TAG_SIZES.forEach(([tag, count], tagIndex) => {
    const shared = `#/components/schemas/${big[tagIndex]}`;
    for (let i = 0; i < count; i++) {
      const path = `/${tag}/{owner}/item-${i}`;
      const method = i % 2 === 0 ? 'get' : 'post';
      const operationId = `${tag}-item-${i}-${method}`;
      const summary = `${method === 'get' ? 'Get' : 'Update'} ${tag} item ${i}`;
      operations.push({ tag, operationId, method: method.toUpperCase(), path, summary });
      paths[path] = {
        [method]: {
          tags: [tag],
          operationId,
          summary,
          description: `Works on item ${i} of the ${tag}. The owner must be able to see it; otherwise the API answers 404.`,
          parameters: [
            { name: 'owner', in: 'path', required: true, schema: { type: 'string' }, description: 'The account that owns the item.' },
            { name: 'per_page', in: 'query', schema: { type: 'integer', default: 30, maximum: 100 }, description: 'Results per page.' },
          ],
          ...(method === 'post' && { requestBody: { required: true, content: { 'application/json': { schema: { $ref: shared } } } } }),
          responses: {
            '200': { description: 'The item.', content: { 'application/json': { schema: { $ref: shared } } } },
            '404': { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } },
          },
        },
      };
    }
  });

  const webhooks: Record<string, unknown> = {};
  const webhookList: Array<{ anchor: string; tag: string | undefined }> = [];
  for (let i = 0; i < TAGGED_WEBHOOKS + UNTAGGED_WEBHOOKS; i++) {
    const tag = i < TAGGED_WEBHOOKS ? 'repos' : undefined;
    const name = `event-${pad(i)}`;
    webhooks[name] = {
      post: {
        ...(tag !== undefined && { tags: [tag] }),
        summary: `Event ${i} happened`,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/Entity${pad(i)}` } } } },
        responses: { '200': { description: 'Received.' } },
      },
    };
    webhookList.push({ anchor: `webhook-${name}`, tag });
  }

  const document = {
    openapi: '3.1.0',
    info: { title: 'Scale API', version: '1.0.0', description: 'An API with many operations and schemas.' },
    servers: [{ url: 'https://api.scale.example.com' }],
    tags: TAG_SIZES.map(([name]) => ({ name, description: `Operations on ${name}.` })),
    paths,
    webhooks,
    components: { schemas },
  };
  return { document, operations, schemas: Object.keys(schemas), webhooks: webhookList };
}

/**
 * A site whose one spec is the large spec, one page per tag, and a home page linking into it: to a schema
 * listed on the overview, to an operation on a tag page and to a webhook on the webhooks' page.
 */
export async function makeLargeSpecSite(spec: LargeSpec): Promise<string> {
  const schema = spec.schemas[400]!;
  const operation = spec.operations.filter((entry) => entry.tag === 'issues').at(-1)!;
  const webhook = spec.webhooks.at(-1)!;
  const home = [
    '---',
    'title: Home',
    '---',
    '',
    '## Links into the reference',
    '',
    `- [The ${schema} schema](/api/${LARGE_SPEC_NAME}#schema-${schema})`,
    `- [${operation.summary}](/api/${LARGE_SPEC_NAME}/issues#${operation.operationId})`,
    `- [The last webhook](/api/${LARGE_SPEC_NAME}/webhooks#${webhook.anchor})`,
    '',
  ].join('\n');
  return makeSite(
    { [`specs/${LARGE_SPEC_NAME}.json`]: JSON.stringify(spec.document, null, 2), 'content/index.md': home },
    `title: 'Scale', api: { specs: { ${LARGE_SPEC_NAME}: { pagePerTag: true } } }`,
  );
}
