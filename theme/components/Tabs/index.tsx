import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { classNames } from '../../utils/class-names.js';
import type { TabItemProps } from '../TabItem/index.js';

export interface TabsProps {
  /** `TabItem` elements; anything else (such as whitespace from MDX) is ignored. */
  readonly children?: ReactNode;
  readonly defaultValue?: string;
  /** Tabs sharing a group id switch together (client behaviour). */
  readonly groupId?: string;
  /** Labels for the tab values, when the items do not carry their own. */
  readonly values?: ReadonlyArray<{ readonly value: string; readonly label?: string }>;
}

/**
 * Server-rendered with the default tab selected and the other panels
 * `hidden`; switching is client behaviour. Ids come from useId so the server
 * and hydration agree.
 */
export function Tabs({ children, defaultValue, groupId, values }: TabsProps) {
  const baseId = useId();
  const items = Children.toArray(children).filter(isTabItem);
  if (items.length === 0) return null;
  const selected = selectedIndex(items, defaultValue);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  return (
    <div className="tabs" data-group-id={groupId}>
      <div className="tabs__list" role="tablist" aria-orientation="horizontal">
        {items.map(({ props }, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={tabId(index)}
            className={classNames('tabs__tab', index === selected && 'tabs__tab--active')}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            data-value={props.value}
          >
            {props.label ?? (Array.isArray(values) ? values.find((entry) => entry?.value === props.value)?.label : undefined) ?? props.value}
          </button>
        ))}
      </div>
      {items.map(({ props }, index) => (
        <div
          key={index}
          className="tabs__panel"
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
        >
          {props.children}
        </div>
      ))}
    </div>
  );
}

function isTabItem(node: ReturnType<typeof Children.toArray>[number]): node is ReactElement<TabItemProps> {
  return isValidElement<Partial<TabItemProps>>(node) && typeof node.props.value === 'string';
}

function selectedIndex(items: ReadonlyArray<ReactElement<TabItemProps>>, defaultValue: string | undefined): number {
  const byValue = items.findIndex(({ props }) => props.value === defaultValue);
  if (byValue !== -1) return byValue;
  const byFlag = items.findIndex(({ props }) => props.default === true);
  return byFlag === -1 ? 0 : byFlag;
}
