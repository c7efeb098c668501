/**
 * What a page weighs before the reader opens anything, and the budget it must
 * stay within: raw HTML bytes and DOM elements (the API reference issue's
 * figures: Lighthouse and phones slow down well before a page reaches them).
 * The build keeps API pages within it; the benchmark checks the large spec's
 * pages against it. Pure.
 */

export interface Weight {
  readonly bytes: number;
  readonly elements: number;
}

export const PAGE_BUDGET: Weight = { bytes: 200 * 1024, elements: 3000 };

/** The raw bytes of some HTML, and the elements a browser makes of it (one per start tag: React writes no implied elements). */
export function weigh(html: string): Weight {
  return { bytes: Buffer.byteLength(html), elements: html.match(/<[a-zA-Z]/g)?.length ?? 0 };
}

/** Whether a weight is within the page budget. */
export function withinBudget(weight: Weight): boolean {
  return weight.bytes <= PAGE_BUDGET.bytes && weight.elements <= PAGE_BUDGET.elements;
}
