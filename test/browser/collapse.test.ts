/**
 * The collapse animation of sidebar categories in Chromium (website spec §4,
 * §9): opening and closing animate the list's height between zero and its
 * content, over a time that grows with the content but is 1 ms when the
 * reader prefers reduced motion; a closed list ends hidden with zero height;
 * the state the page loads with is shown as it is, without animation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

/** The list of a category at one animation frame, `time` ms after its caret was clicked. */
interface Sample {
  readonly time: number;
  readonly height: number;
  readonly hidden: boolean;
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('reading'));

  async function open(path: string, { reducedMotion = false } = {}): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('.doc-sidebar .menu__caret');
    return page;
  }

  const caretName = (label: string) => `Toggle the collapsible sidebar category '${label}'`;

  /** Clicks the caret of category `label`, then measures its list at every animation frame for `duration` ms. */
  function toggleAndSample(page: Page, label: string, duration = 1_000): Promise<Sample[]> {
    return page.evaluate(
      async ({ name, duration }) => {
        const caret = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
        const list = () => {
          const id = caret.getAttribute('aria-controls');
          return id === null ? null : document.getElementById(id);
        };
        const samples: Sample[] = [];
        caret.click();
        const start = performance.now();
        while (performance.now() - start < duration) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const current = list();
          samples.push({ time: performance.now() - start, height: current?.getBoundingClientRect().height ?? 0, hidden: current?.hidden ?? true });
        }
        return samples;
      },
      { name: caretName(label), duration },
    );
  }

  /** Heights strictly between the two ends: frames that show the list part open. */
  const between = (samples: readonly Sample[], full: number) => samples.filter((sample) => sample.height > 0.5 && sample.height < full - 0.5);
  /** When the height reached `height` for good. */
  const settledAt = (samples: readonly Sample[], height: number) => {
    const last = samples.findLastIndex((sample) => Math.abs(sample.height - height) > 0.5);
    return last === -1 ? 0 : samples[last + 1]!.time;
  };
  /** The frame, counted from the click, from which on the height is `height`: 0 for the first frame drawn after it. */
  const settledFrame = (samples: readonly Sample[], height: number) => samples.findLastIndex((sample) => Math.abs(sample.height - height) > 0.5) + 1;
  /** The height of the category's list at rest, fully open. */
  const listHeight = (page: Page, label: string) =>
    page.evaluate((name) => {
      const caret = document.querySelector(`button[aria-label="${name}"]`)!;
      return document.getElementById(caret.getAttribute('aria-controls')!)!.getBoundingClientRect().height;
    }, caretName(label));
  const expectAtRest = (sample: Sample | undefined, height: number, hidden: boolean) => {
    expect(sample?.height).toBeCloseTo(height, 0);
    expect(sample?.hidden).toBe(hidden);
  };

  it('shows the state the page loads with as it is: open lists at full height, closed ones absent, nothing animating', async () => {
    const page = await open('/reading/long-read');
    const state = await page.evaluate(() => ({
      animations: document.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.doc-sidebar')).length,
      lists: Array.from(document.querySelectorAll<HTMLElement>('.doc-sidebar .menu__list .menu__list'), (list) => ({
        hidden: list.hidden,
        height: list.getBoundingClientRect().height,
        content: list.scrollHeight,
      })),
    }));
    expect(state.animations).toBe(0);
    expect(state.lists).toHaveLength(1);
    expect(state.lists[0]!.hidden).toBe(false);
    expect(state.lists[0]!.height).toBeGreaterThan(100);
    expect(Math.abs(state.lists[0]!.height - state.lists[0]!.content)).toBeLessThan(1);
  });

  it('closes a category by shrinking its list to zero height, then hides it', async () => {
    const page = await open('/reading/long-read');
    const full = await listHeight(page, 'Reading');
    const samples = await toggleAndSample(page, 'Reading');

    expect(between(samples, full).length).toBeGreaterThanOrEqual(3);
    expect(samples.every((sample, index) => index === 0 || sample.height <= samples[index - 1]!.height)).toBe(true);
    expect(settledAt(samples, 0)).toBeGreaterThan(100);
    expectAtRest(samples.at(-1), 0, true);
    expect(await page.locator('.doc-sidebar a[href="/reading/glossary"]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: caretName('Reading') }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a category by growing its list from zero to the height of its content', async () => {
    const page = await open('/reading/long-read');
    const full = await listHeight(page, 'Reading');
    await toggleAndSample(page, 'Reading');
    const samples = await toggleAndSample(page, 'Reading');

    expect(between(samples, full).length).toBeGreaterThanOrEqual(3);
    expect(samples.every((sample, index) => index === 0 || sample.height >= samples[index - 1]!.height)).toBe(true);
    expect(settledAt(samples, full)).toBeGreaterThan(100);
    expectAtRest(samples.at(-1), full, false);
    expect(await page.locator('.doc-sidebar a[href="/reading/glossary"]').isVisible()).toBe(true);
  });

  it('opens a category sent without its items with the same animation once they arrive', async () => {
    const page = await open('/reading/long-read');
    const samples = await toggleAndSample(page, 'Handbook');
    const full = await listHeight(page, 'Handbook');

    expect(full).toBeGreaterThan(50);
    expect(between(samples, full).length).toBeGreaterThanOrEqual(3);
    expectAtRest(samples.at(-1), full, false);
  });

  it('takes a frame instead of an animation when the reader prefers reduced motion', async () => {
    const page = await open('/reading/long-read', { reducedMotion: true });
    const full = await listHeight(page, 'Reading');

    const closing = await toggleAndSample(page, 'Reading', 300);
    expect(between(closing, full)).toEqual([]);
    // Within three frames (the click, the state it sets, the drawing), however long frames take on a busy machine.
    expect(settledFrame(closing, 0)).toBeLessThanOrEqual(3);
    expectAtRest(closing.at(-1), 0, true);

    const opening = await toggleAndSample(page, 'Reading', 300);
    expect(between(opening, full)).toEqual([]);
    expect(settledFrame(opening, full)).toBeLessThanOrEqual(3);
    expectAtRest(opening.at(-1), full, false);
  });

  it('turns back from the height reached when the caret is clicked again during the animation', async () => {
    const page = await open('/reading/long-read');
    const full = await listHeight(page, 'Reading');
    const closing = await toggleAndSample(page, 'Reading', 60);
    const reached = closing.at(-1)!.height;
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(full);

    const reopening = await toggleAndSample(page, 'Reading');
    expect(reopening[0]!.height).toBeGreaterThan(0);
    expectAtRest(reopening.at(-1), full, false);
    expect(await page.locator('.doc-sidebar a[href="/reading/glossary"]').isVisible()).toBe(true);
  });

  it('leaves the other categories open when one is opened, and opens the chain of a page reached by navigation', async () => {
    const page = await open('/reading/long-read');
    await page.getByRole('button', { name: caretName('Handbook') }).click();
    await page.locator('.doc-sidebar a[href="/handbook/tools"]').waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: caretName('Reading') }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.doc-sidebar a[href="/reading/glossary"]').isVisible()).toBe(true);

    await page.getByRole('button', { name: caretName('Handbook') }).click();
    await page.locator('.doc-sidebar a[href="/handbook/tools"]').waitFor({ state: 'hidden' });
    await page.locator('.doc-sidebar a[href="/handbook/onboarding"]', { hasText: 'Handbook' }).click();
    await page.waitForFunction(() => document.title.startsWith('Onboarding'));
    await page.locator('.doc-sidebar a[href="/handbook/tools"]').waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: caretName('Handbook') }).getAttribute('aria-expanded')).toBe('true');
  });
});
