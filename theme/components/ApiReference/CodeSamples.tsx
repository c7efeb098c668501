import { createContext, useContext } from 'react';
import type { CodeSampleView } from '../../../renderer/shared/api-reference.js';
import { TABS_STATIC_ATTRIBUTE } from '../Tabs/tab-choice.js';

/**
 * The tab group id of every operation's samples: one choice of language
 * applies to all of them, on every page, and is remembered with the other
 * tab choices (Tabs/tab-choice.ts).
 */
export const SAMPLE_LANGUAGE_GROUP = 'api-language';

/**
 * Where the page's samples of each language but the first are (sample-files.ts), by language id; given by
 * the server render of an API page, whose HTML then holds the first language's samples only.
 */
export const SampleFilesContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

/** On the element of the article that names the samples' files: a JSON object of URLs by language. */
export const SAMPLE_FILES_ATTRIBUTE = 'data-sample-files';

/** Dispatched on the article once samples from a language's file are in the page (the server choice puts its URL in them). */
export const SAMPLES_INSERTED_EVENT = 'docs-gen:samples-inserted';

export interface CodeSamplesProps {
  readonly samples: readonly CodeSampleView[];
  /** Makes the tabs' and panel's ids unique on the page: the operation's anchor. */
  readonly idPrefix: string;
  /** What the samples are of, for screen readers: `GET /pets`. */
  readonly label: string;
}

/** One language of a group, as its `data-languages` attribute lists them: `[id, label, code]`, the code only where the page holds it. */
export type SampleLanguage = readonly [language: string, label: string, html?: string];

/**
 * An operation's samples, rendered on the server alone. On an API page the
 * HTML holds the first language's code, under its label; the other
 * languages are named in `data-languages` (with their code inline where no
 * file holds it), and the code-samples enhancer makes the group a tab list
 * (the WAI-ARIA tabs pattern) over one panel, all groups switching at once,
 * fetching a language's file the first time it is shown. Without
 * JavaScript the first language shows. Elsewhere (no files given) every
 * language's code is inline.
 */
export function CodeSamples({ samples, idPrefix, label }: CodeSamplesProps) {
  const files = useContext(SampleFilesContext);
  const first = samples[0];
  if (first === undefined) return null;
  const languages: SampleLanguage[] = samples.map((sample, index) =>
    index === 0 || files?.[sample.language] !== undefined ? [sample.language, sample.label] : [sample.language, sample.label, sample.html],
  );
  return (
    <div
      className="tabs api-samples"
      data-group-id={SAMPLE_LANGUAGE_GROUP}
      data-samples-of={idPrefix}
      data-samples-label={label}
      data-languages={JSON.stringify(languages)}
      {...{ [TABS_STATIC_ATTRIBUTE]: '' }}
    >
      {/* The enhancer fills it; its height is kept from the first paint, so nothing moves then. */}
      <div className="tabs__list" />
      <div className="tabs__panel" id={`${idPrefix}-sample`} tabIndex={0} data-value={first.language}>
        <p className="tabs__panel-label">{first.label}</p>
        <div className="api-samples__code" dangerouslySetInnerHTML={{ __html: first.html }} />
      </div>
    </div>
  );
}
