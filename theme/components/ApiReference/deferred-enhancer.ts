/**
 * Opens deferred content (see Deferred.tsx): a control's first activation
 * fetches the page's fragments file, or the part of it that holds the
 * control's fragment (each once for the page: the promise is kept), and
 * inserts its fragment right after the control; later activations hide and
 * show it. A failed fetch says so in place, and the next activation
 * tries again. Buttons, so Enter and Space work as clicks do. The page
 * opened at (or a link followed to) a section whose content is behind its
 * control opens it, and so does an entry of a compact list (DeferredEntries).
 */
import { CONTENT_ADDED_EVENT, DEFERRED_ENTRIES_ATTRIBUTE, entryFragmentId, fragmentsPartOf } from './Deferred.js';
import type { Enhancer } from './enhancer.js';

type Fragments = Readonly<Record<string, string>>;

export const enhanceDeferred: Enhancer = (article) => {
  // Each file (or part) once: its promise is kept.
  const files = new Map<string, Promise<Fragments>>();
  let regions = 0;
  /** The file, or the part of a large page's, that holds the fragment `id`. */
  const load = (id: string): Promise<Fragments> => {
    const attribute =
      article.closest<HTMLElement>('[data-fragments]')?.dataset.fragments ?? article.querySelector<HTMLElement>('[data-fragments]')?.dataset.fragments;
    const urls = attribute?.split(' ') ?? [];
    const url = urls[fragmentsPartOf(id, urls.length)];
    if (url === undefined) return Promise.reject(new Error('the page names no fragments file'));
    let file = files.get(url);
    if (file === undefined) {
      file = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.json() as Promise<Fragments>;
      });
      files.set(url, file);
      // A failure is not kept: the next activation asks again (the reader may be back online).
      file.catch(() => files.delete(url));
    }
    return file;
  };

  const open = async (control: HTMLButtonElement) => {
    const id = control.dataset.fragment!;
    // The message of an earlier attempt goes: this one says anew.
    const failed = control.nextElementSibling as HTMLElement | null;
    if (failed?.dataset.fragmentError !== undefined) failed.remove();
    control.setAttribute('aria-busy', 'true');
    try {
      const html = (await load(id))[id];
      if (html === undefined) throw new Error(`the fragments file has no ${id}`);
      const section = control.dataset.replaces === undefined ? null : control.closest('section');
      if (section !== null) {
        replaceSection(section, html);
        return;
      }
      const region = document.createElement('div');
      region.className = 'api-deferred__content';
      region.id = `deferred-${id}-${++regions}`;
      region.dataset.fragmentOf = id;
      region.innerHTML = html;
      control.after(region);
      control.setAttribute('aria-controls', region.id);
      control.setAttribute('aria-expanded', 'true');
      markRecursion(region);
    } catch (error) {
      control.after(failureMessage(id, error));
    } finally {
      control.removeAttribute('aria-busy');
    }
  };

  /** The control's content, once it was opened (it may be hidden since). */
  const contentOf = (control: HTMLButtonElement): HTMLElement | undefined => {
    const next = control.nextElementSibling as HTMLElement | null;
    return next !== null && next.dataset.fragmentOf === control.dataset.fragment ? next : undefined;
  };
  const setShown = (control: HTMLButtonElement, content: HTMLElement, shown: boolean) => {
    content.hidden = !shown;
    control.setAttribute('aria-expanded', String(shown));
  };

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-fragment]');
    if (!control || !article.contains(control) || control.hasAttribute('aria-busy')) return;
    const content = contentOf(control);
    if (content !== undefined) setShown(control, content, content.hidden);
    else void open(control);
  };

  const openOnce = async (control: HTMLButtonElement | null): Promise<void> => {
    if (control?.isConnected && control.getAttribute('aria-expanded') === 'false' && !control.hasAttribute('aria-busy')) await open(control);
  };
  // A section whose content is behind its control (a schema of the Schemas section, an operation not in the page) opens when it is
  // the target, and is shown again once open: what opened around it may have moved it.
  const openSection = async (id: string) => {
    const target = id === '' ? null : document.getElementById(id);
    if (target === null || !article.contains(target)) return;
    if (target.parentElement?.hasAttribute(DEFERRED_ENTRIES_ATTRIBUTE)) {
      await openEntry(target);
      return;
    }
    const control = target.querySelector<HTMLButtonElement>(':scope > button[data-fragment], button[data-replaces]');
    if (control === null || control.getAttribute('aria-expanded') === 'true' || control.hasAttribute('aria-busy')) return;
    const content = contentOf(control);
    if (content !== undefined) {
      setShown(control, content, true);
      return;
    }
    await open(control);
    if (window.location.hash === `#${id}`) target.scrollIntoView();
  };
  // An entry of a compact list opens in its own place, the link it was replaced by its content.
  const openEntry = async (entry: HTMLElement) => {
    if (entry.dataset.entry !== undefined) return;
    entry.dataset.entry = 'loading';
    entry.setAttribute('aria-busy', 'true');
    entry.querySelector('[data-fragment-error]')?.remove();
    try {
      const fragment = entryFragmentId(entry.id);
      const html = (await load(fragment))[fragment];
      if (html === undefined) throw new Error(`the fragments file has no entry ${entry.id}`);
      entry.innerHTML = html;
      entry.dataset.entry = 'open';
      article.dispatchEvent(new CustomEvent(CONTENT_ADDED_EVENT, { detail: entry }));
      if (window.location.hash === `#${entry.id}`) entry.scrollIntoView();
    } catch (error) {
      delete entry.dataset.entry;
      entry.append(failureMessage(entry.id, error));
    } finally {
      entry.removeAttribute('aria-busy');
    }
  };
  const openTarget = () => void openSection(decodeURIComponent(window.location.hash.slice(1)));
  // The client router moves the hash of a link followed within the page with pushState, which fires no hashchange.
  const onLinkClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (link instanceof HTMLAnchorElement && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search)
      void openSection(decodeURIComponent(link.hash.slice(1)));
  };
  // A section that is not in the page only to keep it light loads before the reader reaches it, once the
  // reader scrolls: what the page loads by itself stays within its weight budget.
  const nearing = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearing.unobserve(entry.target);
        void openOnce(entry.target as HTMLButtonElement);
      }
    },
    { rootMargin: '150% 0px' },
  );
  // The reader's own scroll, not the one a section that loaded reports (replaceSection): that would load the sections
  // above a section a link led to, and push it out of view.
  const observeNearing = (event: Event) => {
    if (!event.isTrusted) return;
    window.removeEventListener('scroll', observeNearing);
    for (const control of article.querySelectorAll<HTMLButtonElement>('button[data-replaces]')) nearing.observe(control);
  };

  article.addEventListener('click', onClick);
  window.addEventListener('scroll', observeNearing, { passive: true });
  document.addEventListener('click', onLinkClick);
  window.addEventListener('hashchange', openTarget);
  openTarget();
  return () => {
    article.removeEventListener('click', onClick);
    document.removeEventListener('click', onLinkClick);
    window.removeEventListener('hashchange', openTarget);
    window.removeEventListener('scroll', observeNearing);
    nearing.disconnect();
  };
};

