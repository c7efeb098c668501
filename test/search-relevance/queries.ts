/**
 * Search relevance queries for the Tollbooth documentation site (content/ and
 * the API reference pages built from specs/): what readers type into the
 * search box, each with the hits that answer it. The set measures how often
 * the built-in search puts a right answer first (top-1) and among the first
 * three (top-3).
 *
 * Answers name hits by the `url` of their entry in the search index
 * (assets/search/p.*.json): a page URL, or a page URL with `#anchor` for a
 * section, an API operation (its operationId) or a schema (`schema-Name`). A
 * page URL alone accepts a hit on any section of that page; a URL with an
 * anchor accepts that entry only. A query with no answers is one the docs do
 * not cover.
 */
export interface RelevanceQuery {
  /** What the reader types. */
  readonly query: string;
  /** What kind of query it is. */
  readonly kind: 'concept' | 'question' | 'typo' | 'plural' | 'api' | 'error' | 'unanswered';
  /** Hit URLs that answer it, as the search index names them: a page URL alone accepts any section of that page. Empty: the docs do not answer it. */
  readonly answers: readonly string[];
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Everyday concepts.
  {
    query: 'entitlement',
    kind: 'concept',
    answers: ['/Technical-Documentation/Check-Entitlement', '/Technical-Documentation/List-Entitlements', '/api/transaction#schema-Entitlement'],
  },
  {
    query: 'refund',
    kind: 'concept',
    answers: [
      '/Technical-Documentation#actions-on-a-purchase',
      '/tollbooth-js/Tracking-Events/categories/purchase-payment#purchase-actions',
      '/api/transaction#schema-RefundRequest',
      '/Data-Sharing/Table-Definitions#refund-request',
    ],
  },
  {
    query: 'cancel subscription',
    kind: 'concept',
    answers: [
      '/Technical-Documentation/User-Cancel-Subscription-Renewal',
      '/tollbooth-js/Fragments/Member-Center#cancelling-and-downgrading',
      '/api/transaction#userCancelPurchase',
      '/api/transaction#cancelPurchase',
    ],
  },
  {
    query: 'paywall',
    kind: 'concept',
    answers: ['/tollbooth-js/Fragments/Prices', '/tollbooth-js/Fragments/Metered-Paywall', '/tollbooth-js/Journeys/Premium-Content#step-2-show-a-wall'],
  },
  {
    query: 'api key',
    kind: 'concept',
    answers: [
      '/Technical-Documentation/Server-to-server',
      '/Technical-Documentation/Server-to-server/Authorization-token-types#the-two-token-kinds',
      '/Technical-Documentation/Server-to-server/Server-to-server-authentication#how-your-server-authenticates',
      '/api/transaction#token-kinds',
    ],
  },
  {
    query: 'metering',
    kind: 'concept',
    answers: [
      '/tollbooth-js/Configuration/Metering',
      '/tollbooth-js/Fragments/Metered-Paywall',
      '/tollbooth-js/Tracking-Events/categories/metered-paywall#metering-on-the-platform',
    ],
  },
  { query: 'gift subscription', kind: 'concept', answers: ['/tollbooth-js/Fragments/Gift-Redeem'] },
  {
    query: 'coupon',
    kind: 'concept',
    answers: [
      '/tollbooth-js/Fragments/Prices#coupons-and-discounts',
      '/tollbooth-js/Setup/Global-Methods/InitPurchaseFlow#coupons',
      '/api/transaction#schema-Coupon',
    ],
  },
  {
    query: 'whitelist',
    kind: 'concept',
    answers: [
      '/tollbooth-js/Journeys/Premium-Content#whitelist-rules',
      '/tollbooth-js/Configuration/Premium#customer-status-and-whitelist-rules',
      '/api/transaction#schema-WhitelistRule',
      '/Data-Sharing/Table-Definitions#whitelist-rule',
    ],
  },
  { query: 'donation', kind: 'concept', answers: ['/tollbooth-js/Fragments/Voluntary-Contribution'] },
  { query: 'error codes', kind: 'concept', answers: ['/Technical-Documentation#error-codes', '/api/transaction#schema-ErrorCode'] },
  {
    query: 'permissions',
    kind: 'concept',
    answers: [
      '/User-Guide/Team/Members/Roles-And-Permissions',
      '/User-Guide/Team/Members/Portal-Access#admin-authorization-levels',
      '/Technical-Documentation/Server-to-server/Authorization-token-types#admin-authorization-levels',
    ],
  },
  {
    query: 'downgrade',
    kind: 'concept',
    answers: [
      '/Technical-Documentation/User-Cancel-Subscription-Renewal#downgrade-with-user_downgrade',
      '/api/transaction#userDowngradePurchase',
      '/api/transaction#downgradePurchase',
    ],
  },
  { query: 'export customer data', kind: 'concept', answers: ['/Data-Sharing', '/Data-Sharing/Dataset-Overview'] },

