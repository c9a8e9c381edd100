// The page: task choice, file slots generated from the task's declared input roles, an options
// form generated from its declared options, and a worker that runs the WebAssembly core.
import { h, append, clear, formatBytes } from './dom.js';
import { renderResults } from './render.js';
import { EXAMPLES } from './examples.js';

const $ = (id) => document.getElementById(id);

// --- the worker ----------------------------------------------------------------------------

class Scorer {
  constructor() {
    this.nextId = 1;
    this.pending = new Map();
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => {
      const request = this.pending.get(data.id);
      if (!request) return;
      if (data.type === 'progress') {
        request.onProgress?.(data);
        return;
      }
      this.pending.delete(data.id);
      if (data.type === 'error') request.reject(data.error);
      else request.resolve(data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.failAll({ kind: 'internal', message: event.message || 'the scoring worker failed to start' });
    };
  }

  request(message, onProgress) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, ...message });
    });
  }

  failAll(error) {
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
  }

  // Stops whatever runs by replacing the worker.
  cancel() {
    this.worker.terminate();
    this.failAll({ kind: 'cancelled', message: 'cancelled' });
    this.start();
    this.ready = this.request({ type: 'init' });
  }
}

// --- state ---------------------------------------------------------------------------------

const state = {
  tasks: [],
  task: null,            // the chosen task's description
  files: {},             // role -> [File]
  example: null,         // the example loaded, if any
  busy: false,
};

const scorer = new Scorer();

function taskById(id) {
  return state.tasks.find((task) => task.id === id);
}

function setStatus(text, kind = '') {
  const status = $('status');
  status.textContent = text;
  status.className = `status ${kind}`;
}

// --- task and options ----------------------------------------------------------------------

function fillTaskSelect() {
  const select = $('task');
  const families = new Map();
  for (const task of state.tasks) {
    if (!families.has(task.family)) families.set(task.family, []);
    families.get(task.family).push(task);
  }
  clear(select).append(...[...families].map(([family, tasks]) =>
    h('optgroup', { label: family }, tasks.map((task) => h('option', { value: task.id }, `${task.id} — ${task.title}`)))));
  select.disabled = false;
}

function chooseTask(id, { keepFiles = false } = {}) {
  const task = taskById(id);
  if (!task) return;
  const previous = state.files;
  state.task = task;
  state.files = {};
  if (keepFiles) {
    for (const role of task.roles) if (previous[role.name]) state.files[role.name] = previous[role.name];
  }
  $('task').value = id;
  $('task-summary').textContent = `${task.summary} Reference: ${task.reference}.`;
  renderRoles();
  renderOptions();
  updateButtons();
}

function optionControl(option) {
  const id = `option-${option.name}`;
  const help = h('span', { class: 'help' }, option.help);
  if (option.type === 'boolean') {
    return h('div', { class: 'option' },
      h('label', { for: id }, h('input', { id, type: 'checkbox', checked: option.default === true, dataset: { option: option.name, type: option.type } }), ` ${option.name.replaceAll('_', ' ')}`),
      help);
  }
  const dataset = { option: option.name, type: option.type };
  let control;
  if (option.type === 'choice') {
    control = h('select', { id, dataset }, option.choices.map((choice) => h('option', { value: choice, selected: choice === option.default }, choice)));
  } else if (option.type === 'integer' || option.type === 'number') {
    control = h('input', { id, type: 'number', value: String(option.default), min: option.minimum, max: option.maximum, step: option.type === 'integer' ? 1 : 'any', dataset });
  } else if (isList(option.type)) {
    // Several values, comma-separated: "5, 10, 20".
    control = h('input', { id, type: 'text', value: option.default.join(', '), placeholder: option.type === 'integer list' ? '5, 10, 20' : '1e-5, 0.001', inputmode: 'decimal', dataset });
  } else {
    control = h('input', { id, type: 'text', value: String(option.default), dataset });
  }
  return h('div', { class: 'option' }, h('label', { for: id }, option.name.replaceAll('_', ' ')), control, help);
}

function isList(type) {
  return type === 'integer list' || type === 'number list';
}

// "5, 10" → [5, 10]. Numbers of a number list stay as typed ("1e-5"): they name the metrics.
// Anything that is not a number is passed on as typed, for the core to reject with its message.
function listValues(text, type) {
  const words = text.split(',').map((word) => word.trim()).filter((word) => word !== '');
  if (type === 'number list') return words;
  return words.map((word) => (/^\d+$/.test(word) ? Number(word) : word));
}

