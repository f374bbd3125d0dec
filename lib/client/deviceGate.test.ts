/** @jest-environment jsdom */
import { ClientCallError } from './clientCallError';
import { deviceKnown, forgetDeviceForTests, withDevice } from './deviceGate';
import { setExpiring } from '@/lib/format/storage';

/** A call whose answer the test gives when it wants. */
function pendingCall() {
  let answer!: (value: string) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  forgetDeviceForTests();
});

describe('withDevice', () => {
  it('holds the calls made while the first is out until it is answered (one device cookie, not two)', async () => {
    const first = pendingCall();
    const sent: string[] = [];
    const one = withDevice(() => (sent.push('like'), first.promise));
    const two = withDevice(() => (sent.push('view'), Promise.resolve('viewed')));
    const three = withDevice(() => (sent.push('clock'), Promise.resolve('clock')));
    await flush();
    expect(sent).toEqual(['like']);
    first.answer('liked');
    await expect(Promise.all([one, two, three])).resolves.toEqual(['liked', 'viewed', 'clock']);
    expect(sent).toEqual(['like', 'view', 'clock']);
  });

  it('an answer with an error status also brought the cookie: the rest go together, and later pages at once', async () => {
    const first = pendingCall();
    const sent: string[] = [];
    const one = withDevice(() => first.promise).catch((error: unknown) => error);
    const two = withDevice(() => (sent.push('two'), Promise.resolve('2')));
    first.fail(new ClientCallError('tooMany', 'too many', 429));
    await expect(one).resolves.toBeInstanceOf(ClientCallError);
    await expect(two).resolves.toBe('2');
    expect(deviceKnown()).toBe(true);
    forgetDeviceForTests(); // a new page of the same browser
    expect(deviceKnown()).toBe(true);
    const held = pendingCall();
    void withDevice(() => held.promise);
    void withDevice(() => (sent.push('at once'), Promise.resolve('x')));
    await flush();
    expect(sent).toEqual(['two', 'at once']);
  });

  it('no answer at all (network) brought no cookie: the next call opens alone in turn', async () => {
    const first = pendingCall();
    const second = pendingCall();
    const sent: string[] = [];
    const one = withDevice(() => first.promise).catch((error: unknown) => error);
    const two = withDevice(() => (sent.push('two'), second.promise));
    const three = withDevice(() => (sent.push('three'), Promise.resolve('3')));
    first.fail(new ClientCallError('network', 'network error', 0));
    await one;
    await flush();
    expect(sent).toEqual(['two']);
    expect(deviceKnown()).toBe(false);
    second.answer('2');
    await expect(Promise.all([two, three])).resolves.toEqual(['2', '3']);
  });

  it('a device known for most of a year is asked for again: its cookie may have expired, and the mark is removed', () => {
    const now = Date.now();
    const DAY = 24 * 60 * 60 * 1000;
    setExpiring(window.localStorage, 'touch:device-since', true, 360 * DAY, now - 361 * DAY);
    expect(deviceKnown(now)).toBe(false);
    expect(window.localStorage.getItem('touch:device-since')).toBeNull();
    setExpiring(window.localStorage, 'touch:device-since', true, 360 * DAY, now - 10 * DAY);
    expect(deviceKnown(now)).toBe(true);
  });
});
