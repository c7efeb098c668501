import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './index.js';

describe('CodeBlock', () => {
  it('renders a titled, focusable block with the language class', () => {
    const html = renderToString(
      <CodeBlock language="ts" title="init.ts">
        {'const a = 1;\n'}
      </CodeBlock>,
    );
    expect(html).toBe(
      '<div class="code-block"><div class="code-block__title">init.ts</div><pre class="language-ts" tabindex="0"><code>const a = 1;</code></pre></div>',
    );
  });

  it('omits the title bar and language class when not given', () => {
    expect(renderToString(<CodeBlock>{'ls'}</CodeBlock>)).toBe('<div class="code-block"><pre tabindex="0"><code>ls</code></pre></div>');
  });

  it('wraps each line for line numbers when asked', () => {
    const html = renderToString(<CodeBlock showLineNumbers>{'a\nb\n'}</CodeBlock>);
    expect(html).toContain('<div class="code-block code-block--line-numbers">');
    expect(html).toContain('<code><span class="code-line">a\n</span><span class="code-line">b\n</span></code>');
  });

  it('numbers from the line given, through the counter the stylesheet reads', () => {
    const html = renderToString(<CodeBlock showLineNumbers={10}>{'a\nb\n'}</CodeBlock>);
    expect(html).toContain('<code style="--code-line-start:9"><span class="code-line">a\n</span>');
  });
});
