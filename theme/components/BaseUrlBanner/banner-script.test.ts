import { describe, expect, it } from 'vitest';
import { baseUrlBannerScript } from './banner-script.js';

interface FakeElement {
  readonly attributes: Record<string, string>;
  readonly style: { cssText: string };
  innerHTML: string;
  readonly filled: Record<string, string>;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): { textContent: string };
}

/** Runs the script as the home page served at `pathname` would, returning the banner it put first in the body, if any. */
function runAt(pathname: string, baseUrl: string): FakeElement | undefined {
  let prepended: FakeElement | undefined;
  const createElement = (): FakeElement => {
    const element: FakeElement = {
      attributes: {},
      style: { cssText: '' },
      innerHTML: '',
      filled: {},
      setAttribute: (name, value) => void (element.attributes[name] = value),
      querySelector: (selector) => {
        const name = /^\[data-(\w+)\]$/.exec(selector)![1]!;
        return {
          set textContent(text: string) {
            element.filled[name] = text;
          },
        } as { textContent: string };
      },
    };
    return element;
  };
  // The page's globals, as parameters: the script reads only these two.
  const run = new Function('location', 'document', baseUrlBannerScript(baseUrl)) as (location: unknown, document: unknown) => void;
  run({ pathname }, { createElement, body: { prepend: (element: FakeElement) => (prepended = element) } });
  return prepended;
}

describe('baseUrlBannerScript', () => {
  it('leaves the home page alone when it is served under baseUrl, with or without index.html or the final slash', () => {
    for (const pathname of ['/docs/', '/docs/index.html', '/docs']) expect(runAt(pathname, '/docs/'), pathname).toBeUndefined();
    expect(runAt('/', '/')).toBeUndefined();
    expect(runAt('/d%C3%B6cs/', '/döcs/')).toBeUndefined();
  });

  it('puts an alert first in the body when the home page is served elsewhere, suggesting the path it was served under', () => {
    const banner = runAt('/wrong/index.html', '/docs/')!;
    expect(banner.attributes.role).toBe('alert');
    expect(banner.innerHTML).toContain('This site did not load properly.');
    expect(banner.innerHTML).toContain('A very common reason is a wrong <code>baseUrl</code> setting');
    expect(banner.filled).toEqual({ configured: '/docs/', served: '/wrong/', suggested: '/wrong/' });
    expect(banner.style.cssText).toContain('border:');
    expect(runAt('/wrong', '/')?.filled.suggested).toBe('/wrong/');
  });

  it('cannot end its own <script> element, whatever the baseUrl holds', () => {
    expect(baseUrlBannerScript('/a</script><script>alert(1)</script>/')).not.toContain('</');
  });
});
