// The progress code, which carries a player's history (OpsStats) to another browser: pure
// functions, used by the archive page's "Your history" box.
var OpsProgress = (function (S) {
  'use strict';
  // The progress code: the history as one line, "OPS1." then the days, then "." and a
  // checksum (FNV-1a of the days, 8 hex digits). A day is its day number in base 36, then
  // ",", the Ops record (m.b.h.s.n) or nothing, ",", the Two Ops record (r.k.b.x.n) or
  // nothing; days are joined by ";". Layouts and slots are left out.
  function b36(n) { return n.toString(36); }
  function exportCode(h) {
    var body = Object.keys(h.d).sort().map(function (day) {
      var e = h.d[day], o = e.o, t = e.t;
      return b36(S.dayNum(day)) + ',' + (o ? [o.m, o.b, o.h, o.s, o.n].map(b36).join('.') : '') + ',' +
        (t ? [b36(t.r), b36(t.k), b36(t.b), t.x, t.n].join('.') : '');
    }).join(';');
    return 'OPS1.' + body + '.' + S.fnv(body);
  }
  // importCode reads a progress code into a history, or returns null for one that is not
  // a whole, unchanged code.
  function importCode(code) {
    if (typeof code !== 'string') return null;
    var m = /^OPS1\.([0-9A-Za-z,.;-]*)\.([0-9a-f]{8})$/.exec(code.replace(/\s+/g, ''));
    if (!m || S.fnv(m[1]) !== m[2]) return null;
    var h = { d: {} }, ok = true;
    (m[1] ? m[1].split(';') : []).forEach(function (part) {
      var f = part.split(','), n = parseInt(f[0], 36), e = {}, day;
      if (f.length !== 3 || !/^[0-9a-z]+$/.test(f[0]) || n > 3e6) { ok = false; return; }
      day = S.dayOf(n);
      if (S.dayNum(day) === null) { ok = false; return; }
      if (f[1]) {
        var o = f[1].split('.').map(function (x) { return /^[0-9a-z]+$/.test(x) ? parseInt(x, 36) : NaN; });
        e.o = S.ops({ m: o[0], b: o[1], h: o[2], s: o[3], n: o[4] });
        if (!e.o || o.length !== 5) ok = false;
      }
      if (f[2]) {
        var t = f[2].split('.'), num = function (x) { return /^-?[0-9a-z]+$/.test(x) ? parseInt(x, 36) : NaN; };
        e.t = S.two({ r: num(t[0]), k: num(t[1]), b: num(t[2]), x: t[3], n: t[4] === '1' ? 1 : t[4] === '0' ? 0 : NaN });
        if (!e.t || t.length !== 5) ok = false;
      }
      if (!e.o) delete e.o;
      if (!e.t) delete e.t;
      if (e.o || e.t) h.d[day] = e;
    });
    return ok ? h : null;
  }
  return { exportCode: exportCode, importCode: importCode };
})(typeof OpsStats !== 'undefined' ? OpsStats : require('./stats.js'));
if (typeof module !== 'undefined') module.exports = OpsProgress;

// OpsHistoryBox runs the "Your history" box of the archive page (box: its element, with
// [data-x="export"], .st-code, .st-in, [data-x="import"] and .st-msg), with the site's
// history store (OpsStats.open); done is called after an import.
function OpsHistoryBox(box, store, done) {
  'use strict';
  var P = OpsProgress;
  function $(sel) { return OpsPage.$(sel, box); }
  $('[data-x="export"]').onclick = function () {
    var ta = $('.st-code');
    ta.value = P.exportCode(store.load());
    ta.hidden = false;
    ta.select();
  };
  $('[data-x="import"]').onclick = function () {
    var g = P.importCode($('.st-in').value), msg = $('.st-msg');
    if (!g) { msg.textContent = _("progress.bad"); return; }
    store.save(OpsStats.merge(store.load(), g));
    msg.textContent = _("progress.imported", { count: Object.keys(g.d).length });
    if (done) done();
  };
}
