import * as React from 'react';
import Alert from '@mui/material/Alert';

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
      return (
        <Alert severity="error" role="alert">
          {this.props.message} <code>{this.state.error.message}</code>
        </Alert>
      );
    }
    return this.props.children;
  }
}
