/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useMediaSend, type MediaIds } from './useMediaSend';

const picture = (fileId: string) => ({ fileId, url: `/media/${fileId}.jpg` });

describe('useMediaSend', () => {
  it('is busy while any kind uploads, and refuses to send until none does; the callbacks stay the same', async () => {
    const { result, rerender } = renderHook(() => useMediaSend('wait for the uploads'));
    const first = result.current.uploader;
    act(() => result.current.uploader.picture.onBusyChange(true));
    act(() => result.current.uploader.audio.onBusyChange(true));
    act(() => result.current.uploader.picture.onBusyChange(false));
    expect(result.current.anyBusy).toBe(true);
    const call = jest.fn(async () => undefined);
    await act(async () => {
      await expect(result.current.send(call, () => 'failed')).resolves.toBe(false);
    });
    expect(call).not.toHaveBeenCalled();
    expect(result.current.problem).toEqual({ text: 'wait for the uploads', signIn: false });
    act(() => result.current.uploader.audio.onBusyChange(false));
    expect(result.current.anyBusy).toBe(false);
    rerender();
    expect(result.current.uploader).toBe(first);
  });

  it('sends the files of each kind with one request key, the same on a retry after a failure', async () => {
    const { result } = renderHook(() => useMediaSend('wait'));
    act(() => result.current.uploader.picture.onChange([picture('p1'), picture('p2')]));
    act(() => result.current.uploader.audio.onChange([picture('a1')]));
    const sent: MediaIds[] = [];
    const failing = async (ids: MediaIds) => {
      sent.push(ids);
      throw new ClientCallError('loginRequired', 'sign in', 401);
    };
    await act(async () => {
      await expect(result.current.send(failing, () => 'could not send')).resolves.toBe(false);
    });
    expect(result.current.problem).toEqual({ text: 'could not send', signIn: true });
    expect(result.current.sending).toBe(false);
    await act(async () => {
      await expect(
        result.current.send(
          async (ids) => void sent.push(ids),
          () => 'x',
        ),
      ).resolves.toBe(true);
    });
    expect(sent[0]).toEqual({
      pictureIds: ['p1', 'p2'],
      videoIds: [],
      audioIds: ['a1'],
      requestKey: expect.any(String),
    });
    expect(sent[1]).toEqual(sent[0]);
    expect(result.current.problem).toBeNull();
    // Sent: it stays sending (the page is left) so a second tap cannot send again.
    expect(result.current.sending).toBe(true);
  });

  it('reset empties the files, remounts the uploaders and takes a new request key', async () => {
    const { result } = renderHook(() => useMediaSend('wait'));
    act(() => result.current.uploader.picture.onChange([picture('p1')]));
    const keys: string[] = [];
    await act(async () => {
      await result.current.send(
        async ({ requestKey }) => void keys.push(requestKey),
        () => 'x',
      );
    });
    const round = result.current.round;
    act(() => result.current.reset());
    expect(result.current.files.picture).toEqual([]);
    expect(result.current.round).toBe(round + 1);
    expect(result.current.sending).toBe(false);
    await act(async () => {
      await result.current.send(
        async ({ requestKey, pictureIds }) => void keys.push(requestKey, ...pictureIds),
        () => 'x',
      );
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
