import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext } from '../page-context.js';
import { makePage } from '../testing/make-page.js';
import { ExecutionEnvironment, Head, Layout, Link, Translate, translate } from './components.js';
import { collectPageHead } from './page-head.js';
import { withBaseUrl } from './site-context.js';

const inSite = (element: React.ReactElement, baseUrl = '/docs/') =>
  renderToString(<PageContext.Provider value={makePage({ site: { baseUrl } })}>{element}</PageContext.Provider>);

describe("a React page's components", () => {
  it('join site paths with the baseUrl, and leave URLs, other paths and joined paths as written', () => {
    expect(withBaseUrl('/img/logo.svg', '/docs/')).toBe('/docs/img/logo.svg');
    expect(withBaseUrl('/docs/img/logo.svg', '/docs/')).toBe('/docs/img/logo.svg');
    expect(withBaseUrl('https://example.org/a', '/docs/')).toBe('https://example.org/a');
    expect(withBaseUrl('//cdn.example.org/a.js', '/docs/')).toBe('//cdn.example.org/a.js');
    expect(withBaseUrl('img/logo.svg', '/docs/')).toBe('img/logo.svg');
    expect(inSite(<Link to="/intro">Intro</Link>)).toBe('<a href="/docs/intro">Intro</a>');
    expect(inSite(<Link href="https://example.org">Out</Link>)).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('give the title and description the page names, from Layout or Head, the last named winning', () => {
    const { head } = collectPageHead(() =>
      inSite(
        <Layout title="First" description="About it">
          <Head>
            <title>Second title</title>
            <meta name="robots" content="noindex" />
          </Head>
        </Layout>,
      ),
    );
    expect(head).toEqual({ title: 'Second title', description: 'About it' });
    expect(collectPageHead(() => inSite(<Layout>text</Layout>)).head).toEqual({});
  });

  it('show text as written with its placeholders filled, and say the server has no DOM', () => {
    expect(translate({ message: 'Hello {name}, {unknown}', id: 'greet' }, { name: 'Ada' })).toBe('Hello Ada, {unknown}');
    expect(translate({ id: 'only.id' })).toBe('only.id');
    expect(renderToString(<Translate values={{ count: <b>3</b> }}>{'You have {count} items'}</Translate>)).toBe('You have <span><b>3</b></span> items');
    expect(ExecutionEnvironment.canUseDOM).toBe(false);
  });
});
