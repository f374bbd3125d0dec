import cn from '@/messages/cn.json';
import { routeNamed } from '@/lib/routing/routeTable';
import { PAGE_TITLE_KEYS } from './pageTitles';

describe('the names page cards show', () => {
  it('are messages of the default locale, of public routes', () => {
    for (const [route, key] of Object.entries(PAGE_TITLE_KEYS)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cn);
      expect([route, typeof text]).toEqual([route, 'string']);
      expect([route, routeNamed(route)?.public]).toEqual([route, true]);
    }
  });
});
