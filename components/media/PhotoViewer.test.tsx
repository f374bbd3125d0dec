/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { PhotoViewer } from './PhotoViewer.island';

const PICTURES = [
  { url: 'https://img/1.jpg', caption: '纳木错' },
  { url: 'https://img/2.jpg', caption: '' },
];

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  HTMLElement.prototype.scrollTo = () => undefined;
});

function mount() {
  return render(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      <PhotoViewer pictures={PICTURES} startIndex={0} title="拉萨的秋天" onClose={() => undefined} />
    </NextIntlClientProvider>,
  );
}

describe('PhotoViewer', () => {
  it('names its swipeable track as a group (a name on a role-less element is one assistive technology ignores)', () => {
    mount();
    const track = screen.getByRole('group', { name: cn.media.photoTrack });
    expect(track).toHaveAttribute('tabindex', '0');
  });

  it('moves with the arrow keys and says where the reader is', () => {
    mount();
    expect(screen.getByText('纳木错')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { hidden: true }), { key: 'ArrowRight' });
    expect(screen.queryByText('纳木错')).toBeNull();
    expect(screen.getByRole('button', { name: cn.media.nextPhoto, hidden: true })).toBeDisabled();
  });
});
