/**
 * The requests an API sends rather than answers: OpenAPI 3.1 `webhooks`
 * (sent when something happens, to a URL registered out of band) and an
 * operation's `callbacks` (sent to a URL the caller gave, named by a
 * runtime expression such as `{$request.body#/callbackUrl}`). Each is shown
 * as an operation, made by the same function as the spec's own operations
 * (`build`), so it has a body, responses and the rest. Pure.
 */
import { anchorSafe } from '../content/slug.js';
import type { CallbackView, OperationView } from '../shared/api-reference.js';
import { operationsOf, pathItemOf } from './path-items.js';
import type { SpecDocument } from './spec-document.js';

type Json = Record<string, unknown>;

export interface SentOperation {
  readonly pathItem: Json;
  readonly method: string;
  readonly operation: Json;
  /** What the page shows in place of a path: the webhook's name, or the callback's URL expression. */
  readonly path: string;
  readonly anchor: string;
}

interface SentInput {
  readonly document: SpecDocument;
  /** Turns a wished-for id into one not yet used on the page. */
  readonly claimAnchor: (base: string) => string;
  readonly build: (sent: SentOperation) => OperationView;
}

/** Every webhook's operations, in the spec's order, with their first tag: anchored by operationId, else `webhook-<name>` (and the method, when a webhook has several). */
export function webhooksOf({ raw, document, claimAnchor, build }: SentInput & { readonly raw: Json }): OperationView[] {
  const webhooks = typeof raw.webhooks === 'object' && raw.webhooks !== null ? (raw.webhooks as Json) : {};
  return Object.entries(webhooks).flatMap(([name, value]) => {
    const pathItem = pathItemOf(value, document);
    if (pathItem === undefined) return [];
    const operations = operationsOf(pathItem);
    return operations.map(({ method, operation }) => {
      const byName = `webhook-${anchorSafe(name) || 'root'}${operations.length > 1 ? `-${method}` : ''}`;
      const id = typeof operation.operationId === 'string' && operation.operationId !== '' ? anchorSafe(operation.operationId) : byName;
      const view = build({ pathItem, method, operation, path: name, anchor: claimAnchor(id) });
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : undefined;
      return tag === undefined ? view : { ...view, tag };
    });
  });
}

/**
 * An operation's callbacks, each under `<operation>-callback-<name>`, its requests under that and their
 * method. Anchored under their operation whatever their operationId: links to the operation stay where they were.
 */
export function callbacksOf({
  operation,
  ownerAnchor,
  document,
  claimAnchor,
  build,
}: SentInput & { readonly operation: Json; readonly ownerAnchor: string }): CallbackView[] {
  const callbacks = typeof operation.callbacks === 'object' && operation.callbacks !== null ? (operation.callbacks as Json) : {};
  return Object.entries(callbacks).flatMap(([name, value]) => {
    const callback = pathItemOf(value, document);
    if (callback === undefined) return [];
    const anchor = claimAnchor(`${ownerAnchor}-callback-${anchorSafe(name) || 'root'}`);
    const operations = Object.entries(callback).flatMap(([expression, item]) => {
      const pathItem = pathItemOf(item, document);
      if (pathItem === undefined) return [];
      return operationsOf(pathItem).map(({ method, operation: sent }) =>
        build({ pathItem, method, operation: sent, path: expression, anchor: claimAnchor(`${anchor}-${method}`) }),
      );
    });
    return operations.length === 0 ? [] : [{ name, anchor, operations }];
  });
}
