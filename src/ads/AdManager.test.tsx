import { render, screen } from '@testing-library/react';
import { renderWithAdManager } from '../../test/unit/renderWithAdManager';
import { AdManager, MISSING_AD_MANAGER } from './AdManager';
import { useAdSession } from './useAdSession';

function LayoutProbe() {
  const { layout } = useAdSession();
  return <p>{layout}</p>;
}

describe('AdManager', () => {
  it('draws one session value per page load and keeps it across renders', () => {
    const random = jest.fn(() => 0.5);
    const { rerender } = render(
      <AdManager random={random}>
        <LayoutProbe />
      </AdManager>,
    );
    rerender(
      <AdManager random={random}>
        <LayoutProbe />
      </AdManager>,
    );
    expect(random).toHaveBeenCalledTimes(1);
    expect(screen.getByText('image')).toBeInTheDocument();
  });

  it('gives the inline layout when the session value is below 0.2', () => {
    renderWithAdManager(<LayoutProbe />, { random: () => 0.19 });
    expect(screen.getByText('inline')).toBeInTheDocument();
  });

  it('makes a consumer outside it throw', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LayoutProbe />)).toThrow(MISSING_AD_MANAGER);
  });
});
