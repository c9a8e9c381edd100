// The page: task choice, file slots generated from the task's declared input roles, an options
// form generated from its declared options, and a worker that runs the WebAssembly core.
import { h, append, clear, formatBytes } from './dom.js';
import { renderResults } from './render.js';
import { comparisonPanel } from './compare_view.js';
// @ts-expect-error: examples/index.js is written by the site's build (wasm/finish_site.mjs).
import { EXAMPLES } from './examples/index.js';
import { linkOf, linkOptions, parseLink } from './deeplink.js';
import { asFile, forget, forgetAll, isResource, keep, keepingAvailable, keptFiles } from './kept.js';
import { defaultSwapPair, moveDrop, swapCheck, swapRoles, takesSeveral } from './moves.js';
import { isConfiguredSite, preloadNote, provideMark, siteOptions, sitePreloads, startSite } from './site.js';

// The page's element of that id. Typed as any: the ids name inputs, selects, buttons and progress
// bars alike, each used as what it is.
/** @type {(id: string) => any} */
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

  // Stops whatever runs by replacing the worker (and with it the scored runs it kept).
  cancel() {
    this.worker.terminate();
    keptSessions.length = 0;
    this.failAll({ kind: 'cancelled', message: 'cancelled' });
    this.start();
    this.ready = this.request({ type: 'init' });
  }
}

// --- state ---------------------------------------------------------------------------------

// Files are held as drops: a file alone, or the files of a folder or ZIP archive dropped as one.
// Each drop sits on one role of the task, with the reason it was put there and any warning.
const state = {
  tasks: [],
  task: null, // the chosen task's description
  drops: [], // drops on the task's roles: {id, name, group, files, role, why, guessed, warnings}
  waiting: [], // drops not placed: {drop, why, choices?: [{role, action}]}
  example: null, // the example loaded, if any
  busy: false,
  swapPair: null, // the two roles the swap control names, [a, b]
};

const scorer = new Scorer();
let nextDropId = 1;

function taskById(id) {
  return state.tasks.find((task) => task.id === id);
}

function setStatus(text, kind = '') {
  const status = $('status');
  status.textContent = text;
  status.className = `status ${kind}`;
}

function newDrop(name, files, group = false) {
  return { id: nextDropId++, name, files, group, role: null, why: '', guessed: false, warnings: [] };
}

function dropsOn(role) {
  return state.drops.filter((drop) => drop.role === role);
}

function filesOn(role) {
  return dropsOn(role).flatMap((drop) => drop.files);
}

// role → files held, as the core's placement counts them.
function filledCounts() {
  const counts = {};
  for (const drop of state.drops) counts[drop.role] = (counts[drop.role] ?? 0) + drop.files.length;
  return counts;
}

// --- task and options ----------------------------------------------------------------------

function fillTaskSelect() {
  const select = $('task');
  const families = new Map();
  for (const task of state.tasks) {
    if (!families.has(task.group_label)) families.set(task.group_label, []);
    families.get(task.group_label).push(task);
  }
  clear(select).append(
    ...[...families].map(([family, tasks]) =>
      h(
        'optgroup',
        { label: family },
        tasks.map((task) => h('option', { value: task.id }, `${task.id} — ${task.title}`)),
      ),
    ),
  );
  select.disabled = false;
}

function chooseTask(id) {
  const task = taskById(id);
  if (!task) return;
  state.task = task;
  state.drops = [];
  state.waiting = [];
  $('task').value = id;
  $('task-summary').textContent = `${task.summary} Reference: ${task.reference}.`;
  clearResults();
  renderRoles();
  renderOptions();
  updateButtons();
  recordLink({ newEntry: true });
  restoreKept();
}

// --- the address ---------------------------------------------------------------------------

// True while the page follows a link (or starts): its changes then write no history entry.
let followingLink = false;
// The task the page opens on without a link: the first, or the one a configured site names.
let defaultTaskId = null;

// The address keeps the task and the options (deeplink.js): a new history entry when the task
// changes, so that the back button returns to the previous one; the same entry for an option.
function recordLink({ newEntry }) {
  if (!state.task || followingLink) return;
  let values;
  try {
    values = readOptions();
  } catch (error) {
    if (error instanceof OptionError) return; // a field being typed: recorded once it is valid
    throw error;
  }
  const hash = `#${linkOf(state.task, values)}`;
  if (hash !== window.location.hash) window.history[newEntry ? 'pushState' : 'replaceState'](null, '', hash);
}

// Sets the page up as the address says: its task (the first task without one), then its
// options over the task's defaults. What the page cannot follow is said in the status line.
async function followLink(hash) {
  const link = parseLink(hash) ?? { task: defaultTaskId, values: {} };
  const task = taskById(link.task);
  if (!task) {
    setStatus(`The link names a task this page does not have: “${link.task}”.`, 'warn');
    return;
  }
  followingLink = true;
  try {
    if (state.task?.id !== task.id) await switchTask(task.id);
    renderOptions();
    applyOptions(siteOptions(task)); // a configured site's defaults, which the link overrides
    const { values, problems } = linkOptions(task, link);
    applyOptions(values);
    if (problems.length) setStatus(`Part of the link was left out: ${problems.join('; ')}.`, 'warn');
  } finally {
    followingLink = false;
  }
}

