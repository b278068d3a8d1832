// The worksheet maker of teach/ (site/teach.go): scheme-2 worksheets made in the page, the
// same puzzles in the same order as `opsdaily sheet` with the same options, drawn from
// site/sheet's blocks themselves: the build executes templates/print/blocks.html on
// placeholders (sheet.Skeleton) and this script fills them in, so the markup has one source
// (the browser test holds the page's sheet equal to Doc.Body). A classic script: it
// defines the global OpsTeach and needs OpsRules (rules.js) and OpsReport (report.js).
// The bank is site/sheet's (BankJSON): every answer is solved in Go; this script only
// picks (the pick of site/sheet/bank.go) and draws. Its words are the catalogue's: the
// sheet's own (sheet.*, as site/sheet writes them) and the page's (teach.*).
var OpsTeach = (function () {
  'use strict';
  var R = typeof OpsRules !== 'undefined' ? OpsRules : require('../play/goals.js');
  var Rep = typeof OpsReport !== 'undefined' ? OpsReport : require('./report.js');
  var P = OpsPage, esc = P.esc, num = P.num, $ = P.$;

  var LEVELS = [_("level.1"), _("level.2"), _("level.3"), _("level.4"), _("level.5")];
  var MAX_COUNT = 200, MAX_CODE = 40;
  var TITLES = { ops: _("sheet.title_ops"), twoops: _("sheet.title_twoops"), mixed: _("sheet.title_mixed") };
  // GOALS are the goals in short, as a sheet writes them ("lowest sum").
  var GOALS = {
    'lowest-sum': _("sheet.goals.lowest-sum"), 'highest-sum': _("sheet.goals.highest-sum"),
    'least-difference': _("sheet.goals.least-difference"), 'most-difference': _("sheet.goals.most-difference")
  };

  // pickHash is the pick's hash of an entry for a class code (site/sheet pickHash): FNV-1a
  // (OpsPage.fnv) of the code's UTF-8 bytes, a NUL byte and the entry's id.
  function pickHash(code, id) { return OpsPage.fnv(code + '\u0000' + id); }

  // printable reports whether every character of s is printable, as Go's unicode.IsPrint
  // (letters, marks, numbers, punctuation, symbols and the ASCII space).
  function printable(s) {
    return !/[\p{C}\p{Z}]/u.test(s.replace(/ /g, ''));
  }

  // flaw validates options as sheet.Options.Check does; it returns null or the problem's
  // name, which check (the teacher's form) and the assignment page (OpsAssign, to the
  // student) each tell in their own words.
  function flaw(o) {
    if (!TITLES[o.game]) return 'game';
    if (!(o.count >= 1 && o.count <= MAX_COUNT) || Math.floor(o.count) !== o.count) return 'count';
    // Whole numbers only: a level or swaps of 2.5 (typed into the address) names no pool.
    if (!(o.level >= 0 && o.level <= 5) || Math.floor(o.level) !== o.level) return 'level';
    if (o.swaps && (!(o.swaps >= 2 && o.swaps <= 4) || Math.floor(o.swaps) !== o.swaps)) return 'swaps';
    if (o.noModulo === null || o.noNegative === null) return 'young';
    if (o.code === '') return 'no_code';
    if (Array.from(o.code).length > MAX_CODE) return 'long_code';
    if (!printable(o.code)) return 'bad_code';
    return null;
  }

  // FLAWS tells each flaw of the options to the teacher, on the form.
  var FLAWS = {
    game: function () { return _("teach.bad_game"); },
    count: function () { return _("teach.bad_count", { n: MAX_COUNT }); },
    level: function () { return _("teach.bad_level"); },
    swaps: function (o) { return _("teach.bad_swaps", { n: o.swaps }); },
    young: function () { return _("teach.bad_young"); },
    no_code: function () { return _("teach.no_code"); },
    long_code: function () { return _("teach.long_code", { n: MAX_CODE }); },
    bad_code: function () { return _("teach.bad_code"); }
  };

  // check validates options as sheet.Options.Check does; it returns null or the problem,
  // in the teacher's words.
  function check(o) {
    var f = flaw(o);
    return f ? FLAWS[f](o) : null;
  }

  // flags of a Two Ops entry (site/sheet BankJSON).
  var FLAG_MODULO = 1, FLAG_NEGATIVE = 2;

  // two reads a Two Ops entry of the bank, "NUMBERS|OPERATORS|GOAL|BEST|ARRANGEMENT|UNUSED|FLAGS"
  // (site/sheet BankJSON), into {n, o, g, b, a: [[number, number, operator] twice], m, f}.
  function two(s) {
    var p = s.split('|'), d = function (x) { return x.split('').map(Number); }, a = d(p[4]);
    return { n: p[0], o: p[1], g: p[2], b: p[3], a: [a.slice(0, 3), a.slice(3, 6)], m: d(p[5]), f: Number(p[6]) };
  }

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
        var t = two(bank.two[level - 1][i]);
        if ((o.noModulo && t.f & FLAG_MODULO) || (o.noNegative && t.f & FLAG_NEGATIVE)) continue;
        es.push({ id: 't' + level + '.' + i, level: level, two: t });
      }
    }
    es.forEach(function (e, k) { e.key = pickHash(o.code, e.id); e.k = k; });
    es.sort(function (a, b) { return a.key - b.key || a.k - b.k; });
    return es;
  }

  // tooFew is site/sheet's error for a pool too small for the sheet: n entries, when a
  // sheet of most puzzles with the same options has enough.
  function tooFew(o, twoOps, level, n, most) {
    var a = { l: level, s: o.swaps }, what = _("teach.few_ops", a);
    if (!twoOps && o.swaps) what = _("teach.few_swaps", a);
    else if (twoOps) {
      if (o.noModulo && o.noNegative) what = _("teach.few_two_both", a);
      else if (o.noModulo) what = _("teach.few_two_nomod", a);
      else if (o.noNegative) what = _("teach.few_two_noneg", a);
      else what = _("teach.few_two", a);
    }
    var a2 = { n: n, what: what, asked: o.count, most: most };
    return o.level ? _("teach.too_few", a2) : _("teach.too_few_ramp", a2);
  }

  // slot is the pool of puzzle i of a sheet of count puzzles (site/sheet slot): its key and
  // the level it is drawn at.
  function slot(o, count, i) {
    var level = o.level || Math.floor(i * 5 / count) + 1;
    var twoOps = o.game === 'twoops' || (o.game === 'mixed' && i % 2 === 1);
    return { k: (twoOps ? 't' : 'o') + (!twoOps && o.swaps ? 0 : level), twoOps: twoOps, level: level };
  }

  // most is the largest number of puzzles below o.count that a sheet of o's other options
  // can have (site/sheet most); pools holds the pools made so far, by key.
  function most(bank, o, pools) {
    for (var n = o.count - 1; n > 0; n--) {
      var need = {}, fits = true;
      for (var i = 0; i < n && fits; i++) {
        var s = slot(o, n, i);
        if (!pools[s.k]) pools[s.k] = pool(bank, o, s.twoOps, s.level);
        need[s.k] = (need[s.k] || 0) + 1;
        fits = need[s.k] <= pools[s.k].length;
      }
      if (fits) return n;
    }
    return 0;
  }

  // make returns the sheet of options {code, game, level (0 the ramp), count, swaps,
  // noModulo, noNegative}: {items: [{n, level, ops | two}]} or {error, flaw, most}: the
  // problem in the teacher's words, its name (flaw's, or 'too_few' for a bank too small)
  // and, for a bank too small, the most puzzles it has for these options.
  function make(bank, o) {
    o = Object.assign({}, o, { code: String(o.code || '').trim() });
    var f = flaw(o);
    if (f) return { error: FLAWS[f](o), flaw: f };
    var pools = {}, next = {}, items = [];
    for (var i = 0; i < o.count; i++) {
      var s = slot(o, o.count, i), k = s.k;
      if (!pools[k]) { pools[k] = pool(bank, o, s.twoOps, s.level); next[k] = 0; }
      if (next[k] >= pools[k].length) {
        var m = most(bank, o, pools);
        return { error: tooFew(o, s.twoOps, s.level, pools[k].length, m), flaw: 'too_few', most: m };
      }
      var e = pools[k][next[k]++];
      items.push({ n: i + 1, level: e.level, ops: e.ops, two: e.two });
    }
    return { options: o, items: items };
  }

  // Drawing: the blocks of templates/print/blocks.html, which the build executes on
  // placeholders (sheet.Skeleton, the page's skeleton SK), filled in here: the markup of a
  // sheet has one source.

  function rank(v) { return v === 0 ? '10' : v === 1 ? 'A' : String(v); }
  function levelName(l) { return LEVELS[l - 1]; }

  // fill writes a part of the skeleton with its placeholders filled: @@NAME@@ with
  // text[NAME] escaped, @!NAME!@ with the markup html[NAME].
  function fill(part, text, html) {
    return part.replace(/@@([A-Z0-9]+)@@|@!([A-Z]+)!@/g, function (m, t, h) {
      var v = t ? text[t] : html && html[h];
      if (v === undefined) throw new Error('teach: no value for ' + m);
      return t ? esc(v) : v;
    });
  }

  // pages returns how many pages a sheet's puzzles and its answer key take (Doc.Pages).
  function pages(items, L) {
    var n = items.length, first = items.some(function (it) { return it.two; }) ? L.firstPageTwoOps : L.firstPage;
    if (n === 0) return [1, 0];
    var q = 1 + (n > first ? Math.ceil((n - first) / L.perPage) : 0);
    var k = 1 + (n > L.keyFirstPage ? Math.ceil((n - L.keyFirstPage) / L.keyPerPage) : 0);
    return [q, k];
  }

  // rows reads a layout's cards out in rows, as a keypad's label ends: " 7 8 9, 4 5 6, 1 2 3".
  function rows(v) {
    var b = '';
    for (var p = 0; p < 9; p++) b += (p % 3 === 0 && p > 0 ? ',' : '') + ' ' + rank(v[p]);
    return b;
  }
  function keypadCards(SK, v) { return v.map(function (x, p) { return (p === 8 ? SK.hole : SK.keypad)[x]; }).join(''); }
  function cardsOf(SK, codes) { return codes.split(' ').map(function (c) { return SK.cards[c]; }).join(''); }
  function goalText(t) { return GOALS[R.goalOf(R.card(t.g))]; }
  function sumGoal(t) { return /sum$/.test(R.goalOf(R.card(t.g))); }

  function cell(SK, it) {
    var text = { N: it.n, LEVEL: _("sheet.level", { n: it.level, name: levelName(it.level) }) };
    if (it.ops) {
      var v = R.digits(it.ops.slice(0, 9));
      text.ROWS = rows(v);
      return fill(SK.ops[it.ops[9]], text, { CARDS: keypadCards(SK, v) });
    }
    var t = it.two;
    text.GOAL = goalText(t);
    return fill(SK.twoops[sumGoal(t) ? 'sum' : 'difference'], text, { NUMBERS: cardsOf(SK, t.n), OPERATORS: cardsOf(SK, t.o), GOALCARD: SK.cards[t.g] });
  }

  function opsKey(SK, it) {
    var s = it.ops, v = R.digits(s.slice(0, 9)), n = Number(s[9]), swaps = [];
    for (var i = 0; i < n; i++) {
      var x = Number(s[10 + 2 * i]), y = Number(s[11 + 2 * i]), t = v[x];
      swaps.push(rank(v[x]) + '↔' + rank(v[y]));
      v[x] = v[y]; v[y] = t;
    }
    var lines = { ROWS: rows(v) };
    R.lines(v).forEach(function (l, k) { lines['L' + k] = l.holds ? l.equations[0] : _("examples.not_hold"); }); // never, for the bank's answers
    return fill(SK.opsKey, { N: it.n, START: (s.slice(0, 3) + '/' + s.slice(3, 6) + '/' + s.slice(6, 9)).replace(/1/g, 'A'), MOVES: n, SWAPS: swaps.join(', ') },
      { PROOF: fill(SK.proof, lines, { CARDS: keypadCards(SK, v) }) });
  }

  // show writes a value in halves the language's way ("7.5", "7,5"); value puts a negative
  // one in brackets.
  function show(h) { return num(h / 2); }
  function value(h) { return h < 0 ? '(' + show(h) + ')' : show(h); }

  function twoKey(SK, it) {
    var t = it.two, nums = t.n.split(' ').map(R.card), ops = t.o.split(' ').map(R.card), goal = R.goalOf(R.card(t.g));
    var text = { N: it.n, BEST: show(R.halves(t.b)), GOAL: goalText(t) };
    var vals = t.a.map(function (a, k) {
      text['E' + k] = R.explain(ops[a[2]], nums[a[0]], nums[a[1]]);
      return R.operate(ops[a[2]], nums[a[0]], nums[a[1]]);
    });
    text.FIRST = value(vals[0]); text.SECOND = value(vals[1]); text.RESULT = show(R.combine(goal, vals[0], vals[1]));
    text.MARKER = t.m.map(function (i) { return R.symbol(nums[i]); }).join(', ');
    return fill(SK.twoopsKey[(sumGoal(t) ? 'sum' : 'difference') + (t.m.length ? '+' + t.m.length : '')], text);
  }

  // doc returns the strings of a sheet's document (sheet.Sheet.Doc): title, meta, running.
  function doc(sh) {
    var o = sh.options, items = sh.items, title = TITLES[o.game], range;
    var one = function (l) { return _("sheet.level_one", { n: l, name: levelName(l) }); };
    // With exactly N swaps the Ops starts are of any level: the range is then the puzzles'.
    if (o.level && !o.swaps) range = one(o.level);
    else {
      var lv = items.map(function (it) { return it.level; }), a = Math.min.apply(null, lv), z = Math.max.apply(null, lv);
      range = a === z ? one(a) : _("sheet.level_range", { first: levelName(a), last: levelName(z) });
    }
    return {
      title: title,
      meta: _("sheet.meta", { code: o.code, count: items.length, levels: range }),
      running: _("sheet.running", { title: title, code: o.code })
    };
  }

  // body returns the sheet's pages as site/sheet's Doc.Body writes them, from the skeleton.
  function body(sh, SK) {
    var d = doc(sh), items = sh.items, L = SK.layout, pq = pages(items, L), i = 0, out = [];
    var hasOps = items.some(function (it) { return it.ops; }), hasTwo = items.some(function (it) { return it.two; });
    var kind = hasOps && hasTwo ? 'both' : hasOps ? 'ops' : 'twoops'; // the games of the sheet
    var text = { TITLE: d.title, META: d.meta, RUNNING: d.running, TOTAL: pq[0] + pq[1] };
    function page(part, n, size, draw) {
      text.N = n;
      var cells = items.slice(i, i + size).map(function (it) { return draw(SK, it); });
      i += size;
      out.push(fill(part[0], text) + cells.join(fill(part[1], text)) + fill(part[2], text));
    }
    for (var p = 1; p <= pq[0]; p++) {
      if (p === 1) page(SK.pages['first-' + kind], 1, hasTwo ? L.firstPageTwoOps : L.firstPage, cell);
      else page(SK.pages.more, p, L.perPage, cell);
    }
    i = 0;
    for (var k = 0; k < pq[1]; k++) {
      page(SK.pages[k === 0 ? 'key-first-' + kind : 'key-more'], pq[0] + 1 + k, k === 0 ? L.keyFirstPage : L.keyPerPage, function (SK, it) { return it.ops ? opsKey(SK, it) : twoKey(SK, it); });
    }
    return fill(SK.body[0], text) + out.join(fill(SK.body[1], text)) + fill(SK.body[2], text);
  }

  // steps returns the solution of a puzzle revealed step by step on the projector: for
  // Ops each optimal swap with the layout it makes, then the four lines that prove it; for
  // Two Ops each operation with its arithmetic, then the result. Each step is {text, layout}
  // (layout: nine values, Ops only), and heard, the same words for the ear where text shows
  // a card's sign (Two Ops): what is spoken never holds a suit sign.
  function steps(it) {
    var out = [];
    if (it.ops) {
      var s = it.ops, v = R.digits(s.slice(0, 9)), n = Number(s[9]);
      for (var i = 0; i < n; i++) {
        var x = Number(s[10 + 2 * i]), y = Number(s[11 + 2 * i]), a = v[x];
        var text = _("teach.step_swap", { a: rank(v[x]), b: rank(v[y]) });
        v[x] = v[y]; v[y] = a;
        out.push({ text: text, layout: v.slice() });
      }
      out.push({ text: _("teach.step_proof", { lines: R.lines(v).map(function (l) { return l.name + ', ' + l.equations[0]; }).join(_("teach.step_sep")) }), layout: v.slice() });
      return out;
    }
    var t = it.two, nums = t.n.split(' ').map(R.card), ops = t.o.split(' ').map(R.card), goal = R.goalOf(R.card(t.g)), vals = [];
    t.a.forEach(function (a) {
      out.push({ text: R.explain(ops[a[2]], nums[a[0]], nums[a[1]]) + '.', heard: R.said(ops[a[2]], nums[a[0]], nums[a[1]]) + '.' });
      vals.push(R.operate(ops[a[2]], nums[a[0]], nums[a[1]]));
    });
    var w = { a: value(vals[0]), b: value(vals[1]), r: show(R.combine(goal, vals[0], vals[1])), goal: goalText(t) };
    var last = function (of) {
      return (/sum$/.test(goal) ? _("teach.step_sum", w) : _("teach.step_difference", w)) +
        (t.m.length ? _("sheet.not_used", { count: t.m.length, cards: t.m.map(function (i) { return of(nums[i]); }).join(', ') }) : '') + '.';
    };
    out.push({ text: last(R.symbol), heard: last(R.name) });
    return out;
  }

  // bigHTML draws a puzzle large for the projector.
  function bigHTML(it, layout) {
    if (it.ops) {
      var v = layout || R.digits(it.ops.slice(0, 9));
      return '<div class="tc-bkp" role="img" aria-label="' + esc(_("teach.big_rows", { rows: [0, 3, 6].map(function (r) { return v.slice(r, r + 3).map(rank).join(' '); }).join(', ') })) +
        '">' + v.map(function (x, p) { return '<span class="c' + (p === 8 ? ' hole' : '') + '">' + rank(x) + '</span>'; }).join('') + '</div>';
    }
    var t = it.two, card = function (c) { var k = R.card(c); return '<span class="c' + (k.red ? ' r' : '') + '" aria-label="' + esc(R.spoken(k)) + '"><b>' + R.rankText(k.rank) + '</b><i>' + R.SUIT[k.suit][1] + '</i></span>'; };
    return '<div class="tc-bt"><p><span class="tc-lb">' + esc(_("sheet.numbers")) + '</span>' + t.n.split(' ').map(card).join('') + '</p><p><span class="tc-lb">' + esc(_("sheet.operators")) + '</span>' +
      t.o.split(' ').map(card).join('') + ' <span class="tc-lb">' + esc(_("sheet.goal")) + '</span>' + card(t.g) + ' <span class="tc-gl">' + esc(goalText(t)) + '</span></p></div>';
  }

  // options reads a sheet's options from a query string (the form's fields). An option
  // that does not apply to the game is dropped (the form disables it): swaps is Ops only,
  // nomod and noneg Two Ops only, and the level chooses nothing for Ops alone with a
  // number of swaps; so the sheet and its command never carry it. A value the form never
  // writes is kept for its flaw to name (paper=a3; nomod or noneg other than 1 or nothing,
  // read as null), not taken as the default.
  function options(search) {
    var q = new URLSearchParams(search), num = function (k) { var v = q.get(k); return v === null || v === '' ? 0 : Number(v); };
    var box = function (k) { var v = q.get(k); return v === '1' ? true : v === null || v === '' ? false : null; };
    var o = {
      code: q.get('code') || '', game: q.get('game') || 'mixed', level: num('level'),
      count: q.has('count') ? num('count') : 20, paper: q.get('paper') || 'a4',
      swaps: num('swaps'), noModulo: box('nomod'), noNegative: box('noneg')
    };
    if (o.game === 'twoops') o.swaps = 0;
    if (o.game === 'ops') { o.noModulo = o.noNegative = false; if (o.swaps) o.level = 0; }
    return o;
  }

  // quote writes a shell word for the command line shown beside the sheet.
  function quote(s) { return /^[A-Za-z0-9._\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'"; }

  // command is the `opsdaily sheet` command that makes the same sheet, in the page's
  // language.
  function command(o) {
    var c = 'opsdaily sheet --seed ' + quote(o.code) + (P.lang === 'en' ? '' : ' --language ' + P.lang) + ' --game ' + o.game + ' --count ' + o.count;
    if (o.level) c += ' --difficulty ' + o.level;
    if (o.swaps) c += ' --swaps ' + o.swaps;
    if (o.noModulo) c += ' --no-modulo';
    if (o.noNegative) c += ' --no-negative';
    if (o.paper === 'letter') c += ' --paper letter';
    return c + ' --out sheet.html';
  }

  // assignLink is the address of the assignment of a query string, the one to send to
  // students: on the site's base URL when it has one (the page's canonical link), so that a
  // teacher who opens teach/ from disk or from a preview still sends the published address;
  // otherwise beside this page (a file:// address from disk, which the page says works only
  // on this computer).
  function assignLink(query) {
    var c = document.querySelector('link[rel="canonical"]'), base = location.href;
    if (c && /^https?:/.test(c.href)) base = c.href;
    return new URL('play/index.html?' + query, base).href;
  }

  // langs carries the page's query string (a sheet's or an assignment's options) over to
  // the links to this page in the site's other languages, which the build writes bare: a
  // student who switches language keeps the assignment (and its progress, kept for all the
  // languages), instead of a link the page calls broken; a teacher keeps the sheet.
  function langs() {
    if (!location.search) return;
    [].forEach.call(document.querySelectorAll('nav.langs a[lang]'), function (a) { a.href = a.href.replace(/[?#].*$/, '') + location.search; });
  }

  // start runs the page: it fills the form from the query string and, with a class code,
  // makes the sheet and draws it. The time it took is in the sheet's data-ms.
  function start(bank, SK) {
    langs();
    var form = $('[data-tc-form]'), o = options(location.search);
    var out = $('[data-tc-out]'), errBox = $('[data-tc-error]');
    var holder = $('[data-tc-sheet]');
    var field = function (name, v) { var el = form.elements[name]; if (el.type === 'checkbox') el.checked = !!v; else el.value = v; };
    field('code', o.code); field('game', o.game); field('level', o.level ? String(o.level) : ''); field('count', String(o.count));
    field('paper', o.paper); field('swaps', o.swaps ? String(o.swaps) : ''); field('nomod', o.noModulo); field('noneg', o.noNegative);
    field('help', new URLSearchParams(location.search).get('help') === '1');
    // The options of one game are disabled for the other: not sent, not in the command.
    var applies = function () {
      var g = form.elements.game.value;
      form.elements.swaps.disabled = g === 'twoops';
      form.elements.nomod.disabled = form.elements.noneg.disabled = g === 'ops';
      form.elements.level.disabled = g === 'ops' && !!form.elements.swaps.value;
    };
    form.elements.game.addEventListener('change', applies);
    form.elements.swaps.addEventListener('change', applies);
    applies();
    $('[data-tc-print]').addEventListener('click', function () { document.body.classList.remove('tc-pt'); window.print(); });
    results(bank);
    $('[data-tc-print-table]').addEventListener('click', function () {
      printTables($('[data-tc-table]'));
      document.body.classList.add('tc-pt'); window.print();
    });
    window.addEventListener('afterprint', function () { document.body.classList.remove('tc-pt'); printTables(null); });
    if (!new URLSearchParams(location.search).has('code')) return;
    // The paper is the printed sheet's alone (an assignment has none): told here, not by make.
    var t0 = performance.now(), sh = o.paper === 'a4' || o.paper === 'letter' ? make(bank, o) : { error: _("teach.bad_paper") };
    if (sh.error) {
      errBox.textContent = sh.error; errBox.hidden = false;
      return;
    }
    holder.innerHTML = body(sh, SK);
    var ms = performance.now() - t0;
    holder.dataset.ms = ms.toFixed(1);
    var pq = pages(sh.items, SK.layout), page = document.createElement('style');
    page.textContent = '@page{size:' + (o.paper === 'letter' ? 'letter' : 'A4') + ';margin:12mm}';
    document.head.appendChild(page);
    $('[data-tc-status]').textContent = _("teach.status", {
      title: doc(sh).title, code: sh.options.code, puzzles: _("teach.puzzles", { count: sh.items.length }), pages: _("teach.pages", { count: pq[0] }),
      keys: pq[1], from: pq[0] + 1, paper: o.paper === 'letter' ? _("teach.letter") : _("teach.a4")
    });
    $('[data-tc-cmd]').textContent = command(sh.options);
    var q = new URLSearchParams(location.search);
    q.set('help', form.elements.help.checked ? '1' : '0');
    q.delete('paper');
    var link = assignLink(q.toString());
    $('[data-tc-link]').href = link;
    $('[data-tc-url]').value = link;
    $('[data-tc-url-note]').hidden = /^https?:/.test(link);
    out.hidden = false;
    projector(sh);
  }

  // codeLines are the lines of the codes' text that are not blank; codeId is a line's code
  // as the tables tell codes apart (a code given twice counts once).
  function codeLines(text) { return String(text || '').split(/\r?\n/).filter(function (l) { return l.trim(); }); }
  function codeId(l) { return Rep.fromScan(l).toUpperCase().replace(/[^0-9A-Z]/g, ''); }

  // addCode adds a report code (or a link of OpsReport.link) to the codes' text, one a line,
  // unless it is there already.
  function addCode(text, code) {
    code = Rep.fromScan(code);
    var lines = codeLines(text);
    if (lines.some(function (l) { return codeId(l) === codeId(code); })) return lines.join('\n') + '\n';
    return lines.concat([code]).join('\n') + '\n';
  }

  // mergeCodes makes in text (this tab's codes) the change another tab made to the kept
  // codes, from was to now: the codes it added are added, those it removed removed, and
  // the rest of text (what the teacher typed here) is kept. It returns null when text has
  // nothing to change.
  function mergeCodes(text, was, now) {
    var before = codeLines(was).map(codeId), after = codeLines(now), afterIds = after.map(codeId);
    var lines = codeLines(text), changed = false;
    lines = lines.filter(function (l) {
      var k = codeId(l), gone = before.indexOf(k) >= 0 && afterIds.indexOf(k) < 0;
      if (gone) changed = true;
      return !gone;
    });
    var ids = lines.map(codeId);
    after.forEach(function (l, i) {
      if (before.indexOf(afterIds[i]) < 0 && ids.indexOf(afterIds[i]) < 0) { lines.push(l); ids.push(afterIds[i]); changed = true; }
    });
    return changed ? (lines.length ? lines.join('\n') + '\n' : '') : null;
  }

  // results runs the results section: the codes pasted, scanned or opened from a link
  // (index.html#add=CODE) make the class tables. The codes the teacher has given are kept in
  // local storage, under the site's prefix (OpsStats.here), so that codes added one by one
  // (scanned, or opened from their QR codes' links) make one table. A text of over
  // MAX_CODES_TEXT characters (4 MB, the most OpsStats.migrate carries over: no page reads
  // more) is not read back, and then never written over either, but for "Clear the codes":
  // a class's year of codes (a 40-puzzle assignment's code is some 200 characters) is
  // always read back whole, never lost to the next code added. Another tab of the site that
  // changes the codes (a report's link opened beside this one) has its change made here too
  // (mergeCodes), so that neither tab's next write loses the other's codes.
  function results(bank) {
    var CODES = OpsStats.here().prefix + 'teach:codes', MAX_CODES_TEXT = 4e6, report = $('[data-tc-report]'), area = report.elements.codes;
    var kept = P.get(CODES), unread = typeof kept === 'string' && kept.length > MAX_CODES_TEXT;
    // put keeps the codes' text, or deletes the key when there are none.
    var put = function (v) {
      if (unread) return;
      if (v.trim()) P.set(CODES, v); else try { localStorage.removeItem(CODES); } catch (e) { /* refused */ }
    };
    if (typeof kept === 'string' && !unread) area.value = kept;
    window.addEventListener('storage', function (e) {
      if (e.key !== CODES || e.storageArea !== localStorage) return;
      unread = false;
      var merged = mergeCodes(area.value, e.oldValue, e.newValue);
      if (merged !== null) { area.value = merged; render(true); }
    });
    // render draws the tables of the codes' text and keeps it, unless it was only brought
    // up to date with another tab's change (fromTab): what the teacher typed here is kept
    // when they make the tables, not before.
    function render(fromTab) {
      if (!fromTab) put(area.value);
      var r = classTables(bank, area.value), box = $('[data-tc-table]');
      $('[data-tc-problems]').innerHTML = r.problems.map(function (p) { return '<p class="tc-err">' + esc(p) + '</p>'; }).join('');
      box.innerHTML = r.tables.map(tableHTML).join('');
      box.hidden = $('[data-tc-table-acts]').hidden = r.tables.length === 0;
      var a = $('[data-tc-csv]');
      if (a.href.indexOf('blob:') === 0) URL.revokeObjectURL(a.href);
      a.href = URL.createObjectURL(new Blob([csv(r.tables)], { type: 'text/csv' }));
      return r;
    }
    // add adds a scanned code and says what became of it.
    function add(code) {
      var r = decodeReport(Rep.fromScan(code)), say = $('[data-tc-scan-msg]');
      if (r.error) { say.textContent = _("teach.scan_bad", { error: r.error }); return false; }
      area.value = addCode(area.value, code);
      render();
      say.textContent = _("teach.scan_added", { name: r.name || _("teach.no_name") });
      return true;
    }
    report.addEventListener('submit', function (e) { e.preventDefault(); render(); });
    $('[data-tc-clear]').onclick = function () {
      if (!area.value.trim() || confirm(_("teach.clear_confirm"))) { area.value = ''; unread = false; render(); }
    };
    // fromLink adds the code of the address's #add=CODE (the link of a report's QR code);
    // it reports whether it added one (then the tables are drawn).
    // A truncated or mistyped link (a stray %, say) is a code the page refuses in words,
    // never an exception; the address loses its #add= whatever it held, so that a reload
    // does not add it again.
    function fromLink() {
      var m = /^#add=(.*)$/.exec(location.hash), code;
      if (!m) return false;
      try { code = decodeURIComponent(m[1]); } catch (e) { code = m[1]; }
      history.replaceState(null, '', location.pathname + location.search);
      var ok = add(code);
      $('[data-tc-results]').scrollIntoView();
      return ok;
    }
    window.addEventListener('hashchange', fromLink);
    if (!fromLink() && area.value.trim()) render();
    scanner(add);
  }

  // scanner runs the QR scanner of the results: the browser's BarcodeDetector reading the
  // camera or a picture, where the browser has one; otherwise the page says what works.
  function scanner(add) {
    var box = $('[data-tc-scan]');
    var Det = typeof BarcodeDetector === 'function' ? BarcodeDetector : null;
    if (!Det) { $('[data-tc-noscan]').hidden = false; return; }
    var det = new Det({ formats: ['qr_code'] }), video = $('[data-tc-video]'), stream = null, cam = $('[data-tc-cam]');
    box.hidden = false;
    function first(found) { return found && found.length ? found[0].rawValue : null; }
    function stop() {
      if (stream) stream.getTracks().forEach(function (t) { t.stop(); });
      stream = null; video.hidden = true; cam.textContent = _("teach.cam");
    }
    function look() {
      if (!stream) return;
      det.detect(video).then(function (f) {
        var v = first(f);
        if (v && add(v)) return stop();
        setTimeout(look, 250);
      }, function () { setTimeout(look, 250); });
    }
    cam.onclick = function () {
      if (stream) return stop();
      if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) { $('[data-tc-scan-msg]').textContent = _("teach.cam_none"); return; }
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(function (s) {
        stream = s; video.srcObject = s; video.hidden = false; video.play();
        cam.textContent = _("teach.cam_stop");
        look();
      }, function () { $('[data-tc-scan-msg]').textContent = _("teach.cam_refused"); });
    };
    $('[data-tc-pic]').onchange = function () {
      var f = this.files && this.files[0], say = $('[data-tc-scan-msg]');
      if (!f) return;
      createImageBitmap(f).then(function (img) { return det.detect(img); }).then(function (found) {
        var v = first(found);
        if (v) add(v); else say.textContent = _("teach.pic_none");
      }, function () { say.textContent = _("teach.pic_bad"); });
      this.value = '';
    };
  }

  // projector runs the projector dialog of a sheet: one puzzle large, a timer, the solution
  // step by step.
  function projector(sh) {
    var dlg = $('[data-tc-proj]'), pn = $('[data-tc-pn]');
    var cur = 0, shown = 0, list = [], timer = null, secs = 0;
    pn.max = sh.items.length;
    function tick() { $('[data-tc-timer]').textContent = Math.floor(secs / 60) + ':' + (secs % 60 < 10 ? '0' : '') + secs % 60; }
    function stop() { if (timer) clearInterval(timer); timer = null; $('[data-tc-time]').textContent = _("teach.time_start"); }
    function draw() {
      var it = sh.items[cur], last = shown ? list[shown - 1] : null;
      $('[data-tc-ph]').textContent = _("teach.proj_heading", {
        n: it.n, total: sh.items.length, game: it.ops ? _("teach.proj_ops", { count: Number(it.ops[9]) }) : _("sheet.game_twoops"), level: it.level, name: levelName(it.level)
      });
      $('[data-tc-big]').innerHTML = bigHTML(it, last && last.layout);
      var ol = $('[data-tc-steps]');
      ol.innerHTML = list.slice(0, shown).map(function (s) {
        return '<li>' + (s.heard ? '<span aria-hidden="true">' + esc(s.text) + '</span><span class="sr">' + esc(s.heard) + '</span>' : esc(s.text)) + '</li>';
      }).join('');
      dlg.classList.toggle('tc-stepping', shown > 0);
      ol.scrollTop = ol.scrollHeight;
      $('[data-tc-step]').disabled = shown >= list.length;
      $('[data-tc-prev]').disabled = cur === 0;
      $('[data-tc-next]').disabled = cur === sh.items.length - 1;
    }
    function open(i) {
      cur = Math.max(0, Math.min(sh.items.length - 1, i)); shown = 0; list = steps(sh.items[cur]);
      stop(); secs = 0; tick(); draw();
    }
    $('[data-tc-project]').onclick = function () {
      open((Number(pn.value) || 1) - 1);
      if (dlg.showModal) dlg.showModal(); else dlg.setAttribute('open', '');
      $('[data-tc-step]').focus();
    };
    $('[data-tc-step]').onclick = function () { if (shown < list.length) { shown++; draw(); } if (shown >= list.length) $('[data-tc-close]').focus(); };
    $('[data-tc-prev]').onclick = function () { open(cur - 1); $('[data-tc-step]').focus(); };
    $('[data-tc-next]').onclick = function () { open(cur + 1); $('[data-tc-step]').focus(); };
    $('[data-tc-close]').onclick = function () { stop(); dlg.close(); };
    dlg.addEventListener('close', stop);
    $('[data-tc-time]').onclick = function () {
      if (timer) return stop();
      timer = setInterval(function () { secs++; tick(); }, 1000);
      this.textContent = _("teach.time_pause");
    };
  }

  // Report codes: OpsReport (report.js) writes and reads them; an assignment's options must
  // also make a sheet.
  var encodeReport = Rep.encodeAssignment, isTwo = Rep.isTwo;

  // decodeReport reads a report code; it returns {kind: 'assignment', options, name,
  // results}, {kind: 'practice', class, name, puzzles} or {error}.
  function decodeReport(text) {
    var r = Rep.decode(text);
    if (r.kind === 'assignment' && check(r.options)) return { error: _("report.not_report") };
    return r;
  }

  // atBest reports whether a result reached the best: an Ops start solved in its optimum
  // with no hint and no solution shown, a Two Ops result equal to the hand's best over any
  // discard.
  function atBest(it, x) {
    if (!x) return false;
    return it.ops ? x.moves === Number(it.ops[9]) && !x.hints && !x.shown : x.result === R.halves(it.two.b);
  }

  // opsText is an Ops result: "moves/fewest", with the hints and "shown" in words ("5/4,
  // 1 hint, shown"): a sign such as a light bulb is an empty box where no emoji font is
  // installed, and a screen reader names it by its Unicode name.
  function opsText(moves, fewest, x) { return moves + '/' + fewest + (x.hints ? ', ' + _("practice.hints", { count: x.hints }) : '') + (x.shown ? ', ' + _("teach.shown") : ''); }

  // cellText is a result in the class table: "moves/optimum" for Ops (with the hints and
  // "shown"), "result/best" for Two Ops; "–" when not played.
  function cellText(it, x) {
    if (!x) return '–';
    return (it.ops ? opsText(x.moves, it.ops[9], x) : show(x.result) + '/' + show(R.halves(it.two.b))) + (atBest(it, x) ? ' ✓' : '');
  }

  // classTables reads report codes, one a line (bare, or the links of OpsReport.link), into
  // the class tables: one per assignment, {options, sheet, students: [{name, results}]},
  // and one per practice class code, {practice: class code, students: [{name, puzzles}]};
  // and the problems of the lines refused. A code given twice counts once.
  function classTables(bank, text) {
    var tables = [], byKey = {}, problems = [], seen = {};
    String(text).split(/\r?\n/).forEach(function (line, n) {
      if (!line.trim()) return;
      var r = decodeReport(Rep.fromScan(line)), k;
      if (r.error) { problems.push(_("teach.line", { n: n + 1, error: r.error })); return; }
      var id = Rep.fromScan(line).toUpperCase().replace(/[^0-9A-Z]/g, '');
      if (seen[id]) return;
      seen[id] = true;
      if (r.kind === 'practice') {
        k = 'practice:' + r.class;
        if (!byKey[k]) tables.push(byKey[k] = { practice: r.class, students: [] });
        byKey[k].students.push({ name: r.name, puzzles: r.puzzles });
        return;
      }
      k = JSON.stringify(r.options);
      if (!byKey[k]) {
        var sh = make(bank, r.options);
        if (sh.error) { problems.push(_("teach.line", { n: n + 1, error: sh.error })); return; }
        byKey[k] = { options: r.options, sheet: sh, students: [] };
        tables.push(byKey[k]);
      }
      byKey[k].students.push({ name: r.name, results: r.results });
    });
    return { tables: tables, problems: problems };
  }

  // game names a game in the tables: "Ops", "Two Ops".
  function game(two) { return two ? _("teach.twoops") : _("teach.ops"); }

  // practiceText is a practice puzzle in the class table: its game and level, then
  // "moves/fewest" (Ops, with the hints and "shown") or "result/best of the kept" (Two Ops,
  // with the best over any discard and whether the discard was good); ✓ for a success.
  function practiceText(x) {
    var b, two = x.game === 'two';
    if (x.skipped) b = _("teach.skipped");
    else if (two) b = show(x.result) + '/' + show(x.kept) + ' ' + (x.good ? _("teach.best", { b: show(x.best) }) : _("teach.best_poor", { b: show(x.best) }));
    else b = opsText(x.moves, x.optimal, x);
    return _("teach.practice_puzzle", { game: game(two), l: x.level, text: b }) + (Rep.success(x) ? ' ✓' : '');
  }

  // of is "3 of 5".
  function of(a, b) { return esc(_("teach.of", { a: a, b: b })); }

  // head writes a table's header cells.
  function head(names) { return names.map(function (h) { return '<th scope="col">' + esc(h) + '</th>'; }).join(''); }

  // practiceTable draws the table of a practice class code: a row per session with its
  // puzzles in the order played, the successes per game and in all, and the totals.
  function practiceTable(t) {
    var tot = { n: 0, ops: 0, opsOk: 0, two: 0, twoOk: 0 };
    var b = '<table class="tc-class tc-practice"><caption>' +
      esc(_("teach.practice_caption", { which: t.practice ? _("teach.class_code", { code: t.practice }) : _("teach.no_class") })) + '</caption>' +
      '<thead><tr>' + head([_("teach.student"), _("teach.in_order"), _("teach.ops_successes"), _("teach.twoops_successes"), _("teach.successes")]) + '</tr></thead><tbody>';
    t.students.forEach(function (s) {
      var c = { ops: 0, opsOk: 0, two: 0, twoOk: 0 };
      s.puzzles.forEach(function (x) { var g = x.game === 'two' ? 'two' : 'ops'; c[g]++; if (Rep.success(x)) c[g + 'Ok']++; });
      ['ops', 'opsOk', 'two', 'twoOk'].forEach(function (k) { tot[k] += c[k]; });
      tot.n += s.puzzles.length;
      b += '<tr><th scope="row">' + esc(s.name || _("teach.no_name")) + '</th><td><ol class="tc-pl">' +
        s.puzzles.map(function (x) { return '<li>' + esc(practiceText(x)) + '</li>'; }).join('') + '</ol></td>' +
        '<td data-ops>' + of(c.opsOk, c.ops) + '</td><td data-two>' + of(c.twoOk, c.two) + '</td>' +
        '<td data-total>' + of(c.opsOk + c.twoOk, s.puzzles.length) + '</td></tr>';
    });
    return b + '</tbody><tfoot><tr><th scope="row">' + esc(_("teach.totals", { sessions: _("teach.sessions", { count: t.students.length }) })) + '</th><td>' +
      esc(_("teach.puzzles", { count: tot.n })) + '</td><td>' + of(tot.opsOk, tot.ops) + '</td><td>' + of(tot.twoOk, tot.two) + '</td><td>' + of(tot.opsOk + tot.twoOk, tot.n) + '</td></tr></tfoot></table>';
  }

  // csvField quotes a CSV field; a leading = + - @, TAB or CR (OWASP's CSV injection list)
  // is escaped with ' so that no spreadsheet reads a name as a formula, unless the field is
  // a number; a field with a quote, a comma, a CR or a LF is quoted, so that no name splits
  // a row.
  function csvField(v) {
    var s = String(v);
    if (/^[=+\-@\t\r]/.test(s) && isNaN(Number(s))) s = "'" + s;
    return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  }

  // csv writes class tables as CSV, one row per student and puzzle: the columns named in
  // the page's language, the words too (yes, no, the games), the numbers as a program
  // reads them ("7.5") whatever the language.
  function csv(tables) {
    var yes = _("teach.yes"), no = _("teach.no");
    var rows = [_("teach.csv_columns").split(',')];
    tables.forEach(function (t) {
      if (t.practice !== undefined) {
        t.students.forEach(function (s) {
          s.puzzles.forEach(function (x, i) {
            var two = x.game === 'two', played = !x.skipped;
            rows.push([t.practice, _("teach.csv_practice"), s.name, i + 1, game(two), played ? yes : no,
              played ? (two ? R.show(x.result) : x.moves) : '', two ? R.show(x.best) : x.optimal, played && !two ? x.hints : '',
              played && !two ? (x.shown ? yes : no) : '', played && two ? (x.good ? _("teach.good") : _("teach.poor")) : '', played && two ? R.show(x.kept) : '',
              Rep.success(x) ? yes : no, x.level]);
          });
        });
        return;
      }
      var what = doc(t.sheet).title + ', ' + _("teach.puzzles", { count: t.options.count });
      t.students.forEach(function (s) {
        t.sheet.items.forEach(function (it, i) {
          var x = s.results[i], two = !!it.two;
          rows.push([t.options.code, what, s.name, i + 1, game(two), x ? yes : no,
            x ? (two ? R.show(x.result) : x.moves) : '', two ? it.two.b : it.ops[9], x && !two ? x.hints : '',
            x && !two ? (x.shown ? yes : no) : '', x && two ? it.two.n.split(' ')[x.discard] : '', x && two ? R.show(x.kept) : '',
            atBest(it, x) ? yes : no, it.level]);
        });
      });
    });
    return rows.map(function (r) { return r.map(csvField).join(','); }).join('\r\n') + '\r\n';
  }

  // printTables makes, for "Print the table", a copy of each assignment's class table in
  // pieces of at most PRINT_COLUMNS columns after the students' names, which each piece
  // repeats with the caption, so that a table wider than the paper (a column a puzzle) is
  // never cut at the page's edge; the print shows the pieces in place of the table. With
  // null it removes them (after printing). A practice table (its puzzles in one column)
  // prints whole.
  var PRINT_COLUMNS = 8;
  function printTables(box) {
    [].forEach.call(document.querySelectorAll('.tc-print'), function (e) { e.parentNode.removeChild(e); });
    [].forEach.call(document.querySelectorAll('.tc-split'), function (e) { e.classList.remove('tc-split'); });
    if (!box) return;
    [].forEach.call(box.querySelectorAll('table.tc-class:not(.tc-practice)'), function (tb) {
      var n = tb.rows[0].cells.length, pieces = document.createElement('div');
      if (n <= PRINT_COLUMNS + 1) return;
      pieces.className = 'tc-print';
      for (var from = 1; from < n; from += PRINT_COLUMNS) {
        var t = pieces.appendChild(tb.cloneNode(true));
        [].forEach.call(t.rows, function (r) {
          for (var j = r.cells.length - 1; j >= 1; j--) if (j < from || j >= from + PRINT_COLUMNS) r.deleteCell(j);
        });
      }
      tb.classList.add('tc-split');
      tb.parentNode.insertBefore(pieces, tb.nextSibling);
    });
  }

  // tableHTML draws a class table: a row per student, a column per puzzle, the totals.
  function tableHTML(t) {
    if (t.practice !== undefined) return practiceTable(t);
    var items = t.sheet.items, per = items.map(function () { return 0; });
    var b = '<table class="tc-class"><caption>' + esc(_("teach.caption", { title: doc(t.sheet).title, code: t.options.code, puzzles: _("teach.puzzles", { count: items.length }) })) +
      '</caption><thead><tr>' + head([_("teach.student")].concat(items.map(function (it) { return it.n + ' ' + game(!it.ops); }), [_("teach.best_reached")])) + '</tr></thead><tbody>';
    t.students.forEach(function (s) {
      var good = 0;
      b += '<tr><th scope="row">' + esc(s.name || _("teach.no_name")) + '</th>';
      items.forEach(function (it, i) {
        var ok = atBest(it, s.results[i]);
        if (ok) { good++; per[i]++; }
        b += '<td data-n="' + it.n + '">' + esc(cellText(it, s.results[i])) + '</td>';
      });
      b += '<td data-total>' + of(good, items.length) + '</td></tr>';
    });
    b += '</tbody><tfoot><tr><th scope="row">' + esc(_("teach.best_reached")) + '</th>';
    per.forEach(function (k) { b += '<td>' + of(k, t.students.length) + '</td>'; });
    return b + '<td></td></tr></tfoot></table>';
  }

  return {
    steps: steps, bigHTML: bigHTML,
    classTables: classTables, csv: csv, tableHTML: tableHTML, atBest: atBest, cellText: cellText,
    addCode: addCode, mergeCodes: mergeCodes, encodeReport: encodeReport, decodeReport: decodeReport, isTwo: isTwo,
    start: start, command: command, langs: langs,
    pickHash: pickHash, check: check, make: make, MAX_COUNT: MAX_COUNT, MAX_CODE: MAX_CODE, body: body, doc: doc, pages: pages, options: options
  };
})();
if (typeof module !== 'undefined') module.exports = OpsTeach;
