// ENTRY CHUNK. One error boundary per page: a failed chunk download or a page that throws shows
// "loading failed, tap to retry" instead of a white screen, and the retry loads it again, with
// everything else that failed (lib/retry-all.ts).

import { Component, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { RETRY_ALL, retryAll } from '@/lib/retry-all';
import css from './RouteBoundary.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

export class RouteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('page failed', error);
  }

  retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override componentDidMount() {
    addEventListener(RETRY_ALL, this.retry);
  }

  override componentWillUnmount() {
    removeEventListener(RETRY_ALL, this.retry);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div class={css.failed}>
        <button type="button" class={css.retry} onClick={retryAll}>
          {t`Loading failed, tap to retry`}
        </button>
      </div>
    );
  }
}
