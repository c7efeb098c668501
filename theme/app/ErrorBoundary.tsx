/**
 * Website spec §4 and §8: a page that crashes while rendering in the browser
 * shows a crash screen (the error, its chain of causes, "Try again") instead
 * of leaving the reader with an empty page. The server never renders the
 * crash screen: with no error the boundary adds nothing to the HTML, so
 * hydration still matches the server's.
 */
import { Component, useContext, useEffect, type ReactNode } from 'react';
import { PageShownContext } from './page-shown.js';

export interface ErrorBoundaryProps {
  /** Changes when another route is shown: a crash belongs to the route it happened on, so the next one renders normally. */
  readonly resetKey: unknown;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  /** Boxed, so that even `throw undefined` counts as a crash. */
  readonly crash: { readonly error: unknown } | undefined;
  readonly resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { crash: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { crash: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { crash: undefined, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    const { crash } = this.state;
    if (crash === undefined) return this.props.children;
    return <CrashScreen error={crash.error} onTryAgain={() => this.setState({ crash: undefined })} />;
  }
}

export interface CrashScreenProps {
  readonly error: unknown;
  readonly onTryAgain: () => void;
}

/** Stands alone, without the site's layout: the layout itself may be what crashed. */
export function CrashScreen({ error, onTryAgain }: CrashScreenProps) {
  // Set on every mount: "Try again" that crashes again mounts a new screen after the page had set its own title.
  const shown = useContext(PageShownContext);
  useEffect(() => {
    document.title = 'Page Error';
    // The crash screen is what the route shows: the navigation that led here is done.
    shown?.();
  }, [shown]);
  const [message, ...causes] = causeChain(error);
  return (
    <main className="crash-page">
      <h1>This page crashed.</h1>
      <p className="crash-page__message">{message}</p>
      {causes.map((cause, index) => (
        <div key={index} className="crash-page__cause">
          <p className="crash-page__cause-label">Cause</p>
          <p className="crash-page__message">{cause}</p>
        </div>
      ))}
      <button type="button" className="crash-page__retry" onClick={onTryAgain}>
        Try again
      </button>
    </main>
  );
}

/** The message of what was thrown, then of its `cause`, and so on; a cause seen before (a cycle) ends the chain. */
export function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (!seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    if (!(current instanceof Error) || current.cause === undefined) break;
    current = current.cause;
  }
  return messages;
}
