import { describe, expect, it } from 'vitest';
import type { ApiReference, OperationView } from '../shared/api-reference.js';
import { recordOfApiReference, recordOfPageHtml, sectionsOfHtml, STORED_TEXT_LENGTH, synonymTermsOf, withSynonyms } from './page-record.js';

const page = (article: string) =>
  `<nav class="navbar"><a href="/">Home</a> Navbar words</nav><aside>Sidebar words</aside><main><article class="doc"><header><h1>Check entitlement</h1></header>${article}</article><nav class="pagination">Next page</nav></main>`;

describe('sectionsOfHtml', () => {
  it('reads the article only, cut into sections at headings with ids', () => {
    const sections = sectionsOfHtml(
      page(
        '<p>Intro <strong>text</strong>.</p><h2 id="the-calls">The calls<a class="hash-link" href="#the-calls"></a></h2><p>Both calls.</p><h3 id="tokens">Token <code>kind</code></h3><p>More.</p>',
      ),
      { article: true },
    );
    expect(sections).toEqual([
      { anchor: '', title: '', text: 'Intro text.' },
      { anchor: 'the-calls', title: 'The calls', text: 'Both calls.' },
      { anchor: 'tokens', title: 'Token kind', text: 'More.' },
    ]);
  });

  it('keeps words apart across blocks and together across inline elements, and leaves out controls and hidden helpers', () => {
    const [section] = sectionsOfHtml(
      page(
        '<ul><li>one</li><li>two</li></ul><pre><code><span class="code-line"><span class="token">group</span>_code</span></code></pre><button>Copy</button><span class="visually-hidden">(opens in a new tab)</span><span aria-hidden="true">12</span><div hidden><p>A hidden tab&#x27;s panel</p></div>',
      ),
      { article: true },
    );
    expect(section!.text).toBe("one two group_code A hidden tab's panel");
  });

  it('leaves out a section under a heading whose text is all links, as a "Related pages" list is', () => {
    const sections = sectionsOfHtml(
      page(
        '<p>Intro with <a href="/a">a link</a> in its text.</p><h2 id="use">Use</h2><p>See <a href="/b">the guide</a> first.</p><h2 id="related-pages">Related pages</h2><ul><li><a href="/c">Cancel a purchase</a></li><li><a href="/d">Refunds</a>.</li></ul>',
      ),
      { article: true },
    );
    expect(sections.map((section) => section.anchor)).toEqual(['', 'use']);
  });

  it('counts letters of any script in telling a list of links from text', () => {
    const sections = sectionsOfHtml(
      page(
        '<h2 id="siehe">Siehe auch</h2><ul><li><a href="/a">Übersicht</a> –</li><li><a href="/b">Рецепты</a>.</li></ul><h2 id="text">Текст</h2><p>Длинный текст, <a href="/c">ссылка</a>, ещё текст.</p>',
      ),
      { article: true },
    );
    expect(sections.map((section) => section.anchor)).toEqual(['', 'text']);
  });

  it('stops at the end of the article, past nested articles (category cards), and starts with the text before the first heading, empty or not', () => {
    expect(sectionsOfHtml(page('<h2 id="a">A</h2><p>Text</p>'), { article: true })[0]).toEqual({ anchor: '', title: '', text: '' });
    const sections = sectionsOfHtml(page('<article class="card"><h2 class="card__title">Card</h2><p>Card text</p></article><p>After the card.</p>'), {
      article: true,
    });
    expect(sections).toEqual([{ anchor: '', title: '', text: 'Card Card text After the card.' }]);
  });
});

