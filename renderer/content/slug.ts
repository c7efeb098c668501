/**
 * How docs-gen turns a title or a name into an id or a URL segment. Two
 * rules, each written once here:
 *
 * - `githubSlug`, GitHub's own (github-slugger), for what writers title:
 *   heading ids (so links copied from GitHub's rendering of a doc still
 *   work) and the URLs of generated category pages.
 * - `asciiSlug`, for what the API reference makes from a spec: tag anchors
 *   and tag page URLs, and the anchors of operations without an
 *   operationId. Letters outside ASCII and case are dropped, so an anchor
 *   is easy to type in a link (`#get-pets-petid`).
 *
 * Names a spec's author chose as identifiers keep their case (`anchorSafe`).
 */
import { slug } from 'github-slugger';

/** `Install the SDK` → `install-the-sdk`, `Café & crème` → `café--crème`; '' when nothing is left (`!!!`). */
export function githubSlug(text: string): string {
  return slug(text);
}

/** `/pets/{petId}` → `pets-petid`, `Pet Store` → `pet-store`; '' when nothing is left (`/`). */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An operationId or a schema name as an anchor: case kept, each run of other characters than letters, digits, `_ . -` becomes `-` (`pets:list all` → `pets-list-all`). */
export function anchorSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]+/g, '-');
}
