import { useEffect, useState } from 'react';
import { COPIED_LABEL_MS } from './copy-code.js';

/** Whether a copy button says "Copied": true from `markCopied` on, for COPIED_LABEL_MS. */
export function useCopiedFlag(): readonly [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, () => setCopied(true)];
}
