/**
 * Server rendering with deferred content (theme/components/ApiReference/Deferred.tsx):
 * renders the page, then each piece of content a Deferred control stands for
 * (and the pieces those hold), into one JSON file of HTML by fragment id. The
 * file is named by the hash of its bytes, so it is cached for good and a
 * page that changes gets a new one; the page's `data-fragments` attribute is
 * filled in with its URL once that is known (a large page's fragments are in
 * parts, and the attribute lists their URLs).
 *
 * Content that is out of the page only to keep it light (an API page's
 * operations) is put back whole, in page order, as long as the page stays
 * within its weight budget: a first render with all of it left out weighs
 * the rest of the page, each piece is weighed as its fragment, and a second
 * render puts the pieces that fit in the page, as the HTML of their
 * fragments (each piece is rendered once).
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FragmentCollectorContext, type FragmentCollector, fragmentsPartOf } from '../../theme/components/ApiReference/Deferred.js';
import type { OutputFile } from '../fs/output-file.js';
import { digestOf } from '../fs/digest.js';
import { encodeUrlPath } from '../shared/routes.js';
import { joinBase } from './document.js';
import { escapeHtml } from '../shared/escape-html.js';
import { PAGE_BUDGET, type Weight, weigh } from './page-weight.js';

/** Where pages' fragments files go, under the path of their route data: `assets/fragments/api/transaction.<hash>.json`. */
export const FRAGMENTS_DIR = 'assets/fragments/';

/**
 * What the whole operations may fill of the page's body: less than the page's budget, which must also hold the
 * document's head and what the page's scripts add once it is live (tab lists and Copy buttons, a dozen
 * or so elements per whole operation), and should leave the page quick to load.
 */
const BODY_TARGET: Weight = { bytes: PAGE_BUDGET.bytes - 20 * 1024, elements: PAGE_BUDGET.elements - 400 };

/** Stands for the fragments file's URL in the first render; no URL, HTML or JSON holds it. */
const URL_PLACEHOLDER = 'docs-gen:fragments-url';
const ATTRIBUTE_PLACEHOLDER = ` data-fragments="${URL_PLACEHOLDER}"`;

export interface RenderedWithFragments {
  readonly html: string;
  /** The fragments file, or its parts (a large page's): none when the page deferred nothing. */
  readonly fragments: readonly OutputFile[];
}

/**
 * Up to this size, a page's fragments are one file; a larger one (the overview of a spec with a thousand
 * schemas holds megabytes) is split into parts of about `FRAGMENTS_PART_BYTES`, so that opening one thing
 * fetches one part. Which part holds a fragment follows from its id (Deferred.tsx, `fragmentsPartOf`).
 */
const FRAGMENTS_FILE_BYTES = 512 * 1024;
const FRAGMENTS_PART_BYTES = 256 * 1024;

/** One render of the page: its HTML, and the deferred content it named, in the order it named it. */
interface Pass {
  readonly html: string;
  /** Fragment HTML by id, in code-point order of the ids. */
  readonly fragments: Readonly<Record<string, string>>;
  /** The ids of content out of the page only to keep it light, in page order. */
  readonly lightening: readonly string[];
}

/**
 * `name`: where the file goes, without its hash and extension (`assets/fragments/api/transaction`).
 * Fragments are rendered on their own: of the page's React context they get only the collector.
 */
export function renderWithFragments(element: ReactElement, { baseUrl, name }: { baseUrl: string; name: string }): RenderedWithFragments {
  // Fragment HTML by id across both renders: equal ids are equal content.
  const rendered = new Map<string, RenderedFragment>();
  const lean = renderPass(element, { whole: new Set(), rendered });
  const whole = wholeWithinBudget(lean);
  const pass = whole.size === 0 ? lean : renderPass(element, { whole, rendered });
  const files = fragmentsFiles(pass.fragments, name);
  if (files.length === 0) return { html: pass.html.replaceAll(ATTRIBUTE_PLACEHOLDER, ''), fragments: [] };
  const urls = files.map((file) => joinBase(baseUrl, encodeUrlPath(file.path))).join(' ');
  return { html: pass.html.replaceAll(URL_PLACEHOLDER, escapeHtml(urls)), fragments: files };
}

