/**
 * What a spec's `info` says beside its title, version and description:
 * the summary (OpenAPI 3.1), terms of service, contact and license. Pure.
 * A spec may come from anywhere, so only http(s) URLs become links: a
 * `javascript:` URL in `info.contact.url` must not reach the page.
 */
import type { SpecInfoView } from '../shared/api-reference.js';

type Json = Record<string, unknown>;

export function specInfoOf(info: Json): SpecInfoView {
  const contact = objectOf(info.contact);
  const license = objectOf(info.license);
  const contactView = {
    name: textOf(contact.name),
    url: webUrlOf(contact.url),
    email: emailOf(contact.email),
  };
  const licenseName = textOf(license.name);
  const identifier = textOf(license.identifier);
  return {
    summary: textOf(info.summary),
    termsOfService: webUrlOf(info.termsOfService),
    contact: Object.values(contactView).some((value) => value !== undefined) ? contactView : undefined,
    license:
      licenseName === undefined
        ? undefined
        : {
            name: licenseName,
            url: webUrlOf(license.url) ?? (identifier === undefined ? undefined : `https://spdx.org/licenses/${encodeURIComponent(identifier)}.html`),
          },
  };
}

function objectOf(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** Text on one line: a summary is shown as a line and used as the meta description. */
function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

function webUrlOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An address a `mailto:` link can carry: one `@`, no spaces, nothing that would add headers (`?`, `&`). */
function emailOf(value: unknown): string | undefined {
  const text = textOf(value);
  return text !== undefined && /^[^\s@?&]+@[^\s@?&]+$/.test(text) ? text : undefined;
}
