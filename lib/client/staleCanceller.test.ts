import { createStaleCanceller } from './staleCanceller';

describe('createStaleCanceller', () => {
  it('shares one signal between requests of the same search', () => {
    const canceller = createStaleCanceller();
    expect(canceller.signalFor('a')).toBe(canceller.signalFor('a'));
  });

  it('aborts the previous search when another one starts', () => {
    const canceller = createStaleCanceller();
    const first = canceller.signalFor('拉');
    const second = canceller.signalFor('拉萨');
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });

  it('gives a fresh signal when coming back to a search, and aborts all on leaving', () => {
    const canceller = createStaleCanceller();
    const first = canceller.signalFor('a');
    canceller.signalFor('b');
    const again = canceller.signalFor('a');
    expect(again).not.toBe(first);
    expect(again.aborted).toBe(false);
    canceller.abortAll();
    expect(again.aborted).toBe(true);
    expect(canceller.signalFor('a').aborted).toBe(false);
  });
});
