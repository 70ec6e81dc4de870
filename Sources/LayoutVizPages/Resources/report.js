// The golden report (docs/goldens.md, "Reports"). Filters: changed only (failures), new
// (recorded or updated), all; kept in the address. The data: {failed: count}.
'use strict';
var data = JSON.parse(document.getElementById('page-data').textContent);
var filters = ['changed', 'new', 'all'], total = document.querySelectorAll('[data-kind]').length;
function filter(f) {
  document.body.className = 'f-' + f;
  document.querySelectorAll('.filters a').forEach(function (a) { a.className = a.dataset.filter === f ? 'on' : ''; });
  var shown = f === 'all' ? total : document.querySelectorAll('[data-kind="' + f + '"]').length;
  document.getElementById('shown').textContent = 'showing ' + shown + ' of ' + total + ' cells';
}
function fromAddress() { var h = location.hash.replace('#', ''); filter(filters.indexOf(h) >= 0 ? h : (data.failed > 0 ? 'changed' : 'all')); }
window.addEventListener('hashchange', fromAddress);
fromAddress();
document.querySelectorAll('section.cell').forEach(function (cell) {
  var viewer = cell.querySelector('.viewer'); if (!viewer) return;
  var slider = cell.querySelector('.slider'), top = cell.querySelector('.stack .top'), timer = null;
  function apply(mode) {
    viewer.className = 'viewer ' + mode; if (timer) { clearInterval(timer); timer = null; }
    top.style.opacity = 1; top.style.clipPath = 'none'; top.style.visibility = 'visible';
    if (mode === 'swipe') { top.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; }
    if (mode === 'onion') { top.style.opacity = slider.value / 100; }
    if (mode === 'blink') { timer = setInterval(function () { top.style.visibility = top.style.visibility === 'hidden' ? 'visible' : 'hidden'; }, 500); }
  }
  cell.querySelectorAll('.modes button').forEach(function (b) { b.onclick = function () { apply(b.dataset.mode); }; });
  slider.oninput = function () { apply(viewer.className.replace('viewer ', '')); };
  // A viewing mode in the address (report.html#swipe) opens every cell in it.
  var start = location.hash.replace('#', '');
  if (['two', 'swipe', 'onion', 'blink', 'diff'].indexOf(start) >= 0) apply(start);
  // Zoom: the first changed region (points × device scale = pixels) fills the frame, up to 8×.
  cell.querySelector('.zoom').onchange = function (e) {
    var r = (cell.dataset.region || '').split(',').map(Number), px = Number(cell.dataset.scale || 1);
    cell.querySelectorAll('.frame img').forEach(function (img) {
      if (!e.target.checked || r.length !== 4) { img.style.transform = ''; return; }
      var k = img.clientWidth / img.naturalWidth, x = r[0] * px - 20, y = r[1] * px - 20, w = r[2] * px + 40, h = r[3] * px + 40;
      var s = Math.min(8, Math.max(1, Math.min(img.naturalWidth / w, img.naturalHeight / h)));
      img.style.transform = 'scale(' + s + ') translate(' + (-Math.max(0, x) * k) + 'px,' + (-Math.max(0, y) * k) + 'px)';
    });
  };
});
