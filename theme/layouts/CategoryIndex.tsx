import type { PageData } from '../../renderer/shared/page-data.js';
import { DocCardList } from '../components/DocCardList/index.js';
import { DocFrame } from './DocFrame.js';
import type { PageLayoutProps } from './types.js';

/** A generated index of a sidebar category: its title, description and a card per item. */
export function CategoryIndex({ page }: PageLayoutProps) {
  return (
    <DocFrame page={page}>
      <CategoryArticle page={page} />
    </DocFrame>
  );
}

/** A category index's article, the part of its page that is not the frame shared with docs. */
export function CategoryArticle({ page }: { readonly page: PageData }) {
  return (
    <article className="doc">
      <header className="doc__header">
        <h1>{page.title}</h1>
        {page.description !== undefined && <p className="doc__description">{page.description}</p>}
      </header>
      <DocCardList cards={page.cards} />
    </article>
  );
}
