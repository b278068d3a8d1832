// An assignment (teach/play/index.html, site/teach.go): the puzzles of a worksheet
// (OpsTeach.make, teach.js) played one after another on the daily page's boards (OpsBoards,
// board.js), the student's name asked once, then the report code (OpsTeach.encodeReport).
// Progress is kept in localStorage under opsdaily:SITE:assign:QUERY (the sheet's options, in
// the page's order; SITE as OpsStats.here), so a reload resumes; the name under
// opsdaily:SITE:name, which the practice page shares. Its words are the
// catalogue's (assign.*, and teach.* and sheet.* where they are the worksheet's).
function OpsAssign(bank) {
  'use strict';
  var R = OpsRules, TR = TrainerRules, S = OpsTeach, D = document, $ = OpsPage.$, get = OpsPage.get, set = OpsPage.set;
  S.langs();
  var help = new URLSearchParams(location.search).get('help'), o = S.options(location.search);
  o.help = help === '1';
  var sh = S.make(bank, o);
  // teach/ writes help= (1 or 0) in every link it makes: a link without it was cut short,
  // and may have lost more than the hints' choice; another value is damaged.
  if (!sh.error && help !== '1' && help !== '0') sh = { error: true, flaw: help ? 'help' : 'cut' };
  // BROKEN tells the student what is wrong with the link (OpsTeach.make's flaw), never the
  // teacher's form's words.
  var BROKEN = {
    game: function () { return _("assign_link.game"); },
    count: function () { return _("assign_link.count", { n: S.MAX_COUNT }); },
    level: function () { return _("assign_link.level"); },
    swaps: function () { return _("assign_link.swaps", { n: o.swaps }); },
    young: function () { return _("assign_link.young"); },
    no_code: function () { return _("assign_link.no_code"); },
    long_code: function () { return _("assign_link.long_code", { n: S.MAX_CODE }); },
    bad_code: function () { return _("assign_link.bad_code"); },
    too_few: function () { return _("assign_link.too_few"); },
    cut: function () { return _("assign_link.cut"); },
    help: function () { return _("assign_link.help"); }
  };
  if (sh.error) {
    $('[data-as-error]').textContent = _("assign.broken", { error: BROKEN[sh.flaw]() });
    $('[data-as-error]').hidden = false;
    return;
  }
  o = sh.options;
  var NAME = OpsStats.here().prefix + 'name', key = OpsStats.here().prefix + 'assign:' + ['code', 'game', 'level', 'count', 'swaps', 'nomod', 'noneg', 'help'].map(function (k) {
    return k + '=' + ({ code: o.code, game: o.game, level: o.level, count: o.count, swaps: o.swaps, nomod: +o.noModulo, noneg: +o.noNegative, help: +o.help })[k];
  }).join('&');
  // load reads the stored progress, checking every field with OpsStats.whole (whole
  // numbers in the report code's ranges; the code caps the hints at 127): a puzzle whose
  // stored result is bad is offered again, bad data as a whole starts afresh.
  function load() {
    var s = null, n = OpsStats.whole;
    try { s = JSON.parse(get(key)); } catch (e) { s = null; }
    if (!s || typeof s !== 'object' || !Array.isArray(s.results) || s.results.length !== o.count) return { results: sh.items.map(function () { return null; }) };
    s.results = s.results.map(function (x, i) {
      if (!x || typeof x !== 'object') return null;
      if (!S.isTwo(o, i)) return n(x.moves, 0, 254) && n(x.hints, 0, 1e6) && typeof x.shown === 'boolean' ? { moves: x.moves, hints: x.hints, shown: x.shown } : null;
      return n(x.discard, 0, 5) && n(x.result, -127, 127) && n(x.kept, -127, 127) ? { discard: x.discard, result: x.result, kept: x.kept } : null;
    });
    return { results: s.results };
  }
  var st = load();
  // Each puzzle's result is written once, its first finish; so the results of two tabs of
  // the assignment (its link opened twice) are one list: save keeps the results stored by
  // another tab, and that tab's saves are taken in as they happen (the storage event),
  // so that neither tab, saving, loses the puzzles the other finished.
  function merge() {
    var kept = load().results;
    st.results = st.results.map(function (x, i) { return kept[i] || x; });
  }
  function save() { merge(); set(key, JSON.stringify(st)); }
  window.addEventListener('storage', function (e) { if (e.key === key) merge(); });
  function name() {
    var n = (get(NAME) || '').trim();
    return n && n.length <= 30 ? n : '';
  }

  $('[data-as-what]').textContent = _("assign.what", {
    title: S.doc(sh).title, code: o.code, puzzles: _("teach.puzzles", { count: o.count }), help: o.help ? _("assign.help") : _("assign.no_help")
  });

  var cur = -1, opsRoot = $('#ops [data-ops]'), twoRoot = $('#twoops [data-twoops]');
  function next() {
    for (var i = 0; i < o.count; i++) if (!st.results[i]) return i;
    return -1;
  }
  function say(text) { var l = $('[data-as-live]'); l.textContent = ''; setTimeout(function () { l.textContent = text; }, 60); }
  function show(i) {
    cur = i;
    var it = sh.items[i];
    $('[data-as-next]').hidden = true;
    $('[data-as-progress]').textContent = _("assign.progress", { n: i + 1, total: o.count, game: it.ops ? _("sheet.game_ops") : _("sheet.game_twoops") });
    $('#ops').hidden = !it.ops;
    $('#twoops').hidden = !it.two;
    if (it.ops) {
      OpsBoards.ops(opsRoot, { start: it.ops.slice(0, 9), optimal: Number(it.ops[9]), save: false, onDone: function (r) { done(i, r); } });
      [].forEach.call(D.querySelectorAll('#ops [data-act="hint"], #ops [data-act="show"], #ops [data-act="example"]'), function (b) { b.hidden = !o.help; });
    } else {
      var nums = it.two.n.split(' ').map(R.card);
      OpsBoards.twoOps(twoRoot, TR.payload(nums, it.two.o.split(' ').map(R.card), R.card(it.two.g)),
        { numbers: it.two.n.split(' '), save: false, onDone: function (r) { done(i, r); } });
    }
  }
  // done keeps a puzzle's first finish, the one the report code gives; a finish after a
  // reset of a finished puzzle is said not to count, as on a daily page.
  function done(i, r) {
    if (i !== cur) return;
    if (st.results[i]) return say(_("stats.again"));
    var it = sh.items[i];
    st.results[i] = it.ops ? { moves: r.moves, hints: r.hints || 0, shown: !!r.shown }
      : { discard: it.two.n.split(' ').indexOf(r.discard), result: r.result, kept: R.halves(r.kept) };
    save();
    var b = $('[data-as-next]');
    b.textContent = next() < 0 ? _("assign.see_code") : _("assign.next");
    b.hidden = false;
    // The Ops board's result box is hidden here (the trainer's style), its verdict only
    // said: the focus goes on to the next puzzle (a Two Ops result is shown and has it).
    if (it.ops) b.focus();
  }
  $('[data-as-next]').onclick = function () {
    var n = next();
    if (n < 0) return end();
    show(n);
    $('[data-as-progress]').focus();
    say($('[data-as-progress]').textContent);
  };
  function end() {
    $('[data-as-play]').hidden = true;
    var code = S.encodeReport({ options: o, name: name(), results: st.results });
    $('[data-as-code]').textContent = code;
    var good = 0;
    st.results.forEach(function (x, i) {
      var it = sh.items[i];
      if (it.ops ? x.moves === Number(it.ops[9]) && !x.hints && !x.shown : x.result === R.halves(it.two.b)) good++;
    });
    $('[data-as-summary]').textContent = _("assign.summary", { n: good, count: o.count });
    if (typeof OpsQR !== 'undefined') {
      // On the web the QR code is a link that opens teach/ with the code added (any phone's
      // camera opens it); from file:// the bare code, for teach/'s scanner.
      var link = OpsReport.link(new URL('../', location.href), code);
      try { $('[data-as-qr]').appendChild(OpsQR.svg(link || code, link ? _("assign.qr_link") : _("assign.qr_code"))); } catch (e) { /* the text is enough */ }
    }
    $('[data-as-end]').hidden = false;
    $('[data-as-end]').focus();
    say(_("assign.finished"));
  }
  $('[data-as-copy]').onclick = function () { OpsBoards.copy(this, $('[data-as-code]').textContent); };
  // begin shows the first puzzle not played; typed, when the student has just given their
  // name, moves the focus to the puzzle's heading (the form is gone) and says it.
  function begin(typed) {
    $('[data-as-name]').hidden = true;
    var w = $('[data-as-who]');
    w.textContent = _("assign.playing", { name: name() }) + ' ';
    w.hidden = false;
    var n = next();
    if (n < 0) return end();
    $('[data-as-play]').hidden = false;
    show(n);
    if (typed) {
      $('[data-as-progress]').focus();
      say($('[data-as-progress]').textContent);
    }
  }
  if (typeof OpsBoards === 'undefined') {
    $('[data-as-error]').textContent = _("assign.no_boards");
    $('[data-as-error]').hidden = false;
    return;
  }
  if (name()) return begin();
  var f = $('[data-as-name]');
  f.hidden = false;
  f.onsubmit = function (e) {
    e.preventDefault();
    var n = f.elements.name.value.trim().slice(0, 30);
    // Only spaces: the field is emptied and said missing, as an empty one is (the form's
    // required), instead of a press that did nothing.
    if (!n) { f.elements.name.value = ''; f.reportValidity(); f.elements.name.focus(); return; }
    set(NAME, n);
    begin(true);
  };
}
