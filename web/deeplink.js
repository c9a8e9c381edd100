// The page's set-up in the URL fragment: the task and every option that differs from its default
// (`#task=bb3.cat%2Bner&profile=published&k=5,10`), so that a link opens the page set up for one
// scoring. No file content ever goes into it.

// The option's value as the fragment writes it: lists comma-separated, the rest as text.
function valueText(value) {
  return Array.isArray(value) ? value.join(',') : String(value);
}

// The fragment for a task description and option values (as the options form reads them).
export function linkOf(task, values) {
  const parts = [`task=${encodeURIComponent(task.id)}`];
  for (const option of task.options) {
    const value = values[option.name];
    if (value === undefined || valueText(value) === valueText(option.default)) continue;
    parts.push(`${encodeURIComponent(option.name)}=${encodeURIComponent(valueText(value))}`);
  }
  return parts.join('&');
}

// {task, values: {name: text}} of a fragment ("#task=…&name=value"); null when it names no task.
export function parseLink(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const task = params.get('task');
  if (!task) return null;
  const values = {};
  for (const [name, value] of params) if (name !== 'task') values[name] = value;
  return { task, values };
}

// A value of the fragment as the options form takes it (applyOptions), or an error message.
function optionValue(option, text) {
  switch (option.type) {
    case 'boolean':
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { problem: `${option.name} takes true or false, not “${text}”` };
    case 'integer':
    case 'number':
      if (text.trim() !== '' && Number.isFinite(Number(text))) return { value: Number(text) };
      return { problem: `${option.name} takes a number, not “${text}”` };
    case 'choice':
      if (option.choices.includes(text)) return { value: text };
      return { problem: `${option.name} takes one of ${option.choices.join(', ')}, not “${text}”` };
    case 'integer list':
    case 'number list':
      return { value: text.split(',') };
    default:
      return { value: text };
  }
}

// The option values a link sets for a task, and what it names that the task does not take.
export function linkOptions(task, link) {
  const values = {};
  const problems = [];
  for (const [name, text] of Object.entries(link.values)) {
    const option = task.options.find((o) => o.name === name);
    if (!option) {
      problems.push(`${task.id} has no option ${name}`);
      continue;
    }
    const { value, problem } = optionValue(option, text);
    if (problem) problems.push(problem);
    else values[name] = value;
  }
  return { values, problems };
}
