/** @jest-environment node */
import { releaseRenderEndTrace } from './renderEndTrace';

jest.mock('server-only', () => ({}));

/** An Error whose `stack` reads are counted: reading it is what frees V8's raw frames. */
function countedError(): { error: Error; reads: () => number } {
  const error = new Error('This render completed successfully.');
  let reads = 0;
  const formatted = error.stack;
  Object.defineProperty(error, 'stack', { get: () => ((reads += 1), formatted) });
  return { error, reads: () => reads };
}

test("the render's end formats its abort reason's stack, once", () => {
  const controller = new AbortController();
  releaseRenderEndTrace(controller.signal);
  releaseRenderEndTrace(controller.signal);
  const { error, reads } = countedError();
  expect(reads()).toBe(0);
  controller.abort(error);
  expect(reads()).toBe(1);
});

test('outside a render (no cache signal) nothing is registered', () => {
  expect(() => releaseRenderEndTrace(null)).not.toThrow();
});
