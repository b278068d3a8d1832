// The daily player's history and what is said of it: pure functions, no clock and no DOM
// (but how, and OpsGated at the end, which pages run on their links to days ahead).
// Dates are the visitor's own calendar days, "YYYY-MM-DD" strings the page works out
// (localDay below, from the clock, in the page); stored text is read through parse, which never throws.
//
// A history is {d: {day: {o: ops, t: twoOps}}}, one entry per day with a finished game:
//   o: {m: moves, b: best, h: hints, s: solution shown (0/1), n: finished on the day (0/1),
//       l: the final layout, nine digits (optional)}
//   t: {r: result, k: best of the five kept, b: best of all six (halves, as OpsRules.halves),
//       x: the discard, a: the six slots (optional), n: finished on the day (0/1)}
// The first finish of a game on a day is its record: playing again never changes it.
// The daily streak: a day counts when both puzzles were finished on that day, by the
// visitor's calendar, and neither solution was shown (hints are allowed but not perfect).
var OpsStats = (function () {
  'use strict';
  var NUM = /^(?:[2-9A]|10)[SHDC]$/, CARD = /^(?:[2-9AJQK]|10)[SHDC]$/;

  // dayNum returns the day number of a "YYYY-MM-DD" date (days since 1970-01-01), or null
  // for anything else, a day that does not exist included.
  function dayNum(s) {
    var t = typeof s === 'string' && /^(19|[2-9]\d)\d\d-\d\d-\d\d$/.test(s) ? Date.parse(s) : NaN;
    return t === t && dayOf(t / 864e5) === s ? t / 864e5 : null;
  }
  function dayOf(n) { return new Date(n * 864e5).toISOString().slice(0, 10); }

  // whole reports whether x is a whole number from lo to hi: the one test of every number
  // read from storage (this file, the practice page's progress).
  function whole(x, lo, hi) { return typeof x === 'number' && Math.floor(x) === x && x >= lo && x <= hi; }

  // pick returns a copy of o holding the fields of spec ({name: [lowest, highest]}), whole
  // numbers in range, or null when one is not; the optional fields of opt are kept when
  // their test passes.
  function pick(o, spec, opt) {
    if (!o || typeof o !== 'object') return null;
    var r = {}, k;
    for (k in spec) {
      if (!whole(o[k], spec[k][0], spec[k][1])) return null;
      r[k] = o[k];
    }
    for (k in opt) if (opt[k](o[k])) r[k] = o[k];
    return r;
  }
  // ops and two return a valid copy of a stored game record, or null.
  function ops(o) {
    var r = pick(o, { m: [0, 999], b: [0, 20], h: [0, 999], s: [0, 1], n: [0, 1] }, { l: function (l) { return typeof l === 'string' && /^[1-9]{9}$/.test(l); } });
    return r && r.m >= r.b ? r : null;
  }
  function two(t) {
    var r = pick(t, { r: [-999, 999], k: [-999, 999], b: [-999, 999], n: [0, 1] }, {
      a: function (a) { return Array.isArray(a) && a.length === 6 && a.every(function (c) { return typeof c === 'string' && CARD.test(c); }); }
    });
    return r && typeof t.x === 'string' && NUM.test(t.x) ? (r.x = t.x, r) : null;
  }

  // parse reads stored text into a history, keeping every valid record and dropping the
  // rest; anything unreadable is an empty history. It never throws.
  function parse(text) {
    var h = { d: {} }, v;
    if (typeof text !== 'string' || text.length > 4e6) return h;
    try { v = JSON.parse(text); } catch (e) { return h; }
    if (!v || typeof v !== 'object' || !v.d || typeof v.d !== 'object' || Array.isArray(v.d)) return h;
    Object.keys(v.d).forEach(function (day) {
      var e = v.d[day], o, t;
      if (dayNum(day) === null || !e || typeof e !== 'object') return;
      o = ops(e.o); t = two(e.t);
      if (o || t) {
        h.d[day] = {};
        if (o) h.d[day].o = o;
        if (t) h.d[day].t = t;
      }
    });
    return h;
  }
  function stringify(h) { return JSON.stringify({ v: 1, d: h.d }); }

  // merge adds to h the records of g (another history of the player's: from a progress
  // code, or an older key) and returns h. Of two records of a game on a day, the first
  // finish stands: h's, unless h's was finished after its day (n 0) and g's on the day
  // (n 1), which came first.
  function merge(h, g) {
    Object.keys(g.d).forEach(function (day) {
      var e = h.d[day] || {};
      ['o', 't'].forEach(function (k) {
        var a = e[k], b = g.d[day][k];
        if (b && (!a || (!a.n && b.n))) e[k] = b;
      });
      h.d[day] = e;
    });
    return h;
  }

  // record adds the finish of game ("o" or "t") on day, played on today (the visitor's
  // date): it returns "future" for a day after today (nothing is kept), "again" when the day
  // already has that game's record (it stands), else "kept" (h is changed).
  function record(h, day, game, rec, today) {
    if (dayNum(day) === null || dayNum(today) === null || day > today) return 'future';
    var e = h.d[day] || {};
    if (e[game]) return 'again';
    rec = (game === 'o' ? ops : two)(Object.assign({}, rec, { n: day === today ? 1 : 0 }));
    if (!rec) return 'future';
    e[game] = rec;
    h.d[day] = e;
    return 'kept';
  }

  // fits returns the records of a day's entry e that a play of the day could have made, by
  // the day's facts f as its page has them: f.o, the Ops optimum, is the record's best, its
  // moves no fewer; f.t, the Two Ops payload (unless the page could not read it), has the
  // record's best (b) and, for its discard, its best kept (d[].b), which its result does
  // not beat (the goals wanting low results are "lowest-sum" and "least-difference"). It is
  // called once the page's OpsRules (rules.js) is there. The daily page keeps only these,
  // so that a record written into storage by hand is believed only where a player could
  // have finished so; the stats of other days, whose facts the page has not, count what is
  // stored.
  function fits(e, f) {
    var o = e.o, t = e.t, r = {}, T = f.t, h = T && OpsRules.halves, d = T && T.d.find(function (x) { return t && x.c === t.x; });
    if (o && o.b === f.o && o.m >= o.b) r.o = o;
    if (t && (!T || d && t.b === h(T.b) && t.k === h(d.b) && (/^l/.test(T.goal) ? t.r >= t.k : t.r <= t.k))) r.t = t;
    return r;
  }

  // perfect: Ops in the optimum with no hint and no solution shown; Two Ops at the best of
  // all six cards.
  function opsPerfect(o) { return !!o && !o.s && !o.h && o.m === o.b; }
  function twoPerfect(t) { return !!t && t.r === t.b; }
  // counts reports whether a day counts for the streak.
  function counts(e) { return !!e && !!e.o && !!e.t && e.o.n === 1 && e.t.n === 1 && !e.o.s; }

  // stats sums up a history seen on today (a valid date): days played (a game finished),
  // finished (both), perfect (both perfect), the current streak (counted days up to today,
  // or up to yesterday while today is still open) and the longest, and each game's
  // histogram: ops [0, +1, +2, +3 or more over the optimum, hinted, shown]; two [best
  // reached, short by 2 or less, by 5 or less, by more].
  function stats(h, today) {
    var s = { played: 0, finished: 0, perfect: 0, streak: 0, longest: 0, ops: [0, 0, 0, 0, 0, 0], two: [0, 0, 0, 0] };
    var run = 0, last = null, t = dayNum(today);
    Object.keys(h.d).sort().forEach(function (day) {
      var e = h.d[day], o = e.o, w = e.t, n = dayNum(day), short = w && Math.abs(w.b - w.r);
      if (n > t) return;
      s.played++;
      if (o && w) s.finished++;
      if (opsPerfect(o) && twoPerfect(w)) s.perfect++;
      if (o) s.ops[o.s ? 5 : o.h ? 4 : Math.min(3, o.m - o.b)]++;
      if (w) s.two[short === 0 ? 0 : short <= 4 ? 1 : short <= 10 ? 2 : 3]++;
      if (counts(e)) {
        run = last === n - 1 ? run + 1 : 1;
        last = n;
        s.longest = Math.max(s.longest, run);
      }
    });
    if (last !== null && last >= t - 1) s.streak = run;
    return s;
  }

  // share writes what a player shares of a day (game "o", "t" or "" for both): each
  // finished game's line, squares that never show green where the solution was shown, and
  // the link (url, "" for none).
  // The words are the page's language's (the messages stats.*); the squares are the same in
  // every language.
  function opsLine(o) {
    if (o.s) return _("stats.ops_shown") + ' ' + '⬛'.repeat(o.m);
    return _("stats.ops", { count: o.m, b: o.b }) + (opsPerfect(o) ? _("stats.perfect_day") + ' ' : ' ') +
      '🟩'.repeat(o.b) + '🟨'.repeat(o.m - o.b) + (o.h ? ' 💡' + _("stats.hints", { count: o.h }) : '');
  }
  function twoLine(t, show) {
    return _("stats.two", { r: show(t.r), b: show(t.b) }) + ' ' + (t.r === t.b ? '🟩' : t.r === t.k ? '🟨' : '⬛') +
      (t.r === t.k && t.r !== t.b ? ' ' + _("stats.kept") : '');
  }
  function share(day, e, game, show, url) {
    e = e || {};
    var lines = ['opsdaily ' + day];
    if (game !== 't' && e.o) lines.push(opsLine(e.o));
    if (game !== 'o' && e.t) lines.push(twoLine(e.t, show));
    if ((e.o && !e.o.n) || (e.t && !e.t.n)) lines.push(_("stats.later"));
    if (url) lines.push(url);
    return lines.join('\n');
  }

  // fnv is the FNV-1a hash of s (OpsPage.fnv) in 8 hex digits.
  function fnv(s) { return ('0000000' + OpsPage.fnv(s).toString(16)).slice(-8); }

  // localDay returns the date of a moment on the calendar the Date object keeps (the
  // visitor's, in a page), and untilMidnight the milliseconds from it to the next local
  // midnight (23 or 25 hours' worth on the days the clocks change).
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function localDay(d) { return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()); }
  function untilMidnight(d) { return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1) - d; }

  // The site's storage. Its keys begin with the site's prefix: "opsdaily:", FNV-1a of the
  // site's id (a hash of the seed, the header's data-site) and the path of the site's top,
  // then ":" (key). The top is the folder that holds the whole site: its root, or on a site
  // in several languages (the header's data-langs, "en fr"), whose languages are the
  // folders LANG/ of the top, the folder above the page's root. So every language of a site
  // keeps one history and one set of settings, and two sites on one origin (two folders of
  // a host, two copies on disk: file:// pages share one origin) keep theirs apart.
  function key(site, top) { return 'opsdaily:' + fnv(site + '\u0000' + top) + ':'; }

  // place returns the prefix of a page's site and the older prefixes its data may be under:
  // before this version each language of a site in several languages kept its own, under
  // its folder's path (the page's language first, then the site's order). site, langs and
  // lang are the header's data-site and data-langs and the page's language; root is the
  // address of the page's root (root), absolute.
  function place(site, langs, lang, root) {
    var path = function (u) { try { return new URL(u, root).pathname; } catch (e) { return ''; } };
    var ls = langs ? langs.split(' ') : [], olds = [];
    if (ls.indexOf(lang) > 0) ls = [lang].concat(ls.filter(function (l) { return l !== lang; }));
    ls.forEach(function (l) { olds.push(key(site, path('../' + l + '/'))); });
    return { prefix: key(site, path(ls.length ? '../' : './')), olds: olds };
  }

  // LEGACY are the keys older versions kept for every site of an origin alike: the learner's
  // name, an assignment's progress, the teacher's report codes.
  var LEGACY = /^opsdaily:(name|teach:codes|assign:.*)$/;
  // migrate moves into the site's prefix what older versions kept elsewhere: every key
  // under an old prefix (olds, in order) and the LEGACY keys, which the first site opened
  // takes. A history is merged with the one already there (merge; an unreadable one adds
  // nothing); any other value is moved unless the site has one already, in which case it
  // stands; a value of over 4 MB, which no page reads, is dropped. An old key is removed
  // once its value is written under the new one: when the browser refuses to write, it
  // stays for the next visit. Values are validated where they are read, as ever.
  function migrate(storage, prefix, olds) {
    var keys = [], i;
    try { for (i = 0; i < storage.length; i++) keys.push(storage.key(i)); } catch (e) { return; }
    keys.sort();
    olds.concat('opsdaily:').forEach(function (p) {
      keys.forEach(function (k) {
        if (p === prefix || k.indexOf(p) !== 0 || (p === 'opsdaily:' && !LEGACY.test(k))) return;
        var rest = k.slice(p.length), to = prefix + rest;
        try {
          var v = storage.getItem(k), w = storage.getItem(to);
          if (rest === 'days') storage.setItem(to, stringify(merge(parse(w), parse(v))));
          else if (w === null && v !== null && v.length <= 4e6) storage.setItem(to, v);
          storage.removeItem(k);
        } catch (e) { /* refused or full: kept for the next visit */ }
      });
    });
  }

  // open returns the history store of a site (prefix, from place) in storage (localStorage,
  // or null when the browser refuses it): load never throws, and rewrites a stored value it
  // could not keep whole; save keeps the history, quietly when the browser cannot. Its key
  // is the history's; prefix is the site's, for the other values it keeps.
  function open(storage, prefix) {
    var k = prefix + 'days';
    function save(h) { try { storage.setItem(k, stringify(h)); } catch (e) { /* private mode or full */ } }
    return {
      key: k, prefix: prefix, save: save,
      load: function () {
        var raw = null, h;
        try { raw = storage.getItem(k); } catch (e) { /* no storage */ }
        h = parse(raw);
        if (raw !== null && raw !== stringify(h)) save(h);
        return h;
      }
    };
  }

  // root returns the address of the page's site root (the language's folder on a site in
  // several languages), from the page header's home link; here the page's store (open),
  // made once a page, after moving what older versions kept elsewhere (migrate).
  function root() {
    var a = document.querySelector('header.site a');
    return a ? a.href.replace(/[^/]*$/, '') : new URL('./', location.href).href;
  }
  var mine = null;
  function here() {
    if (mine) return mine;
    var ls = null, hd = document.querySelector('header.site'), d = hd ? hd.dataset : {};
    var p = place(d.site || '', d.langs || '', document.documentElement.lang, root());
    try { ls = window.localStorage; } catch (e) { /* refused */ }
    if (ls) migrate(ls, p.prefix, p.olds);
    return (mine = open(ls, p.prefix));
  }

  // how opens a board's "How to play" box (the <details> just before the script that calls
  // it) unless the site's storage notes that a daily page has shown the box of game ("ops",
  // "twoops") once: seen notes it, called as a daily board starts. The boards' markup
  // calls how as the box is parsed, so that nothing moves once the page has loaded: this
  // script is loaded first, in the head of every page with boards. The note is kept beside
  // the history, under the site's key (here).
  function howKey(game) { return here().prefix + 'how:' + game; }
  function how(game) {
    var details = document.currentScript.previousElementSibling;
    try { details.open = !localStorage.getItem(howKey(game)); } catch (e) { /* no storage: left closed */ }
  }
  function seen(game) { OpsPage.set(howKey(game), 1); }

  return {
    how: how, seen: seen, open: open, here: here, root: root, place: place, migrate: migrate, merge: merge, dayNum: dayNum, parse: parse, stringify: stringify, record: record, fits: fits, stats: stats, share: share,
    ops: ops, two: two, dayOf: dayOf, localDay: localDay, untilMidnight: untilMidnight, key: key, fnv: fnv, whole: whole
  };
})();

// OpsGated replaces every link of the page to a day after the build date (data-gated="DATE")
// while the visitor's date is before that day, when the day's page would show its "come
// back" notice: by the words the link carries for it (data-instead: an archive's cell, its
// day's number alone), else by the words of the last day, "No later day yet" (the day
// navigation's "next" link), written in a span; a link to a day reached stays as it is,
// and nothing is made for it. It is here, in the script of every page that links days
// ahead (the daily pages, the archive), and run by the page. Written short: the daily
// page's weight is budgeted.
function OpsGated() {
  var today = OpsStats.localDay(new Date());
  document.querySelectorAll('[data-gated]').forEach(function (a) {
    if (a.dataset.gated > today) a.outerHTML = '<span>' + OpsPage.esc(a.dataset.instead || _("daily.no_later")) + '</span>';
  });
}
if (typeof module !== 'undefined') module.exports = OpsStats;
