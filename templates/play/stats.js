// The daily player's history and what is said of it: pure functions, no clock and no DOM.
// Dates are the visitor's own calendar days, "YYYY-MM-DD" strings the page works out
// (OpsLocalDay in board.js); stored text is read through parse, which never throws.
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
    if (typeof s !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(s)) return null;
    var y = +s.slice(0, 4), m = +s.slice(5, 7), d = +s.slice(8, 10), t = Date.UTC(y, m - 1, d), x = new Date(t);
    if (y < 1900 || x.getUTCFullYear() !== y || x.getUTCMonth() !== m - 1 || x.getUTCDate() !== d) return null;
    return Math.round(t / 864e5);
  }
  function dayOf(n) { return new Date(n * 864e5).toISOString().slice(0, 10); }
  function int(x, lo, hi) { return typeof x === 'number' && Math.floor(x) === x && x >= lo && x <= hi; }
  function flag(x) { return x === 0 || x === 1; }

  // ops and two return a valid copy of a stored game record, or null.
  function ops(o) {
    if (!o || typeof o !== 'object' || !int(o.m, 0, 999) || !int(o.b, 0, 20) || o.m < o.b ||
      !int(o.h, 0, 999) || !flag(o.s) || !flag(o.n)) return null;
    var r = { m: o.m, b: o.b, h: o.h, s: o.s, n: o.n };
    if (typeof o.l === 'string' && /^[1-9]{9}$/.test(o.l)) r.l = o.l;
    return r;
  }
  function two(t) {
    if (!t || typeof t !== 'object' || !int(t.r, -999, 999) || !int(t.k, -999, 999) || !int(t.b, -999, 999) ||
      typeof t.x !== 'string' || !NUM.test(t.x) || !flag(t.n)) return null;
    var r = { r: t.r, k: t.k, b: t.b, x: t.x, n: t.n };
    if (Array.isArray(t.a) && t.a.length === 6 && t.a.every(function (c) { return typeof c === 'string' && CARD.test(c); })) r.a = t.a.slice();
    return r;
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

  // perfect: Ops in the optimum with no hint and no solution shown; Two Ops at the best of
  // all six cards.
  function opsPerfect(o) { return !!o && !o.s && !o.h && o.m === o.b; }
  function twoPerfect(t) { return !!t && t.r === t.b; }
  // counts reports whether a day counts for the streak.
  function counts(e) { return !!e && !!e.o && !!e.t && e.o.n === 1 && e.t.n === 1 && !e.o.s; }

  // stats sums up a history seen on today: days played (a game finished), finished (both),
  // perfect (both perfect), the current streak (counted days up to today, or up to
  // yesterday while today is still open) and the longest, and each game's histogram: Ops
  // [0, +1, +2, +3 or more over the optimum, hinted, shown]; Two Ops [best reached, short by
  // 2 or less, by 5 or less, by more].
  function stats(h, today) {
    var days = Object.keys(h.d).sort(), s = {
      played: 0, finished: 0, perfect: 0, streak: 0, longest: 0,
      ops: { played: 0, perfect: 0, hist: [0, 0, 0, 0, 0, 0] }, two: { played: 0, perfect: 0, hist: [0, 0, 0, 0] }
    };
    var run = 0, last = null, t = dayNum(today);
    days.forEach(function (day) {
      var e = h.d[day], n = dayNum(day);
      if (t !== null && n > t) return;
      s.played++;
      if (e.o && e.t) s.finished++;
      if (opsPerfect(e.o) && twoPerfect(e.t)) s.perfect++;
      if (e.o) {
        s.ops.played++;
        if (opsPerfect(e.o)) s.ops.perfect++;
        s.ops.hist[e.o.s ? 5 : e.o.h ? 4 : Math.min(3, e.o.m - e.o.b)]++;
      }
      if (e.t) {
        var short = Math.abs(e.t.b - e.t.r);
        s.two.played++;
        if (twoPerfect(e.t)) s.two.perfect++;
        s.two.hist[short === 0 ? 0 : short <= 4 ? 1 : short <= 10 ? 2 : 3]++;
      }
      if (counts(e)) {
        run = last === n - 1 ? run + 1 : 1;
        last = n;
        s.longest = Math.max(s.longest, run);
      }
    });
    if (last !== null && t !== null && last >= t - 1) s.streak = run;
    return s;
  }

  // share writes what a player shares of a day: each game's line, squares that never show
  // green where the solution was shown, and the link (url, "" for none).
  function opsLine(o) {
    if (!o) return 'Ops: not played';
    if (o.s) return 'Ops: solution shown ' + '⬛'.repeat(Math.min(o.m, 12));
    return 'Ops: ' + o.m + (o.m === 1 ? ' move' : ' moves') + ' (best ' + o.b + ')' + (opsPerfect(o) ? ', perfect ' : ' ') +
      '🟩'.repeat(Math.min(o.m, o.b, 12)) + '🟨'.repeat(Math.min(Math.max(0, o.m - o.b), 12)) + (o.h ? ' 💡' + o.h + (o.h === 1 ? ' hint' : ' hints') : '');
  }
  function twoLine(t, show) {
    if (!t) return 'Two Ops: not played';
    return 'Two Ops: ' + show(t.r) + ' (best ' + show(t.b) + ') ' + (t.r === t.b ? '🟩' : t.r === t.k ? '🟨' : '⬛') +
      (t.r === t.b ? ' best reached' : t.r === t.k ? ' best for the cards kept' : '');
  }
  function share(day, e, game, show, url) {
    e = e || {};
    var lines = ['opsdaily ' + day];
    if (game !== 't') lines.push(opsLine(e.o));
    if (game !== 'o') lines.push(twoLine(e.t, show));
    if ((e.o && !e.o.n) || (e.t && !e.t.n)) lines.push('played later');
    if (url) lines.push(url);
    return lines.join('\n');
  }

  // The progress code: the history as one line, "OPS1." then the days, then "." and a
  // checksum (FNV-1a of the days, 8 hex digits). A day is its day number in base 36, then
  // ",", the Ops record (m.b.h.s.n) or nothing, ",", the Two Ops record (r.k.b.x.n) or
  // nothing; days are joined by ";". Layouts and slots are left out.
  function fnv(s) {
    var h = 0x811c9dc5;
    for (var i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
    return ('0000000' + h.toString(16)).slice(-8);
  }
  function b36(n) { return n.toString(36); }
  function exportCode(h) {
    var body = Object.keys(h.d).sort().map(function (day) {
      var e = h.d[day], o = e.o, t = e.t;
      return b36(dayNum(day)) + ',' + (o ? [o.m, o.b, o.h, o.s, o.n].map(b36).join('.') : '') + ',' +
        (t ? [b36(t.r), b36(t.k), b36(t.b), t.x, t.n].join('.') : '');
    }).join(';');
    return 'OPS1.' + body + '.' + fnv(body);
  }
  // importCode reads a progress code into a history, or returns null for one that is not
  // a whole, unchanged code.
  function importCode(code) {
    if (typeof code !== 'string') return null;
    var m = /^OPS1\.([0-9A-Za-z,.;-]*)\.([0-9a-f]{8})$/.exec(code.replace(/\s+/g, ''));
    if (!m || fnv(m[1]) !== m[2]) return null;
    var h = { d: {} }, ok = true;
    (m[1] ? m[1].split(';') : []).forEach(function (part) {
      var f = part.split(','), n = parseInt(f[0], 36), e = {}, day;
      if (f.length !== 3 || !/^[0-9a-z]+$/.test(f[0]) || n > 3e6) { ok = false; return; }
      day = dayOf(n);
      if (f[1]) {
        var o = f[1].split('.').map(function (x) { return /^[0-9a-z]+$/.test(x) ? parseInt(x, 36) : NaN; });
        e.o = ops({ m: o[0], b: o[1], h: o[2], s: o[3], n: o[4] });
        if (!e.o || o.length !== 5) ok = false;
      }
      if (f[2]) {
        var t = f[2].split('.'), num = function (x) { return /^-?[0-9a-z]+$/.test(x) ? parseInt(x, 36) : NaN; };
        e.t = two({ r: num(t[0]), k: num(t[1]), b: num(t[2]), x: t[3], n: t[4] === '1' ? 1 : t[4] === '0' ? 0 : NaN });
        if (!e.t || t.length !== 5) ok = false;
      }
      if (!e.o) delete e.o;
      if (!e.t) delete e.t;
      if (e.o || e.t) h.d[day] = e;
    });
    return ok ? h : null;
  }
  // merge adds to h the records of g that h lacks: a record already kept stands.
  function merge(h, g) {
    Object.keys(g.d).forEach(function (day) {
      var e = h.d[day] || {};
      if (!e.o && g.d[day].o) e.o = g.d[day].o;
      if (!e.t && g.d[day].t) e.t = g.d[day].t;
      h.d[day] = e;
    });
    return h;
  }

  // localDay returns the date of a moment on the calendar the Date object keeps (the
  // visitor's, in a page), and untilMidnight the milliseconds from it to the next local
  // midnight (23 or 25 hours' worth on the days the clocks change).
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function localDay(d) { return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()); }
  function untilMidnight(d) { return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1) - d; }

  // key returns the storage prefix of a site: its id (a hash of the seed, from the page)
  // and the path it is published at, so that two sites on one origin (file:// pages share
  // one) keep their own histories.
  function key(site, root) { return 'opsdaily:' + fnv(site + '\u0000' + root) + ':'; }

  return {
    dayNum: dayNum, parse: parse, stringify: stringify, record: record, stats: stats, share: share,
    opsPerfect: opsPerfect, twoPerfect: twoPerfect, counts: counts, exportCode: exportCode, importCode: importCode,
    merge: merge, localDay: localDay, untilMidnight: untilMidnight, key: key, fnv: fnv
  };
})();
if (typeof module !== 'undefined') module.exports = OpsStats;
