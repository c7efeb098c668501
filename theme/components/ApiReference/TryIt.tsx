import type { OperationView } from '../../../renderer/shared/api-reference.js';
import { encodeTryIt } from '../../../renderer/shared/try-it-data.js';

/** On the article's header: the URL of the site's page a console's sign-in returns to (renderer/shared/oauth-redirect.ts), on pages whose consoles can sign in. */
export const OAUTH_REDIRECT_ATTRIBUTE = 'data-oauth-redirect';

/**
 * The button that opens an operation's Try it console. The server renders
 * only the button, with the request it describes; the console itself is
 * loaded and mounted beside it on first use (try-it-enhancer.ts).
 */
export function TryIt({ operation }: { readonly operation: OperationView }) {
  if (operation.tryIt === undefined) return null;
  const description = encodeTryIt({ method: operation.method, path: operation.path, ...operation.tryIt });
  return (
    <button type="button" className="api-try-it__open" aria-expanded="false" data-try-it={description}>
      Try it
    </button>
  );
}
