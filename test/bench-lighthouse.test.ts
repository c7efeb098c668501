/**
 * The Lighthouse benchmark's own logic: its options, what it takes from a
 * Lighthouse result, the medians over runs and the report. Lighthouse itself
 * is not run here (it is installed on demand by the benchmark only).
 */
import { describe, expect, it } from 'vitest';
import {
  browserOf,
  DEFAULT_PAGES,
  formatLighthouseReport,
  type LighthouseResult,
  pageFigures,
  parseLighthouseOptions,
  type RunFigures,
  runFigures,
} from '../bench/lighthouse.js';

describe('parseLighthouseOptions', () => {
  it('defaults to three runs of the API pages and a doc page of this repository', () => {
    expect(parseLighthouseOptions([])).toEqual({ site: undefined, pages: DEFAULT_PAGES, runs: 3, json: false });
    expect(DEFAULT_PAGES).toContain('/api/transaction');
    expect(DEFAULT_PAGES).toContain('/api/openid');
  });

  it('reads pages, runs, site and --json, with a value after the flag or after =', () => {
    expect(parseLighthouseOptions(['--site', 'sites/a', '--pages', '/, /guide/intro ,', '--runs=5', '--json'])).toEqual({
      site: 'sites/a',
      pages: ['/', '/guide/intro'],
      runs: 5,
      json: true,
    });
  });

  it('says what is wrong with a bad option', () => {
    expect(parseLighthouseOptions(['--runs', '0'])).toBe('--runs takes a positive integer');
    expect(parseLighthouseOptions(['--runs', '1.5'])).toBe('--runs takes a positive integer');
    expect(parseLighthouseOptions(['--pages', 'api/transaction'])).toBe(
      '--pages takes URL paths starting with /, comma-separated: --pages /api/transaction,/api/openid (not a path: api/transaction)',
    );
    expect(parseLighthouseOptions(['--pages'])).toMatch(/^--pages takes URL paths/);
    expect(parseLighthouseOptions(['--site'])).toBe('--site takes the folder of a site: --site path/to/site');
    expect(parseLighthouseOptions(['--site', 'elsewhere'])).toMatch(/^--site needs --pages: the default pages \(\/api\/transaction, /);
    expect(parseLighthouseOptions(['--throttle'])).toBe('unknown option --throttle');
    expect(parseLighthouseOptions(['--help'])).toBe('');
  });
});

function audit(id: string, score: number | null, scoreDisplayMode: string, extra: { displayValue?: string; errorMessage?: string } = {}) {
  return { id, title: `Title of ${id}`, score, scoreDisplayMode, ...extra };
}

const RESULT: LighthouseResult = {
  lighthouseVersion: '12.8.2',
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        { id: 'largest-contentful-paint', group: 'metrics', acronym: 'LCP' },
        { id: 'total-blocking-time', group: 'metrics', acronym: 'TBT' },
        { id: 'interaction-to-next-paint', group: 'metrics', acronym: 'INP' },
        { id: 'dom-size-insight', group: 'hidden' },
        { id: 'bf-cache' },
      ],
    },
    accessibility: { score: 0.95, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }, { id: 'video-caption' }, { id: 'aria-roles' }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console' }] },
    seo: { score: null, auditRefs: [{ id: 'meta-description' }] },
  },
  audits: {
    'largest-contentful-paint': audit('largest-contentful-paint', 0.42, 'numeric', { displayValue: '4.1 s' }),
    'total-blocking-time': audit('total-blocking-time', 0.96, 'numeric', { displayValue: '90 ms' }),
    'interaction-to-next-paint': audit('interaction-to-next-paint', null, 'notApplicable'),
    'dom-size-insight': audit('dom-size-insight', 0, 'metricSavings'),
    'bf-cache': audit('bf-cache', 0, 'binary', { displayValue: '1 failure reason' }),
    'color-contrast': audit('color-contrast', 0, 'binary'),
    'image-alt': audit('image-alt', 1, 'binary'),
    'video-caption': audit('video-caption', null, 'notApplicable'),
    'aria-roles': audit('aria-roles', null, 'error', { errorMessage: 'axe timed out' }),
    'errors-in-console': audit('errors-in-console', 1, 'binary'),
    'meta-description': audit('meta-description', null, 'error', { errorMessage: 'no document' }),
  },
};

describe('runFigures', () => {
  it('gives each category its score out of 100 and the audits that failed, as the Lighthouse report lists them', () => {
    expect(runFigures(RESULT)).toEqual({
      scores: { performance: 87, accessibility: 95, 'best-practices': 100, seo: null },
      failedAudits: {
        performance: [
          { id: 'largest-contentful-paint', title: 'Title of largest-contentful-paint', displayValue: '4.1 s' },
          { id: 'bf-cache', title: 'Title of bf-cache', displayValue: '1 failure reason' },
        ],
        accessibility: [
          { id: 'color-contrast', title: 'Title of color-contrast' },
          { id: 'aria-roles', title: 'Title of aria-roles', displayValue: 'audit failed to run: axe timed out' },
        ],
        'best-practices': [],
        seo: [{ id: 'meta-description', title: 'Title of meta-description', displayValue: 'audit failed to run: no document' }],
      },
      metrics: [
        { name: 'LCP', value: '4.1 s' },
        { name: 'TBT', value: '90 ms' },
      ],
    });
  });

  it("keeps Lighthouse's runtime error", () => {
    const failed = runFigures({ ...RESULT, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } });
    expect(failed.error).toBe('NO_FCP: The page did not paint any content.');
  });
});

