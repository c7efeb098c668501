import type { ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';

/** What the renderer passes to every layout. */
export interface PageLayoutProps {
  readonly page: PageData;
  /** The rendered page body. */
  readonly children?: ReactNode;
}