describe('recordOfPageHtml', () => {
  it('weighs a term in a heading above one in the text, and the page title in every section of a doc', () => {
    const record = recordOfPageHtml({
      title: 'Check entitlement',
      html: page('<p>Ask whether the reader may see the content.</p><h2 id="refunds">Refunds</h2><p>A word about payments.</p>'),
    });
    const [intro, refunds] = record.sections;
    expect(intro!.terms.get('entitl')!).toBeGreaterThan(intro!.terms.get('reader')!);
    expect(refunds!.terms.get('refund')!).toBeGreaterThan(refunds!.terms.get('payment')!);
    expect(refunds!.terms.get('entitl')).toBe(intro!.terms.get('entitl'));
    expect(refunds!.terms.get('entitl')!).toBeGreaterThan(refunds!.terms.get('refund')!);
  });

  it("holds the page's description in its first section, found by it at the least weight", () => {
    const record = recordOfPageHtml({
      title: 'Gift redeem',
      description: 'The recipient of a gift subscription claims it.',
      html: page('<p>A gift is a purchase.</p><h2 id="fields">Fields</h2><p>The gift code.</p>'),
    });
    const [intro, fields] = record.sections;
    expect(intro!.terms.get('subscript')).toBe(1);
    expect(intro!.text).toBe('A gift is a purchase.');
    expect(fields!.terms.has('subscript')).toBe(false);
  });

  it("reads a category's cards as links: the page is found by its own words, not its cards'", () => {
    const record = recordOfPageHtml({
      title: 'Fragments',
      html: page(
        `<p class="doc__description">Pieces of interface.</p><section class="card-grid">${['Gift redeem', 'Prices', 'Welcome', 'Spinner', 'Snackbar', 'Teaser']
          .map((name) => `<article class="card"><a href="/${name}"><h2>${name}</h2><p>The ${name} fragment, and a gift subscription.</p></a></article>`)
          .join('')}</section>`,
      ),
    });
    expect(record.sections).toHaveLength(1);
    expect(record.sections[0]!.text).toBe('Pieces of interface.');
    expect(record.sections[0]!.terms.has('gift')).toBe(false);
  });

  it('holds the synonyms of what a section says, below what it says', () => {
    const record = withSynonyms(
      recordOfPageHtml({
        title: 'Voluntary contribution',
        html: page('<p>A voluntary contribution supports a publisher.</p><h2 id="keys">Keys</h2><p>Use an API user token.</p>'),
      }),
      synonymTermsOf([
        ['donation', 'voluntary contribution'],
        ['api key', 'api user token'],
      ]),
    );
    const [intro, keys] = record.sections;
    expect(intro!.terms.get('donat')).toBeGreaterThan(0);
    expect(intro!.terms.get('donat')!).toBeLessThan(intro!.terms.get('contribut')!);
    expect(keys!.terms.get('kei')).toBeGreaterThan(0);
    expect(intro!.terms.has('kei')).toBe(false);
  });

  it('weighs a term in a short heading above the same term in a long one (a heading is more about each of fewer words)', () => {
    const record = recordOfPageHtml({
      title: 'Rules',
      html: page(
        '<h2 id="short">Whitelist rules</h2><p>Who may read.</p><h2 id="long">Access, consumables, renewals and whitelisting</h2><p>Who may read.</p>',
      ),
    });
    const [, short, long] = record.sections;
    expect(short!.terms.get('whitelist')!).toBeGreaterThan(long!.terms.get('whitelist')!);
  });

  it('keeps the text of a long section for excerpts only up to a bound, but every term', () => {
    const long = `${'word '.repeat(1_000)}farewell`;
    const [section] = recordOfPageHtml({ title: 'T', html: page(`<p>${long}</p>`) }).sections;
    expect(section!.text.length).toBeLessThanOrEqual(STORED_TEXT_LENGTH + 2);
    expect(section!.text.endsWith(' …')).toBe(true);
    expect(section!.terms.get('farewel')!).toBeGreaterThan(0);
  });
});