// A task chosen by the user: the files held stay where they fit the new task's inputs; the
// others are set aside, and the page says which.
async function switchTask(id) {
  // The files the organizers provide belong to their task; the new task brings its own.
  const held = state.drops.filter((drop) => !drop.preloaded);
  const waiting = state.waiting.map((entry) => entry.drop);
  chooseTask(id);
  applySiteTask();
  hideProposal();
  if (held.length === 0 && waiting.length === 0) return;
  await placeDrops([...held, ...waiting], { keepTask: true, filled: {} });
  const setAside = state.waiting.map((entry) => entry.drop.name);
  if (setAside.length) {
    showProposal(`Set aside, since ${id} takes no such input: ${setAside.map((name) => `“${name}”`).join(', ')}.`);
  }
}

function optionControl(option) {
  const id = `option-${option.name}`;
  const help = h('span', { class: 'help' }, option.help);
  if (option.type === 'boolean') {
    return h(
      'div',
      { class: 'option' },
      h(
        'label',
        { for: id },
        h('input', {
          id,
          type: 'checkbox',
          checked: option.default === true,
          dataset: { option: option.name, type: option.type },
        }),
        ` ${option.name.replaceAll('_', ' ')}`,
      ),
      help,
    );
  }
  const dataset = { option: option.name, type: option.type };
  let control;
  if (option.type === 'choice') {
    control = h(
      'select',
      { id, dataset },
      option.choices.map((choice) => h('option', { value: choice, selected: choice === option.default }, choice)),
    );
  } else if (option.type === 'integer' || option.type === 'number') {
    control = h('input', {
      id,
      type: 'number',
      value: String(option.default),
      min: option.minimum,
      max: option.maximum,
      step: option.type === 'integer' ? 1 : 'any',
      dataset,
    });
  } else if (isList(option.type)) {
    // Several values, comma-separated: "5, 10, 20".
    control = h('input', {
      id,
      type: 'text',
      value: option.default.join(', '),
      placeholder: option.type === 'integer list' ? '5, 10, 20' : '1e-5, 0.001',
      inputmode: 'decimal',
      dataset,
    });
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
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
  if (type === 'number list') return words;
  return words.map((word) => (/^\d+$/.test(word) ? Number(word) : word));
}

function renderOptions() {
  clear($('options')).append(...state.task.options.map(optionControl));
}

// The options as typed; an empty number field is refused here, naming the option.
function readOptions() {
  const options = {};
  for (const control of $('options').querySelectorAll('[data-option]')) {
    const { option, type } = control.dataset;
    if (type === 'boolean') options[option] = control.checked;
    else if (type === 'integer' || type === 'number') {
      if (control.value.trim() === '')
        throw new OptionError(`the option “${option.replaceAll('_', ' ')}” is required: give it a number`);
      options[option] = Number(control.value);
    } else if (isList(type)) options[option] = listValues(control.value, type);
    else options[option] = control.value;
  }
  return options;
}

class OptionError extends Error {}

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

function roleByName(name) {
  return state.task.roles.find((role) => role.name === name);
}

// What the core's placement decided, applied: drops on their roles (a single-file role the user
// chose takes the new file in place of the old), conflicts and files not placed listed with
// their reasons and choices, warnings attached to their drops.
function applyPlacement(drops, placement, { replace = false } = {}) {
  if (placement.task !== state.task.id) chooseTask(placement.task);
  const warningsOf = new Map();
  for (const warning of placement.warnings) {
    if (!warningsOf.has(warning.drop)) warningsOf.set(warning.drop, []);
    warningsOf.get(warning.drop).push(warning);
  }
  for (const placed of placement.placed) {
    const drop = drops[placed.drop];
    Object.assign(drop, {
      role: placed.role,
      why: placed.why,
      guessed: placed.guessed,
      warnings: warningsOf.get(placed.drop) ?? [],
    });
    const role = roleByName(placed.role);
    if (replace && !takesSeveral(role)) state.drops = state.drops.filter((held) => held.role !== placed.role);
    // A file of the user's own replaces the one the organizers provide for that role.
    state.drops = state.drops.filter((held) => !(held.preloaded && held.role === placed.role));
    state.drops = state.drops.filter((held) => held !== drop);
    state.drops.push(drop);
  }
  for (const conflict of placement.conflicts) {
    state.waiting.push({ drop: drops[conflict.drop], why: conflict.why, choices: conflict.choices });
  }
  for (const unplaced of placement.unplaced) {
    state.waiting.push({ drop: drops[unplaced.drop], why: unplaced.why });
  }
  state.example = null;
  $('example-explanation').hidden = true;
  if (placement.proposal && taskById(placement.proposal.task)) {
    const { task, why } = placement.proposal;
    showProposal(`These files fit ${task} better: ${why}.`, {
      label: `Switch to ${task}`,
      action: () => switchTask(task),
    });
  }
  markResultsOutdated();
  renderRoles();
  updateButtons();
}

// Asks the core where drops go: on the task that explains them best (a fresh page), on the
// page's task (files held already), or on the role the user chose. Drops are placed one after
// the other, each seeing the files the one before placed.
let placing = Promise.resolve();

function placeDrops(drops, options = {}) {
  placing = placing.then(() => placeNow(drops, options));
  return placing;
}

async function placeNow(drops, { targetRole = null, keepTask = state.drops.length > 0, filled = filledCounts() } = {}) {
  if (drops.length === 0) return;
  const request = {
    drops: drops.map((drop) => ({ name: drop.name, group: drop.group, role: drop.role ?? '', files: drop.files })),
    task: state.task.id,
    filled,
    keep_task: keepTask || isConfiguredSite(),
  };
  if (targetRole) request.target_role = targetRole;
  setStatus(`Reading ${drops.length === 1 ? `“${drops[0].name}”` : `${drops.length} files`}…`);
  state.busy = true;
  updateButtons();
  try {
    const { placement, skipped } = await scorer.request({ type: 'place', request }, (progress) =>
      showProgress(progress, 0, 1),
    );
    drops.forEach((drop, i) => {
      drop.skipped = skipped[i];
    });
    state.busy = false;
    applyPlacement(drops, placement, { replace: targetRole !== null });
  } catch (error) {
    state.busy = false;
    updateButtons();
    if (error.kind === 'cancelled') setStatus('Cancelled: the files of that drop were not placed.');
    else setStatus(`Could not read the files: ${error.message}`, 'bad');
  } finally {
    $('progress').hidden = true;
  }
}

// Drops put on their roles again, one by one, to refresh their warnings (after a swap).
async function recheck(drops) {
  for (const drop of drops) {
    const request = {
      drops: [{ name: drop.name, group: drop.group, files: drop.files }],
      task: state.task.id,
      target_role: drop.role,
    };
    try {
      const { placement } = await scorer.request({ type: 'place', request });
      drop.warnings = placement.warnings;
      drop.why = 'put here by you';
      drop.guessed = false;
    } catch {
      /* the warnings stay as they were */
    }
  }
  renderRoles();
  updateButtons();
}

function removeDrop(drop) {
  state.drops = state.drops.filter((held) => held !== drop);
  markResultsOutdated();
  renderRoles();
  updateButtons();
}

function resolveWaiting(entry, role) {
  state.waiting = state.waiting.filter((other) => other !== entry);
  if (role) placeDrops([entry.drop], { targetRole: role });
  else {
    renderRoles();
    updateButtons();
  }
}

// Moved by hand (moves.js): the drops that changed slot are checked against their new ones.
function moved(drops) {
  if (drops.length === 0) return;
  markResultsOutdated();
  renderRoles();
  placing = placing.then(() => recheck(drops));
}

function swapSlots() {
  const [a, b] = state.swapPair;
  moved(swapRoles(state.drops, state.task.roles, a, b));
}

// Drops made of files chosen with a file picker: one per file (a ZIP archive is a drop of its
// own, which the worker opens).
function dropsOfFiles(files) {
  return files.map((file) => newDrop(file.name, [file], isZip(file)));
}

function isZip(file) {
  return /\.zip$/i.test(file.name);
}

function dropChip(drop) {
  const size = drop.files.reduce((sum, file) => sum + file.size, 0);
  const label = drop.group && drop.files.length > 1 ? `${drop.name} (${drop.files.length} files)` : drop.name;
  return h(
    'li',
    { class: 'file-chip', dataset: { drop: drop.id } },
    h(
      'div',
      { class: 'chip-line' },
      h('span', { class: 'file-name' }, label),
      h('span', { class: 'file-size' }, formatBytes(size)),
      keepControl(drop),
      moveControl(drop),
      h(
        'button',
        { type: 'button', class: 'remove', 'aria-label': `Remove ${drop.name}`, onclick: () => removeDrop(drop) },
        '×',
      ),
    ),
    drop.preloaded ? preloadNote(drop.preloaded) : null,
    drop.why ? h('p', { class: 'why' }, drop.guessed ? `Guessed: ${drop.why}.` : `Placed here: ${drop.why}.`) : null,
    drop.warnings.map((warning) =>
      h('p', { class: 'placement-warning', dataset: { code: warning.code } }, warning.message),
    ),
  );
}

// A choice of every other slot of the task: the file goes there in one step.
function moveControl(drop) {
  const others = state.task.roles.filter((role) => role.name !== drop.role);
  if (!drop.role || others.length === 0) return null;
  return h(
    'select',
    {
      class: 'move',
      'aria-label': `Move ${drop.name} to another slot`,
      onchange: (event) => moved(moveDrop(state.drops, state.task.roles, drop, event.target.value)),
    },
    h('option', { value: '', selected: true, disabled: true }, 'Move to…'),
    others.map((role) => h('option', { value: role.name }, role.name)),
  );
}

function roleSlot(role) {
  const input = h('input', {
    type: 'file',
    multiple: takesSeveral(role),
    class: 'file-input',
    id: `file-${role.name}`,
    onchange: (event) => {
      placeDrops(dropsOfFiles([...event.target.files]), { targetRole: role.name });
      event.target.value = '';
    },
  });
  // A role made of many files (a corpus of documents) also takes a whole folder.
  const folderInput = role.multiple
    ? h('input', {
        type: 'file',
        webkitdirectory: '',
        class: 'file-input',
        id: `folder-${role.name}`,
        onchange: (event) => {
          const files = [...event.target.files].filter((f) => !isHiddenPath(f.webkitRelativePath || f.name));
          const folder = (files[0]?.webkitRelativePath ?? '').split('/')[0] || 'folder';
          if (files.length) placeDrops([newDrop(folder, files, true)], { targetRole: role.name });
          event.target.value = '';
        },
      })
    : null;
  const chips = dropsOn(role.name).map(dropChip);
  const slot = h(
    'div',
    { class: 'role', dataset: { role: role.name } },
    h(
      'div',
      { class: 'role-head' },
      h('strong', {}, role.name),
      h('span', { class: 'optional needs' }, ` (${roleNeed(role)})`),
      provideMark(state.task.id, role.name),
      h(
        'label',
        { class: 'button secondary small', for: `file-${role.name}` },
        takesSeveral(role) ? 'Add files…' : 'Choose file…',
      ),
      input,
      folderInput ? h('label', { class: 'button secondary small', for: `folder-${role.name}` }, 'Add folder…') : null,
      folderInput,
    ),
    h(
      'p',
      { class: 'format' },
      role.help,
      takesSeveral(role) && !role.multiple ? ' — several runs are scored side by side.' : '',
    ),
    chips.length
      ? h('ul', { class: 'files' }, chips)
      : h('p', { class: 'empty' }, role.multiple ? 'Drop files, a folder or a ZIP archive here.' : 'Drop a file here.'),
  );
  slot.addEventListener('dragover', (event) => {
    event.preventDefault();
    slot.classList.add('over');
  });
  slot.addEventListener('dragleave', () => slot.classList.remove('over'));
  slot.addEventListener('drop', (event) => {
    event.preventDefault();
    event.stopPropagation();
    slot.classList.remove('over');
    dropsOf(event.dataTransfer).then((drops) => placeDrops(drops, { targetRole: role.name }));
  });
  return slot;
}

// --- files kept in this browser --------------------------------------------------------------

// A resource file on its slot offers to be kept for the next visit; a kept one says so.
function keepControl(drop) {
  const role = drop.role && roleByName(drop.role);
  // A configured site provides its resources itself (site.js).
  if (!role || isConfiguredSite() || !keepingAvailable() || !isResource(state.task, role)) return null;
  if (drop.kept) return h('span', { class: 'kept-mark' }, 'kept in this browser');
  return h(
    'button',
    {
      type: 'button',
      class: 'small secondary keep',
      title:
        'Keep this file in this browser (not uploaded anywhere) so the next visit needs only the run; forget it at any time below.',
      onclick: () => keepDrop(drop),
    },
    'Keep for next time',
  );
}

async function keepDrop(drop) {
  try {
    await keep(state.task.id, drop.role, drop.files);
    for (const other of dropsOn(drop.role)) other.kept = other === drop;
    renderRoles();
    await renderKept();
  } catch (error) {
    setStatus(`This browser could not keep the file: ${error.message}`, 'bad');
  }
}

// The kept files of the chosen task, placed on their slots where the user has put nothing;
// the body's data-restored then names the task (tests wait for it).
async function restoreKept() {
  const task = state.task;
  let kept = [];
  try {
    if (keepingAvailable() && !isConfiguredSite()) kept = await keptFiles();
  } catch {
    // storage refused (a private window): the page works without it
  }
  if (state.task !== task) return;
  document.body.dataset.restored = task.id;
  let placed = false;
  for (const role of task.roles) {
    const files = kept.filter((entry) => entry.task === task.id && entry.role === role.name);
    if (!files.length || !isResource(task, role) || dropsOn(role.name).length) continue;
    for (const entry of files) {
      const drop = newDrop(entry.name, [asFile(entry)]);
      Object.assign(drop, { role: role.name, why: 'kept in this browser', kept: true });
      state.drops.push(drop);
      placed = true;
    }
  }
  if (placed) {
    renderRoles();
    updateButtons();
  }
}

// Every kept file, with a button to forget it, and one to forget them all.
async function renderKept() {
  const box = $('kept');
  if (!keepingAvailable()) return;
  let kept = [];
  try {
    kept = await keptFiles();
  } catch {
    // storage refused: nothing is kept
  }
  box.hidden = kept.length === 0;
  const forgetting = (work) => async () => {
    await work();
    for (const drop of state.drops) drop.kept = false;
    renderRoles();
    await renderKept();
  };
  clear(box).append(
    h(
      'p',
      {},
      h('strong', {}, 'Kept in this browser'),
      ' (never uploaded; placed on their slots when their task is chosen)',
    ),
    h(
      'ul',
      {},
      kept.map((entry) =>
        h(
          'li',
          { dataset: { kept: entry.key } },
          h('span', { class: 'file-name' }, entry.name),
          ` — ${entry.task}, ${entry.role}, ${formatBytes(entry.size)} `,
          h(
            'button',
            { type: 'button', class: 'small secondary', onclick: forgetting(() => forget(entry.key)) },
            'Forget',
          ),
        ),
      ),
    ),
    h(
      'button',
      { type: 'button', class: 'small secondary', id: 'forget-all', onclick: forgetting(forgetAll) },
      'Forget all',
    ),
  );
}

// Files waiting for the user: a conflict offers its choices, a file not placed every role.
function waitingList() {
  if (state.waiting.length === 0) return null;
  return h(
    'div',
    { class: 'waiting', id: 'waiting' },
    h('p', {}, h('strong', {}, 'Not placed')),
    h(
      'ul',
      {},
      state.waiting.map((entry) => {
        const choices = entry.choices ?? state.task.roles.map((role) => ({ role: role.name, action: 'put' }));
        const label = ({ role, action }) =>
          action === 'replace' ? `Replace ${role}` : action === 'add' ? `Add as ${role}` : `Put on ${role}`;
        return h(
          'li',
          { class: 'waiting-drop', dataset: { drop: entry.drop.id } },
          h('span', { class: 'file-name' }, entry.drop.name),
          ': ',
          h('span', { class: 'why' }, entry.why),
          ' ',
          choices.map((choice) =>
            h(
              'button',
              {
                type: 'button',
                class: 'small secondary',
                dataset: { choice: `${choice.action}:${choice.role}` },
                onclick: () => resolveWaiting(entry, choice.role),
              },
              label(choice),
            ),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'small secondary',
              dataset: { choice: 'discard' },
              onclick: () => resolveWaiting(entry, null),
            },
            'Discard',
          ),
        );
      }),
    ),
  );
}

