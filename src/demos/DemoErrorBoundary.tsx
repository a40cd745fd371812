import * as React from 'react';
import Box from '@mui/material/Box';

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
        <Box role="alert" sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'text.primary' }}>
          {this.props.message} <code>{this.state.error.message}</code>
        </Box>
      );
    }
    return this.props.children;
  }
}
