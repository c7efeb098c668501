import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paginator } from './index.js';

describe('Paginator', () => {
  it('links the previous and next pages with their sublabels', () => {
    const html = renderToString(
      <Paginator prev={{ label: 'Setup', href: '/setup', external: false }} next={{ label: 'Events', href: '/events', external: false }} />,
    );
    expect(html).toMatch(/^<nav class="paginator" aria-label="Docs pages">/);
    expect(html).toContain('href="/setup" rel="prev"><span class="paginator__sublabel">Previous</span><span class="paginator__label">Setup</span></a>');
    expect(html).toContain('href="/events" rel="next"><span class="paginator__sublabel">Next</span><span class="paginator__label">Events</span></a>');
  });

  it('renders only the side that exists, and nothing when neither does', () => {
    const html = renderToString(<Paginator prev={undefined} next={{ label: 'Events', href: '/events', external: false }} />);
    expect(html).not.toContain('Previous');
    expect(renderToString(<Paginator prev={undefined} next={undefined} />)).toBe('');
  });
});
