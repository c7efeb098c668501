/** The id of every page's <main>: the skip link's target, and where focus goes when a new page is shown. */
export const MAIN_CONTENT_ID = '__docs_main';
