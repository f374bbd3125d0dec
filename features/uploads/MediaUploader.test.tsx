/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { uploadFile } from '@/features/uploads/upload';
import { MediaUploader, type UploadedMedia } from './MediaUploader.island';

jest.mock('@/features/uploads/upload', () => ({ uploadFile: jest.fn() }));
jest.mock('./uploadQueue', () => ({
  ...jest.requireActual('./uploadQueue'),
  admit: async (_kind: string, _already: number, files: File[]) => ({ accepted: files, refusals: [] }),
}));

describe('MediaUploader', () => {
  it('uploads a file chosen before the page’s script ran, once hydrated', async () => {
    jest.mocked(uploadFile).mockResolvedValue({ fileId: 'f1', url: '/media/f1.jpg' } as never);
    const onChange = jest.fn<void, [UploadedMedia[]]>();
    const uploader = (
      <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
        <MediaUploader kind="picture" label="图片" onChange={onChange} />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(uploader);
    document.body.append(container);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(['jpeg'], 'IMG_2041.jpg', { type: 'image/jpeg' });
    Object.defineProperty(input, 'files', { value: [photo], configurable: true }); // chosen while loading
    await act(async () => {
      hydrateRoot(container, uploader);
    });
    expect(uploadFile).toHaveBeenCalledWith('picture', photo, 'IMG_2041.jpg', expect.anything());
    expect(onChange).toHaveBeenLastCalledWith([{ fileId: 'f1', url: '/media/f1.jpg' }]);
  });
});
