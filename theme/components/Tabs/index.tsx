import { Children, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { usePageData } from '../../page-context.js';
import { classNames } from '../../utils/class-names.js';
import type { TabItemProps } from '../TabItem/index.js';
import { chooseTab, markTabsInteractive, onTabChosen, readQueryTab, readStoredTab, writeQueryTab } from './tab-choice.js';

export interface TabsProps {
  /** `TabItem` elements; anything else (such as whitespace from MDX) is ignored. */
  readonly children?: ReactNode;
  /** The tab selected first; else the item marked `default`, else the first. */
  readonly defaultValue?: string;
  /** Tab groups sharing an id switch together on the page, and the choice is remembered across pages and reloads. */
  readonly groupId?: string;
  /** Selects the tab named in the URL's query, and puts a chosen tab there: `true` uses `groupId` as the key, a string is the key. */
  readonly queryString?: boolean | string;
  /** Renders only the selected panel's content; the others are rendered when selected. */
  readonly lazy?: boolean;
  /** The tabs' order and labels, when the items do not carry their own; items it does not list follow. */
  readonly values?: ReadonlyArray<{ readonly value: string; readonly label?: string }>;
  readonly className?: string;
}

interface Tab {
  readonly value: string;
  readonly label: string;
  readonly item: ReactElement<TabItemProps>;
}

/**
 * Tabs as in the WAI-ARIA tabs pattern: the selected tab alone is in the Tab
 * order; arrow keys (wrapping), Home and End move to a tab and select it.
 * The server renders every panel, the unselected ones `hidden`, so a page
 * without JavaScript still shows each (under its label, see tab-choice.ts).
 * The first render selects the default on the server and in the browser
 * alike, so hydration matches; the URL's and the stored choice are applied
 * right after, before the browser paints.
 */
export function Tabs({ children, defaultValue, groupId, queryString, lazy = false, values, className }: TabsProps) {
  const baseId = useId();
  const tabs = listTabs(children, values);
  const hashRouting = usePageData().site.router === 'hash';
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' && queryString !== '' ? queryString : undefined;
  const [selected, setSelected] = useState(() => defaultTab(tabs, defaultValue));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // The effects below run again only when the set of tabs changes, not on every render.
  const valuesKey = JSON.stringify(tabs.map((tab) => tab.value));

  useLayoutEffect(() => {
    markTabsInteractive();
    const fromQuery = queryKey === undefined ? undefined : readQueryTab(queryKey, { hashRouting });
    const fromStorage = groupId === undefined ? undefined : readStoredTab(groupId);
    const chosen = [fromQuery, fromStorage].find((value) => isTabValue(valuesKey, value));
    if (chosen !== undefined) setSelected(chosen);
  }, [queryKey, groupId, valuesKey, hashRouting]);

  useEffect(() => {
    if (groupId === undefined) return undefined;
    return onTabChosen(groupId, (value) => {
      if (isTabValue(valuesKey, value)) setSelected(value);
    });
  }, [groupId, valuesKey]);

  if (tabs.length === 0) return null;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === selected),
  );

  const select = (index: number) => {
    const { value } = tabs[index]!;
    setSelected(value);
    if (groupId !== undefined) chooseTab(groupId, value);
    if (queryKey !== undefined) writeQueryTab(queryKey, value, { hashRouting });
  };

  const moveTo = (index: number) => {
    const target = (index + tabs.length) % tabs.length;
    tabRefs.current[target]?.focus();
    select(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  return (
    <div className={classNames('tabs', className)} data-group-id={groupId} data-query-key={queryKey}>
      <div className="tabs__list" role="tablist" aria-orientation="horizontal">
        {tabs.map(({ value, label }, index) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className={classNames('tabs__tab', index === selectedIndex && 'tabs__tab--active')}
            aria-selected={index === selectedIndex}
            aria-controls={panelId(index)}
            tabIndex={index === selectedIndex ? 0 : -1}
            data-value={value}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ value, label, item }, index) => {
        const shown = index === selectedIndex;
        return (
          <div
            key={value}
            className={classNames('tabs__panel', item.props.className)}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={!shown}
            data-value={value}
          >
            {lazy && !shown ? null : (
              <>
                <p className="tabs__panel-label">{label}</p>
                {item.props.children}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The tabs in order: those `values` lists first, in its order, then the
 * other items; the first item of a value wins. Labels come from the item,
 * then from `values`, then are the value itself.
 */
function listTabs(children: ReactNode, values: TabsProps['values']): Tab[] {
  const items = new Map<string, ReactElement<TabItemProps>>();
  for (const child of Children.toArray(children)) if (isTabItem(child) && !items.has(child.props.value)) items.set(child.props.value, child);
  const listed = Array.isArray(values) ? values.filter((entry) => typeof entry?.value === 'string' && items.has(entry.value)) : [];
  const order = [...new Set([...listed.map((entry) => entry.value), ...items.keys()])];
  return order.map((value) => {
    const item = items.get(value)!;
    const label = item.props.label ?? listed.find((entry) => entry.value === value)?.label ?? value;
    return { value, label, item };
  });
}

function isTabItem(node: ReturnType<typeof Children.toArray>[number]): node is ReactElement<TabItemProps> {
  return isValidElement<Partial<TabItemProps>>(node) && typeof node.props.value === 'string';
}

function isTabValue(valuesKey: string, value: string | undefined): value is string {
  return value !== undefined && (JSON.parse(valuesKey) as string[]).includes(value);
}

function defaultTab(tabs: readonly Tab[], defaultValue: string | undefined): string | undefined {
  return (tabs.find((tab) => tab.value === defaultValue) ?? tabs.find((tab) => tab.item.props.default === true) ?? tabs[0])?.value;
}
