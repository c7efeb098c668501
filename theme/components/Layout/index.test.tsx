import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePageData } from '../../page-context.js';
import { makePage } from '../../testing/make-page.js';
import { firstFocusableTag } from '../../testing/render.js';
import { Layout } from './index.js';

const bar = { id: 'launch-2', content: 'New: <a href="/changelog">changelog</a>', isCloseable: true, backgroundColor: '#123456', textColor: '#ffffff' };

describe('Layout', () => {
  it('renders the skip link as the first focusable element, even before an announcement bar', () => {
    const page = makePage({ site: { announcementBar: bar, navbar: { items: [] } } });
    const html = renderToString(<Layout page={page}>Body</Layout>);
    expect(firstFocusableTag(html)).toBe('<a class="skip-to-content" href="#__docs_main">');
    expect(html).toContain('>Skip to main content</a>');
    expect(html).toMatch(/<main id="__docs_main"[^>]*>Body<\/main>/);
  });

  it('renders the announcement bar with its trusted HTML, id and a close button when closeable', () => {
    const html = renderToString(<Layout page={makePage({ site: { announcementBar: bar } })} />);
    expect(html).toContain('data-announcement-id="launch-2"');
    expect(html).toContain('New: <a href="/changelog">changelog</a>');
    expect(html).toContain('aria-label="Close"');
  });

  it('omits the close button when the bar is not closeable, and the bar when none is configured', () => {
    const notCloseable = renderToString(<Layout page={makePage({ site: { announcementBar: { ...bar, isCloseable: false } } })} />);
    expect(notCloseable).toContain('data-announcement-id');
    expect(notCloseable).not.toContain('aria-label="Close"');
    expect(renderToString(<Layout page={makePage()} />)).not.toContain('announcement-bar');
  });

  it('provides the page to the components inside it', () => {
    function Title() {
      return <span>{usePageData().title}</span>;
    }
    expect(
      renderToString(
        <Layout page={makePage({ title: 'Webhooks' })}>
          <Title />
        </Layout>,
      ),
    ).toContain('<span>Webhooks</span>');
  });

  it('rejects usePageData outside a Layout with a message that says where to render', () => {
    function Orphan() {
      return <span>{usePageData().title}</span>;
    }
    expect(() => renderToString(<Orphan />)).toThrow(/outside <PageContext.Provider>.*<Layout page/);
  });
});
