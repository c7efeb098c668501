import { useEffect, useMemo, useState } from 'react';
import type { RouteData } from '../../renderer/shared/page-data.js';
import { documentTitle } from '../../renderer/shared/document-title.js';
import { mdxComponents } from '../mdx-components.js';
import { bodyToReact } from './body.js';
import { pageView } from './page-view.js';

export interface AppProps {
  readonly initial: RouteData;
  /** Called with a setter once the app is mounted, for the router to show new routes. */
  readonly onReady: (show: (data: RouteData) => Promise<void>) => void;
}

/** The browser side of a page: the same element tree as the server's, swapped for the next route's on navigation. */
export function App({ initial, onReady }: AppProps) {
  const [state, setState] = useState<{ data: RouteData; shown: () => void }>({ data: initial, shown: () => {} });
  const body = useMemo(() => bodyToReact(state.data.body, mdxComponents as never), [state.data]);

  useEffect(() => {
    onReady((data) => new Promise<void>((resolve) => setState({ data, shown: resolve })));
    // For scripts and tests that need to know the page is live.
    document.documentElement.dataset.hydrated = 'true';
  }, [onReady]);

  useEffect(() => {
    document.title = documentTitle(state.data.page);
    state.shown();
  }, [state]);

  return pageView(state.data.page, body);
}