describe('recordOfApiReference', () => {
  const operation = (anchor: string, method: string, path: string, summary: string): OperationView => ({
    anchor,
    method,
    path,
    summary,
    descriptionHtml: `<p>${summary} in detail.</p>`,
    deprecated: false,
    security: [],
    parameters: [],
    responses: [],
    samples: [],
  });
  const reference = {
    title: 'Transaction API',
    version: '1',
    descriptionHtml: '<p>The API.</p><h2 id="token-kinds">Token kinds</h2><p>Two kinds.</p>',
    descriptionHeadings: [{ depth: 2, text: 'Token kinds', id: 'token-kinds' }],
    servers: [],
    tags: [
      { name: 'Purchases', anchor: 'tag-purchases', operations: [operation('cancelPurchase', 'post', '/purchases/{id}/cancel', 'Cancel a purchase')] },
      { name: 'Elsewhere', anchor: 'tag-elsewhere', pageUrl: '/api/t/elsewhere', operations: [operation('notHere', 'get', '/x', 'Not on this page')] },
    ],
    schemas: [
      {
        name: 'Purchase',
        anchor: 'schema-Purchase',
        schema: { kind: 'object', type: 'object', constraints: [], descriptionHtml: '<p>A purchase.</p>', properties: [] },
      },
    ],
    securitySchemes: [],
    info: { summary: 'Purchases and entitlements.' },
  } as unknown as ApiReference;

  it('has the description, one section per operation of this page (badge, path, operationId as a term) and per schema', () => {
    const record = recordOfApiReference({ title: 'Transaction API', reference });
    expect(record.sections.map(({ anchor, title, badge, detail }) => ({ anchor, title, badge, detail }))).toEqual([
      { anchor: '', title: '', badge: undefined, detail: undefined },
      { anchor: 'token-kinds', title: 'Token kinds', badge: undefined, detail: undefined },
      { anchor: 'cancelPurchase', title: 'Cancel a purchase', badge: 'post', detail: '/purchases/{id}/cancel' },
      { anchor: 'schema-Purchase', title: 'Purchase', badge: 'schema', detail: undefined },
    ]);
    expect(record.sections[0]!.text).toBe('Purchases and entitlements. The API.');
    expect([...record.sections[2]!.terms.keys()]).toEqual(expect.arrayContaining(['cancelpurchas', 'cancel', 'purchas', 'post', 'id']));
  });

  it('has the body fields of an operation with their places, each once, without thinning out its own words', () => {
    const refund: OperationView = {
      ...operation('refundPurchase', 'post', '/purchases/{id}/refund', 'Refund a purchase'),
      requestBody: {
        required: true,
        content: [
          { mediaType: 'application/json', schema: { kind: 'ref', name: 'Refund', anchor: 'schema-Refund', type: 'Refund', constraints: [] }, examples: [] },
        ],
      },
      responses: [
        {
          status: '200',
          content: [
            {
              mediaType: 'application/json',
              schema: {
                kind: 'object',
                type: 'object',
                constraints: [],
                properties: [{ name: 'refundedAmount', required: true, schema: { kind: 'primitive', type: 'number', constraints: [] } }],
              },
              examples: [],
            },
          ],
        },
      ],
    };
    const field = (name: string) => ({ name, required: false, schema: { kind: 'primitive', type: 'string', constraints: [] } });
    const withBody = {
      ...reference,
      tags: [{ name: 'Purchases', anchor: 'tag-purchases', operations: [refund] }],
      schemas: [
        {
          name: 'Refund',
          anchor: 'schema-Refund',
          schema: { kind: 'object', type: 'object', constraints: [], properties: [field('reason'), field('refundedAmount')] },
        },
      ],
    } as unknown as ApiReference;
    const section = recordOfApiReference({ title: 'Transaction API', reference: withBody }).sections.find((each) => each.anchor === 'refundPurchase')!;
    expect(section.text).toBe('Refund a purchase in detail. refundPurchase › body › reason · refundPurchase › body › refundedAmount');
    expect(section.terms.get('reason')).toBeGreaterThan(0);
    const bare = recordOfApiReference({
      title: 'Transaction API',
      reference: {
        ...withBody,
        tags: [{ ...withBody.tags[0]!, operations: [operation('refundPurchase', 'post', '/purchases/{id}/refund', 'Refund a purchase')] }],
      } as ApiReference,
    });
    const without = bare.sections.find((each) => each.anchor === 'refundPurchase')!;
    expect(section.terms.get('detail')).toBe(without.terms.get('detail'));
  });
});
