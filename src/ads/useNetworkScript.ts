import * as React from 'react';
import { NETWORK_SCRIPT_ID } from './adNetworkConfig';
import { markSponsoredLinks, observeNetwork } from './networkElement';
import { pollNetwork, type NetworkStatus } from './networkPolling';

/**
 * Injects the network's script into the returned container and polls for the element it
 * renders there. A script that fails to load is, for the page, the same as a blocked one.
 */
export function useNetworkScript(scriptUrl: string): {
  containerRef: React.RefObject<HTMLDivElement | null>;
  status: NetworkStatus;
} {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [status, setStatus] = React.useState<NetworkStatus>('waiting');
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const script = document.createElement('script');
    script.id = NETWORK_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    container.appendChild(script);
    const stop = pollNetwork(
      () => observeNetwork(container),
      (state) => {
        if (state.status === 'ad') {
          markSponsoredLinks(container);
        }
        setStatus(state.status);
      },
    );
    return () => {
      stop();
      container.replaceChildren();
    };
  }, [scriptUrl]);
  return { containerRef, status };
}
