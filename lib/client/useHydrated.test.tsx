/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function OpenButton() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Write a post
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once React has hydrated it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<OpenButton />);
    expect((container.querySelector('button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      render(<OpenButton />, { container, hydrate: true });
    });
    expect((screen.getByRole('button', { name: 'Write a post' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
