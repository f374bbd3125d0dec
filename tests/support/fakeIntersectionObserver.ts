/**
 * jsdom has no IntersectionObserver: a fake one that the test drives. `install()` (in a beforeEach)
 * puts it on globalThis and forgets earlier observers; `fire(true)` tells every observer still
 * connected that its element came into view. `connected()` counts the observers not disconnected.
 */
type Callback = (entries: { isIntersecting: boolean }[]) => void;

const observers: Callback[] = [];

class FakeObserver {
  constructor(private readonly callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {
    const at = observers.indexOf(this.callback);
    if (at >= 0) observers.splice(at, 1);
  }
}

export const fakeIntersectionObserver = {
  install(): void {
    observers.length = 0;
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  },
  /** Call inside act(): the callbacks set state. */
  fire(isIntersecting: boolean): void {
    observers.slice().forEach((callback) => callback([{ isIntersecting }]));
  },
  connected: (): number => observers.length,
};
