import { valueStore } from './valueStore';

describe('valueStore', () => {
  it('notifies each subscriber when the value changes, not when the same value is set again, and stops after unsubscribing', () => {
    const store = valueStore<'pending' | 'ready'>('pending');
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.set('pending');
    store.set('ready');
    store.set('ready');
    stop();
    store.set('pending');
    expect(heard).toEqual(['ready']);
    expect(store.get()).toBe('pending');
  });

  it('a store of objects notifies on every new object, even with equal fields', () => {
    const store = valueStore({ offsetMs: 0, known: false });
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ offsetMs: 0, known: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