// Exchanges the files of any two slots: gold and run first, any other pair chosen.
function swapControl() {
  const names = state.task.roles.map((role) => role.name);
  if (!state.swapPair || !state.swapPair.every((name) => names.includes(name)))
    state.swapPair = defaultSwapPair(state.task.roles);
  if (!state.swapPair) return null;
  const [a, b] = state.swapPair;
  const { ok, why } = swapCheck(state.drops, state.task.roles, a, b);
  const choose = (index) => (event) => {
    state.swapPair[index] = event.target.value;
    renderRoles();
  };
  const select = (id, index, label) =>
    h(
      'select',
      { id, 'aria-label': label, onchange: choose(index) },
      names.map((name) => h('option', { value: name, selected: name === state.swapPair[index] }, name)),
    );
  return h(
    'div',
    { class: 'swap-control' },
    h(
      'button',
      { type: 'button', class: 'small secondary', id: 'swap', disabled: !ok, title: why, onclick: swapSlots },
      `Swap ${a} and ${b}`,
    ),
    select('swap-a', 0, 'First slot to swap'),
    select('swap-b', 1, 'Second slot to swap'),
  );
}

function renderRoles() {
  clear($('roles')).append(waitingList() ?? '', ...state.task.roles.map(roleSlot));
  renderSkippedEntries();
  const swap = swapControl();
  clear($('role-tools')).append(swap ?? '');
}

