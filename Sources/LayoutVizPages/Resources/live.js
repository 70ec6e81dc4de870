// The live page of `layoutviz preview --watch` (docs/previews.md, "The live page"): the previews'
// index in a frame, reloaded when a round succeeds; a compile error is shown above the last good
// pictures, as text.
'use strict';
let seen = -1;
async function poll() {
  try {
    const s = await (await fetch('/status', {cache: 'no-store'})).json();
    const bar = document.getElementById('bar');
    bar.className = s.ok ? '' : 'error';
    bar.textContent = s.ok ? 'up to date (round ' + s.generation + ')' : String(s.message);
    if (s.generation !== seen) { if (seen !== -1) document.getElementById('frame').contentWindow.location.reload(); seen = s.generation; }
  } catch (e) { document.getElementById('bar').textContent = 'layoutviz preview --watch is not running'; }
  setTimeout(poll, 400);
}
poll();
