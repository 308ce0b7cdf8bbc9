// The server as one JavaScript file, apps/server/dist/main.js, for `npm start` (issue 21's warm start): node
// loads one module instead of resolving and transforming hundreds of TypeScript files through tsx at every
// start. Our own code (apps/server/src and @studydesk/shared) is bundled; every other package stays outside and
// is imported from node_modules as usual. The migrations are copied beside it, where db/client.ts looks for
// them. Files are overwritten in place, so a server already running from dist keeps going.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '../apps/server');
const dist = path.join(server, 'dist');

/** A bare import (a package) stays an import, except our own workspace package. */
const packagesOutside = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@studydesk/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
await cp(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
