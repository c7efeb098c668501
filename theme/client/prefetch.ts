/**
 * Prefetching (website spec §2): when an in-site link enters the viewport or
 * is hovered, its route's data is fetched ahead, with <link rel="prefetch">
 * where the browser supports it and a GET otherwise. Never twice for the same
 * route, and not at all on 2g connections or with data saving on.
 */
export interface Prefetcher {
  /** Watches the links in the page; call again after each route change. */
  watch(root: ParentNode): void;
}

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export function createPrefetcher(dataUrlOf: (href: string) => string | undefined): Prefetcher {
  const fetched = new Set<string>();
  const supportsPrefetch = document.createElement('link').relList.supports?.('prefetch') === true;

  const prefetch = (link: HTMLAnchorElement) => {
    const url = dataUrlOf(link.href);
    // The page in view has its data already.
    if (url === undefined || url === dataUrlOf(location.href) || fetched.has(url) || constrainedNetwork()) return;
    fetched.add(url);
    if (supportsPrefetch) {
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = url;
      hint.as = 'fetch';
      hint.crossOrigin = 'anonymous';
      document.head.append(hint);
    } else {
      fetch(url).catch(() => fetched.delete(url));
    }
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetch(entry.target as HTMLAnchorElement);
          }
        })
      : undefined;

  document.addEventListener('mouseover', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) prefetch(link);
  });

  return {
    watch(root) {
      if (observer === undefined) return;
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (dataUrlOf(link.href) !== undefined) observer.observe(link);
    },
  };
}

function constrainedNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}
