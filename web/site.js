// A page configured for a shared task (docs/hosting.md). The site build writes site.json: the
// title and description shown at the top, the tasks offered and the default, and per task the
// files the organizers provide (fetched from the site itself when the task is chosen), default
// options and profile, and the roles the participant provides. An empty site.json ({}) is the
// generic page. Everything taken from the configuration is shown as text (dom.js's h()).
import { h, append, clear } from './dom.js';
import { problemLines, siteProblems } from './site-schema.mjs';

const $ = (id) => document.getElementById(id);

// The configuration in use, or null on the generic page.
let site = null;
// Preloaded files fetched so far, by path: a task chosen again reuses them.
const fetched = new Map();

class SiteError extends Error {}

function isEmptyObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

// site.json as written by the site build; null when there is none (or it is the empty marker).
async function readSiteJson(tasks) {
  let response;
  try {
    response = await fetch(new URL('site.json', import.meta.url));
  } catch {
    return null; // offline with nothing kept: the generic page
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new SiteError(`site.json could not be read (HTTP ${response.status})`);
  let config;
  try {
    config = JSON.parse(await response.text());
  } catch (error) {
    throw new SiteError(`site.json is not valid JSON (${error.message})`);
  }
  if (isEmptyObject(config)) return null;
  const problems = problemLines(siteProblems(config, tasks, { resolved: true }));
  if (problems.length) throw new SiteError(problems.join('; '));
  return config;
}

// Text with its plain http(s) URLs as links; nothing else of it is interpreted.
function linkedText(text) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    parts.push(text.slice(last, match.index), h('a', { href: url, rel: 'noopener noreferrer' }, url));
    last = match.index + url.length;
  }
  parts.push(text.slice(last));
  return parts;
}

function showIntro(config) {
  const paragraphs = (config.description ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  append(clear($('site-intro')), [
    h('h2', { id: 'site-title' }, config.title),
    paragraphs.map((paragraph) => h('p', { class: 'site-description' }, linkedText(paragraph))),
  ]);
  $('site-intro').hidden = false;
  document.title = `${config.title} — bioeval`;
}

function showError(error) {
  const box = $('site-error');
  clear(box).append(
    h('strong', {}, "This page's configuration cannot be used"),
    `, so the generic page is shown. site.json: ${error.message}. The site's organizers can rebuild it with scripts/build site --config (docs/hosting.md).`,
  );
  box.hidden = false;
}

// Reads the configuration and shows its title and description. Returns the tasks offered (the
// core's descriptions, in the configuration's order) and the task to open with; on the generic
// page, or when the configuration cannot be used (said on the page), every task and the first.
export async function startSite(tasks) {
  try {
    site = await readSiteJson(tasks);
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    showError(error);
    site = null;
  }
  if (!site) return { tasks, first: tasks[0].id };
  showIntro(site);
  document.body.dataset.site = 'configured';
  const offered = site.tasks.map((config) => tasks.find((task) => task.id === config.id));
  return { tasks: offered, first: site.default ?? offered[0].id };
}

// Whether site.json configures the page. A configured page keeps its task when files are
// dropped: the participant chooses among the tasks offered.
export function isConfiguredSite() {
  return site !== null;
}

function taskConfig(id) {
  return site?.tasks.find((task) => task.id === id) ?? null;
}

// The option values the organizers set for a task, its profile among them.
export function siteOptions(task) {
  const config = taskConfig(task.id);
  if (!config) return {};
  const values = { ...(config.options ?? {}) };
  if (config.profile && task.options.some((option) => option.name === 'profile')) values.profile = config.profile;
  return values;
}

async function fetchPreload(info) {
  let response;
  try {
    response = await fetch(new URL(info.path, import.meta.url));
  } catch {
    throw new Error(`${info.name} (${info.label}) could not be fetched: the page is offline and has not kept it yet`);
  }
  if (!response.ok) throw new Error(`${info.name} (${info.label}) could not be fetched (HTTP ${response.status})`);
  const blob = await response.blob();
  if (blob.size !== info.size)
    throw new Error(
      `${info.name} (${info.label}) has ${blob.size} bytes where the site's configuration says ${info.size}`,
    );
  return new File([blob], info.name);
}

// The files the organizers provide for a task, fetched now (once): [{role, file, info}].
export async function sitePreloads(id) {
  const config = taskConfig(id);
  if (!config) return [];
  return Promise.all(
    Object.entries(config.preload ?? {}).map(async ([role, info]) => {
      if (!fetched.has(info.path)) fetched.set(info.path, fetchPreload(info));
      try {
        return { role, file: await fetched.get(info.path), info };
      } catch (error) {
        fetched.delete(info.path); // tried again next time the task is chosen
        throw error;
      }
    }),
  );
}

// What a preloaded unit's chip says instead of why it was placed.
export function preloadNote(info) {
  return h(
    'p',
    { class: 'why preloaded' },
    'Provided by the organizers: ',
    h('span', { class: 'preload-label' }, info.label),
    ' · SHA-256 ',
    h('code', { class: 'sha256' }, info.sha256),
    '. Drop a file here to use yours instead.',
  );
}

// A mark on the slots of the roles the participant provides.
export function provideMark(taskId, roleName) {
  const config = taskConfig(taskId);
  if (!config?.provide?.includes(roleName)) return null;
  return h('span', { class: 'provide-mark' }, 'yours to provide');
}