// The entries of the archives held that were not unpacked for their unsafe paths: which archive,
// which entries and why, as the command line warns of them.
function renderSkippedEntries() {
  const held = [...state.drops, ...state.waiting.map((entry) => entry.drop)];
  const skipped = held.flatMap((drop) => drop.skipped ?? []);
  const box = clear($('skipped-entries'));
  box.hidden = skipped.length === 0;
  box.append(
    h(
      'p',
      {},
      "Not unpacked from the ZIP archives: entries whose path could point outside the archive's folder are never read, here as on the command line.",
    ),
    h(
      'ul',
      {},
      skipped.map((archive) => h('li', { dataset: { archive: archive.archive } }, archive.message)),
    ),
  );
}

// The role that may replace `role` in a check (the released test input for the gold), if any.
function standInFor(role) {
  return state.task.roles.find((other) => other.stands_in_for === role.name) ?? null;
}

// Which button needs the role: both, scoring only (a check takes its stand-in), or neither.
function roleNeed(role) {
  if (role.stands_in_for) return `to check before the ${role.stands_in_for} is out, in its place`;
  if (!role.required) return 'optional';
  const standIn = standInFor(role);
  return standIn ? `needed to score; to check, this or the ${standIn.name}` : 'needed';
}

// The required roles with no file for a mode ('score' or 'validate').
function missingRoles(mode) {
  return state.task.roles.filter((role) => {
    if (!role.required || filesOn(role.name).length > 0) return false;
    const standIn = mode === 'validate' ? standInFor(role) : null;
    return !(standIn && filesOn(standIn.name).length > 0);
  });
}

