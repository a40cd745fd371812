import * as React from 'react';
import { AdBlockAppeal } from './AdBlockAppeal';
import { useAdSession } from './useAdSession';
import { drawAdBlockAppeal } from './adSplits';
import { InHouseAdView } from './InHouseAdView';

/** With an ad blocker: the appeal 20% of the time, otherwise an in-house ad. */
export function AdBlockFallback() {
  const { random } = useAdSession();
  const [appeal] = React.useState(() => drawAdBlockAppeal(random));
  return appeal ? <AdBlockAppeal /> : <InHouseAdView />;
}
