// The schema of a site configuration (docs/hosting.md), checked against the tasks of the core.
// Shared by the site build (scripts/site-config.mjs), which checks the organizer's file, and the
// page (site.js), which checks the resolved site.json the build wrote. Each problem is reported
// as {path, message}, the path naming the key: `tasks[0].preload.ontology.file`.

export const SITE_VERSION = 1;

// A configuration's keys; `resolved` is the form written into the built site.
const TOP_KEYS = ['title', 'description', 'default', 'tasks'];
const TASK_KEYS = ['id', 'profile', 'options', 'preload', 'provide'];
const PRELOAD_KEYS = ['file', 'label'];
const RESOLVED_PRELOAD_KEYS = ['label', 'name', 'path', 'size', 'sha256'];

class Problems {
  constructor() {
    this.list = [];
  }

  add(path, message) {
    this.list.push({ path, message });
  }
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function quoted(values) {
  return values.map((value) => `'${value}'`).join(', ');
}

function checkKeys(object, allowed, path, problems) {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key))
      problems.add(path ? `${path}.${key}` : key, `unknown key (allowed: ${allowed.join(', ')})`);
  }
}

function checkText(value, path, problems, { required = false } = {}) {
  if (value === undefined) {
    if (required) problems.add(path, 'missing: give a text');
    return;
  }
  if (typeof value !== 'string' || value.trim() === '') problems.add(path, 'must be a non-empty text');
}

// Whether `value` is a valid value of the option `option` of the core's task description.
function optionValueProblem(option, value) {
  const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
  const inRange = (v) =>
    (option.minimum === undefined || v >= option.minimum) && (option.maximum === undefined || v <= option.maximum);
  switch (option.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'integer':
      return Number.isInteger(value) && inRange(value)
        ? null
        : `must be an integer${option.minimum !== undefined ? ` of at least ${option.minimum}` : ''}`;
    case 'number':
      return isNumber(value) && inRange(value) ? null : 'must be a number';
    case 'choice':
      return option.choices.includes(value) ? null : `must be one of ${quoted(option.choices)}`;
    case 'integer list':
      return Array.isArray(value) && value.length > 0 && value.every(Number.isInteger)
        ? null
        : 'must be a list of integers, such as [5, 10]';
    case 'number list':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => isNumber(v) || (typeof v === 'string' && Number.isFinite(Number(v))))
        ? null
        : 'must be a list of numbers, such as ["1e-5", 0.001]';
    default:
      return typeof value === 'string' ? null : 'must be a text';
  }
}

function checkOptions(options, task, path, problems) {
  if (options === undefined) return;
  if (!isObject(options)) {
    problems.add(path, 'must be an object of option values, such as {"force": false}');
    return;
  }
  for (const [name, value] of Object.entries(options)) {
    const option = task.options.find((candidate) => candidate.name === name);
    if (name === 'profile')
      problems.add(`${path}.profile`, `give the profile as ${path.replace(/\.options$/, '.profile')}`);
    else if (!option)
      problems.add(
        `${path}.${name}`,
        `no such option of ${task.id} (its options: ${task.options
          .map((o) => o.name)
          .filter((n) => n !== 'profile')
          .join(', ')})`,
      );
    else {
      const problem = optionValueProblem(option, value);
      if (problem) problems.add(`${path}.${name}`, problem);
    }
  }
}