function updateButtons() {
  const idle = state.task && !state.busy;
  const missingToScore = idle ? missingRoles('score') : [];
  const missingToCheck = idle ? missingRoles('validate') : [];
  $('score').disabled = !idle || missingToScore.length > 0;
  $('check').disabled = !idle || missingToCheck.length > 0;
  $('cancel').hidden = !state.busy;
  if (!idle) return;
  const names = (roles) => roles.map((r) => r.name).join(', ');
  const warned = state.drops.some((drop) => drop.warnings.length > 0);
  if (missingToCheck.length) setStatus(`Needed: ${names(missingToCheck)}.`);
  else if (missingToScore.length) setStatus(`Ready to check the format; scoring needs: ${names(missingToScore)}.`);
  else if (warned) setStatus('Ready, but look at the warnings on the files above.', 'warn');
  else setStatus('Ready.');
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

// What was dropped, as drops placed together: a file alone, or the files of a folder.
async function dropsOf(dataTransfer) {
  // Entries are taken before any await: the drop's data is gone once the handler returns.
  const entries = [...(dataTransfer.items ?? [])].map((item) => item.webkitGetAsEntry?.()).filter(Boolean);
  if (entries.length === 0) return dropsOfFiles([...dataTransfer.files]);
  const drops = [];
  for (const entry of entries) {
    if (entry.isDirectory) {
      const files = await folderFiles(entry);
      if (files.length) drops.push(newDrop(entry.name, files, true));
    } else {
      drops.push(...dropsOfFiles([await entryFile(entry)]));
    }
  }
  return drops;
}

function showProposal(text, button) {
  const box = $('proposal');
  clear(box).append(text);
  if (button) {
    box.append(
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'small',
          onclick: () => {
            box.hidden = true;
            button.action();
          },
        },
        button.label,
      ),
    );
  }
  box.hidden = false;
}