function run(performance: number | null, lcp: string, accessibility: number | null = 100): RunFigures {
  return {
    scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
    failedAudits: {
      performance: [{ id: 'largest-contentful-paint', title: 'Largest Contentful Paint', displayValue: lcp }],
      accessibility: accessibility === 100 ? [] : [{ id: 'color-contrast', title: 'Contrast' }],
      'best-practices': [],
      seo: [],
    },
    metrics: [{ name: 'LCP', value: lcp }],
  };
}

describe('pageFigures', () => {
  it('takes the median of each category, and the failed audits of the run that scored the median', () => {
    const figures = pageFigures('/api/transaction', [run(71, '5.0 s'), run(64, '6.2 s'), run(88, '3.1 s')]);
    expect(figures.scores).toEqual({ performance: 71, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(figures.failedAudits).toEqual({ performance: [{ id: 'largest-contentful-paint', title: 'Largest Contentful Paint', displayValue: '5.0 s' }] });
    expect(figures.metrics).toEqual([{ name: 'LCP', value: '5.0 s' }]);
    expect(figures.errors).toEqual([]);
  });

  it('averages the middle two of an even count, and lists the run closest to that median (the first one on a tie)', () => {
    const figures = pageFigures('/', [run(90, '2.0 s', 92), run(80, '3.0 s', 100)]);
    expect(figures.scores.performance).toBe(85);
    expect(figures.scores.accessibility).toBe(96);
    expect(figures.failedAudits.performance?.[0]?.displayValue).toBe('2.0 s');
    expect(figures.failedAudits.accessibility).toEqual([{ id: 'color-contrast', title: 'Contrast' }]);
  });

  it('leaves out runs that failed, and says why they did', () => {
    const broken: RunFigures = { ...run(null, '', null), error: 'PROTOCOL_TIMEOUT: Chromium did not answer' };
    const figures = pageFigures('/api/openid', [broken, run(97, '2.2 s')]);
    expect(figures.scores.performance).toBe(97);
    expect(figures.scores.accessibility).toBe(100);
    expect(figures.errors).toEqual(['run 1: PROTOCOL_TIMEOUT: Chromium did not answer']);
  });

  it('has no scores for a page that could not be measured', () => {
    const figures = pageFigures('/missing', [], 'http://127.0.0.1:1/missing answered 404, not 200: no page there?');
    expect(figures.scores).toEqual({ performance: null, accessibility: null, 'best-practices': null, seo: null });
    expect(figures.failedAudits).toEqual({});
    expect(figures.metrics).toEqual([]);
    expect(figures.errors).toEqual(['http://127.0.0.1:1/missing answered 404, not 200: no page there?']);
  });
});

describe('formatLighthouseReport', () => {
  it('prints a table of medians, then what to fix on each page under 100', () => {
    const report = formatLighthouseReport({
      lighthouseVersion: '12.8.2',
      browser: 'Chromium 156.0.8078.79',
      site: '/repo',
      url: 'http://127.0.0.1:4321/',
      runs: 3,
      pages: [
        pageFigures('/api/transaction', [run(71, '5.0 s', 95), run(64, '6.2 s', 95), run(88, '3.1 s', 95)]),
        pageFigures('/guide', [run(100, '0.9 s'), run(100, '1.0 s'), run(100, '1.1 s')]),
        pageFigures('/missing', [], 'http://127.0.0.1:4321/missing answered 404, not 200: no page there?'),
      ],
    });
    expect(report).toBe(
      [
        'Lighthouse 12.8.2, mobile emulation and simulated throttling (its defaults), Chromium 156.0.8078.79',
        'site /repo, served by docs-gen serve at http://127.0.0.1:4321/',
        'median of 3 runs per page',
        '',
        'page              performance  accessibility  best-practices  seo',
        '----------------  -----------  -------------  --------------  ---',
        '/api/transaction           71             95             100  100',
        '/guide                    100            100             100  100',
        '/missing                  n/a            n/a             n/a  n/a',
        '',
        '/api/transaction',
        '  metrics: LCP 5.0 s',
        '  performance 71:',
        '    largest-contentful-paint: Largest Contentful Paint (5.0 s)',
        '  accessibility 95:',
        '    color-contrast: Contrast',
        '',
        '/guide',
        '  metrics: LCP 0.9 s',
        '',
        '/missing',
        '  error: http://127.0.0.1:4321/missing answered 404, not 200: no page there?',
      ].join('\n'),
    );
  });

  it('says so when a category is under 100 with no failed audit in the median run', () => {
    const quiet: RunFigures = { ...run(99, ''), failedAudits: { performance: [], accessibility: [], 'best-practices': [], seo: [] } };
    const report = formatLighthouseReport({
      lighthouseVersion: '12.8.2',
      browser: 'Chromium 1.2.3.4',
      site: '/s',
      url: 'http://x/',
      runs: 1,
      pages: [pageFigures('/', [quiet])],
    });
    expect(report).toContain('median of 1 run per page');
    expect(report).toContain('  performance 99:\n    (no audit under 90 in the run shown: the points were lost on audits that nearly passed)');
  });
});

describe('browserOf', () => {
  it("reads Chromium's full version from `chromium --version`", () => {
    expect(browserOf('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n')).toBe('Chromium 156.0.8078.79');
    expect(browserOf('')).toBe('Chromium (version unknown)');
  });
});
