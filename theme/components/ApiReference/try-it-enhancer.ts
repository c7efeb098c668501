/**
 * Opens and closes the Try it consoles of an API reference article: one
 * delegated click listener for every Try it button. The console's code is
 * fetched on the first click only, and each console is mounted in a box
 * inserted after its button. Focus moves into a console when it opens and
 * back to its button when it closes. An operation that goes to the spec's
 * servers follows the one chosen on the page, its variables filled, as the
 * reader changes them, in an open console too. The consoles of a page share
 * where the reader has agreed to send a credential that is not one of the
 * spec's servers, so each such host is asked about once, and the credentials
 * typed, so each scheme's is typed once.
 */
import { decodeTryIt } from '../../../renderer/shared/try-it-data.js';
import { chosenServer, SERVER_CHOSEN_EVENT } from './enhance-server-choice.js';
import { SERVER_ORIGINS_ATTRIBUTE } from './Servers.js';
import { OAUTH_REDIRECT_ATTRIBUTE } from './TryIt.js';
import type { CredentialStore, CredentialTrust, MountedConsole } from './TryItConsole.js';

interface OpenConsole {
  readonly container: HTMLElement;
  /** Whether its operation goes to the spec's servers, and so to the one chosen on the page. */
  follows?: boolean;
  mounted?: MountedConsole;
}

export function enhanceTryIt(article: HTMLElement): () => void {
  const open = new Map<HTMLElement, OpenConsole>();
  const trust: CredentialTrust = {
    specOrigins: (article.querySelector(`[${SERVER_ORIGINS_ATTRIBUTE}]`)?.getAttribute(SERVER_ORIGINS_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
    agreedOrigins: new Set(),
  };
  const redirectPath = article.querySelector(`[${OAUTH_REDIRECT_ATTRIBUTE}]`)?.getAttribute(OAUTH_REDIRECT_ATTRIBUTE);
  // Absolute, as an authorization server compares it with the one registered.
  const redirectUrl = redirectPath ? new URL(redirectPath, window.location.href).href : undefined;
  // Made with the console's code, which brings the store: a page whose consoles stay closed loads neither.
  let credentials: CredentialStore | undefined;

  const close = (button: HTMLElement, { returnFocus }: { returnFocus: boolean }) => {
    const entry = open.get(button);
    if (entry === undefined) return;
    open.delete(button);
    entry.mounted?.unmount();
    entry.container.remove();
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (returnFocus) button.focus();
  };

  const openConsole = async (button: HTMLElement) => {
    const container = document.createElement('div');
    container.className = 'api-try-it';
    container.id = `${button.closest('[id]')?.id ?? 'operation'}-try-it`;
    button.after(container);
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', container.id);
    const entry: OpenConsole = { container };
    open.set(button, entry);
    try {
      const described = decodeTryIt(button.dataset.tryIt ?? '');
      const { createCredentialStore, mountTryItConsole } = await import('./TryItConsole.js');
      // Closed (or the page left) while the code was loading.
      if (open.get(button) !== entry) return;
      credentials ??= createCredentialStore();
      const chosen = chosenServer(article);
      const follows = chosen !== undefined && described.server === chosen.defaultUrl;
      entry.follows = follows;
      const request = follows ? { ...described, server: chosen.url } : described;
      entry.mounted = mountTryItConsole({ container, request, trust, credentials, redirectUrl, onClose: () => close(button, { returnFocus: true }) });
    } catch (error) {
      container.setAttribute('role', 'alert');
      container.textContent = `The Try it console could not be opened (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
    }
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-try-it]') : null;
    if (button === null || !article.contains(button)) return;
    if (open.has(button)) close(button, { returnFocus: false });
    else void openConsole(button);
  };

  const onServerChosen = () => {
    const url = chosenServer(article)?.url;
    if (url === undefined) return;
    for (const entry of open.values()) if (entry.follows) entry.mounted?.followServer(url);
  };

  article.addEventListener('click', onClick);
  article.addEventListener(SERVER_CHOSEN_EVENT, onServerChosen);
  return () => {
    article.removeEventListener('click', onClick);
    article.removeEventListener(SERVER_CHOSEN_EVENT, onServerChosen);
    for (const button of [...open.keys()]) close(button, { returnFocus: false });
  };
}
