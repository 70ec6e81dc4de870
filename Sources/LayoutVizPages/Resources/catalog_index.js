// The catalog's index (docs/catalog.md): cards filtered as the search field is typed in; the
// query is kept in the address (#q=...) and handed to each preview's page (#from=...).
'use strict';
const q = document.getElementById('q'), count = document.getElementById('count');
function filter() {
  const words = q.value.toLowerCase().split(/\s+/).filter(w => w);
  let shown = 0;
  for (const card of document.querySelectorAll('.card')) {
    const hit = words.every(w => card.dataset.search.includes(w));
    card.hidden = !hit;
    if (hit) shown++;
  }
  for (const s of document.querySelectorAll('section')) s.hidden = !s.querySelector('.card:not([hidden])');
  count.textContent = shown + (shown === 1 ? ' preview' : ' previews');
  history.replaceState(null, '', q.value ? '#q=' + encodeURIComponent(q.value) : location.pathname);
  for (const card of document.querySelectorAll('.card')) card.href = card.getAttribute('href').split('#')[0] + (q.value ? '#from=' + encodeURIComponent(q.value) : '');
}
const m = location.hash.match(/^#q=(.*)$/);
if (m) { try { q.value = decodeURIComponent(m[1]); } catch (e) {} }
q.addEventListener('input', filter);
filter();
