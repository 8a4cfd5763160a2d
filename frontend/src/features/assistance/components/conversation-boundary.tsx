// The conversation part of the widget is loaded on demand; if that fails (offline, or a deploy replaced its
// file), the widget says so with a way to try again, instead of the whole page giving way to the error page.
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead, with the retry that loads it afresh. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

export class ConversationBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}
