import { defineConfig } from 'docs-gen';

export default defineConfig({
  title: 'Tollbooth Payments Documentation',
  url: 'https://docs.tollbooth.example',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation' },
      { label: 'Journeys', href: 'https://demo.tollbooth.example/journeys' },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  onBrokenLinks: 'throw',
});
