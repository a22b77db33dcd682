import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** When any of these change, a shown error is cleared (e.g. the route's location). */
  resetKeys?: unknown[];
  /** Told about each caught error (after the fallback is shown), e.g. to leave a state that keeps failing. */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  keys: unknown[];
}

/** Keeps a failure contained to the part of the page that failed. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    const changed = keys.length !== state.keys.length || keys.some((key, index) => !Object.is(key, state.keys[index]));
    return changed ? { error: null, keys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
