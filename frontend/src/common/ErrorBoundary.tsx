import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorPage } from './ErrorPage';

interface State {
  failed: boolean;
}

/**
 * Catches a render error or a chunk that fails to load (e.g. after a deploy replaced the files)
 * below it and shows the error page with Reload instead of unmounting the whole console.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