function checkPreloadEntry(entry, path, problems, resolved) {
  if (!isObject(entry)) {
    problems.add(
      path,
      resolved
        ? 'must be an object {label, name, path, size, sha256}'
        : 'must be an object {"file": "…", "label": "…"}',
    );
    return;
  }
  checkKeys(entry, resolved ? RESOLVED_PRELOAD_KEYS : PRELOAD_KEYS, path, problems);
  checkText(entry.label, `${path}.label`, problems, { required: true });
  if (!resolved) {
    checkText(entry.file, `${path}.file`, problems, { required: true });
    return;
  }
  checkText(entry.name, `${path}.name`, problems, { required: true });
  // Files are served by the site itself: a relative path under files/, never another host.
  if (
    typeof entry.path !== 'string' ||
    !/^files\/[^:?#\\]+$/.test(entry.path) ||
    entry.path.split('/').includes('..')
  ) {
    problems.add(`${path}.path`, 'must be a path under files/ of the site');
  }
  if (!Number.isInteger(entry.size) || entry.size < 0) problems.add(`${path}.size`, "must be the file's size in bytes");
  if (typeof entry.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(entry.sha256))
    problems.add(`${path}.sha256`, "must be the file's SHA-256 in hexadecimal");
}

function checkPreload(preload, task, path, problems, resolved) {
  if (preload === undefined) return;
  if (!isObject(preload)) {
    problems.add(path, 'must be an object: role → {"file": "…", "label": "…"}');
    return;
  }
  const roleNames = task.roles.map((role) => role.name);
  for (const [role, entry] of Object.entries(preload)) {
    if (!roleNames.includes(role))
      problems.add(`${path}.${role}`, `no such role of ${task.id} (its roles: ${roleNames.join(', ')})`);
    else checkPreloadEntry(entry, `${path}.${role}`, problems, resolved);
  }
}

function checkProvide(provide, preload, task, path, problems) {
  if (provide === undefined) {
    problems.add(path, 'missing: list the roles the participant provides, such as ["run"]');
    return;
  }
  if (!Array.isArray(provide) || provide.some((role) => typeof role !== 'string')) {
    problems.add(path, 'must be a list of role names, such as ["run"]');
    return;
  }
  const roleNames = task.roles.map((role) => role.name);
  for (const [index, role] of provide.entries()) {
    if (!roleNames.includes(role))
      problems.add(`${path}[${index}]`, `no such role of ${task.id} (its roles: ${roleNames.join(', ')})`);
    else if (isObject(preload) && role in preload)
      problems.add(
        `${path}[${index}]`,
        `'${role}' is preloaded: a participant may replace it, but does not have to provide it`,
      );
  }
}

// Every role the task requires must be preloaded or provided; a role whose stand-in (the
// released test input for the gold) is preloaded is covered for checking.
function checkCoverage(config, task, path, problems) {
  const preloaded = isObject(config.preload) ? Object.keys(config.preload) : [];
  const provided = Array.isArray(config.provide) ? config.provide : [];
  const covered = (name) => preloaded.includes(name) || provided.includes(name);
  for (const role of task.roles) {
    if (!role.required || covered(role.name)) continue;
    const standIn = task.roles.find((other) => other.stands_in_for === role.name);
    if (standIn && covered(standIn.name)) continue;
    problems.add(
      `${path}.provide`,
      `the required role '${role.name}' is neither preloaded nor provided by the participant`,
    );
  }
}

function checkTask(config, index, tasks, seen, problems, resolved) {
  const path = `tasks[${index}]`;
  if (!isObject(config)) {
    problems.add(path, 'must be an object {"id": "…", "preload": {…}, "provide": […]}');
    return;
  }
  checkKeys(config, TASK_KEYS, path, problems);
  const task = tasks.find((candidate) => candidate.id === config.id);
  if (typeof config.id !== 'string') {
    problems.add(`${path}.id`, 'missing: give a task id, such as "bb3.cat+ner"');
    return;
  }
  if (!task) {
    problems.add(`${path}.id`, `no task '${config.id}' (tasks: ${tasks.map((t) => t.id).join(', ')})`);
    return;
  }
  if (seen.has(config.id)) problems.add(`${path}.id`, `'${config.id}' is offered twice`);
  seen.add(config.id);
  if (config.profile !== undefined && !task.profiles.includes(config.profile)) {
    problems.add(`${path}.profile`, `must be one of ${quoted(task.profiles)}`);
  }
  checkOptions(config.options, task, `${path}.options`, problems);
  checkPreload(config.preload, task, `${path}.preload`, problems, resolved);
  checkProvide(config.provide, config.preload, task, `${path}.provide`, problems);
  checkCoverage(config, task, path, problems);
}

// The problems of a configuration (an empty list when it is valid). `tasks` are the core's task
// descriptions; `resolved` checks the form written into the site (files as paths, sizes, sums).
export function siteProblems(config, tasks, { resolved = false } = {}) {
  const problems = new Problems();
  if (!isObject(config)) {
    problems.add('(top level)', 'must be a JSON object');
    return problems.list;
  }
  checkKeys(config, resolved ? [...TOP_KEYS, 'bioeval_site'] : TOP_KEYS, '', problems);
  if (resolved && config.bioeval_site !== SITE_VERSION) {
    problems.add(
      'bioeval_site',
      `must be ${SITE_VERSION}: this site.json was written by another version of bioeval; build the site again`,
    );
  }
  checkText(config.title, 'title', problems, { required: true });
  checkText(config.description, 'description', problems);
  if (!Array.isArray(config.tasks) || config.tasks.length === 0) {
    problems.add('tasks', 'must be a non-empty list of the tasks offered');
    return problems.list;
  }
  const seen = new Set();
  config.tasks.forEach((task, index) => checkTask(task, index, tasks, seen, problems, resolved));
  if (config.default !== undefined && !config.tasks.some((task) => task?.id === config.default)) {
    problems.add('default', `must be the id of a task offered (${config.tasks.map((t) => t?.id).join(', ')})`);
  }
  return problems.list;
}

// The problems as lines: `tasks[0].preload.ontology.file: no such file`.
export function problemLines(problems) {
  return problems.map(({ path, message }) => `${path}: ${message}`);
}
