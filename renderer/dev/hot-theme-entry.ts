/** What the dev server takes from a freshly bundled theme after the theme changes (see hot-theme.ts). */
export { createPageRenderer } from '../render/render-page.js';
export { mdxComponents } from '../../theme/index.js';
