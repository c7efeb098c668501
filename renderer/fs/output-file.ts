/** A file of the site to write: where in the output, and what it holds. */
export interface OutputFile {
  /** Relative to the output folder, POSIX: `guide/install/index.html`. */
  readonly path: string;
  readonly contents: string | Uint8Array;
}
