/** @jest-environment node */
import { saveNativeFetch } from '@/lib/processWide.mjs';
import { wireFetch } from './wireFetch';

afterEach(() => {
  saveNativeFetch(undefined);
});

test('platform calls use the fetch saved before Next patched the global one', async () => {
  const saved = jest.fn(async () => new Response('saved'));
  const patched = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('patched'));
  saveNativeFetch(saved);
  expect(await (await wireFetch('http://platform.test/app_if/getConfig')).text()).toBe('saved');
  expect(saved).toHaveBeenCalledWith('http://platform.test/app_if/getConfig', undefined);
  expect(patched).not.toHaveBeenCalled();
  patched.mockRestore();
});

test('without a saved fetch (jest, next start) the global one is used', async () => {
  const global = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('global'));
  expect(await (await wireFetch('http://platform.test/x')).text()).toBe('global');
  global.mockRestore();
});
