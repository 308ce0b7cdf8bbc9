// deploy/nginx.conf made runnable without root's paths: the upstream addresses, the listen address and the
// file paths change, nothing else. Each replacement must apply exactly as often as expected, so that a change
// to deploy/nginx.conf that this does not understand fails the scale-out test instead of testing less.
import path from 'node:path';

function replace(text, pattern, replacement, expected) {
  const found = text.match(new RegExp(pattern, 'g'))?.length ?? 0;
  if (found !== expected) {
    throw new Error(`deploy/nginx.conf: expected ${expected} × ${pattern}, found ${found}`);
  }
  return text.replace(new RegExp(pattern, 'g'), replacement);
}

/**
 * @param {string} conf the text of deploy/nginx.conf
 * @param {{ dir: string, listen: string, upstreams: Record<string, string> }} options
 */
export function nginxConfigFor(conf, { dir, listen, upstreams }) {
  let out = conf;
  for (const [from, to] of Object.entries(upstreams)) {
    out = replace(out, `server ${from.replace(/[.]/g, '\\.')} `, `server ${to} `, 2);
  }
  // For the test only, the header naming the instance that answered, so that it can check where requests went.
  out = replace(out, 'listen 80;', `listen ${listen};\n        add_header X-Upstream $upstream_addr always;`, 1);
  out = replace(out, 'access_log /dev/stdout;', `access_log ${path.join(dir, 'access.log')};`, 1);
  out = replace(out, 'error_log /dev/stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`, 1);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`)
    .join('\n');
  out = replace(out, '\nhttp \\{\n', `\nhttp {\n${temp}\n`, 1);
  return `pid ${path.join(dir, 'nginx.pid')};\n${out}`;
}
