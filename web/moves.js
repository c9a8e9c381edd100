// Moving files between the slots of a task by hand: any file to any other slot in one step, and
// the files of any two slots exchanged. A slot that takes one file never ends up with two: the file
// it held goes where the moved one came from, and an exchange that would give it several is
// refused with the reason. Pure functions over the page's drops ({role, name}) and the task's
// roles ({name, multiple}); the page re-checks the drops they return against their new slots.

// A role that takes several files: a corpus, or several runs scored side by side.
export function takesSeveral(role) {
  return role.multiple || role.name === 'run';
}

function roleNamed(roles, name) {
  return roles.find((role) => role.name === name);
}

// Puts `drop` on the role `target`. On a slot that takes one file, the file held there goes to
// the drop's former slot. Returns the drops that moved.
export function moveDrop(drops, roles, drop, target) {
  const from = drop.role;
  if (target === from || !roleNamed(roles, target)) return [];
  const displaced = takesSeveral(roleNamed(roles, target)) ? [] : drops.filter((held) => held.role === target);
  drop.role = target;
  for (const held of displaced) held.role = from;
  return [drop, ...displaced];
}

// Whether the files of roles `a` and `b` can be exchanged: {ok, why} (why says what stops it).
export function swapCheck(drops, roles, a, b) {
  if (a === b) return { ok: false, why: 'choose two different slots' };
  const onA = drops.filter((drop) => drop.role === a);
  const onB = drops.filter((drop) => drop.role === b);
  if (onA.length + onB.length === 0) return { ok: false, why: `${a} and ${b} hold no file` };
  if (onA.length > 1 && !takesSeveral(roleNamed(roles, b)))
    return { ok: false, why: `${b} takes one file and ${a} holds ${onA.length}` };
  if (onB.length > 1 && !takesSeveral(roleNamed(roles, a)))
    return { ok: false, why: `${a} takes one file and ${b} holds ${onB.length}` };
  return { ok: true, why: '' };
}

// Exchanges the files of roles `a` and `b` (either may be empty). Returns the drops that moved.
export function swapRoles(drops, roles, a, b) {
  if (!swapCheck(drops, roles, a, b).ok) return [];
  const onA = drops.filter((drop) => drop.role === a);
  const onB = drops.filter((drop) => drop.role === b);
  for (const drop of onA) drop.role = b;
  for (const drop of onB) drop.role = a;
  return [...onB, ...onA];
}

// The pair of slots the swap control starts with: gold and run when the task has both, else its
// first two roles; null for a task of one role.
export function defaultSwapPair(roles) {
  const names = roles.map((role) => role.name);
  if (names.includes('gold') && names.includes('run')) return ['gold', 'run'];
  return names.length >= 2 ? [names[0], names[1]] : null;
}
