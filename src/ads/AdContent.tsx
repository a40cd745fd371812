import { Ad } from './Ad';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdSession } from './useAdSession';

/** What the slot loads on demand: the ad, inside the boundary that contains its crashes. */
export default function AdContent() {
  const { layout } = useAdSession();
  return (
    <AdErrorBoundary layout={layout}>
      <Ad />
    </AdErrorBoundary>
  );
}