function renderOptions() {
  clear($('options')).append(...state.task.options.map(optionControl));
}

function readOptions() {
  const options = {};
  for (const control of $('options').querySelectorAll('[data-option]')) {
    const { option, type } = control.dataset;
    if (type === 'boolean') options[option] = control.checked;
    else if (type === 'integer' || type === 'number') options[option] = Number(control.value);
    else if (isList(type)) options[option] = listValues(control.value, type);
    else options[option] = control.value;
  }
  return options;
}

function applyOptions(values) {
  for (const control of $('options').querySelectorAll('[data-option]')) {
    const value = values[control.dataset.option];
    if (value === undefined) continue;
    if (control.type === 'checkbox') control.checked = value === true;
    else if (isList(control.dataset.type)) control.value = [value].flat().join(', ');
    else control.value = String(value);
  }
}

// --- files ---------------------------------------------------------------------------------

// A run role that takes one file per submission accepts several files: each is scored apart.
function takesSeveral(role) {
  return role.multiple || role.name === 'run';
}

function addFiles(roleName, files) {
  const role = state.task.roles.find((r) => r.name === roleName);
  if (!role || files.length === 0) return;
  state.files[roleName] = takesSeveral(role) ? [...(state.files[roleName] ?? []), ...files] : [files[files.length - 1]];
  state.example = null;
  $('example-explanation').hidden = true;
  renderRoles();
  updateButtons();
}

function removeFile(roleName, index) {
  state.files[roleName].splice(index, 1);
  if (state.files[roleName].length === 0) delete state.files[roleName];
  renderRoles();
  updateButtons();
}

function roleSlot(role) {
  const input = h('input', {
    type: 'file', multiple: takesSeveral(role), class: 'file-input', id: `file-${role.name}`,
    onchange: (event) => { addFiles(role.name, [...event.target.files]); event.target.value = ''; },
  });
  // A role made of many files (a corpus of documents) also takes a whole folder.
  const folderInput = role.multiple ? h('input', {
    type: 'file', webkitdirectory: '', class: 'file-input', id: `folder-${role.name}`,
    onchange: (event) => { addFiles(role.name, [...event.target.files].filter((f) => !isHiddenPath(f.webkitRelativePath || f.name))); event.target.value = ''; },
  }) : null;
  const chips = (state.files[role.name] ?? []).map((file, index) => h('li', { class: 'file-chip' },
    h('span', { class: 'file-name' }, file.name), h('span', { class: 'file-size' }, formatBytes(file.size)),
    h('button', { type: 'button', class: 'remove', 'aria-label': `Remove ${file.name}`, onclick: () => removeFile(role.name, index) }, '×')));
  const slot = h('div', { class: 'role', dataset: { role: role.name } },
    h('div', { class: 'role-head' },
      h('strong', {}, role.name), role.required ? null : h('span', { class: 'optional' }, ' (optional)'),
      h('label', { class: 'button secondary small', for: `file-${role.name}` }, takesSeveral(role) ? 'Add files…' : 'Choose file…'), input,
      folderInput ? h('label', { class: 'button secondary small', for: `folder-${role.name}` }, 'Add folder…') : null, folderInput),
    h('p', { class: 'format' }, role.help, takesSeveral(role) && !role.multiple ? ' — several runs are scored side by side.' : ''),
    chips.length ? h('ul', { class: 'files' }, chips) : h('p', { class: 'empty' }, role.multiple ? 'Drop files, a folder or a ZIP archive here.' : 'Drop a file here.'));
  slot.addEventListener('dragover', (event) => { event.preventDefault(); slot.classList.add('over'); });
  slot.addEventListener('dragleave', () => slot.classList.remove('over'));
  slot.addEventListener('drop', (event) => {
    event.preventDefault();
    event.stopPropagation();
    slot.classList.remove('over');
    droppedUnits(event.dataTransfer).then((units) => addFiles(role.name, units.flat()));
  });
  return slot;
}

function renderRoles() {
  clear($('roles')).append(...state.task.roles.map(roleSlot));
}

function missingRoles() {
  return state.task.roles.filter((role) => role.required && !(state.files[role.name]?.length));
}

