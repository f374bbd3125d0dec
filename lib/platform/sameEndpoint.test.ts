import { isSameEndpoint } from './sameEndpoint';

describe('isSameEndpoint: the media-asset upload address the platform answers', () => {
  it('accepts the configured endpoint under the other loopback name', () => {
    expect(isSameEndpoint('http://localhost:4100/mam/upload', 'http://127.0.0.1:4100/mam/upload')).toBe(true);
    expect(isSameEndpoint('http://127.0.0.1:4100/mam/upload/', 'http://localhost:4100/mam/upload')).toBe(true);
  });
  it('refuses another host, port, scheme or path, credentials and garbage', () => {
    const ours = 'http://127.0.0.1:4100/mam/upload';
    for (const other of [
      'http://evil.example:4100/mam/upload',
      'http://127.0.0.1:4101/mam/upload',
      'https://127.0.0.1:4100/mam/upload',
      'http://127.0.0.1:4100/mam/other',
      'http://user:pw@127.0.0.1:4100/mam/upload',
      'not a url',
    ])
      expect(isSameEndpoint(other, ours)).toBe(false);
  });
});
