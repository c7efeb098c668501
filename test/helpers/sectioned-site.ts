import { makeSite } from './cli.js';

/** A site of `sections` top-level categories of two docs each (`/section-001/first`, `/section-001/second`, …): a sidebar that grows with the site. */
export function sectionedSite(sections: number): Promise<string> {
  const files: Record<string, string> = {};
  for (let index = 1; index <= sections; index++) {
    const section = String(index).padStart(3, '0');
    files[`content/section-${section}/first.md`] = `# First of ${section}\n\nText.\n`;
    files[`content/section-${section}/second.md`] = `# Second of ${section}\n\nText.\n`;
  }
  return makeSite(files);
}
