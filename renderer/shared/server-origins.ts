/**
 * The origins (scheme, host, port) a spec's own servers name: where the Try
 * it console may send a reader's credential without asking. Each variable is
 * taken at each value its `enum` allows (else its default), so a server
 * `https://{region}.api.example.com` with regions `us` and `eu` names both
 * hosts. Relative servers name no origin. Pure.
 */
import type { ServerView } from './api-reference.js';

/** A server with more combinations than this has its first ones taken: a spec with that many hosts is no list to trust by heart. */
const MAX_COMBINATIONS = 64;

export function serverOrigins(servers: readonly ServerView[]): string[] {
  const origins = new Set<string>();
  for (const server of servers) {
    let filled = [server.url];
    for (const variable of server.variables) {
      const values = variable.enumValues !== undefined && variable.enumValues.length > 0 ? variable.enumValues : [variable.defaultValue];
      filled = filled.flatMap((url) => values.map((value) => url.replaceAll(`{${variable.name}}`, value))).slice(0, MAX_COMBINATIONS);
    }
    for (const url of filled) {
      const origin = originOf(url);
      if (origin !== undefined) origins.add(origin);
    }
  }
  return [...origins];
}

function originOf(url: string): string | undefined {
  // A variable the server does not declare has no value: no host can be told from it.
  if (!/^https?:\/\//i.test(url) || url.includes('{')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
