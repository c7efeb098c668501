import { defineConfig } from 'docs-gen';

// Contact details and the marketing site, each written once (example values).
const CONTACT_EMAIL = 'info@tollbooth.example';
const PHONE_EU = '+353 1 555 0100';
const PHONE_US = '+1 212 555 0100';
const MARKETING_SITE = 'https://www.tollbooth.example';
const DEMO_SITE = 'https://demo.tollbooth.example';
const REPOSITORY = 'https://git.tollbooth.example/docs';

const marketing = (label: string, page: string) => ({ label, href: `${MARKETING_SITE}/${page}` });
const telephone = (label: string, number: string) => ({ label: `${label}: ${number}`, href: `tel:${number.replaceAll(' ', '')}` });

export default defineConfig({
  title: 'Tollbooth Payments Documentation',
  titleDelimiter: '|',
  tagline: '',
  url: 'https://docs.tollbooth.example',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } } },
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation' },
      { label: 'Journeys', href: `${DEMO_SITE}/journeys` },
      {
        type: 'dropdown',
        label: 'API',
        items: [
          { label: 'Transaction', to: '/api/transaction' },
          { label: 'OpenID', to: '/api/openid' },
        ],
      },
    ],
  },
  footer: {
    company: {
      description: 'Tollbooth is a supplier of content monetization tools for publishers.',
      items: [
        'Registered in Ireland',
        'Offices in Dublin and New York',
        telephone('EU', PHONE_EU),
        telephone('US', PHONE_US),
        { label: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
      ],
    },
    links: [
      {
        title: 'Products',
        items: [
          marketing('Content monetization', 'content-monetization'),
          marketing('Paywall', 'paywall'),
          marketing('Streaming', 'streaming'),
          marketing('Contribution', 'contribution'),
          marketing('Subscription management', 'subscription-management'),
          marketing('Identity', 'identity'),
        ],
      },
      {
        title: 'Services',
        items: [
          marketing('Analytics', 'analytics'),
          marketing('Customer service tools', 'customer-service-tools'),
          marketing('Print home delivery', 'print-home-delivery'),
          marketing('Anti churn', 'anti-churn'),
        ],
      },
      {
        title: 'Company',
        items: [
          marketing('Contact', 'contact'),
          marketing('Employment', 'employment'),
          marketing('Terms of service for end users', 'terms/end-users'),
          marketing('Terms of service for vendors', 'terms/vendors'),
        ],
      },
    ],
  },
  announcementBar: {
    id: 'api-reference-2026',
    content: 'The Transaction and OpenID API references are in the API menu at the top of every page.',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  // "Edit this page" opens the doc's file in the repository; the date each doc last changed comes from its git history.
  docs: { editUrl: `${REPOSITORY}/edit/main/`, showLastUpdateTime: true },
  mermaid: { theme: { light: 'default', dark: 'dark' } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // What readers call things the docs name otherwise.
  search: {
    synonyms: [
      ['donation', 'voluntary contribution'],
      ['api key', 'api user token'],
      ['email', 'e-mail'],
      ['log in', 'sign in'],
    ],
  },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
});
