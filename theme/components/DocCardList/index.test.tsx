import { describe, expect, it } from 'vitest';
import type { CardData } from '../../../renderer/shared/page-data.js';
import { makePage } from '../../testing/make-page.js';
import { renderHtml } from '../../testing/render.js';
import { DocCardList } from './index.js';

const cards: CardData[] = [
  { type: 'category', label: 'Fragments', href: '/category/fragments', description: undefined, count: 14 },
  { type: 'category', label: 'Journeys', href: '/category/journeys', description: undefined, count: 1 },
  { type: 'link', label: 'Events', href: '/events', description: 'Listen to script events.', count: undefined },
];

describe('DocCardList', () => {
  it('renders a linked card per item with its description, else its item count', () => {
    const html = renderHtml(<DocCardList cards={cards} />);
    expect(html).toContain(
      '<article class="card card--category"><a class="card__link" href="/category/fragments"><h2 class="card__title">Fragments</h2><p class="card__description">14 items</p></a></article>',
    );
    expect(html).toContain('<p class="card__description">1 item</p>');
    expect(html).toContain('<p class="card__description">Listen to script events.</p>');
  });

  it('reads the cards of the current page when given none', () => {
    const html = renderHtml(<DocCardList />, makePage({ cards }));
    expect(html.match(/<article class="card/g)).toHaveLength(3);
  });

  it('renders nothing when there are no cards', () => {
    expect(renderHtml(<DocCardList />)).toBe('');
  });
});
