/**
 * The client behaviours of an API reference article. The server renders the
 * article; each enhancer attaches its listeners to it and returns what
 * detaches them. The layout runs them all after it mounts and after each
 * client navigation.
 */
import { enhanceCodeSamples } from './enhance-code-samples.js';
import { enhanceServerChoice } from './enhance-server-choice.js';

export type Enhancer = (article: HTMLElement) => () => void;

export const enhancers: readonly Enhancer[] = [enhanceCodeSamples, enhanceServerChoice];