  // Questions in natural language.
  {
    query: 'how do I cancel a subscription',
    kind: 'question',
    answers: [
      '/Technical-Documentation/User-Cancel-Subscription-Renewal',
      '/tollbooth-js/Fragments/Member-Center#cancelling-and-downgrading',
      '/api/transaction#userCancelPurchase',
      '/api/transaction#cancelPurchase',
    ],
  },
  {
    query: 'how do I check if a reader can see an article',
    kind: 'question',
    answers: [
      '/Technical-Documentation/Check-Entitlement',
      '/api/transaction#checkAccess',
      '/tollbooth-js/Journeys/Premium-Content#step-1-check-access',
      '/tollbooth-js/Configuration/Premium#checking-access',
    ],
  },
  { query: 'how do I install tollbooth-js', kind: 'question', answers: ['/tollbooth-js/Setup#install-the-library', '/tollbooth-js/Setup/NPM-Package'] },
  {
    query: 'how do I get a user token from my server',
    kind: 'question',
    answers: ['/Technical-Documentation/Server-to-server/Generate-user-token', '/api/openid#createUserToken'],
  },
  {
    query: 'how can readers sign in with LinkedIn',
    kind: 'question',
    answers: ['/Technical-Documentation/LinkedIn-Authentication', '/api/openid#externalLogin', '/api/openid#gigyaSocialLogin'],
  },
  {
    query: 'how do readers reset their password',
    kind: 'question',
    answers: [
      '/tollbooth-js/Setup/Global-Methods/SignIn&SignUp#reset-a-password',
      '/api/openid#requestResetPassword',
      '/api/openid#resetPassword',
      '/api/openid#requestUserPasswordReset',
    ],
  },
  {
    query: 'how do I stop e-mails to one customer',
    kind: 'question',
    answers: ['/Portal/Email-Notifications#stopping-e-mails-for-one-customer-suspend_emails'],
  },
  {
    query: 'what is the difference between user cancel and stop renewal',
    kind: 'question',
    answers: ['/Technical-Documentation/User-Cancel-Subscription-Renewal#user-cancel-compared-with-stopping-renewal'],
  },
  {
    query: "how do I list a customer's purchases",
    kind: 'question',
    answers: [
      '/Technical-Documentation#listing-purchases',
      '/api/transaction#listCustomerPurchases',
      '/api/transaction#listMyPurchases',
      '/tollbooth-js/Fragments/Member-Center#the-purchases-list',
      '/Technical-Documentation/Server-to-server/Server-to-server-authentication#purchase-list-parameters',
    ],
  },
  { query: 'how can a reader pause home delivery', kind: 'question', answers: ['/tollbooth-js/Fragments/Home-Delivery#delivery-holidays'] },
  {
    query: 'how do I sign a reader out',
    kind: 'question',
    answers: [
      '/tollbooth-js/Setup/Global-Methods/SignOut',
      '/api/openid#logoutClient',
      '/api/openid#logoutClientGet',
      '/api/openid#logout',
      '/api/openid#logoutGet',
    ],
  },

