import * as React from 'react';
import { useAdSession } from './useAdSession';
import { scheduleDisplayEvent } from './displayEvent';

/** Sends the (sampled, delayed) display event of the ad labelled `label`; null: nothing shown yet. */
export function useAdDisplayEvent(label: string | null): void {
  const { layout, random, displayEventRatio } = useAdSession();
  React.useEffect(() => {
    if (!label) {
      return undefined;
    }
    return scheduleDisplayEvent({ label, layout }, random, displayEventRatio);
  }, [label, layout, random, displayEventRatio]);
}