function hideProposal() {
  $('proposal').hidden = true;
}

// --- results -------------------------------------------------------------------------------

function clearResults() {
  clear($('results'));
  closeSessions();
}

// --- scored runs kept in the worker --------------------------------------------------------

// The runs the worker scored and kept for the results shown (each holds its files in the module's
// memory): comparing them and showing their documents read nothing again. They are let go when
// the results are cleared.
const keptSessions = [];

function closeSessions() {
  for (const session of keptSessions.splice(0)) scorer.request({ type: 'close-session', session }).catch(() => {});
}

// A scored run's documents, from what scoring read: the index once, then a document's detail
// each time one is opened.
async function openDocuments(session) {
  if (!session) throw new Error('the run was not scored');
  const { index } = await scorer.request({ type: 'open-documents', session });
  const fetchDocument = async (document) => (await scorer.request({ type: 'document', session, document })).detail;
  return { index, fetchDocument };
}

// Results of files that have changed since stay visible, said to be outdated.
function markResultsOutdated() {
  const results = $('results');
  if (!results.firstChild || results.querySelector('.outdated')) return;
  results.prepend(
    h(
      'p',
      { class: 'outdated', role: 'status' },
      'The files or the task have changed since these results were computed: score again.',
    ),
  );
}

// --- scoring -------------------------------------------------------------------------------

// One submission per run file when the task's run is a single file. When it is made of several
// files (BB3 documents, TAP-k lists), one per folder or ZIP if several are held and nothing else,
// so that they are compared; otherwise one submission.
function submissions() {
  const files = {};
  for (const role of state.task.roles) {
    const held = filesOn(role.name);
    if (held.length) files[role.name] = held;
  }
  const runRole = roleByName('run');
  const runDrops = dropsOn('run');
  if (runRole?.multiple && runDrops.length > 1 && runDrops.every((drop) => drop.group)) {
    return runDrops.map((drop) => ({ label: drop.name, files: { ...files, run: drop.files } }));
  }
  const runs = files.run ?? [];
  if (!runRole || runRole.multiple || runs.length <= 1) {
    return [{ label: runs[0]?.name ?? state.task.id, files }];
  }
  return runs.map((run) => ({ label: run.name, files: { ...files, run: [run] } }));
}

// `comparing`: the progress of a comparison, whose scoring of the runs reads as part of it.
function showProgress({ phase, done, total }, index, count, comparing = false) {
  const bar = $('progress');
  bar.hidden = false;
  bar.value = total ? done / total : 0;
  const which = count > 1 ? ` (run ${index + 1} of ${count})` : '';
  const step =
    { opening: 'Opening archives:', reading: 'Reading', resampling: 'Comparing: scored' }[phase] ??
    'Validating and scoring';
  const doing = comparing && phase !== 'resampling' ? `Comparing: ${step.toLowerCase()}` : step;
  // Resampling counts samples (bootstrap resamples and randomization trials), the rest bytes.
  const amount =
    phase === 'resampling'
      ? `${done.toLocaleString('en')} of ${total.toLocaleString('en')} samples`
      : `${formatBytes(done)} of ${formatBytes(total)}`;
  setStatus(`${doing} ${amount}${which}…`);
}

