import { handleServiceWorkerUpdates, RELOAD_FOCUS_POLL_MS, SKIP_WAITING_MESSAGE } from './updateFlow';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
}

function setup({
  controlled = true,
  waiting = null as FakeWorker | null,
  installing = null as FakeWorker | null,
} = {}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  registration.installing = installing;
  // A controlled page has an active worker: the one controlling it.
  registration.active = controlled ? new FakeWorker() : null;
  const container = new FakeContainer(controlled ? {} : null);
  let focused = false;
  const reload = jest.fn();
  const stop = handleServiceWorkerUpdates({ registration, container, hasFocus: () => focused, reload });
  return {
    registration,
    container,
    reload,
    stop,
    setFocus: (value: boolean) => {
      focused = value;
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('handleServiceWorkerUpdates', () => {
  it('tells a worker already waiting to skip waiting', () => {
    const waiting = new FakeWorker();
    setup({ waiting });
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells an update to skip waiting once it is installed and waiting', () => {
    const { registration } = setup();
    const update = new FakeWorker();
    registration.installing = update;
    registration.dispatchEvent(new Event('updatefound'));
    expect(update.postMessage).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = update;
    update.moveTo('installed');
    expect(update.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells an update that installed before the page listened, still listed as installing, to skip waiting', () => {
    const update = new FakeWorker();
    update.state = 'installed';
    setup({ installing: update });
    expect(update.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells the update that installed to skip waiting even before the registration lists it as waiting', () => {
    const { registration } = setup();
    const update = new FakeWorker();
    registration.installing = update;
    registration.dispatchEvent(new Event('updatefound'));
    update.moveTo('installed');
    expect(registration.waiting).toBeNull();
    expect(update.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('takes up an update that was already installing when the page started listening', () => {
    const update = new FakeWorker();
    const { registration } = setup({ installing: update });
    expect(update.postMessage).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = update;
    update.moveTo('installed');
    expect(update.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('does not message a first worker, which activates without waiting', () => {
    const { registration } = setup({ controlled: false });
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.moveTo('installed');
    expect(first.postMessage).not.toHaveBeenCalled();
  });

  it('after activation, reloads once the document has focus, polling every 100 ms', () => {
    const { container, reload, setFocus } = setup();
    expect(RELOAD_FOCUS_POLL_MS).toBe(100);
    container.dispatchEvent(new Event('controllerchange'));
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 5);
    expect(reload).not.toHaveBeenCalled();
    setFocus(true);
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 5);
    container.dispatchEvent(new Event('controllerchange'));
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control of a page loaded from the network', () => {
    const { container, reload, setFocus } = setup({ controlled: false });
    setFocus(true);
    container.dispatchEvent(new Event('controllerchange'));
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 5);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops polling and listening once removed', () => {
    const { container, reload, setFocus, stop } = setup();
    container.dispatchEvent(new Event('controllerchange'));
    stop();
    setFocus(true);
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 5);
    expect(reload).not.toHaveBeenCalled();
  });
});
