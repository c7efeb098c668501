/**
 * The script `docs-gen dev` adds to every page it serves (never to a build).
 * It listens to the dev server's events: a rebuild that changed the page
 * shown reloads it at the same scroll position (one that changed others
 * drops the data fetched ahead, which may be theirs); problems of the last
 * rebuild show as an overlay when they break the preview (parse, config,
 * spec and theme errors) and as a badge when they do not (broken links,
 * warnings).
 */
import { DEV_EVENT, DEV_EVENTS_PATH, PAGES_CHANGED_EVENT, type DevProblem, type DevProblems, type DevReload } from '../../renderer/shared/dev-protocol.js';

const SCROLL_KEY = 'docs-gen-dev:scroll';
const OVERLAY_ID = 'docs-gen-dev-overlay';
const BADGE_ID = 'docs-gen-dev-badge';

restoreScroll();
const events = new EventSource(DEV_EVENTS_PATH);
// Says on the page whether it is listening, for whoever wonders why a save did not reload it.
events.addEventListener('open', () => document.documentElement.setAttribute('data-docs-gen-dev', 'connected'));
events.addEventListener('error', () => document.documentElement.setAttribute('data-docs-gen-dev', 'disconnected'));
events.addEventListener(DEV_EVENT.problems, (event) => showProblems(JSON.parse((event as MessageEvent<string>).data) as DevProblems));
events.addEventListener(DEV_EVENT.reload, (event) => {
  const { pages } = JSON.parse((event as MessageEvent<string>).data) as DevReload;
  if (pages === 'all' || pages.some(isCurrentPage)) reloadKeepingScroll();
  else dispatchEvent(new Event(PAGES_CHANGED_EVENT));
});

function isCurrentPage(url: string): boolean {
  const here = decodeURI(location.pathname);
  const page = decodeURI(url);
  return here === page || here === `${page}/` || `${here}/` === page || here === `${page.replace(/\/$/, '')}/index.html` || here === `${page}.html`;
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  } catch {
    // Without storage the page still reloads, at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path?: string; y?: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (saved?.path !== location.pathname || typeof saved.y !== 'number') return;
  const y = saved.y;
  const scroll = () => window.scrollTo(0, y);
  if (document.readyState === 'complete') scroll();
  else window.addEventListener('load', scroll, { once: true });
}

function showProblems({ errors, warnings }: DevProblems): void {
  document.getElementById(OVERLAY_ID)?.remove();
  document.getElementById(BADGE_ID)?.remove();
  if (errors.length > 0) document.body.append(renderOverlay(errors));
  if (warnings.length > 0) document.body.append(renderBadge(warnings));
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.setAttribute('style', style);
  node.append(...children);
  return node;
}

const FONT = 'font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;';

function renderProblem(problem: DevProblem): HTMLElement {
  const item = element('li', 'margin: 0 0 16px; list-style: none;');
  item.append(
    element('div', 'color: #ffb3b3; font-weight: 600;', problem.where ?? '(site)'),
    element('div', 'white-space: pre-wrap;', `${problem.message}  [${problem.code}]`),
  );
  if (problem.codeFrame) item.append(element('pre', 'margin: 8px 0; padding: 8px; background: #111; overflow: auto;', problem.codeFrame));
  if (problem.hint) item.append(element('div', 'color: #bbb;', problem.hint));
  return item;
}

function renderOverlay(errors: readonly DevProblem[]): HTMLElement {
  const close = element('button', 'float: right; font: inherit; cursor: pointer;', 'Close');
  close.type = 'button';
  const overlay = element(
    'div',
    `position: fixed; inset: 0; z-index: 2147483647; overflow: auto; padding: 32px; background: rgba(20, 0, 0, 0.92); color: #fff; ${FONT}`,
    close,
    element(
      'h2',
      'margin: 0 0 16px; font-size: 18px; color: #ff6b6b;',
      `${errors.length === 1 ? 'A build error' : `${errors.length} build errors`}: this preview may be out of date`,
    ),
    element('ul', 'margin: 0; padding: 0;', ...errors.map(renderProblem)),
    element('p', 'color: #bbb;', 'Fix the file and save: the page updates on its own.'),
  );
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build errors');
  close.addEventListener('click', () => overlay.remove());
  return overlay;
}

function renderBadge(warnings: readonly DevProblem[]): HTMLElement {
  const links = warnings.filter((warning) => warning.code.startsWith('broken-')).length;
  const label = links === warnings.length ? `${links} broken link${links === 1 ? '' : 's'}` : `${warnings.length} problem${warnings.length === 1 ? '' : 's'}`;
  const button = element(
    'button',
    `font: inherit; cursor: pointer; padding: 6px 12px; border: 0; border-radius: 16px; background: #b45309; color: #fff;`,
    label,
  );
  button.type = 'button';
  const list = element(
    'ul',
    `display: none; max-height: 50vh; max-width: min(640px, 90vw); overflow: auto; margin: 0 0 8px; padding: 12px; background: #222; color: #fff; border-radius: 6px;`,
    ...warnings.map(renderProblem),
  );
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', () => {
    const open = list.style.display === 'none';
    list.style.display = open ? 'block' : 'none';
    button.setAttribute('aria-expanded', String(open));
  });
  const badge = element('div', `position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; text-align: right; ${FONT}`, list, button);
  badge.id = BADGE_ID;
  badge.setAttribute('role', 'status');
  return badge;
}
