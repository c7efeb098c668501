import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../testing/render.js';
import { TabItem } from '../TabItem/index.js';
import { Tabs } from './index.js';

function tabTags(html: string): string[] {
  return html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
}

function panelTags(html: string): string[] {
  return html.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? [];
}

const selectedIndexes = (html: string) => tabTags(html).flatMap((tag, index) => (tag.includes('aria-selected="true"') ? [index] : []));

const visiblePanelIndexes = (html: string) => panelTags(html).flatMap((tag, index) => (tag.includes('hidden=""') ? [] : [index]));

describe('Tabs', () => {
  it('selects the first tab by default and hides the other panels', () => {
    const html = renderHtml(
      <Tabs>
        <TabItem value="npm">npm install</TabItem>
        <TabItem value="yarn">yarn add</TabItem>
      </Tabs>,
    );
    expect(html).toMatch(/<div class="tabs__list" role="tablist"/);
    expect(selectedIndexes(html)).toEqual([0]);
    expect(visiblePanelIndexes(html)).toEqual([0]);
    expect(html).toMatch(/hidden="" data-value="yarn"><p class="tabs__panel-label">yarn<\/p>yarn add<\/div>/);
  });

  it('selects the item flagged default, and defaultValue over that', () => {
    const flagged = renderHtml(
      <Tabs>
        <TabItem value="npm">a</TabItem>
        <TabItem value="yarn" default>
          b
        </TabItem>
        <TabItem value="pnpm">c</TabItem>
      </Tabs>,
    );
    expect(selectedIndexes(flagged)).toEqual([1]);
    const byValue = renderHtml(
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
    const html = renderHtml(
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

  it('renders every panel under its label, for readers without JavaScript', () => {
    const html = renderHtml(
      <Tabs>
        <TabItem value="npm" label="npm CLI">
          npm install
        </TabItem>
        <TabItem value="yarn">yarn add</TabItem>
      </Tabs>,
    );
    expect(html).toContain('<p class="tabs__panel-label">npm CLI</p>npm install</div>');
    expect(html).toContain('<p class="tabs__panel-label">yarn</p>yarn add</div>');
  });

  it('renders only the selected panel when lazy, keeping an empty panel for each other tab', () => {
    const html = renderHtml(
      <Tabs lazy defaultValue="yarn">
        <TabItem value="npm">npm install</TabItem>
        <TabItem value="yarn">yarn add</TabItem>
      </Tabs>,
    );
    expect(html).not.toContain('npm install');
    expect(html).toContain('yarn add');
    expect(panelTags(html)).toHaveLength(2);
  });

  it('orders the tabs as values lists them, then the items it leaves out; a repeated value shows once', () => {
    const html = renderHtml(
      <Tabs values={[{ value: 'pnpm' }, { value: 'gone' }, { value: 'npm', label: 'npm' }]}>
        <TabItem value="npm">a</TabItem>
        <TabItem value="yarn">b</TabItem>
        <TabItem value="pnpm">c</TabItem>
        <TabItem value="npm">again</TabItem>
      </Tabs>,
    );
    expect(tabTags(html).map((tag) => /data-value="([^"]+)"/.exec(tag)?.[1])).toEqual(['pnpm', 'npm', 'yarn']);
    expect(html).not.toContain('again');
    // Without a default, the first tab shown is selected.
    expect(selectedIndexes(html)).toEqual([0]);
  });

  it('marks the group and query key it answers to, with queryString true standing for the groupId', () => {
    const grouped = renderHtml(
      <Tabs groupId="os" queryString>
        <TabItem value="mac">a</TabItem>
      </Tabs>,
    );
    expect(grouped).toContain('<div class="tabs" data-group-id="os" data-query-key="os">');
    const keyed = renderHtml(
      <Tabs queryString="platform">
        <TabItem value="mac">a</TabItem>
      </Tabs>,
    );
    expect(keyed).toContain('<div class="tabs" data-query-key="platform">');
  });

  it('labels tabs from the item, then from values, then with the value itself', () => {
    const html = renderHtml(
      <Tabs values={[{ value: 'yarn', label: 'Yarn' }]}>
        <TabItem value="npm" label="npm CLI">
          a
        </TabItem>
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
