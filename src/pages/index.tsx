import { Heading, Layout, Link, useSiteConfig } from 'docs-gen/page';
import styles from './index.module.css';

/** A part of the platform, and where its documentation starts. */
interface Area {
  readonly title: string;
  readonly to: string;
  readonly summary: string;
}

const AREAS: readonly Area[] = [
  {
    title: 'tollbooth-js',
    to: '/category/tollbooth-js',
    summary: 'The browser script you add to your pages: paywalls, prices, sign-in, member centers and purchase journeys.',
  },
  {
    title: 'Transaction API',
    to: '/api/transaction',
    summary: 'Ask about customers, purchases and entitlements, and cancel, downgrade or reprice purchases from your servers.',
  },
  {
    title: 'Identity service',
    to: '/api/openid',
    summary: 'The OpenID service behind login, registration, password reset, e-mail verification and social login.',
  },
  {
    title: 'Technical documentation',
    to: '/Technical-Documentation',
    summary: 'Entitlement checks, server-to-server authentication, app store purchases and cancelling renewals.',
  },
  {
    title: 'Data sharing',
    to: '/Data-Sharing',
    summary: 'The datasets Tollbooth shares with you for your own analysis, table by table.',
  },
  {
    title: 'Team portal',
    to: '/User-Guide/Team/Members',
    summary: 'Where your staff work with the platform: members, environments, portal access, roles and permissions.',
  },
];

/** What readers come for most often, each answered on one page. */
const TASKS: ReadonlyArray<{ readonly label: string; readonly to: string }> = [
  { label: 'Add the script to your site', to: '/tollbooth-js/Setup' },
  { label: 'Check whether a reader may see an article', to: '/Technical-Documentation/Check-Entitlement' },
  { label: "List a customer's entitlements", to: '/Technical-Documentation/List-Entitlements' },
  { label: 'Let a reader stop a subscription renewing', to: '/Technical-Documentation/User-Cancel-Subscription-Renewal' },
  { label: 'Call the API from your own servers', to: '/Technical-Documentation/Server-to-server' },
  { label: 'Track what readers do', to: '/tollbooth-js/Tracking-Events' },
];

export default function Home() {
  const { title } = useSiteConfig();
  return (
    <Layout description="Integrate Tollbooth's paywalls, subscriptions and payments: the tollbooth-js script, the transaction and OpenID APIs, data sharing and the team portal.">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>
            Tollbooth is a subscription, paywall and payment platform for digital publishers. These pages show you how to put it on your site, call its APIs and
            run it day to day.
          </p>
          <div className={styles.actions}>
            <Link to="/introduction" className={styles.primaryAction}>
              Read the introduction
            </Link>
            <Link to="/api/transaction" className={styles.secondaryAction}>
              Open the API reference
            </Link>
          </div>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="areas">
        <Heading as="h2" id="areas">
          Find your way around
        </Heading>
        <ul className={styles.areas}>
          {AREAS.map((area) => (
            <li key={area.to} className={styles.area}>
              <Link to={area.to} className={styles.areaLink}>
                {area.title}
              </Link>
              <p>{area.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="tasks">
        <Heading as="h2" id="tasks">
          Common tasks
        </Heading>
        <ul className={styles.tasks}>
          {TASKS.map((task) => (
            <li key={task.to}>
              <Link to={task.to}>{task.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
