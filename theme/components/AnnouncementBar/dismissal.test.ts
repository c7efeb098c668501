import { describe, expect, it } from 'vitest';
import { announcementHeadScript } from './dismissal.js';

interface Outcome {
  /** localStorage after the script ran. */
  readonly storage: Record<string, string>;
  readonly dismissed: boolean;
  readonly debugMessages: readonly string[];
}

/** Runs the head script as a page load would, against `storage` (null: every use of localStorage throws). */
function load(bar: { id: string; isCloseable: boolean }, storage: Record<string, string> | null): Outcome {
  const stored = { ...storage };
  const attributes = new Set<string>();
  const debugMessages: string[] = [];
  const blocked = () => {
    throw new Error('The user has blocked site data.');
  };
  const localStorage = {
    getItem: (key: string) => (storage === null ? blocked() : (stored[key] ?? null)),
    setItem: (key: string, value: string) => (storage === null ? blocked() : void (stored[key] = value)),
    removeItem: (key: string) => (storage === null ? blocked() : void delete stored[key]),
  };
  const run = new Function('localStorage', 'document', 'console', announcementHeadScript(bar)) as (...globals: unknown[]) => void;
  run(localStorage, { documentElement: { setAttribute: (name: string) => attributes.add(name) } }, { debug: (message: string) => debugMessages.push(message) });
  return { storage: stored, dismissed: attributes.has('data-announcement-dismissed'), debugMessages };
}

const closed = (id: string) => ({ 'docs-gen.announcement.id': id, 'docs-gen.announcement.dismiss': 'true' });

describe('announcementHeadScript', () => {
  it('records the id of a bar seen for the first time and shows it', () => {
    expect(load({ id: 'launch-1', isCloseable: true }, {})).toEqual({
      storage: { 'docs-gen.announcement.id': 'launch-1' },
      dismissed: false,
      debugMessages: [],
    });
  });

  it('keeps a closed bar hidden while its id is unchanged', () => {
    expect(load({ id: 'launch-1', isCloseable: true }, closed('launch-1'))).toMatchObject({ storage: closed('launch-1'), dismissed: true });
  });

  it('shows a bar with a new id, recording the id and clearing the earlier dismissal', () => {
    expect(load({ id: 'launch-2', isCloseable: true }, closed('launch-1'))).toMatchObject({
      storage: { 'docs-gen.announcement.id': 'launch-2' },
      dismissed: false,
    });
  });

  it('never hides a bar that cannot be closed', () => {
    expect(load({ id: 'launch-1', isCloseable: false }, closed('launch-1')).dismissed).toBe(false);
  });

  it('logs a storage failure at debug level and shows the bar', () => {
    const outcome = load({ id: 'launch-1', isCloseable: true }, null);
    expect(outcome.dismissed).toBe(false);
    expect(outcome.debugMessages).toEqual(['docs-gen: the announcement bar could not use localStorage']);
  });

  it('cannot end its own <script> element, whatever the id holds, and still compares the id exactly', () => {
    const id = '</script><script>alert(1)</script>';
    expect(announcementHeadScript({ id, isCloseable: true })).not.toContain('</');
    expect(load({ id, isCloseable: true }, closed(id)).dismissed).toBe(true);
  });
});
