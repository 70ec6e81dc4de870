// The inspector page (docs/inspector.md): the picture and its layout tree select each other.
// The data: {zoom, steps: [[path, depth, kind, detail, custom view, proposed width, proposed
// height, x, y, width, height, rule]]}, read from the page's JSON element, never run.
'use strict';
const data = JSON.parse(document.getElementById('page-data').textContent);
const steps = data.steps, zoom = data.zoom;
const tree = document.getElementById('tree'), pic = document.getElementById('pic');
const num = v => v === null ? 'nil' : String(v);
const rows = steps.map((s, i) => {
  const row = document.createElement('div');
  row.style.paddingLeft = (6 + 14 * s[1]) + 'px';
  row.appendChild(document.createTextNode((s[4] ? s[4] + ' › ' : '') + s[2] + ' '));
  const d = document.createElement('span'); d.className = 'd'; d.textContent = s[3]; row.appendChild(d);
  row.onmouseenter = () => show('hover', i);
  row.onclick = () => select(i, true);
  tree.appendChild(row);
  return row;
});
function place(id, i) {
  const box = document.getElementById(id), s = steps[i];
  if (i < 0 || s[9] === null || s[10] === null) { box.style.display = 'none'; return; }
  box.style.display = 'block';
  box.style.left = (s[7] * zoom) + 'px'; box.style.top = (s[8] * zoom) + 'px';
  box.style.width = Math.max(2, s[9] * zoom) + 'px'; box.style.height = Math.max(2, s[10] * zoom) + 'px';
}
function show(id, i) { place(id, i); }
let selected = -1;
function select(i, remember) {
  if (selected >= 0) rows[selected].classList.remove('sel');
  selected = i;
  rows[i].classList.add('sel');
  // Scroll the tree alone (not the page) to show the row.
  const top = rows[i].offsetTop - tree.offsetTop;
  if (top < tree.scrollTop || top > tree.scrollTop + tree.clientHeight - 20) tree.scrollTop = top - tree.clientHeight / 2;
  place('sel', i);
  const s = steps[i];
  document.getElementById('details').textContent =
    s[0] + '\n' + (s[4] ? s[4] + ' › ' : '') + s[2] + (s[3] ? ' ' + s[3] : '') +
    '\nproposed ' + num(s[5]) + '×' + num(s[6]) + '\nsize ' + num(s[9]) + '×' + num(s[10]) + ' at (' + num(s[7]) + ', ' + num(s[8]) + ')' +
    (s[11] ? '\nrule: ' + s[11] : '');
  if (remember) history.replaceState(null, '', '#view=' + encodeURIComponent(s[0]));
}
// The innermost view under a point: the deepest, then the smallest.
function at(x, y) {
  let best = -1;
  steps.forEach((s, i) => {
    if (s[9] === null || s[10] === null || x < s[7] || y < s[8] || x > s[7] + s[9] || y > s[8] + s[10]) return;
    if (best < 0 || s[1] > steps[best][1] || (s[1] === steps[best][1] && s[9] * s[10] < steps[best][9] * steps[best][10])) best = i;
  });
  return best;
}
function point(e) { const r = pic.getBoundingClientRect(); return [(e.clientX - r.left) / zoom, (e.clientY - r.top) / zoom]; }
pic.onmousemove = e => show('hover', at(...point(e)));
pic.onmouseleave = () => show('hover', -1);
pic.onclick = e => { const i = at(...point(e)); if (i >= 0) select(i, true); };
function fromAddress() {
  const m = location.hash.match(/^#view=(.*)$/);
  if (!m) return;
  let path;
  try { path = decodeURIComponent(m[1]); } catch (e) { return; }
  const i = steps.findIndex(s => s[0] === path || s[0].endsWith('/' + path));
  if (i >= 0) select(i, false);
}
window.addEventListener('hashchange', fromAddress);
fromAddress();
// The screen switcher: another picture's page, keeping the selected view. Only relative pages.
const switcher = document.querySelector('nav select');
if (switcher) switcher.addEventListener('change', () => {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(switcher.value) && !switcher.value.startsWith('/')) location.href = switcher.value + location.hash;
});