/** The page's fragments as one file named by the hash of its bytes, or, past `FRAGMENTS_FILE_BYTES`, as parts (`<name>.2-of-5.<hash>.json`). */
function fragmentsFiles(fragments: Readonly<Record<string, string>>, name: string): OutputFile[] {
  const ids = Object.keys(fragments);
  if (ids.length === 0) return [];
  // The size before JSON escapes it: near enough to choose, without writing the whole of a large page's file once more.
  const size = ids.reduce((sum, id) => sum + id.length + fragments[id]!.length + 6, 2);
  if (size <= FRAGMENTS_FILE_BYTES) {
    const contents = JSON.stringify(fragments);
    return [{ path: `${name}.${digestOf(contents).slice(0, 16)}.json`, contents }];
  }
  const count = Math.ceil(size / FRAGMENTS_PART_BYTES);
  const parts = Array.from({ length: count }, (): Record<string, string> => ({}));
  // The ids are in code-point order, and so is each part.
  for (const id of ids) parts[fragmentsPartOf(id, count)]![id] = fragments[id]!;
  return parts.map((part, index) => {
    const text = JSON.stringify(part);
    return { path: `${name}.${index + 1}-of-${count}.${digestOf(text).slice(0, 16)}.json`, contents: text };
  });
}

/** A fragment as rendered once: its HTML, and the deferred content it names (each pass that needs it must name that content too). */
interface RenderedFragment {
  readonly html: string;
  readonly names: ReadonlyArray<readonly [string, ReactNode]>;
}

function renderPass(element: ReactElement, { whole, rendered }: { whole: ReadonlySet<string>; rendered: Map<string, RenderedFragment> }): Pass {
  const pending: Array<[string, ReactNode]> = [];
  const taken = new Set<string>();
  const lightening: string[] = [];
  let naming: Array<readonly [string, ReactNode]> = [];
  const collector: FragmentCollector = {
    fragmentsUrl: URL_PLACEHOLDER,
    add(id, content, lightens = false) {
      naming.push([id, content]);
      if (taken.has(id)) return;
      taken.add(id);
      pending.push([id, content]);
      if (lightens) lightening.push(id);
    },
    wholeHtml(id) {
      const known = whole.has(id) ? rendered.get(id) : undefined;
      if (known === undefined) return undefined;
      nameAgain(known);
      return known.html;
    },
  };
  const nameAgain = (known: RenderedFragment) => {
    for (const [nested, nestedContent] of known.names) collector.add(nested, nestedContent);
  };
  const render = (node: ReactNode) => renderToString(createElement(FragmentCollectorContext.Provider, { value: collector }, node));
  const html = render(element);
  for (let index = 0; index < pending.length; index++) {
    const [id, content] = pending[index]!;
    const known = rendered.get(id);
    if (known !== undefined) {
      nameAgain(known);
      continue;
    }
    naming = [];
    rendered.set(id, { html: render(content), names: naming });
  }
  // Ids in code-point order: the bytes, and so the file's name, depend on the content alone.
  const fragments = Object.fromEntries([...taken].sort().map((id) => [id, rendered.get(id)!.html]));
  return { html, fragments, lightening };
}

/**
 * The content to put back whole: the first pieces, in page order, that fit in what the lean page leaves of
 * the body's target (a piece weighs its fragment, a little more than it adds, as its compact form goes).
 * The first that does not fit ends it, so the page is whole up to a point and compact after it.
 */
function wholeWithinBudget(lean: Pass): Set<string> {
  const whole = new Set<string>();
  // Most pages (every doc) leave nothing out to keep light: weighing them would find nothing to put back.
  if (lean.lightening.length === 0) return whole;
  const used = weigh(lean.html);
  let bytes = BODY_TARGET.bytes - used.bytes;
  let elements = BODY_TARGET.elements - used.elements;
  for (const id of lean.lightening) {
    const weight = weigh(lean.fragments[id]!);
    if (weight.bytes > bytes || weight.elements > elements) break;
    whole.add(id);
    bytes -= weight.bytes;
    elements -= weight.elements;
  }
  return whole;
}
