/**
 * The last line of defence of "the build never writes outside its output":
 * the manifest already refuses routes that would leave it (with a located
 * error), and every path is checked again here, where files are written.
 */
import path from 'node:path';

/** Whether `file` (absolute) lies strictly inside the folder `root` (absolute). */
export function isInsideFolder(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** `root` joined with the output-relative `file`; throws when the result is not inside `root`. */
export function resolveInside(root: string, file: string): string {
  const resolved = path.resolve(root, file);
  if (!isInsideFolder(root, resolved)) throw new Error(`Refused to write ${JSON.stringify(file)}: it resolves outside the output folder ${root}`);
  return resolved;
}
