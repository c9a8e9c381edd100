// Resource files (an ontology, resource lists, a folds file) kept in this browser with the user's
// consent, in IndexedDB, so that the next visit needs only the run. Nothing is kept unless the
// user asks for it, each kept file is listed with a button to forget it, and nothing leaves the
// browser.

const DATABASE = 'bioeval';
const STORE = 'kept-files';

// A resource is a file every submission of a task is scored with: not the run, not the gold
// nor the released input standing in for it, nor a file of the gold's format (BC2GM's
// alternatives).
export function isResource(task, role) {
  const gold = task.roles.find((r) => r.name === 'gold');
  return role.name !== 'run' && role.name !== 'gold' && !role.stands_in_for && !(gold && role.format === gold.format);
}

export function keepingAvailable() {
  return typeof indexedDB !== 'undefined';
}

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// Runs `work(store)` in one transaction and resolves with the value of the request it returns.
async function withStore(mode, work) {
  const database = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

// Every kept file: {key, task, role, name, size, kept (a date), bytes}, in the order kept.
// Whether the database may exist: a browser that lists its databases says when it does not
// (nothing was ever kept), which spares a first visit the database's creation.
async function mayHoldFiles() {
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DATABASE);
  } catch {
    return true;
  }
}

export async function keptFiles() {
  if (!(await mayHoldFiles())) return [];
  const files = await withStore('readonly', (store) => store.getAll());
  return files.sort((a, b) => a.kept.localeCompare(b.kept));
}

// Keeps the files of one role of a task (replacing those kept for it before).
export async function keep(taskId, roleName, files) {
  const entries = await Promise.all(
    files.map(async (file) => ({
      key: `${taskId}|${roleName}|${file.name}`,
      task: taskId,
      role: roleName,
      name: file.name,
      size: file.size,
      kept: new Date().toISOString(),
      bytes: await file.arrayBuffer(),
    })),
  );
  await forgetRole(taskId, roleName);
  await withStore('readwrite', (store) => {
    for (const entry of entries) store.put(entry);
    return null;
  });
}

async function forgetRole(taskId, roleName) {
  const keys = (await keptFiles()).filter((f) => f.task === taskId && f.role === roleName).map((f) => f.key);
  await withStore('readwrite', (store) => {
    for (const key of keys) store.delete(key);
    return null;
  });
}

export function forget(key) {
  return withStore('readwrite', (store) => store.delete(key));
}

export function forgetAll() {
  return withStore('readwrite', (store) => store.clear());
}

// A kept file as a File the page places like a dropped one.
export function asFile(entry) {
  return new File([entry.bytes], entry.name);
}
