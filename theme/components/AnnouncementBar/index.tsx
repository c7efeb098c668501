import type { CSSProperties } from 'react';
import { usePageData } from '../../page-context.js';
import { IconClose } from '../Icons/index.js';

/**
 * The optional bar above the navbar. Dismissal is client behaviour (website
 * spec §4): the client reads `data-announcement-id` to tell a new bar from
 * one the reader already closed.
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
        <button type="button" className="announcement-bar__close" aria-label="Close">
          <IconClose />
        </button>
      )}
    </div>
  );
}
