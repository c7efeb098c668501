import type { ReactNode } from 'react';

export interface TabItemProps {
  readonly value: string;
  /** Defaults to the matching `values` entry of the parent `Tabs`, then to `value`. */
  readonly label?: string;
  /** Selected first when the parent `Tabs` has no `defaultValue`. */
  readonly default?: boolean;
  /** Added to the panel's classes. */
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Rendered by its parent `Tabs`, which reads these props; on its own it shows just its content. */
export function TabItem({ children }: TabItemProps) {
  return <div className="tabs__panel">{children}</div>;
}
