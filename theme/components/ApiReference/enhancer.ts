/** Given an API reference article once it is in the document, attaches a behaviour, and returns what undoes it (see enhancers.ts). */
export type Enhancer = (article: HTMLElement) => () => void;
