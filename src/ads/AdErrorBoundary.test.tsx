import { render, screen } from '@testing-library/react';
import { AdErrorBoundary } from './AdErrorBoundary';
import { registerAdEventSink } from './adEvents';

function Crashing(): React.ReactNode {
  throw new TypeError('ad exploded');
}

describe('AdErrorBoundary', () => {
  it('renders nothing for a crashing ad and sends the crash event', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const sink = jest.fn();
    const unregister = registerAdEventSink(sink);
    render(
      <div data-testid="slot">
        <AdErrorBoundary layout="image">
          <Crashing />
        </AdErrorBoundary>
      </div>,
    );
    unregister();
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
    expect(sink).toHaveBeenCalledWith('ad-crash', { label: 'TypeError: ad exploded', layout: 'image' });
  });

  it('renders a working ad as it is', () => {
    render(
      <AdErrorBoundary layout="inline">
        <p>An ad</p>
      </AdErrorBoundary>,
    );
    expect(screen.getByText('An ad')).toBeInTheDocument();
  });
});
