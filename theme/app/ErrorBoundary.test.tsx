import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { causeChain, CrashScreen, ErrorBoundary } from './ErrorBoundary.js';

const tryAgain = () => {};

describe('ErrorBoundary', () => {
  it('adds nothing to the HTML of a page that does not crash, so hydration still matches', () => {
    const page = (
      <article>
        <h1>Install</h1>
      </article>
    );
    expect(renderToString(<ErrorBoundary resetKey={1}>{page}</ErrorBoundary>)).toBe(renderToString(page));
  });

  it('shows the crash state from what was thrown, even undefined', () => {
    expect(ErrorBoundary.getDerivedStateFromError(new Error('Boom'))).toEqual({ crash: { error: new Error('Boom') } });
    expect(ErrorBoundary.getDerivedStateFromError(undefined)).toEqual({ crash: { error: undefined } });
  });

  it('clears a crash when another route is shown, and keeps it on the same route', () => {
    const crashed = { crash: { error: new Error('Boom') }, resetKey: 'install' };
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: 'install', children: null }, crashed)).toBeNull();
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: 'configure', children: null }, crashed)).toEqual({ crash: undefined, resetKey: 'configure' });
  });
});

describe('CrashScreen', () => {
  it('shows the heading, the error message and a "Try again" button', () => {
    const html = renderToString(<CrashScreen error={new Error('Unknown component $Nope in the page body')} onTryAgain={tryAgain} />);
    expect(html).toContain('<h1>This page crashed.</h1>');
    expect(html).toContain('<p class="crash-page__message">Unknown component $Nope in the page body</p>');
    expect(html).toContain('<button type="button" class="crash-page__retry">Try again</button>');
    expect(html).not.toContain('Cause');
  });

  it('shows each cause of the error, in order, under a "Cause" label', () => {
    const error = new Error('Could not render the page', { cause: new Error('Could not read the sidebar', { cause: 'disk full' }) });
    const html = renderToString(<CrashScreen error={error} onTryAgain={tryAgain} />);
    const cause = (message: string) =>
      `<div class="crash-page__cause"><p class="crash-page__cause-label">Cause</p><p class="crash-page__message">${message}</p></div>`;
    expect(html).toContain(`<p class="crash-page__message">Could not render the page</p>${cause('Could not read the sidebar')}${cause('disk full')}<button`);
  });

  it('shows a thrown value that is not an Error as text', () => {
    expect(renderToString(<CrashScreen error="plain string" onTryAgain={tryAgain} />)).toContain('<p class="crash-page__message">plain string</p>');
  });
});

describe('causeChain', () => {
  it('follows causes until there is none', () => {
    expect(causeChain(new Error('a', { cause: new Error('b') }))).toEqual(['a', 'b']);
    expect(causeChain(new Error('a', { cause: null }))).toEqual(['a', 'null']);
    expect(causeChain(undefined)).toEqual(['undefined']);
  });

  it('stops at a cause seen before instead of looping', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(causeChain(first)).toEqual(['first', 'second']);
  });
});
