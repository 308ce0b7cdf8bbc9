/**
 * What the browser downloads: builds the web app with Vite into `outDir` (with its manifest) and sums the
 * gzipped JavaScript the sign-in page loads, and that of the largest lazily loaded chunk.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '../../web');
const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function run(command: string, args: string[], cwd: string) {
  return new Promise<void>((resolve, reject) => {
    // A production build whoever asks: under vitest (NODE_ENV=test) Vite would bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${stderr}`)),
    );
  });
}

export async function measureBundle(outDir: string) {
  const vite = path.resolve(WEB, '../../node_modules/vite/bin/vite.js');
  const started = performance.now();
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], WEB);
  const buildMs = performance.now() - started;

  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(path.join(outDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  /** A chunk's file and every chunk it imports statically: what loading it downloads. */
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const total = async (files: Iterable<string>) => {
    let sum = 0;
    for (const file of files) if (file.endsWith('.js')) sum += await sizeOf(file);
    return sum;
  };

  // The page loads what index.html names (the entry and its imports), then the sign-in page's lazy chunk.
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const signIn = closure(entryKey);
  for (const [, file] of html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) if (file) signIn.add(file);
  if (!manifest[LOGIN_PAGE]?.isDynamicEntry) throw new Error(`${LOGIN_PAGE} is not a lazily loaded chunk`);
  closure(LOGIN_PAGE, signIn);

  const lazy = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && key !== LOGIN_PAGE);
  let largest = { src: '', bytes: 0 };
  const eager: string[] = [];
  for (const [key, chunk] of lazy) {
    if (signIn.has(chunk.file)) eager.push(key);
    const own = [...closure(key)].filter((file) => !signIn.has(file));
    const bytes = await total(own);
    if (bytes > largest.bytes) largest = { src: key, bytes };
  }
  return {
    buildMs,
    signInBytes: await total(signIn),
    signInFiles: [...signIn].filter((f) => f.endsWith('.js')).length,
    largestLazy: largest,
    lazyChunks: lazy.length,
    /** Lazily imported modules that ended up in what the sign-in page loads anyway. */
    eager,
  };
}
