// What the browser tests share: the built site served under a sub-path (as GitHub Pages serves
// project sites), Debian's Chromium driven by playwright-core, pages that record requests
// leaving the page's origin and script errors, and files dropped as a user drops them.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

export function argument(name, { required = true } = {}) {
  const at = process.argv.indexOf(name);
  if (at < 0 || at + 1 >= process.argv.length) {
    if (required) throw new Error(`missing ${name}`);
    return null;
  }
  return path.resolve(process.argv[at + 1]);
}

export class Browser {
  constructor(site) {
    this.site = site;
    this.foreignRequests = [];
    this.pageErrors = [];
  }

  async start() {
    ({ server: this.server, url: this.base } = await startServer(this.site, { base: '/bioeval/' }));
    this.origin = new URL(this.base).origin;
    this.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-default-apps',
      ],
    });
  }

  async stop() {
    await this.browser?.close();
    this.server?.close();
  }

  // A fresh context and page, loaded and ready; `requests` lists every URL the context asks for.
  async open({ serviceWorkers = 'block', viewport = { width: 1280, height: 900 } } = {}) {
    const context = await this.browser.newContext({ viewport, acceptDownloads: true, serviceWorkers });
    const requests = [];
    context.on('request', (request) => {
      requests.push(request.url());
      const url = new URL(request.url());
      if (
        (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
        url.origin !== this.origin
      ) {
        this.foreignRequests.push(request.url());
      }
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pageErrors.push(message.text());
    });
    await page.goto(this.base);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    return { context, page, requests };
  }

  // The page's examples as the site holds them (examples/index.js: every family's module, made
  // when the site is built), imported in the page: each one's id, task, mode and what the tests
  // must find (`expect`). The tests take their lists of examples from here, not a list of their own.
  async examples() {
    const { context, page } = await this.open();
    try {
      return await page.evaluate(async () => {
        const { EXAMPLES } = await import(new URL('examples/index.js', document.baseURI).href);
        return EXAMPLES.map(({ id, task, mode, expect }) => ({ id, task, mode: mode ?? 'score', expect }));
      });
    } finally {
      await context.close();
    }
  }
}

// The task families of the site's registry (a family is the part of a task id before its first
// dot), in the order of tasks.json; and those of a list of examples, in the list's order.
export function siteFamilies(site) {
  const { tasks } = JSON.parse(fs.readFileSync(path.join(site, 'tasks.json'), 'utf8'));
  return [...new Set(tasks.map((task) => task.id.split('.')[0]))];
}

export function familiesOf(examples) {
  return [...new Set(examples.map((example) => example.task.split('.')[0]))];
}

// Drops files on an element the way a user's drag and drop does: a DataTransfer of File objects.
// A file is a path, or {name, bytes} for content made by the test.
export async function dropFiles(page, selector, files) {
  const payload = files.map((file) =>
    typeof file === 'string'
      ? { name: path.basename(file), bytes: [...fs.readFileSync(file)] }
      : { name: file.name, bytes: [...file.bytes] },
  );
  await page.evaluate(
    ({ selector: target, payload: items }) => {
      const transfer = new DataTransfer();
      for (const item of items) transfer.items.add(new File([new Uint8Array(item.bytes)], item.name));
      const element = document.querySelector(target);
      for (const type of ['dragenter', 'dragover', 'drop']) {
        element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    },
    { selector, payload },
  );
}

// The metrics table as {name: value}, for the run in `column`.
export async function metricValues(page, column = 0) {
  return page.$$eval(
    '#metrics tbody tr',
    (rows, index) =>
      Object.fromEntries(
        rows.map((row) => {
          const cell = row.querySelectorAll('td.num')[index];
          const value = cell.dataset.value;
          return [row.dataset.metric, value === 'null' ? null : Number(value)];
        }),
      ),
    column,
  );
}

// The names of the files on each role's slot: {role: [name, …]}.
export async function slotNames(page) {
  return page.$$eval('.role', (slots) =>
    Object.fromEntries(
      slots
        .map((slot) => [slot.dataset.role, [...slot.querySelectorAll('.file-name')].map((n) => n.textContent)])
        .filter(([, names]) => names.length > 0),
    ),
  );
}
