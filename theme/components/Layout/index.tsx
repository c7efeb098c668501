import type { ReactNode } from 'react';
import type { PageData } from '../../../renderer/shared/page-data.js';
import { PageContext } from '../../page-context.js';
import { AnnouncementBar } from '../AnnouncementBar/index.js';
import { BackToTop } from '../BackToTop/index.js';
import { Footer } from '../Footer/index.js';
import { Navbar } from '../Navbar/index.js';
import { MAIN_CONTENT_ID } from './main-content.js';

export interface LayoutProps {
  readonly page: PageData;
  /** What the mobile sidebar shows after the navbar's items, instead of the docs sidebar (an API page's operations). */
  readonly drawer?: ReactNode;
  readonly children?: ReactNode;
}

/** The frame of every page. The skip link comes first so it is the first thing a keyboard reaches. */
export function Layout({ page, drawer, children }: LayoutProps) {
  return (
    <PageContext.Provider value={page}>
      <div className="layout">
        <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
        <AnnouncementBar />
        <Navbar drawer={drawer} />
        {/* tabIndex -1 lets the skip link move keyboard focus here, not only the scroll position. */}
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <BackToTop />
        <Footer />
      </div>
    </PageContext.Provider>
  );
}