  // Typos: one or two letters wrong in a word of four letters or more.
  {
    query: 'entitelment',
    kind: 'typo',
    answers: ['/Technical-Documentation/Check-Entitlement', '/Technical-Documentation/List-Entitlements', '/api/transaction#schema-Entitlement'],
  },
  {
    query: 'cancel subscripton',
    kind: 'typo',
    answers: [
      '/Technical-Documentation/User-Cancel-Subscription-Renewal',
      '/tollbooth-js/Fragments/Member-Center#cancelling-and-downgrading',
      '/api/transaction#userCancelPurchase',
      '/api/transaction#cancelPurchase',
    ],
  },
  {
    query: 'refnud',
    kind: 'typo',
    answers: [
      '/Technical-Documentation#actions-on-a-purchase',
      '/tollbooth-js/Tracking-Events/categories/purchase-payment#purchase-actions',
      '/api/transaction#schema-RefundRequest',
      '/Data-Sharing/Table-Definitions#refund-request',
    ],
  },
  {
    query: 'paywal',
    kind: 'typo',
    answers: ['/tollbooth-js/Fragments/Prices', '/tollbooth-js/Fragments/Metered-Paywall', '/tollbooth-js/Journeys/Premium-Content#step-2-show-a-wall'],
  },
  { query: 'metred paywall', kind: 'typo', answers: ['/tollbooth-js/Fragments/Metered-Paywall', '/tollbooth-js/Configuration/Metering'] },
  {
    query: 'cosumables',
    kind: 'typo',
    answers: [
      '/Technical-Documentation/Active-Access-Details#consumables',
      '/api/transaction#listConsumables',
      '/api/transaction#schema-Consumable',
      '/Technical-Documentation/List-Entitlements#consumable-fields',
    ],
  },
  { query: 'registation wall', kind: 'typo', answers: ['/tollbooth-js/Fragments/Registration-Wall'] },
  {
    query: 'pasword reset',
    kind: 'typo',
    answers: [
      '/tollbooth-js/Setup/Global-Methods/SignIn&SignUp#reset-a-password',
      '/api/openid#requestResetPassword',
      '/api/openid#resetPassword',
      '/api/openid#requestUserPasswordReset',
    ],
  },
  {
    query: 'whitelsit',
    kind: 'typo',
    answers: [
      '/tollbooth-js/Journeys/Premium-Content#whitelist-rules',
      '/tollbooth-js/Configuration/Premium#customer-status-and-whitelist-rules',
      '/api/transaction#schema-WhitelistRule',
      '/Data-Sharing/Table-Definitions#whitelist-rule',
    ],
  },

  // Plural and singular forms of words the docs use the other way.
  {
    query: 'entitlements',
    kind: 'plural',
    answers: [
      '/Technical-Documentation/List-Entitlements',
      '/Technical-Documentation/Check-Entitlement',
      '/api/transaction#listEntitlements',
      '/api/transaction#schema-Entitlements',
    ],
  },
  {
    query: 'refunds',
    kind: 'plural',
    answers: [
      '/Technical-Documentation#actions-on-a-purchase',
      '/tollbooth-js/Tracking-Events/categories/purchase-payment#purchase-actions',
      '/api/transaction#schema-RefundRequest',
      '/Data-Sharing/Table-Definitions#refund-request',
    ],
  },
  {
    query: 'coupons',
    kind: 'plural',
    answers: [
      '/tollbooth-js/Fragments/Prices#coupons-and-discounts',
      '/tollbooth-js/Setup/Global-Methods/InitPurchaseFlow#coupons',
      '/api/transaction#schema-Coupon',
    ],
  },
  { query: 'fragment', kind: 'plural', answers: ['/category/fragments', '/tollbooth-js/Setup#fragments-and-events'] },
  {
    query: 'delivery holiday',
    kind: 'plural',
    answers: [
      '/tollbooth-js/Fragments/Home-Delivery#delivery-holidays',
      '/api/transaction#schema-DeliveryHoliday',
      '/api/transaction#schema-DeliveryHolidayStatus',
    ],
  },
  { query: 'gifts', kind: 'plural', answers: ['/tollbooth-js/Fragments/Gift-Redeem'] },

