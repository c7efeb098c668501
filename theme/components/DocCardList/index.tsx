import type { CardData } from '../../../renderer/shared/page-data.js';
import { usePageData } from '../../page-context.js';
import { classNames } from '../../utils/class-names.js';

export interface DocCardListProps {
  /** Defaults to the current page's cards (the items of its category). */
  readonly cards?: readonly CardData[];
}

export function DocCardList({ cards }: DocCardListProps) {
  const page = usePageData();
  const shown = cards ?? page.cards;
  if (shown.length === 0) return null;
  return (
    <section className="card-grid">
      {shown.map((card, index) => (
        <DocCard key={index} card={card} />
      ))}
    </section>
  );
}

function DocCard({ card }: { readonly card: CardData }) {
  const summary = card.description ?? (card.count === undefined ? undefined : countItems(card.count));
  return (
    <article className={classNames('card', `card--${card.type}`)}>
      <a className="card__link" href={card.href}>
        <h2 className="card__title">{card.label}</h2>
        {summary !== undefined && <p className="card__description">{summary}</p>}
      </a>
    </article>
  );
}

function countItems(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
