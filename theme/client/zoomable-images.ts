/** The images of a page's text that zoom (image-zoom.ts), except those inside links: following the link wins. */
export const ZOOMABLE_IMAGES = '.markdown img:not(a img)';
