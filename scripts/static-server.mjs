// A small static file server for the built page: correct MIME types (application/wasm), the
// page's Content-Security-Policy as a header, no directory listings, nothing outside the root.
// Usage: node scripts/static-server.mjs DIR [--port N] [--host H] [--base /sub/path/]
// With --base the site is served under a sub-path, as GitHub Pages does for project sites.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function startServer(root, { port = 0, host = '127.0.0.1', base = '/' } = {}) {
  const rootDir = path.resolve(root);
  if (!base.endsWith('/')) base += '/';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(base)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    pathname = pathname.slice(base.length - 1);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.resolve(rootDir, '.' + pathname);
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) {
      response.writeHead(403, { 'Content-Type': 'text/plain' }).end('forbidden');
      return;
    }
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': stat.size,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-cache',
      });
      if (request.method === 'HEAD') response.end();
      else fs.createReadStream(file).pipe(response);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host}:${address.port}${base}` });
    });
  });
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = args[0];
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    console.error('usage: node scripts/static-server.mjs DIR [--port N] [--host H] [--base /p/]');
    process.exit(2);
  }
  const { url } = await startServer(root, {
    port: Number(option(args, '--port', 8080)),
    host: option(args, '--host', '127.0.0.1'),
    base: option(args, '--base', '/'),
  });
  console.log(`bioeval is served at ${url}  (Ctrl-C stops it)`);
}
