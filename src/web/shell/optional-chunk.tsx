import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  onOnline: () => void;
  children: ReactNode;
}

/** Shows nothing while its child's chunk has failed, and tries again when the network comes back. */
class OptionalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onOnline();
    this.setState({ failed: false });
  };

  override componentDidUpdate(_: BoundaryProps, before: { failed: boolean }) {
    if (this.state.failed && !before.failed) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the frame (the share button, the popups) loaded on first use, in its own chunk. Offline its
 * chunk may not load: the part is left out instead of taking the whole app down, and loads again when
 * the network returns (React keeps a failed lazy import failed, so a new one is made).
 */
export function optionalChunk<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(() => load().then((Part) => ({ default: Part })));
  let Current = make();
  return function OptionalChunk(props: P) {
    const [, setAttempt] = useState(0);
    const again = () => {
      Current = make();
      setAttempt((n) => n + 1);
    };
    return (
      <OptionalBoundary onOnline={again}>
        <Suspense fallback={null}>
          <Current {...props} />
        </Suspense>
      </OptionalBoundary>
    );
  };
}
