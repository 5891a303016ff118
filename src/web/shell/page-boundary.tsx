import { Component, useEffect, type ReactNode } from 'react';
import { ErrorView, reloadPage } from './error-view.tsx';

interface Props {
  /** A change (a new location) clears a caught error without remounting the page. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** A page whose chunk failed offline loads again when the network comes back (a failed import stays failed: reload). */
function ReloadWhenOnline() {
  useEffect(() => {
    window.addEventListener('online', reloadPage);
    return () => window.removeEventListener('online', reloadPage);
  }, []);
  return null;
}

/** Catches a page whose chunk failed to load (or that failed to render) and shows the error view. */
export class PageBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) {
      return (
        <>
          <ErrorView onRetry={reloadPage} />
          <ReloadWhenOnline />
        </>
      );
    }
    return this.props.children;
  }
}
