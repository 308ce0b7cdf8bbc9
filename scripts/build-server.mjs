// The server bundled for `npm start` (issue 21's warm start): apps/server/dist/main.js and the chunks it loads
// lazily. Node loads a few modules instead of resolving and transforming hundreds of TypeScript files through
// tsx at every start. Our own code (apps/server/src and @studydesk/shared) is bundled; every other package stays
// outside and is imported from node_modules as usual. Files (the migrations, package.json) are found from the
// package's folder (server-package.ts), wherever a module lands in dist/. Files are overwritten in place, so a
// server already running from dist keeps going.
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
  outdir: dist,
  bundle: true,
  // What main.ts and the drivers import lazily (app.ts while PostgreSQL starts, the S3 driver) stays a chunk of its
  // own, loaded when asked for: in one file their packages would all load before main.ts begins.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
