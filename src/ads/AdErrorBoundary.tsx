import * as React from 'react';
import type { AdLayout } from './adConstants';
import { sendAdEvent } from './adEvents';

interface AdErrorBoundaryProps {
  layout: AdLayout;
  children: React.ReactNode;
}

/** A crashing ad renders nothing and reports the crash; the page around it goes on. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    const label = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    sendAdEvent('ad-crash', { label: label.slice(0, 150), layout: this.props.layout });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
