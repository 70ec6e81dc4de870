// A catalog entry's page (docs/catalog.md): a toggle per axis switches among the pre-drawn
// pictures; the choice is kept in the address (#device=iphone-se-3&color-scheme=dark).
// The data: [{v: {axis: value}, png: path, inspect: path or null}], read from the page's JSON
// element, never run. Paths are relative to the page; anything else is not followed.
'use strict';
const pictures = JSON.parse(document.getElementById('page-data').textContent);
const relative = p => typeof p === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(p) && !p.startsWith('/') && !p.startsWith('\\');
const defaults = pictures.length ? pictures[0].v : {};
const state = Object.assign({}, defaults);
for (const part of location.hash.replace(/^#/, '').split('&')) {
  let k, v;
  try { [k, v] = part.split('=').map(decodeURIComponent); } catch (e) { continue; }
  if (k === 'from') document.getElementById('back').href = '../index.html#q=' + encodeURIComponent(v);
  else if (k && v !== undefined && Object.prototype.hasOwnProperty.call(state, k)) state[k] = v;
}
function show() {
  const p = pictures.find(p => Object.keys(state).every(k => p.v[k] === state[k]));
  const shot = document.getElementById('shot'), inspect = document.getElementById('inspect');
  document.getElementById('missing').hidden = !!p;
  shot.hidden = !p;
  if (p && relative(p.png)) shot.src = encodeURI(p.png);
  const page = p && relative(p.inspect) ? p.inspect : null;
  inspect.hidden = !page;
  if (page) inspect.href = encodeURI(page);
  for (const axis of document.querySelectorAll('.axis'))
    for (const b of axis.querySelectorAll('button')) b.className = state[axis.dataset.axis] === b.dataset.value ? 'on' : '';
  const changed = Object.keys(state).filter(k => state[k] !== defaults[k]).map(k => k + '=' + encodeURIComponent(state[k]));
  const from = location.hash.match(/[#&]from=([^&]*)/);
  if (from) changed.push('from=' + from[1]);
  history.replaceState(null, '', changed.length ? '#' + changed.join('&') : location.pathname);
}
for (const axis of document.querySelectorAll('.axis'))
  for (const b of axis.querySelectorAll('button')) b.addEventListener('click', () => { state[axis.dataset.axis] = b.dataset.value; show(); });
show();
