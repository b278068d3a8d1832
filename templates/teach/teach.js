// The worksheet maker of teach/ (site/teach.go): scheme-2 worksheets made in the page, the
// same puzzles in the same order as `opsdaily sheet` with the same options, drawn as the
// same markup as site/sheet's blocks (Doc.Body; the browser test holds the two equal).
// A classic script: it defines the global OpsTeach and needs OpsRules (rules.js).
// The bank is site/sheet's (BankJSON): every answer is solved in Go; this script only
// picks (the pick of site/sheet/bank.go) and draws.
var OpsTeach = (function () {
  'use strict';
  var R = typeof OpsRules !== 'undefined' ? OpsRules : require('../play/rules.js');

  var LEVELS = ['gentle', 'easy', 'moderate', 'hard', 'fiendish'];
  var MAX_COUNT = 200, MAX_CODE = 40;
  var TITLES = { ops: 'Ops solitaire worksheet', twoops: 'Two Ops worksheet', mixed: 'Ops and Two Ops worksheet' };
  // Pagination, as site/sheet's Doc.Pages.
  var CELLS_PER_PAGE = 8, CELLS_FIRST_PAGE = 6, KEY_FIRST_PAGE = 14, KEY_PER_PAGE = 16;

  // fnv1a is FNV-1a (32 bits) of a code's UTF-8 bytes, a NUL byte and an id's: the pick's
  // hash (site/sheet pickHash).
  function fnv1a(code, id) {
    var bytes = new TextEncoder().encode(code), h = 0x811c9dc5, i;
    for (i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
    h = Math.imul(h ^ 0, 0x01000193) >>> 0;
    for (i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  }

  // printable reports whether every character of s is printable, as Go's unicode.IsPrint
  // (letters, marks, numbers, punctuation, symbols and the ASCII space).
  function printable(s) {
    return !/[\p{C}\p{Z}]/u.test(s.replace(/ /g, ''));
  }

  // check validates options as sheet.Options.Check does; it returns null or the problem.
  function check(o) {
    if (!TITLES[o.game]) return 'Choose a game: Ops, Two Ops or mixed.';
    if (!(o.count >= 1 && o.count <= MAX_COUNT) || Math.floor(o.count) !== o.count) return 'A sheet holds 1 to ' + MAX_COUNT + ' puzzles.';
    if (!(o.level >= 0 && o.level <= 5)) return 'Choose a level: 1 to 5 or the ramp.';
    if (o.swaps && !(o.swaps >= 2 && o.swaps <= 4)) return 'Ops starts of exactly ' + o.swaps + ' swaps are not in the bank; use 2, 3 or 4.';
    if (o.code === '') return 'Give a class code, like 7B-2026: the same code gives the same sheet.';
    if (Array.from(o.code).length > MAX_CODE) return 'The class code has more than ' + MAX_CODE + ' characters.';
    if (!printable(o.code)) return 'The class code holds a character that cannot be printed.';
    return null;
  }

  // flags of a Two Ops entry (site/sheet BankJSON).
  var FLAG_MODULO = 1, FLAG_NEGATIVE = 2;

  // pool lists the bank entries a puzzle may be drawn from, in the class code's order.
  function pool(bank, o, twoOps, level) {
    var es = [], l, i;
    if (!twoOps) {
      for (l = 0; l < 5; l++) {
        if (!o.swaps && l + 1 !== level) continue;
        for (i = 0; i < bank.ops[l].length; i++) {
          var s = bank.ops[l][i];
          if (o.swaps && Number(s[9]) !== o.swaps) continue;
          es.push({ id: 'o' + (l + 1) + '.' + i, level: l + 1, ops: s });
        }
      }
    } else {
      for (i = 0; i < bank.two[level - 1].length; i++) {
        var t = bank.two[level - 1][i];
        if ((o.noModulo && t.f & FLAG_MODULO) || (o.noNegative && t.f & FLAG_NEGATIVE)) continue;
        es.push({ id: 't' + level + '.' + i, level: level, two: t });
      }
    }
    es.forEach(function (e, k) { e.key = fnv1a(o.code, e.id); e.k = k; });
    es.sort(function (a, b) { return a.key - b.key || a.k - b.k; });
    return es;
  }

  // tooFew is site/sheet's error for a pool too small for the sheet.
  function tooFew(o, twoOps, level, n) {
    var what = 'level-' + level + ' Ops starts';
    if (!twoOps && o.swaps) what = 'Ops starts of exactly ' + o.swaps + ' swaps';
    else if (twoOps) {
      what = 'level-' + level + ' Two Ops hands';
      if (o.noModulo && o.noNegative) what += ' without the modulo or negative results';
      else if (o.noModulo) what += ' without the modulo';
      else if (o.noNegative) what += ' without negative results';
    }
    return 'The sheet bank has ' + n + ' ' + what + ', too few for this sheet; ask for fewer puzzles, a ramp or fewer restrictions.';
  }

  // make returns the sheet of options {code, game, level (0 the ramp), count, swaps,
  // noModulo, noNegative}: {items: [{n, level, ops | two}]} or {error}.
  function make(bank, o) {
    o = Object.assign({}, o, { code: String(o.code || '').trim() });
    var err = check(o);
    if (err) return { error: err };
    var pools = {}, next = {}, items = [];
    for (var i = 0; i < o.count; i++) {
      var level = o.level || Math.floor(i * 5 / o.count) + 1;
      var twoOps = o.game === 'twoops' || (o.game === 'mixed' && i % 2 === 1);
      var k = (twoOps ? 't' : 'o') + (!twoOps && o.swaps ? 0 : level);
      if (!pools[k]) { pools[k] = pool(bank, o, twoOps, level); next[k] = 0; }
      if (next[k] >= pools[k].length) return { error: tooFew(o, twoOps, level, pools[k].length) };
      var e = pools[k][next[k]++];
      items.push({ n: i + 1, level: e.level, ops: e.ops, two: e.two });
    }
    return { options: o, items: items };
  }

  // Drawing, as site/sheet/blocks.go.

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' }[c];
    });
  }
  function rank(v) { return v === 0 ? '10' : v === 1 ? 'A' : String(v); }
  function levelName(l) { return LEVELS[l - 1]; }

  function pages(items) {
    var n = items.length, first = items.some(function (it) { return it.two; }) ? CELLS_FIRST_PAGE : CELLS_PER_PAGE;
    if (n === 0) return [1, 0];
    var q = 1 + (n > first ? Math.ceil((n - first) / CELLS_PER_PAGE) : 0);
    var k = 1 + (n > KEY_FIRST_PAGE ? Math.ceil((n - KEY_FIRST_PAGE) / KEY_PER_PAGE) : 0);
    return [q, k];
  }

  function keypad(v, cls, label) {
    var b = '<div class="kp' + (cls ? ' ' + cls : '');
    if (label) {
      b += '" role="img" aria-label="' + label;
      for (var p = 0; p < 9; p++) b += (p % 3 === 0 && p > 0 ? ',' : '') + ' ' + rank(v[p]);
    } else b += '" aria-hidden="true';
    b += '"><i class="v"></i><i class="h"></i>';
    for (var q = 0; q < 9; q++) b += '<span class="c' + (q === 8 ? ' hole' : '') + '">' + (v ? rank(v[q]) : '') + '</span>';
    return b + '</div>';
  }

  function head(it, game) {
    return '<h2><b>' + it.n + '</b> ' + game + ' <span class="lv">level ' + it.level + ', ' + levelName(it.level) + '</span></h2>';
  }

  function opsCell(s) {
    var n = Number(s[9]), b = '<div class="qo">' + keypad(R.digits(s.slice(0, 9)), '', 'Start, in rows:');
    b += '<div class="qw"><p>Solve it in <b>' + n + '</b> swap' + (n !== 1 ? 's' : '') + '.</p><div class="qx"><ol class="sw">';
    for (var i = 0; i < n; i++) b += '<li><u></u> ↔ <u></u></li>';
    return b + '</ol>' + keypad(null, 'kb', '') + '</div></div></div>';
  }

  function cardHTML(code) {
    var c = R.card(code);
    return '<span class="c' + (c.red ? ' r' : '') + '"><b>' + R.rankText(c.rank) + '</b><i>' + R.SUIT[c.suit][1] + '</i></span>';
  }

  function goalText(t) { return R.goalOf(R.card(t.g)).replace(/-/g, ' '); }

  function twoCell(t) {
    var b = '<div class="qt"><div class="hd"><span class="lb">Numbers</span>' + t.n.split(' ').map(cardHTML).join('');
    b += '</div><div class="hd"><span class="lb">Operators</span>' + t.o.split(' ').map(cardHTML).join('');
    b += '<span class="lb">Goal</span>' + cardHTML(t.g) + '<span class="gl">' + goalText(t) + '</span></div><p class="wk">';
    for (var i = 0; i < 2; i++) b += '<span class="ln"><span class="bx"></span><span class="bx o"></span><span class="bx"></span> = <u></u></span>';
    return b + '<span class="ln">' + (/difference$/.test(R.goalOf(R.card(t.g))) ? 'Difference' : 'Sum') + ' <u></u></span></p></div>';
  }

  function cell(it) {
    return '<article class="q">' + (it.ops ? head(it, 'Ops solitaire') + opsCell(it.ops) : head(it, 'Two Ops') + twoCell(it.two)) + '</article>';
  }

  function opsKey(it) {
    var s = it.ops, v = R.digits(s.slice(0, 9)), n = Number(s[9]);
    var b = '<h3><b>' + it.n + '</b> Ops ' + (s.slice(0, 3) + '/' + s.slice(3, 6) + '/' + s.slice(6, 9)).replace(/1/g, 'A');
    b += ': <b>' + n + '</b> swaps</h3><p>Swap ';
    for (var i = 0; i < n; i++) {
      var x = Number(s[10 + 2 * i]), y = Number(s[11 + 2 * i]), t = v[x];
      b += (i > 0 ? ', ' : '') + rank(v[x]) + '↔' + rank(v[y]);
      v[x] = v[y]; v[y] = t;
    }
    b += '.</p><div class="kx">' + keypad(v, 'km', 'Finished layout, in rows:') + '<ul>';
    R.lines(v).forEach(function (l) {
      b += '<li>' + l.name + ': ' + (l.holds ? l.equations[0] : 'does not hold') + '</li>';
    });
    return b + '</ul></div>';
  }

  function value(h) { return h < 0 ? '(' + R.show(h) + ')' : R.show(h); }

  function twoKey(it) {
    var t = it.two, nums = t.n.split(' ').map(R.card), ops = t.o.split(' ').map(R.card), goal = R.goalOf(R.card(t.g));
    var b = '<h3><b>' + it.n + '</b> Two Ops: best <b>' + t.b + '</b> (' + goalText(t) + ')</h3><ul>';
    var vals = t.a.map(function (a) {
      b += '<li>' + esc(R.explain(ops[a[2]], nums[a[0]], nums[a[1]])) + '</li>';
      return R.operate(ops[a[2]], nums[a[0]], nums[a[1]]);
    });
    b += '</ul><p>';
    var res = R.show(R.combine(goal, vals[0], vals[1]));
    b += /sum$/.test(goal) ? value(vals[0]) + ' + ' + value(vals[1]) + ' = ' + res : '|' + value(vals[0]) + ' − ' + value(vals[1]) + '| = ' + res;
    if (t.m.length) b += '; not used: ' + t.m.map(function (i) { return R.symbol(nums[i]); }).join(', ');
    return b + '.</p>';
  }

  // doc returns the strings of a sheet's document (sheet.Sheet.Doc): title, meta, running.
  function doc(sh) {
    var o = sh.options, items = sh.items, title = TITLES[o.game], range;
    if (o.level) range = 'level ' + o.level + ' of 5 (' + levelName(o.level) + ')';
    else {
      var a = items[0].level, z = items[items.length - 1].level;
      range = a === z ? 'level ' + a + ' of 5 (' + levelName(a) + ')' : 'levels ' + levelName(a) + ' to ' + levelName(z);
    }
    return {
      title: title,
      meta: 'Class code ' + o.code + ' · ' + items.length + ' ' + (items.length === 1 ? 'puzzle' : 'puzzles') + ', ' + range,
      running: title + ' · class code ' + o.code
    };
  }

  // body returns the sheet's pages as site/sheet's Doc.Body writes them.
  function body(sh, rules) {
    var d = doc(sh), items = sh.items, pq = pages(items), total = pq[0] + pq[1];
    var hasOps = items.some(function (it) { return it.ops; }), hasTwo = items.some(function (it) { return it.two; });
    var first = hasTwo ? CELLS_FIRST_PAGE : CELLS_PER_PAGE;
    var running = function (p) { return '<p class="rh">' + esc(d.running) + ' · page ' + p + ' of ' + total + '</p>'; };
    var b = '<div class="sh">', i = 0, page = 1, n, end;
    for (; page <= pq[0]; page++) {
      b += '\n<section class="pg">';
      n = CELLS_PER_PAGE;
      if (page === 1) {
        n = first;
        b += '<header class="top"><h1 class="t">' + esc(d.title) + '</h1><p class="meta">' + esc(d.meta) + ' · page 1 of ' + total + '</p>';
        b += '<p class="who"><span>Name</span><span>Date</span></p>' + (hasOps ? rules.ops : '') + (hasTwo ? rules.two : '') + '</header>';
      } else b += running(page);
      b += '<div class="qs">';
      for (end = Math.min(i + n, items.length); i < end; i++) b += cell(items[i]);
      b += '</div></section>';
    }
    i = 0;
    for (var k = 0; k < pq[1]; k++, page++) {
      b += '\n<section class="pg key">' + running(page);
      n = KEY_PER_PAGE;
      if (k === 0) {
        n = KEY_FIRST_PAGE;
        b += '<h2 class="kh">Answer key</h2><p class="meta">' + esc(d.meta) + '. For the teacher: each Ops start has its fewest swaps, one way to do it in that many and the four lines that prove it; each Two Ops hand its best result and one way to reach it.</p>';
      }
      b += '<div class="ks">';
      for (end = Math.min(i + n, items.length); i < end; i++) b += '<div class="k">' + (items[i].ops ? opsKey(items[i]) : twoKey(items[i])) + '</div>';
      b += '</div></section>';
    }
    return b + '\n</div>';
  }

  // options reads a sheet's options from a query string (the form's fields).
  function options(search) {
    var q = new URLSearchParams(search), num = function (k) { var v = q.get(k); return v === null || v === '' ? 0 : Number(v); };
    return {
      code: q.get('code') || '', game: q.get('game') || 'mixed', level: num('level'),
      count: q.has('count') ? num('count') : 20, paper: q.get('paper') === 'letter' ? 'letter' : 'a4',
      swaps: num('swaps'), noModulo: q.get('nomod') === '1', noNegative: q.get('noneg') === '1'
    };
  }

  // quote writes a shell word for the command line shown beside the sheet.
  function quote(s) { return /^[A-Za-z0-9._\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'"; }

  // command is the `opsdaily sheet` command that makes the same sheet.
  function command(o) {
    var c = 'opsdaily sheet --seed ' + quote(o.code) + ' --game ' + o.game + ' --count ' + o.count;
    if (o.level) c += ' --difficulty ' + o.level;
    if (o.swaps) c += ' --swaps ' + o.swaps;
    if (o.noModulo) c += ' --no-modulo';
    if (o.noNegative) c += ' --no-negative';
    if (o.paper === 'letter') c += ' --paper letter';
    return c + ' --out sheet.html';
  }

  // start runs the page: it fills the form from the query string and, with a class code,
  // makes the sheet and draws it. The time it took is in the sheet's data-ms.
  function start(bank, rules) {
    var form = document.querySelector('[data-tc-form]'), o = options(location.search);
    var out = document.querySelector('[data-tc-out]'), errBox = document.querySelector('[data-tc-error]');
    var holder = document.querySelector('[data-tc-sheet]');
    var set = function (name, v) { var el = form.elements[name]; if (el.type === 'checkbox') el.checked = !!v; else el.value = v; };
    set('code', o.code); set('game', o.game); set('level', o.level ? String(o.level) : ''); set('count', String(o.count));
    set('paper', o.paper); set('swaps', o.swaps ? String(o.swaps) : ''); set('nomod', o.noModulo); set('noneg', o.noNegative);
    document.querySelector('[data-tc-print]').addEventListener('click', function () { window.print(); });
    if (!new URLSearchParams(location.search).has('code')) return;
    var t0 = performance.now(), sh = make(bank, o);
    if (sh.error) {
      errBox.textContent = sh.error; errBox.hidden = false;
      return;
    }
    holder.innerHTML = body(sh, rules);
    var ms = performance.now() - t0;
    holder.dataset.ms = ms.toFixed(1);
    var pq = pages(sh.items), page = document.createElement('style');
    page.textContent = '@page{size:' + (o.paper === 'letter' ? 'letter' : 'A4') + ';margin:12mm}';
    document.head.appendChild(page);
    document.querySelector('[data-tc-status]').textContent = doc(sh).title + ', class code ' + sh.options.code + ': ' +
      sh.items.length + (sh.items.length === 1 ? ' puzzle' : ' puzzles') + ' on ' + pq[0] + (pq[0] === 1 ? ' page' : ' pages') +
      ', the answer key on ' + pq[1] + ' more (from page ' + (pq[0] + 1) + '), ready to print on ' + (o.paper === 'letter' ? 'US Letter' : 'A4') + ' paper.';
    document.querySelector('[data-tc-cmd]').textContent = command(sh.options);
    out.hidden = false;
  }

  return {
    start: start, command: command,
    fnv1a: fnv1a, check: check, make: make, body: body, doc: doc, pages: pages, options: options,
    LEVELS: LEVELS, TITLES: TITLES
  };
})();
if (typeof module !== 'undefined') module.exports = OpsTeach;
