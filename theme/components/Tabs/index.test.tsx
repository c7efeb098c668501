import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabItem } from '../TabItem/index.js';
import { Tabs } from './index.js';

function tabTags(html: string): string[] {
  return html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
}

function panelTags(html: string): string[] {
  return html.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? [];
}

const selectedIndexes = (html: string) =>
  tabTags(html).flatMap((tag, index) => (tag.includes('aria-selected="true"') ? [index] : []));

const visiblePanelIndexes = (html: string) =>
  panelTags(html).flatMap((tag, index) => (tag.includes('hidden=""') ? [] : [index]));

describe('Tabs', () => {
  it('selects the first tab by default and hides the other panels', () => {
    const html = renderToString(
      <Tabs>
        <TabItem value="npm">npm install</TabItem>
        <TabItem value="yarn">yarn add</TabItem>
      </Tabs>,
    );
    expect(html).toMatch(/<div class="tabs__list" role="tablist"/);
    expect(selectedIndexes(html)).toEqual([0]);
    expect(visiblePanelIndexes(html)).toEqual([0]);
    expect(html).toMatch(/hidden="">yarn add<\/div>/);
  });

  it('selects the item flagged default, and defaultValue over that', () => {
    const flagged = renderToString(
      <Tabs>
        <TabItem value="npm">a</TabItem>
        <TabItem value="yarn" default>
          b
        </TabItem>
        <TabItem value="pnpm">c</TabItem>
      </Tabs>,
    );
    expect(selectedIndexes(flagged)).toEqual([1]);
    const byValue = renderToString(
      <Tabs defaultValue="pnpm">
        <TabItem value="npm">a</TabItem>
        <TabItem value="yarn" default>
          b
        </TabItem>
        <TabItem value="pnpm">c</TabItem>
      </Tabs>,
    );
    expect(selectedIndexes(byValue)).toEqual([2]);
    expect(visiblePanelIndexes(byValue)).toEqual([2]);
  });

  it('ties each tab to its panel with matching ids', () => {
    const html = renderToString(
      <Tabs groupId="pm">
        <TabItem value="npm">a</TabItem>
        <TabItem value="yarn">b</TabItem>
      </Tabs>,
    );
    expect(html).toContain('data-group-id="pm"');
    tabTags(html).forEach((tab, index) => {
      const tabId = /id="([^"]+)"/.exec(tab)?.[1];
      const controls = /aria-controls="([^"]+)"/.exec(tab)?.[1];
      const panel = panelTags(html)[index]!;
      expect(panel).toContain(`id="${controls}"`);
      expect(panel).toContain(`aria-labelledby="${tabId}"`);
    });
  });

  it('labels tabs from the item, then from values, then with the value itself', () => {
    const html = renderToString(
      <Tabs values={[{ value: 'yarn', label: 'Yarn' }]}>
        <TabItem value="npm" label="npm CLI">a</TabItem>
        <TabItem value="yarn">b</TabItem>
        <TabItem value="pnpm">c</TabItem>
        {'\n'}
      </Tabs>,
    );
    expect(tabTags(html)).toHaveLength(3);
    expect(html).toMatch(/data-value="npm">npm CLI<\/button>/);
    expect(html).toMatch(/data-value="yarn">Yarn<\/button>/);
    expect(html).toMatch(/data-value="pnpm">pnpm<\/button>/);
  });
});
