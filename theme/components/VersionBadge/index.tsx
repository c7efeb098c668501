import type { VersionData } from '../../../renderer/shared/page-data.js';

/** "Version: 29.7" above the text of a doc of a site with several versions, as Docusaurus shows it. */
export function VersionBadge({ version }: { readonly version: VersionData | undefined }) {
  if (version?.badge !== true) return null;
  return <span className="version-badge">{`Version: ${version.label}`}</span>;
}
