import { describe, expect, it } from 'vitest';
import { specInfoOf } from './spec-info.js';

describe('specInfoOf', () => {
  it('accepts the summary on one line, the terms, the contact and the license with its URL', () => {
    expect(
      specInfoOf({
        summary: '  Pets,\n  and their owners. ',
        termsOfService: 'https://pets.example.com/terms',
        contact: { name: 'Pet desk', url: 'https://pets.example.com/help', email: 'desk@pets.example.com' },
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      }),
    ).toEqual({
      summary: 'Pets, and their owners.',
      termsOfService: 'https://pets.example.com/terms',
      contact: { name: 'Pet desk', url: 'https://pets.example.com/help', email: 'desk@pets.example.com' },
      license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    });
  });

  it('accepts an SPDX identifier (OpenAPI 3.1) as a link to its SPDX page', () => {
    expect(specInfoOf({ license: { name: 'Apache 2.0', identifier: 'Apache-2.0' } }).license).toEqual({
      name: 'Apache 2.0',
      url: 'https://spdx.org/licenses/Apache-2.0.html',
    });
  });

  it('rejects links that are not http(s) and addresses that would add mail headers', () => {
    const info = specInfoOf({
      termsOfService: 'javascript:alert(1)',
      contact: { name: 'Desk', url: 'data:text/html,<script>', email: 'a@b.example?cc=c@d.example' },
      license: { name: 'Own', url: 'file:///etc/passwd' },
    });
    expect(info).toEqual({
      summary: undefined,
      termsOfService: undefined,
      contact: { name: 'Desk', url: undefined, email: undefined },
      license: { name: 'Own', url: undefined },
    });
  });

  it('rejects what is not there: an empty summary, a contact with nothing usable, a license without a name', () => {
    expect(specInfoOf({ summary: '  ', contact: { url: 'not a url' }, license: { url: 'https://x.example' } })).toEqual({
      summary: undefined,
      termsOfService: undefined,
      contact: undefined,
      license: undefined,
    });
  });
});