async function evaluate(mode) {
  const task = state.task;
  // An example's files as it gave them: its explanation stays in view above the results, and
  // runs over too few units to compare (`compare: false`) are shown side by side only.
  const example = state.example;
  const compare = example?.compare !== false;
  clearResults();
  let options;
  try {
    options = readOptions();
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    setStatus(`Cannot score: ${error.message}.`, 'bad');
    return;
  }
  const jobs = submissions();
  state.busy = true;
  clearResults();
  updateButtons();
  const started = performance.now();
  const runs = [];
  try {
    for (const [index, job] of jobs.entries()) {
      const { result, session } = await scorer.request(
        { type: 'evaluate', task: task.id, options, mode, files: job.files, keep: mode === 'score' },
        (progress) => showProgress(progress, index, jobs.length),
      );
      if (session) keptSessions.push(session);
      runs.push({ label: job.label, result, session });
    }
    const invalid = runs.filter((run) => !run.result.valid).length;
    renderResults($('results'), runs, task, mode === 'score' ? (run) => openDocuments(run.session) : null);
    let compared = false;
    if (compare && mode === 'score' && jobs.length > 1 && invalid === 0) {
      try {
        await showComparison(task, runs, {});
        compared = true;
      } catch (error) {
        // Cancelling the comparison keeps the runs' results.
        const why =
          error.kind === 'cancelled'
            ? 'The comparison was cancelled; the results of the runs below stand.'
            : `The runs could not be compared: ${error.message}`;
        $('results').prepend(h('p', { class: 'hint', id: 'comparison' }, why));
      }
    }
    state.busy = false;
    updateButtons();
    // The time from the click to the last result shown, the comparison included.
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const done = compared ? `Done in ${seconds} s: ${runs.length} runs scored and compared.` : `Done in ${seconds} s.`;
    setStatus(
      invalid ? `Done in ${seconds} s: ${invalid} of ${runs.length} input set(s) did not pass validation.` : done,
      invalid ? 'bad' : 'ok',
    );
    $(example ? 'example-explanation' : 'results').scrollIntoView({ behavior: 'smooth', block: 'start' });
  } catch (error) {
    state.busy = false;
    clearResults();
    updateButtons();
    if (error.kind !== 'cancelled') setStatus(`Could not score: ${error.message}`, 'bad');
    else setStatus('Cancelled.');
  } finally {
    $('progress').hidden = true;
  }
}

// --- comparing runs ------------------------------------------------------------------------

// Several runs scored against the same files: their comparison (compare_view.js) above their
// results, from the runs the worker kept, asked of the core again when the user picks another
// metric or baseline.
async function showComparison(task, runs, settings) {
  setStatus(`Comparing ${runs.length} runs (bootstrap and randomization tests)…`);
  const compared = runs.map((run) => ({ label: run.label, session: run.session }));
  const { comparison } = await scorer.request(
    { type: 'compare', task: task.id, settings, runs: compared },
    (progress) => showProgress(progress, 0, 1, true),
  );
  $('comparison')?.remove();
  $('results').prepend(comparisonPanel(comparison, (changed) => recompare(task, runs, changed)));
}

async function recompare(task, runs, settings) {
  state.busy = true;
  updateButtons();
  let status = ['Compared.', 'ok'];
  try {
    await showComparison(task, runs, settings);
  } catch (error) {
    status = error.kind === 'cancelled' ? ['Cancelled.', ''] : [`Could not compare: ${error.message}`, 'bad'];
  } finally {
    state.busy = false;
    updateButtons();
    $('progress').hidden = true;
  }
  setStatus(...status);
}

// --- examples ------------------------------------------------------------------------------

// An example's file, {name, text}, is a drop of its own; {name, files: [{name, text}, …]} is a
// folder of files, one drop (a BB3 submission, or a run of several files when several are compared).
function exampleDrop(entry) {
  const file = (f) => new File([f.text], f.name, { type: 'text/tab-separated-values' });
  return entry.files ? newDrop(entry.name, entry.files.map(file), true) : newDrop(entry.name, [file(entry)]);
}

function loadExample(example) {
  chooseTask(example.task);
  for (const [role, entries] of Object.entries(example.files)) {
    for (const entry of entries) {
      const drop = exampleDrop(entry);
      Object.assign(drop, { role, why: 'from the example' });
      state.drops.push(drop);
    }
  }
  applyOptions(example.options);
  recordLink({ newEntry: false });
  renderRoles();
  updateButtons();
  state.example = example;
  const box = $('example-explanation');
  append(clear(box), [h('h2', {}, example.title), example.explanation.map((p) => h('p', {}, p))]);
  box.hidden = false;
  closeExamples();
  box.scrollIntoView({ block: 'start' });
  evaluate(example.mode ?? 'score');
}

function fillExamplesMenu() {
  const available = EXAMPLES.filter((example) => taskById(example.task));
  clear($('examples-menu')).append(
    h(
      'ul',
      {},
      available.map((example) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'link', dataset: { example: example.id }, onclick: () => loadExample(example) },
            example.title,
          ),
        ),
      ),
    ),
  );
  $('examples-button').disabled = available.length === 0;
}

function closeExamples() {
  $('examples-menu').hidden = true;
  $('examples-button').setAttribute('aria-expanded', 'false');
}

// --- a configured site (site.js) ----------------------------------------------------------

