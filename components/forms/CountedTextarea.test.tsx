/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CountedTextarea } from './CountedTextarea.island';

const counter = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')!.textContent;

describe('CountedTextarea', () => {
  it('is labelled, limited by maxLength, and counts what is typed against the limit', () => {
    const { container } = render(<CountedTextarea id="c" name="content" label="Your tip-off" limit={2000} required />);
    const field = screen.getByLabelText('Your tip-off') as HTMLTextAreaElement;
    expect([field.name, field.maxLength, field.required]).toEqual(['content', 2000, true]);
    expect(counter(container)).toBe('0/2000');
    fireEvent.input(field, { target: { value: '拉萨下雪了' } });
    expect(counter(container)).toBe('5/2000');
  });

  it('counts text typed before the script ran, and keeps it (the field is uncontrolled)', async () => {
    const ui = <CountedTextarea id="c" name="content" label="Text" limit={500} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    (container.querySelector('textarea') as HTMLTextAreaElement).value = '早上好';
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('早上好');
    expect(counter(container)).toBe('3/500');
  });

  it('goes back to 0 when its form is reset after a send', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const { container } = render(<CountedTextarea id="c" name="content" label="Text" limit={500} />, {
      container: form,
    });
    fireEvent.input(screen.getByLabelText('Text'), { target: { value: '一二三' } });
    expect(counter(container)).toBe('3/500');
    act(() => form.reset());
    expect(counter(container)).toBe('0/500');
  });
});