  // API: method and path, bare path, operationId, schema name.
  { query: 'POST /access', kind: 'api', answers: ['/api/transaction#checkAccess', '/Technical-Documentation/Check-Entitlement#the-calls'] },
  {
    query: 'GET /customers/{id}/active_access',
    kind: 'api',
    answers: ['/api/transaction#getActiveAccess', '/Technical-Documentation/Active-Access-Details#get-active-access'],
  },
  {
    query: '/purchases/{id}/user_cancel',
    kind: 'api',
    answers: ['/api/transaction#userCancelPurchase', '/Technical-Documentation/User-Cancel-Subscription-Renewal#cancel-with-user_cancel'],
  },
  {
    query: 'createUserToken',
    kind: 'api',
    answers: ['/api/openid#createUserToken', '/Technical-Documentation/Server-to-server/Generate-user-token#generate-a-token-post-userstoken'],
  },
  { query: 'listEntitlements', kind: 'api', answers: ['/api/transaction#listEntitlements', '/Technical-Documentation/List-Entitlements#the-call'] },
  { query: 'AccessRequest', kind: 'api', answers: ['/api/transaction#schema-AccessRequest', '/Technical-Documentation/Check-Entitlement#the-access-request'] },
  {
    query: '/{clientId}/login',
    kind: 'api',
    answers: ['/api/openid#login', '/api/openid#loginWithQuery', '/tollbooth-js/Setup/Global-Methods/SignIn&SignUp#sign-in'],
  },
  {
    query: 'PATCH /customers/{id}/pin',
    kind: 'api',
    answers: ['/api/transaction#updateCustomerPin', '/tollbooth-js/Fragments/Member-Center#updating-account-details'],
  },
  {
    query: 'CustomerStatus',
    kind: 'api',
    answers: [
      '/api/transaction#schema-CustomerStatus',
      '/Technical-Documentation/Active-Access-Details#customer-status',
      '/tollbooth-js/Journeys/Premium-Content#customer-status',
    ],
  },

  // Error codes, status codes and limits the docs describe.
  {
    query: 'not_user_cancellable',
    kind: 'error',
    answers: [
      '/Technical-Documentation/User-Cancel-Subscription-Renewal#error-codes',
      '/tollbooth-js/Fragments/Member-Center#cancelling-and-downgrading',
      '/tollbooth-js/Tracking-Events/categories/member-center#related-error-codes',
      '/Technical-Documentation#error-codes',
    ],
  },
  {
    query: '402 status code',
    kind: 'error',
    answers: [
      '/Technical-Documentation#error-model',
      '/Technical-Documentation#response-status-codes',
      '/api/transaction#error-model',
      '/api/transaction#schema-Error',
      '/Technical-Documentation/Server-to-server/Server-to-server-authentication#responses-and-error-codes',
      '/tollbooth-js/Configuration/Endpoints#responses-and-errors',
      '/tollbooth-js/Fragments/Snackbar#errors-from-the-platform',
      '/tollbooth-js/Setup/Global-Methods/InitPurchaseFlow#errors-during-a-purchase',
    ],
  },
  {
    query: 'group_code max length',
    kind: 'error',
    answers: [
      '/Technical-Documentation/Check-Entitlement#the-access-request',
      '/api/transaction#schema-AccessRequest',
      '/tollbooth-js/Journeys/Premium-Content#step-1-check-access',
      '/tollbooth-js/Tracking-Events/categories/access#the-access-request',
      '/tollbooth-js/Configuration/Premium#the-access-request',
      '/tollbooth-js/Setup#the-transaction-api',
      '/tollbooth-js/Fragments/Prices#prices-in-the-access-request',
      '/tollbooth-js/Fragments/Teaser-Fadeout#what-the-platform-knows-about-the-page',
      '/tollbooth-js/Configuration/OverrideConfig#page-level-values-the-platform-already-receives',
    ],
  },

  // Questions the docs do not answer.
  { query: 'webhooks', kind: 'unanswered', answers: [] },
  { query: 'how do I test webhooks locally', kind: 'unanswered', answers: [] },
  { query: 'wordpress plugin', kind: 'unanswered', answers: [] },
  { query: 'test card numbers', kind: 'unanswered', answers: [] },
];
