/**
 * The reader's preferred docs version (website spec §4 "Docs preferred
 * version"): saved in localStorage when the reader picks a version from the
 * dropdown; a stored name that matches no version of the site is cleared.
 * Storage failures are logged at debug level and otherwise ignored.
 */
import { useEffect, useState } from 'react';

/** One docs plugin per site; the key keeps Docusaurus's shape, `docs-preferred-version-<pluginId>`. */
export const PREFERRED_VERSION_STORAGE_KEY = 'docs-preferred-version-default';

export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_STORAGE_KEY, name);
  } catch (error) {
    console.debug('docs-gen: the preferred docs version could not be saved', error);
  }
}

/** The stored preference once hydrated (undefined before, and when there is none or it was stale). */
export function usePreferredVersion(known: readonly string[]): string | undefined {
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  const knownKey = known.join('\n');
  useEffect(() => {
    try {
      const stored = localStorage.getItem(PREFERRED_VERSION_STORAGE_KEY);
      if (stored === null) return;
      if (knownKey.split('\n').includes(stored)) setPreferred(stored);
      else localStorage.removeItem(PREFERRED_VERSION_STORAGE_KEY);
    } catch (error) {
      console.debug('docs-gen: the preferred docs version could not be read', error);
    }
  }, [knownKey]);
  return preferred;
}
