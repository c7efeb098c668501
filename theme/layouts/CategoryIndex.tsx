import { DocCardList } from '../components/DocCardList/index.js';
import { DocFrame } from './DocFrame.js';
import type { PageLayoutProps } from './types.js';

/** A generated index of a sidebar category: its title, description and a card per item. */
export function CategoryIndex({ page }: PageLayoutProps) {
  return (
    <DocFrame page={page}>
      <article className="doc">
        <header className="doc__header">
          <h1>{page.title}</h1>
          {page.description !== undefined && <p className="doc__description">{page.description}</p>}
        </header>
        <DocCardList cards={page.cards} />
      </article>
    </DocFrame>
  );
}
