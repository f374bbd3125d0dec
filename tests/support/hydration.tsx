import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * An island as a slow phone first shows it: the server's HTML in the document, no script yet.
 * `hydrate` then lets React take it over, as the browser does once the island's chunk has run.
 * For tests of controls that must say they cannot be used before then (lib/client/useHydrated).
 */
export function serverHtml(element: ReactElement): { container: HTMLElement; hydrate: () => Promise<void> } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return {
    container,
    hydrate: async () => {
      await act(async () => {
        hydrateRoot(container, element);
      });
    },
  };
}
