import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.js';

describe('excerptOf', () => {
  it('is the first line of text after the front matter and the title, without its Markdown marks', () => {
    expect(excerptOf('---\ntitle: Plans\n---\n\n# Plans\n\nA **plan** is what a [customer](./customers.md) buys, with `trial_days`.\nIt renews.\n')).toBe(
      'A plan is what a customer buys, with trial_days.',
    );
    expect(excerptOf('Plans\n=====\n\nWhat a customer buys.\n')).toBe('What a customer buys.');
  });

  it('passes over imports, fenced code (a shorter fence inside a longer one too), admonition fences and HTML tags', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '````md',
      '```js',
      'example();',
      '```',
      '````',
      '',
      ':::note',
      '<b>Entitlements</b> decide access ~~always~~ :rocket: first.',
      ':::',
    ].join('\n');
    expect(excerptOf(source)).toBe('Entitlements decide access always first.');
  });

  it('takes a heading below h1 as text, without its custom id, and an image by its alt text', () => {
    expect(excerptOf('# Title\n\n## Before you start {#start}\n\nText.\n')).toBe('Before you start');
    expect(excerptOf('![The dashboard](./dashboard.png) shows it.[^1]\n')).toBe('The dashboard shows it.');
    expect(excerptOf('> Quoted first.\n')).toBe('Quoted first.');
    expect(excerptOf('> [!NOTE]\n> Alerts are admonitions.\n')).toBe('Alerts are admonitions.');
  });

  it('is undefined for a doc with no line of text', () => {
    expect(excerptOf('---\ntitle: Empty\n---\n\n# Empty\n\n```sh\nnpm install\n```\n')).toBeUndefined();
  });
});
