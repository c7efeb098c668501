import type { VersionData } from '../../../renderer/shared/page-data.js';
import { Link } from '../Link/index.js';

export interface VersionBannerProps {
  readonly siteTitle: string;
  readonly version: VersionData | undefined;
}

/** Above the pages of unreleased and old versions: which version this is, and the same page in the last version. */
export function VersionBanner({ siteTitle, version }: VersionBannerProps) {
  if (version?.banner === undefined) return null;
  const latest = version.versions.find((candidate) => candidate.isLast);
  return (
    <div className="version-banner" role="alert">
      <p>
        {version.banner === 'unreleased'
          ? `This is unreleased documentation for ${siteTitle} ${version.label}.`
          : `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`}
      </p>
      {latest !== undefined && (
        <p>
          For up-to-date documentation, see the <Link href={latest.url}>latest version</Link> ({latest.label}).
        </p>
      )}
    </div>
  );
}
