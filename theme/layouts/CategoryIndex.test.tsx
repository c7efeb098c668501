import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makePage } from '../testing/make-page.js';
import { CategoryIndex } from './CategoryIndex.js';

describe('CategoryIndex', () => {
  it('renders the title, the description and a card per item', () => {
    const page = makePage({
      kind: 'category',
      title: 'Fragments',
      description: 'Building blocks of a purchase journey.',
      cards: [{ type: 'link', label: 'Prices', href: '/fragments/prices', description: undefined, count: undefined }],
    });
    const html = renderToString(<CategoryIndex page={page} />);
    expect(html).toContain('<h1>Fragments</h1><p class="doc__description">Building blocks of a purchase journey.</p>');
    expect(html).toContain('<a class="card__link" href="/fragments/prices"><h2 class="card__title">Prices</h2></a>');
  });

  it('omits the description paragraph when the category has none', () => {
    expect(renderToString(<CategoryIndex page={makePage({ kind: 'category' })} />)).not.toContain('doc__description');
  });
});
