// DOM building without HTML strings: text always goes through textContent, so anything taken
// from a file is shown as text, never interpreted as markup.

// h('p', {class: 'x', onclick: fn}, 'text', child, [more children])
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else if (key === 'class') {
      node.className = value;
    } else if (key === 'dataset') {
      Object.assign(node.dataset, value);
    } else if (key in node && typeof value !== 'string') {
      node[key] = value;
    } else {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(node, children);
  return node;
}

export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A box around a table that may be wider or taller than the screen: the table scrolls inside it,
// and while it does the box is a stop of the Tab key, so that the keyboard can scroll it too. A box
// whose table fits is no stop: there is nothing to reach. Checked whenever the box or its table
// changes size.
export function scrollBox(className, table) {
  const box = h('div', { class: className }, table);
  const observer = new ResizeObserver(() => {
    if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  });
  observer.observe(box);
  observer.observe(table);
  return box;
}

export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

// A number for reading: integers as they are, others with up to 6 significant decimals. A value
// a rounding error below 0 (a sum of zeros such as BB3's mismatches) reads 0.0000, not -0.0000:
// the sign of a number that rounds to 0 is noise.
export function formatNumber(value, digits = 4) {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'number') return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US').replaceAll(',', '\u2009');
  const text = value.toFixed(digits);
  return /^-0\.0*$/.test(text) ? text.slice(1) : text;
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
