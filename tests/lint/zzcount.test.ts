import { inlineRouteUrls } from '@/tests/lint/routeUrls';
import { ROUTE_NAMES } from '@/lib/routing/routeTable';
it('counts', () => {
  const found = inlineRouteUrls(ROUTE_NAMES);
  const fs = require('fs');
  const lines = found.map((f) => `${f.file}:${f.line}: ${fs.readFileSync(f.file, 'utf8').split('\n')[f.line - 1].trim()}`);
  console.log(found.length + ' ' + new Set(found.map((f) => f.file)).size + ' files\n' + [...new Set(lines)].join('\n'));
});
