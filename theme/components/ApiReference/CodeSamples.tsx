import type { CodeSampleView } from '../../../renderer/shared/api-reference.js';
import { TABS_STATIC_ATTRIBUTE } from '../Tabs/tab-choice.js';

/**
 * The tab group id of every operation's samples: one choice of language
 * applies to all of them, on every page, and is remembered with the other
 * tab choices (Tabs/tab-choice.ts), whose head script also shows a
 * remembered language from the first paint.
 */
export const SAMPLE_LANGUAGE_GROUP = 'api-language';

export interface CodeSamplesProps {
  readonly samples: readonly CodeSampleView[];
  /** Makes the tabs' and panels' ids unique on the page: the operation's anchor. */
  readonly idPrefix: string;
  /** What the samples are of, for screen readers: `GET /pets`. */
  readonly label: string;
}

/**
 * An operation's samples as tabs (the WAI-ARIA tabs pattern), rendered on
 * the server alone: the first language is selected, the others' panels are
 * `hidden` (without JavaScript every panel shows under its label, as the
 * Tabs component's do). The code-samples enhancer switches them, all groups
 * at once, by their `data-value`; `TABS_STATIC_ATTRIBUTE` tells the tab
 * head script that no React state owns this group.
 */
export function CodeSamples({ samples, idPrefix, label }: CodeSamplesProps) {
  if (samples.length === 0) return null;
  const tabId = (sample: CodeSampleView) => `${idPrefix}-sample-tab-${sample.language}`;
  const panelId = (sample: CodeSampleView) => `${idPrefix}-sample-${sample.language}`;
  return (
    <div className="tabs api-samples" data-group-id={SAMPLE_LANGUAGE_GROUP} {...{ [TABS_STATIC_ATTRIBUTE]: '' }}>
      <div className="tabs__list" role="tablist" aria-orientation="horizontal" aria-label={`Language of the example request for ${label}`}>
        {samples.map((sample, index) => (
          <button
            key={sample.language}
            type="button"
            role="tab"
            id={tabId(sample)}
            className="tabs__tab"
            aria-selected={index === 0}
            aria-controls={panelId(sample)}
            tabIndex={index === 0 ? 0 : -1}
            data-value={sample.language}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, index) => (
        <div
          key={sample.language}
          className="tabs__panel"
          role="tabpanel"
          id={panelId(sample)}
          aria-labelledby={tabId(sample)}
          tabIndex={0}
          hidden={index !== 0}
          data-value={sample.language}
        >
          <p className="tabs__panel-label">{sample.label}</p>
          <CodeSample sample={sample} />
        </div>
      ))}
    </div>
  );
}

/** One sample's code block, highlighted at build time; on its own, so that a panel's content can be rendered apart from the page. */
export function CodeSample({ sample }: { readonly sample: CodeSampleView }) {
  return <div className="api-samples__code" dangerouslySetInnerHTML={{ __html: sample.html }} />;
}
