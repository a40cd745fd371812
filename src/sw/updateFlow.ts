/** How often a page whose worker was updated checks whether it has focus, to reload. */
export const RELOAD_FOCUS_POLL_MS = 100;

/** Message telling a waiting worker to activate now (the worker listens for it). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

type WorkerLike = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;

export interface UpdateFlowEnvironment {
  registration: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    readonly waiting: WorkerLike | null;
    readonly installing: WorkerLike | null;
    readonly active: unknown;
  };
  container: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly controller: unknown };
  hasFocus: () => boolean;
  reload: () => void;
}

/**
 * A new deploy's worker activates as soon as it is installed, and the page then reloads to
 * run the new build, but only once the reader is looking at it (document focused), so
 * nothing changes under a reader's eyes in a background tab. The first install reloads
 * nothing: the page was already loaded from the network. Returns the removal of listeners.
 */
export function handleServiceWorkerUpdates({
  registration,
  container,
  hasFocus,
  reload,
}: UpdateFlowEnvironment): () => void {
  const wasControlled = Boolean(container.controller);
  let poll: ReturnType<typeof setInterval> | null = null;

  const skipWaitingIfWaiting = () => registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);

  const onUpdateFound = () => {
    const installing = registration.installing;
    if (!installing) return;
    // The worker itself, not `registration.waiting`: the browser may change the worker's state
    // before it updates the registration's attributes, and a message to a waiting worker that is
    // not there yet is lost, leaving the update waiting for good. A first worker (nothing active)
    // does not wait.
    const skipWaitingOnceInstalled = () => {
      if (installing.state === 'installed' && registration.active) {
        installing.postMessage(SKIP_WAITING_MESSAGE);
      }
    };
    // Installed already when the page started listening: its state change has gone by.
    skipWaitingOnceInstalled();
    installing.addEventListener('statechange', skipWaitingOnceInstalled);
  };

  const onControllerChange = () => {
    if (!wasControlled || poll !== null) {
      return;
    }
    poll = setInterval(() => {
      if (hasFocus()) {
        stopPolling();
        reload();
      }
    }, RELOAD_FOCUS_POLL_MS);
  };

  function stopPolling() {
    if (poll !== null) {
      clearInterval(poll);
    }
  }

  // An update the browser found before the page started listening (it checks on every
  // navigation, and the page's registration may resolve while one installs) is either waiting
  // already or still installing: both are taken up.
  skipWaitingIfWaiting();
  onUpdateFound();
  registration.addEventListener('updatefound', onUpdateFound);
  container.addEventListener('controllerchange', onControllerChange);
  return () => {
    stopPolling();
    registration.removeEventListener('updatefound', onUpdateFound);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