// The chosen task as its organizers set it up: their default options, and the files they provide
// put on their roles once fetched, unless the user has put files there meanwhile.
async function applySiteTask() {
  if (!isConfiguredSite()) return;
  const task = state.task;
  applyOptions(siteOptions(task));
  recordLink({ newEntry: false });
  let preloads;
  try {
    const fetching = sitePreloads(task.id);
    setStatus('Fetching the files the organizers provide…');
    preloads = await fetching;
  } catch (error) {
    if (state.task === task) setStatus(`Could not load the files the organizers provide: ${error.message}.`, 'bad');
    return;
  }
  if (state.task !== task) return;
  for (const { role, file, info } of preloads) {
    if (dropsOn(role).length > 0) continue;
    const drop = newDrop(info.name, [file], isZip(file));
    Object.assign(drop, { role, preloaded: info });
    state.drops.push(drop);
  }
  renderRoles();
  updateButtons();
}

// --- start ---------------------------------------------------------------------------------

function wireEvents() {
  $('task').addEventListener('change', (event) => switchTask(/** @type {HTMLSelectElement} */ (event.target).value));
  $('options').addEventListener('change', () => recordLink({ newEntry: false }));
  window.addEventListener('popstate', () => followLink(window.location.hash));
  $('score').addEventListener('click', () => evaluate('score'));
  $('check').addEventListener('click', () => evaluate('validate'));
  $('cancel').addEventListener('click', () => scorer.cancel());
  $('examples-button').addEventListener('click', () => {
    const menu = $('examples-menu');
    menu.hidden = !menu.hidden;
    $('examples-button').setAttribute('aria-expanded', String(!menu.hidden));
  });
  // The menu closes on Escape and on a click anywhere else.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !$('examples-menu').hidden) {
      closeExamples();
      $('examples-button').focus();
    }
  });
  document.addEventListener('click', (event) => {
    if ($('examples-menu').hidden) return;
    const target = /** @type {Node} */ (event.target);
    if (!$('examples-menu').contains(target) && !$('examples-button').contains(target)) closeExamples();
  });
  const setup = $('setup');
  const zone = $('dropzone');
  setup.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('over');
  });
  setup.addEventListener('dragleave', (event) => {
    if (!setup.contains(/** @type {Node | null} */ (event.relatedTarget))) zone.classList.remove('over');
  });
  setup.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('over');
    dropsOf(event.dataTransfer).then((drops) => placeDrops(drops));
  });
  // The drop area is also a button: Enter or Space opens the file picker.
  const picker = $('drop-input');
  zone.addEventListener('click', () => picker.click());
  zone.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      picker.click();
    }
  });
  picker.addEventListener('change', () => {
    placeDrops(dropsOfFiles([...picker.files]));
    picker.value = '';
  });
  // A file dropped outside the panel must not make the browser leave the page.
  window.addEventListener('dragover', (event) => event.preventDefault());
  window.addEventListener('drop', (event) => event.preventDefault());
}

// The tasks as listed when the site was built (tasks.json, written from the module itself), so
// that the page is ready while the worker still compiles the module; the module's own list when
// the site has none.
async function taskListing() {
  try {
    const response = await fetch(new URL('tasks.json', import.meta.url));
    if (response.ok) return await response.json();
  } catch {
    // Listed by the module below.
  }
  return scorer.ready;
}

// The module loads in the worker while the page is used: a request made before it is ready
// waits for it. `body[data-scorer]` tells when it is.
function followScorerStart() {
  const loading = 'Loading the scorer…';
  setStatus(loading);
  scorer.ready.then(
    () => {
      document.body.dataset.scorer = 'ready';
      performance.mark('bioeval:scorer-ready');
      if ($('status').textContent === loading) setStatus('');
    },
    (error) => setStatus(`The scorer could not start: ${error.message}`, 'bad'),
  );
}

async function main() {
  wireEvents();
  const starting = scorer.request({ type: 'init' });
  scorer.ready = starting;
  followScorerStart();
  try {
    const { tasks, version } = await taskListing();
    const site = await startSite(tasks);
    state.tasks = site.tasks;
    $('version').textContent = version;
    fillTaskSelect();
    fillExamplesMenu();
    followingLink = true;
    defaultTaskId = site.first;
    chooseTask(site.first);
    applySiteTask();
    followingLink = false;
    if (window.location.hash) await followLink(window.location.hash);
    await renderKept();
    document.body.dataset.ready = 'true';
    // When the page became ready, for bench/page_ready.mjs (the marks cost nothing otherwise).
    performance.mark('bioeval:ready');
  } catch (error) {
    setStatus(`The scorer could not start: ${error.message}`, 'bad');
  }
  // Keeping the site for offline use fetches every file of it: only once the module, which the
  // page needs first, has arrived.
  starting.then(registerOfflineCache, registerOfflineCache);
}

// The service worker keeps the page for offline use. Browsers allow one only in a secure context
// (HTTPS, or localhost): served over plain HTTP (a classroom's LAN), the page says so.
function registerOfflineCache() {
  const note = $('offline-note');
  if (!window.isSecureContext || !('serviceWorker' in navigator)) {
    note.textContent =
      'Offline use is unavailable here: browsers keep a page for offline use only when it is served over HTTPS or from localhost. Everything else works.';
    note.hidden = false;
    return;
  }
  navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch((error) => {
    note.textContent = `Offline use is unavailable: the browser refused the offline cache (${error.message}).`;
    note.hidden = false;
  });
}

main();
