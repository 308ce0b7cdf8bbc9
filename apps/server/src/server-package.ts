import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package (apps/server): its folder and version, read from the nearest package.json named
 * `@studydesk/server` upwards from this module. The same from the sources (src/) and from the bundle that
 * `npm start` runs (dist/ or dist/chunks/, scripts/build-server.mjs), so no path is written relative to where a
 * module happens to land.
 */
function serverPackage() {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === '@studydesk/server') return { root: dir, version: pkg.version };
    } catch {
      // no package.json in this folder: look in the one above
    }
    if (path.dirname(dir) === dir) throw new Error('The server package (apps/server/package.json) was not found');
  }
}

const found = serverPackage();
/** apps/server */
export const SERVER_ROOT = found.root;
export const VERSION = found.version;
