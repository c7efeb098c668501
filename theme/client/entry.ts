/** The theme's browser script: small, no framework, loaded as a module by every page. */
import { enhanceSidebar } from './sidebar.js';

for (const nav of document.querySelectorAll<HTMLElement>('.doc-sidebar')) enhanceSidebar(nav);