/** Says in place that deferred content could not be loaded (the next activation tries again). */
function failureMessage(id: string, error: unknown): HTMLElement {
  const message = document.createElement('p');
  message.className = 'api-deferred__error';
  message.setAttribute('role', 'alert');
  message.dataset.fragmentError = id;
  message.textContent = `These details could not be loaded (${error instanceof Error ? error.message : String(error)}). Try again, or reload the page.`;
  return message;
}

/**
 * A named schema met again inside its own expansion (A holds B, which holds
 * A) would open forever: its control becomes a mark. The server marks a
 * schema inside itself; only here, where the chain of opened fragments is
 * known, can a longer cycle be seen.
 */
function markRecursion(region: HTMLElement): void {
  const open = new Set<string>();
  // A schema opens from several places (the Schemas section, a tree, another direction), each its own fragment: its mark names it.
  const schemas = new Set<string>();
  for (let at: HTMLElement | null = region; at !== null; at = at.parentElement?.closest<HTMLElement>('[data-fragment-of]') ?? null) {
    open.add(at.dataset.fragmentOf!);
    const opener = at.previousElementSibling as HTMLElement | null;
    if (opener?.dataset.recursive !== undefined) schemas.add(opener.dataset.recursive);
  }
  for (const control of region.querySelectorAll<HTMLButtonElement>('button[data-fragment][data-recursive]')) {
    if (!open.has(control.dataset.fragment!) && !schemas.has(control.dataset.recursive!)) continue;
    const mark = document.createElement('span');
    mark.className = 'schema__recursive';
    mark.textContent = control.dataset.recursive!;
    control.replaceWith(mark);
  }
}

/**
 * Puts deferred content in the place of its section's own (a lazy operation), and tells the other enhancers.
 * The reader stays where they were: the first other section in the window keeps its place, however much the
 * sections above it grew (the browser's own scroll anchoring loses its anchor when that is inside the section
 * replaced).
 */
function replaceSection(section: HTMLElement, html: string): void {
  const article = section.closest('article');
  const anchor = article === null ? undefined : sectionInView(article, section);
  const before = anchor?.getBoundingClientRect().top;
  section.innerHTML = html;
  section.classList.remove('api-operation--lazy');
  if (anchor !== undefined && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  }
  article?.dispatchEvent(new CustomEvent(CONTENT_ADDED_EVENT, { detail: section }));
  // The page grew under the reader, who may not have scrolled (a page opened at this section): what follows
  // the reader's place (the sidebar's mark, the loading of the sections near) looks again.
  window.dispatchEvent(new Event('scroll'));
}

/**
 * The first section (with an id) in the window, other than the one being replaced and those around or in it:
 * what the reader is looking at, though it started above the window (an operation taller than it, scrolled
 * into). What loads above its start must not move it.
 */
function sectionInView(article: HTMLElement, replaced: HTMLElement): HTMLElement | undefined {
  for (const section of article.querySelectorAll<HTMLElement>('section[id]')) {
    if (section.contains(replaced) || replaced.contains(section)) continue;
    const { top, bottom } = section.getBoundingClientRect();
    if (top >= window.innerHeight) return undefined;
    if (bottom > 0) return section;
  }
  return undefined;
}
