import { Component, type ReactNode } from 'react';
import { isLoadFailure } from '../lib/load-failure.ts';
import { forgetFailedLoads } from '../lib/retryable-lazy.ts';
import { LoadFailureNotice } from './ui/load-failure-notice.tsx';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** A new value (e.g. the next address) forgets a failure shown for the old one. */
  resetKey?: unknown;
  variant?: 'page' | 'inline';
}

interface LoadFailureBoundaryState {
  failure: { error: unknown } | null;
}

/**
 * Catches what could not be loaded below it (a lazy chunk, a server out of reach) and shows the
 * retry notice in its place; anything else is a bug and goes on up to the route's error page.
 */
export class LoadFailureBoundary extends Component<
  LoadFailureBoundaryProps,
  LoadFailureBoundaryState
> {
  override state: LoadFailureBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): LoadFailureBoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: LoadFailureBoundaryProps) {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    forgetFailedLoads();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    // Thrown from here, an error reaches the next boundary up (the route's error element).
    if (!isLoadFailure(failure.error)) throw failure.error;
    return <LoadFailureNotice onRetry={this.retry} variant={this.props.variant} />;
  }
}