function updateButtons() {
  const ready = state.task && missingRoles().length === 0 && !state.busy;
  $('score').disabled = !ready;
  $('check').disabled = !ready;
  $('cancel').hidden = !state.busy;
  if (!state.busy && state.task) {
    const missing = missingRoles();
    setStatus(missing.length ? `Needed: ${missing.map((r) => r.name).join(', ')}.` : 'Ready.');
  }
}

// A path inside a folder or archive that is hidden or macOS metadata: left out, as the command
// line leaves it out.
function isHiddenPath(path) {
  return path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
}

// The file of a FileSystemFileEntry, and every file under a FileSystemDirectoryEntry in path order.
function entryFile(entry) {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function folderFiles(directory) {
  const files = [];
  const walk = async (dir) => {
    const reader = dir.createReader();
    for (;;) {
      const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
      if (batch.length === 0) break;
      for (const entry of batch) {
        if (isHiddenPath(entry.name)) continue;
        if (entry.isDirectory) await walk(entry);
        else files.push({ path: entry.fullPath, file: await entryFile(entry) });
      }
    }
  };
  await walk(directory);
  return files.sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => f.file);
}

// What was dropped, as units placed together: a file alone, or the files of a folder.
async function droppedUnits(dataTransfer) {
  // Entries are taken before any await: the drop's data is gone once the handler returns.
  const entries = [...(dataTransfer.items ?? [])].map((item) => item.webkitGetAsEntry?.()).filter(Boolean);
  if (entries.length === 0) return [...dataTransfer.files].map((file) => [file]);
  const units = [];
  for (const entry of entries) units.push(entry.isDirectory ? await folderFiles(entry) : [await entryFile(entry)]);
  return units.filter((unit) => unit.length > 0);
}

// Where the core would put a unit: the candidates of its first file that fits anything.
async function sniffUnit(unit) {
  for (const file of unit.slice(0, 50)) {
    try {
      const { candidates } = await scorer.request({ type: 'sniff', file });
      if (candidates.length) return candidates;
    } catch {
      return [];
    }
  }
  return [];
}

// Files and folders dropped anywhere on the set-up panel go to the slot whose format they fit, as
// the core recognizes it from their first lines; a file of another task proposes that task.
async function placeDroppedFiles(units) {
  for (const unit of units) {
    const name = unit.length === 1 ? unit[0].name : `${unit.length} files`;
    const candidates = await sniffUnit(unit);
    const fitting = candidates.filter((c) => c.score >= 0.5);
    // When the file fits several roles of this task (a gold and a run that look alike), the
    // best-scoring role still without a file gets it; candidates come best first.
    const here = fitting.filter((c) => c.task === state.task.id);
    if (here.length) {
      const open = here.find((c) => !state.files[c.role]?.length) ?? here[0];
      addFiles(open.role, unit);
      continue;
    }
    const elsewhere = fitting[0];
    const nothingLoaded = Object.keys(state.files).length === 0;
    if (elsewhere && nothingLoaded) {
      chooseTask(elsewhere.task);
      addFiles(elsewhere.role, unit);
      showProposal(`“${name}” looks like the ${elsewhere.role} of ${elsewhere.task}, so that task was chosen.`);
    } else if (elsewhere) {
      showProposal(`“${name}” looks like the ${elsewhere.role} of ${elsewhere.task}, not of ${state.task.id}.`,
        { label: `Switch to ${elsewhere.task}`, action: () => { chooseTask(elsewhere.task); addFiles(elsewhere.role, unit); } });
    } else {
      const open = state.task.roles.find((role) => !state.files[role.name]) ?? state.task.roles[0];
      addFiles(open.name, unit);
      showProposal(`“${name}” does not look like any known format; it was put on “${open.name}”. The validation report will say what is wrong.`);
    }
  }
}

function showProposal(text, button) {
  const box = $('proposal');
  clear(box).append(text);
  if (button) {
    box.append(' ', h('button', { type: 'button', class: 'small', onclick: () => { box.hidden = true; button.action(); } }, button.label));
  }
  box.hidden = false;
}

// --- scoring -------------------------------------------------------------------------------

// One submission per run file when the task's run is a single file; otherwise one submission.
function submissions() {
  const runRole = state.task.roles.find((role) => role.name === 'run');
  const runs = state.files.run ?? [];
  if (!runRole || runRole.multiple || runs.length <= 1) {
    return [{ label: runs[0]?.name ?? state.task.id, files: { ...state.files } }];
  }
  return runs.map((run) => ({ label: run.name, files: { ...state.files, run: [run] } }));
}

