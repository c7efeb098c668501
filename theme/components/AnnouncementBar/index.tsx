import type { CSSProperties } from 'react';
import { usePageData } from '../../page-context.js';
import { IconClose } from '../Icons/index.js';
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from './dismissal.js';

/**
 * The optional bar above the navbar. It is always rendered, so server and
 * client markup match; whether a reader sees it is decided on <html> by the
 * head script and by Close (see `dismissal.ts`).
 */
export function AnnouncementBar() {
  const bar = usePageData().site.announcementBar;
  if (bar === undefined) return null;
  const style: CSSProperties = {
    backgroundColor: bar.backgroundColor || undefined,
    color: bar.textColor || undefined,
  };
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-id={bar.id} style={style}>
      {/* Trusted HTML written by the site owner in the config, never user input. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={dismissAnnouncement}>
          <IconClose />
        </button>
      )}
    </div>
  );
}

function dismissAnnouncement() {
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
  // The Close button just left the page with the bar, which would drop focus to <body> and send the next Tab
  // back to the top: the main content (focusable through tabindex=-1, as the skip link's target) takes it.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  try {
    localStorage.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true');
  } catch (error) {
    // Website spec §8: a storage failure is logged and ignored; the bar stays closed on this page.
    console.debug('docs-gen: could not remember the closed announcement bar in localStorage', error);
  }
}
