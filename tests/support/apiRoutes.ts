import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where our API's route handlers live (docs/decisions/0008). */
export const API_DIR = path.join(process.cwd(), 'app/api');

/** Every `route.ts` below `dir`: the tests that go through each handler find a new one without a list to keep. */
export function routeFiles(dir: string = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}
