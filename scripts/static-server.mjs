// A small static file server for the built page: correct MIME types (application/wasm), the
// page's Content-Security-Policy as a header, no directory listings, nothing outside the root.
// Like the static hosts the page is made for, it serves a file's pre-compressed copy (name.br,
// name.gz, written when the site is built) to browsers that accept it, and answers a request
// that names the version it holds (If-None-Match) with 304 Not Modified.
// Usage: node scripts/static-server.mjs DIR [--port N] [--host H] [--base /sub/path/]
// With --base the site is served under a sub-path, as GitHub Pages does for project sites.
// startServer() also takes `network: {bitsPerSecond, latencyMs}`, a slow network shared by every
// response (for bench/page_ready.mjs): each waits the latency, then all share the bandwidth.
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

// The pre-compressed copy of `file` to send, by the request's Accept-Encoding: brotli first.
function encodedCopy(file, request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    try {
      const stat = fs.statSync(file + suffix);
      if (stat.isFile()) return { encoding, path: file + suffix, stat };
    } catch {
      // No copy in this encoding.
    }
  }
  return null;
}

// A slow network: every response waits `latencyMs`, then goes out in slices that share
// `bitsPerSecond` with every other response being sent.
function slowNetwork({ bitsPerSecond, latencyMs }) {
  const bytesPerMs = bitsPerSecond / 8 / 1000;
  let nextFree = 0; // when the shared link is free again (performance.now() time)
  const slice = 16 * 1024;
  return (source, response) => {
    // Each slice is sent when the link would have finished carrying it; a timer that fires late
    // does not delay the slices after it.
    const chunks = [];
    let ended = false;
    let sending = false;
    const sendNext = () => {
      if (chunks.length === 0) {
        sending = false;
        if (ended) response.end();
        return;
      }
      sending = true;
      const { chunk, ready } = chunks.shift();
      nextFree = Math.max(nextFree, ready) + chunk.length / bytesPerMs;
      setTimeout(
        () => {
          response.write(chunk);
          sendNext();
        },
        Math.max(0, nextFree - performance.now()),
      );
    };
    setTimeout(() => {
      source.on('data', (data) => {
        const ready = performance.now();
        for (let at = 0; at < data.length; at += slice) chunks.push({ chunk: data.subarray(at, at + slice), ready });
        if (!sending) sendNext();
      });
      source.on('end', () => {
        ended = true;
        if (!sending) sendNext();
      });
    }, latencyMs);
  };
}

export function startServer(root, { port = 0, host = '127.0.0.1', base = '/', network = null } = {}) {
  const send = network ? slowNetwork(network) : (source, response) => source.pipe(response);
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
      const copy = encodedCopy(file, request);
      const sent = copy ?? { path: file, stat };
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ''}"`;
      const headers = {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ETag: etag,
      };
      if (copy) headers['Content-Encoding'] = copy.encoding;
      if (request.headers['if-none-match'] === etag) {
        setTimeout(() => response.writeHead(304, headers).end(), network?.latencyMs ?? 0);
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': sent.stat.size });
      if (request.method === 'HEAD') response.end();
      else send(fs.createReadStream(sent.path), response);
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
