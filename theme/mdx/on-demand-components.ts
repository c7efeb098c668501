import type { BodyNode } from '../../renderer/shared/page-data.js';
import { componentNamesOf } from '../app/body.js';
import type { MdxComponentName } from './compiled-page.js';

/**
 * The theme components the browser loads only for the pages that use them
 * (theme/client/body-components.ts), as one chunk of their own, which the
 * server preloads from those pages' HTML (renderer/render/render-page.tsx).
 */
export const ON_DEMAND_COMPONENTS = ['Details', 'Mermaid', 'TabItem', 'Tabs'] as const satisfies readonly MdxComponentName[];

export type OnDemandComponent = (typeof ON_DEMAND_COMPONENTS)[number];

/** Whether a page body needs them: it names one, or it is a compiled page, which may use any theme component in its own code. */
export function usesOnDemandComponents(body: BodyNode): boolean {
  const names = componentNamesOf(body);
  return names.has('CompiledPage') || ON_DEMAND_COMPONENTS.some((name) => names.has(name));
}
