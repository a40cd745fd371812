import * as React from 'react';
import classes from './demo.module.css';

/** What a demo that failed shows in its place: the docs' message and the demo's own error. */
export function DemoErrorMessage({ message, error }: { message: string; error: Error }) {
  return (
    <div role="alert" className={classes.error}>
      {message} <code>{error.message}</code>
    </div>
  );
}

interface DemoErrorBoundaryProps {
  message: string;
  children: React.ReactNode;
}

/** Keeps a throwing demo from taking the page down: the demo shows an error instead. */
export class DemoErrorBoundary extends React.Component<DemoErrorBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <DemoErrorMessage message={this.props.message} error={this.state.error} />;
    }
    return this.props.children;
  }
}