function showProgress({ phase, done, total }, index, count) {
  const bar = $('progress');
  bar.hidden = false;
  bar.value = total ? done / total : 0;
  const which = count > 1 ? ` (run ${index + 1} of ${count})` : '';
  setStatus(`${phase === 'reading' ? 'Reading' : 'Validating and scoring'} ${formatBytes(done)} of ${formatBytes(total)}${which}…`);
}

async function evaluate(mode) {
  const task = state.task;
  const options = readOptions();
  const jobs = submissions();
  state.busy = true;
  updateButtons();
  const started = performance.now();
  const runs = [];
  try {
    for (const [index, job] of jobs.entries()) {
      const { result } = await scorer.request({ type: 'evaluate', task: task.id, options, mode, files: job.files },
        (progress) => showProgress(progress, index, jobs.length));
      runs.push({ label: job.label, result });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const invalid = runs.filter((run) => !run.result.valid).length;
    renderResults($('results'), runs, task);
    state.busy = false;
    updateButtons();
    setStatus(invalid ? `Done in ${seconds} s: ${invalid} of ${runs.length} input set(s) did not pass validation.` : `Done in ${seconds} s.`, invalid ? 'bad' : 'ok');
    $('results').scrollIntoView({ behavior: 'smooth', block: 'start' });
  } catch (error) {
    state.busy = false;
    updateButtons();
    if (error.kind !== 'cancelled') setStatus(`Could not score: ${error.message}`, 'bad');
    else setStatus('Cancelled.');
  } finally {
    $('progress').hidden = true;
  }
}

// --- examples ------------------------------------------------------------------------------

function loadExample(example) {
  chooseTask(example.task);
  for (const [role, files] of Object.entries(example.files)) {
    state.files[role] = files.map((f) => new File([f.text], f.name, { type: 'text/tab-separated-values' }));
  }
  applyOptions(example.options);
  renderRoles();
  updateButtons();
  state.example = example;
  const box = $('example-explanation');
  append(clear(box), [h('h2', {}, example.title), example.explanation.map((p) => h('p', {}, p))]);
  box.hidden = false;
  closeExamples();
  evaluate('score');
}

function fillExamplesMenu() {
  const available = EXAMPLES.filter((example) => taskById(example.task));
  clear($('examples-menu')).append(h('ul', {}, available.map((example) =>
    h('li', {}, h('button', { type: 'button', class: 'link', dataset: { example: example.id }, onclick: () => loadExample(example) }, example.title)))));
  $('examples-button').disabled = available.length === 0;
}

function closeExamples() {
  $('examples-menu').hidden = true;
  $('examples-button').setAttribute('aria-expanded', 'false');
}

// --- start ---------------------------------------------------------------------------------

function wireEvents() {
  $('task').addEventListener('change', (event) => chooseTask(event.target.value, { keepFiles: true }));
  $('score').addEventListener('click', () => evaluate('score'));
  $('check').addEventListener('click', () => evaluate('validate'));
  $('cancel').addEventListener('click', () => scorer.cancel());
  $('examples-button').addEventListener('click', () => {
    const menu = $('examples-menu');
    menu.hidden = !menu.hidden;
    $('examples-button').setAttribute('aria-expanded', String(!menu.hidden));
  });
  const setup = $('setup');
  const zone = $('dropzone');
  setup.addEventListener('dragover', (event) => { event.preventDefault(); zone.classList.add('over'); });
  setup.addEventListener('dragleave', (event) => { if (!setup.contains(event.relatedTarget)) zone.classList.remove('over'); });
  setup.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('over');
    droppedUnits(event.dataTransfer).then(placeDroppedFiles);
  });
  // A file dropped outside the panel must not make the browser leave the page.
  window.addEventListener('dragover', (event) => event.preventDefault());
  window.addEventListener('drop', (event) => event.preventDefault());
}

async function main() {
  wireEvents();
  setStatus('Loading the scorer…');
  try {
    scorer.ready = scorer.request({ type: 'init' });
    const { tasks, version } = await scorer.ready;
    state.tasks = tasks;
    $('version').textContent = version;
    fillTaskSelect();
    fillExamplesMenu();
    chooseTask(tasks[0].id);
    document.body.dataset.ready = 'true';
  } catch (error) {
    setStatus(`The scorer could not start: ${error.message}`, 'bad');
  }
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch(() => {});
  }
}

main();
