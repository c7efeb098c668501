/**
 * Announcement bar dismissal (website spec §4): localStorage keeps whether the
 * reader closed the bar and which bar id they last saw. An inline head script
 * settles both before first paint and marks <html> when the bar stays
 * dismissed, so a closed bar never flashes; the stylesheet hides the bar under
 * that attribute, which also survives client navigation. Nothing here touches
 * the DOM: the renderer embeds the script in every page.
 */
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'docs-gen.announcement.id';
export const ANNOUNCEMENT_DISMISS_STORAGE_KEY = 'docs-gen.announcement.dismiss';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * The head script's source. A new bar id clears an earlier dismissal, so the
 * new bar shows; a bar that cannot be closed is never hidden, whatever an
 * earlier closeable bar with the same id left in storage.
 */
export function announcementHeadScript({ id, isCloseable }: { readonly id: string; readonly isCloseable: boolean }): string {
  const hideWhenDismissed = isCloseable
    ? `else if(localStorage.getItem(${scriptString(ANNOUNCEMENT_DISMISS_STORAGE_KEY)})==="true")` +
      `document.documentElement.setAttribute(${scriptString(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},"")`
    : '';
  return (
    `try{if(localStorage.getItem(${scriptString(ANNOUNCEMENT_ID_STORAGE_KEY)})!==${scriptString(id)}){` +
    `localStorage.setItem(${scriptString(ANNOUNCEMENT_ID_STORAGE_KEY)},${scriptString(id)});` +
    `localStorage.removeItem(${scriptString(ANNOUNCEMENT_DISMISS_STORAGE_KEY)})}${hideWhenDismissed}}` +
    `catch(error){console.debug("docs-gen: the announcement bar could not use localStorage",error)}`
  );
}

/** A JavaScript string literal that cannot end the inline <script> it sits in, whatever the config's id holds. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}
