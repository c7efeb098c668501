/** What the commands take when they are not told otherwise, written once: the API and the command line read them here. */

/** The output folder, relative to the site root. */
export const DEFAULT_OUT_DIR = 'build';
/** The address `dev` and `serve` listen on: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';
/** The port `dev` and `serve` try first. */
export const DEFAULT_PORT = 3000;
