import { readUploadedFile } from './readUpload';

describe('readUploadedFile', () => {
  it('stops reading a body without a length once it passes the limit, and cancels the rest', async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://touch.test/api/uploads?kind=picture', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    await expect(readUploadedFile(request, 1024 * 1024)).rejects.toMatchObject({ code: 'tooLarge', status: 413 });
    expect(cancelled).toBe(true);
    // Read up to the limit and its overhead, not the whole (endless) body.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://touch.test/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * 1024 * 1024) },
      body: 'x',
    });
    await expect(readUploadedFile(request, 1024 * 1024)).rejects.toMatchObject({ code: 'tooLarge' });
  });
});
