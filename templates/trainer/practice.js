// The practice page's thin DOM layer. TrainerPractice(bank) deals the bank's puzzles (see
// site/internal/bank) into the daily page's boards (OpsBoards, board.js) in the learner's
// seeded order, keeps the level and progress in localStorage and explains each result; a
// session ends with a report code for the teacher (OpsReport, report.js; its QR code by
// OpsQR, qr.js). Rules come from OpsRules (rules.js) and TrainerRules (trainer.js), the
// words from the catalogue's [messages.practice], by the _ of templates/play/page.js.
function TrainerPractice(bank) {
  'use strict';
  var R = OpsRules, T = TrainerRules, Rep = OpsReport, P = OpsPage, $ = P.$, get = P.get, set = P.set, esc = P.esc;
  // Progress and the learner's name are kept beside the site's daily history, under its
  // prefix (OpsStats: by the site's seed and path), so that two sites never share them.
  var PREFIX = OpsStats.here().prefix + 'practice:', NAME = OpsStats.here().prefix + 'name';
  // A class code is 1 to 24 letters, digits, - and _, its letters read as lower case (7B is
  // 7b); any other ?class= is refused in words, naming it, and never changed into another
  // class's code: the learner practises on their own until the code is put right.
  var CODE = /^[A-Za-z0-9_-]{1,24}$/;
  var asked = (new URLSearchParams(location.search).get('class') || '').trim();
  var code = CODE.test(asked) ? asked.toLowerCase() : '';
  var key = PREFIX + (code ? 'class:' + code : 'self');

  function randomSeed() {
    var a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return a[0].toString(36) + a[1].toString(36);
  }
  function fresh() {
    var game = function () { return { level: 1, streak: 0, seen: [0, 0, 0, 0, 0], played: 0, good: 0 }; };
    return { seed: code ? 'class:' + code : randomSeed(), ops: game(), two: game() };
  }
  // load reads the stored progress, keeping each value that is valid and taking the fresh
  // one for the rest: the seed (a class's own, or a short word), and per game a level 1-5,
  // the successes in a row, the puzzles met at each of the five levels and the counts.
  // Whatever is stored, the boards start; the next save writes back the valid whole.
  function load() {
    var s = null, f = fresh();
    try { s = JSON.parse(get(key)); } catch (e) { s = null; }
    var n = OpsStats.whole;
    if (s && typeof s === 'object') {
      if (!code && typeof s.seed === 'string' && /^[0-9a-z]{1,30}$/.test(s.seed)) f.seed = s.seed;
      ['ops', 'two'].forEach(function (game) {
        var v = s[game], w = f[game];
        if (!v || typeof v !== 'object') return;
        if (n(v.level, 1, 5)) w.level = v.level;
        if (n(v.streak, 0, 1e9)) w.streak = v.streak;
        if (Array.isArray(v.seen) && v.seen.length === 5 && v.seen.every(function (x) { return n(x, 0, 1e9); })) w.seen = v.seen.slice();
        if (n(v.played, 0, 1e9)) w.played = v.played;
        if (n(v.good, 0, w.played)) w.good = v.good;
        // The puzzle in progress: the Two Ops card discarded, checked against the deal in
        // startTwo; the Ops puzzle ({p: as the bank writes it, l: the layouts a hint was
        // asked on, s: the solution asked for}), checked against the puzzle in startOps.
        if (game === 'two' && typeof v.open === 'string' && /^(10|[2-9AJQK])[SHDC]$/.test(v.open)) w.open = v.open;
        var o = v.open;
        if (game === 'ops' && o && typeof o === 'object' && typeof o.p === 'string' && Array.isArray(o.l) && o.l.length < 128 &&
          o.l.every(function (x) { return typeof x === 'string' && /^[1-9]{9}$/.test(x); })) w.open = { p: o.p, l: o.l.slice(), s: o.s === true };
      });
      f.session = session(s.session);
      if (typeof s.last === 'string' && s.last.length < 4096 && Rep.decode(s.last).kind === 'practice') f.last = s.last;
    } else f.session = [];
    return f;
  }
  // session returns the stored puzzles of the session if every one of them is one a
  // report code can hold, else an empty session.
  function session(list) {
    var int = OpsStats.whole;
    if (!Array.isArray(list) || list.length >= Rep.MAX_SESSION) return [];
    var ok = list.every(function (x) {
      if (!x || typeof x !== 'object' || !int(x.level, 1, 5) || typeof x.skipped !== 'boolean') return false;
      if (x.game === 'ops') return int(x.optimal, 0, 20) && int(x.moves, 0, 255) && int(x.hints, 0, 127) && typeof x.shown === 'boolean';
      return x.game === 'two' && int(x.result, -127, 127) && int(x.kept, -127, 127) && int(x.best, -127, 127) && typeof x.good === 'boolean';
    });
    return ok ? list : [];
  }
  var st = load();
  // save keeps the progress as it stands (st, checked by load when read back).
  function save() { set(key, JSON.stringify(st)); }
  save();
  // Two tabs of the page keep one progress: each takes in what the other saves (the
  // storage event, and again before it records a result), keeping only its own puzzles
  // in progress (open: what it shows), so that neither, saving, takes back the puzzles
  // the other finished. The level and puzzle lines stay those of the puzzles shown until
  // the next ones are dealt, from the progress taken in.
  function merge() {
    var mine = { ops: st.ops.open, two: st.two.open };
    st = load();
    ['ops', 'two'].forEach(function (game) {
      if (mine[game]) st[game].open = mine[game];
      else delete st[game].open;
    });
  }
  window.addEventListener('storage', function (e) {
    if (e.key === key) { merge(); sessionText(); }
  });
  if (code) {
    $('#tr-code').value = code;
    $('[data-tr-who]').innerHTML = esc(_("practice.class_who", { code: code })) + ' <a href="index.html">' + esc(_("practice.class_own")) + '</a>';
  }
  // refuse says why a class code is refused, on the field (the form has novalidate: the
  // page's words, in its language, not the browser's bubble).
  function refuse(v) {
    var cs = Array.from(v), err = $('[data-tr-class-err]');
    err.textContent = _("practice_code.bad", { code: cs.length > 30 ? cs.slice(0, 30).join('') + '…' : v });
    err.hidden = false;
    $('#tr-code').setAttribute('aria-invalid', 'true');
  }
  if (asked && !code) { $('#tr-code').value = asked; refuse(asked); }
  $('#tr-code').form.addEventListener('submit', function (e) {
    var v = $('#tr-code').value.trim();
    if (v && !CODE.test(v)) { e.preventDefault(); refuse(v); $('#tr-code').focus(); }
  });

  // The puzzle a learner meets at a level: the next one of the level in the seeded order;
  // dealt keeps the level of the puzzle each board shows.
  var dealt = {};
  function current(game) {
    var g = st[game], list = (game === 'ops' ? bank.ops : bank.two)[g.level - 1];
    dealt[game] = g.level;
    var ord = T.order(st.seed, game + '/' + g.level, list.length);
    return list[ord[g.seen[g.level - 1] % list.length]];
  }
  function levelText(game) {
    var g = st[game], el = $('[data-tr-level="' + game + '"]'), a = el.querySelector('a');
    el.setAttribute('data-level', g.level);
    el.firstChild.textContent = [_("practice.level", { n: g.level, p: g.seen[g.level - 1] + 1 }),
      g.streak ? _("practice.streak", { count: g.streak }) : '', g.played ? _("practice.score", { good: g.good, n: g.played }) : ''
    ].filter(Boolean).join(' ') + ' ';
    if (a) el.appendChild(a);
  }
  // finish records a result: the level rule, the next puzzle of the level, the session
  // (x, the puzzle as a report code holds it, at the level it was dealt at), the storage.
  function finish(game, success, x) {
    merge();
    var g = st[game], was = g.level, s = T.adapt(g, success);
    x.level = dealt[game];
    st.session.push(x);
    g.seen[x.level - 1]++;
    g.played++;
    delete g.open;
    if (success) g.good++;
    g.level = s.level; g.streak = s.streak;
    var full = st.session.length >= Rep.MAX_SESSION;
    if (full) endSession();
    save();
    sessionText();
    if (full) setTimeout(showReport, 0);
    return g.level > was ? ' ' + _("practice.up", { n: g.level }) : g.level < was ? ' ' + _("practice.down", { n: g.level }) :
      success ? ' ' + _("practice.one_more") : '';
  }
  function feedback(game, ok, html) {
    var f = $('[data-tr-feedback="' + game + '"]');
    f.className = 'tr-feedback ' + (ok ? 'ok' : 'miss');
    f.innerHTML = html;
    f.hidden = false;
    // The Ops board's own result box is hidden here (trainer.css): this is the result, where
    // the focus goes, as on the daily page (the Two Ops board's result has it already).
    if (game === 'ops') f.focus();
    // Said with the board's own last message (onDone runs as the board speaks): one message.
    OpsBoards.say(game === 'ops' ? opsRoot : twoRoot, f.querySelector('h3').textContent);
    var next = $('[data-tr-next="' + game + '"]');
    next.textContent = game === 'ops' ? _("practice.next_ops") : _("practice.next_two");
    next.classList.remove('quiet');
  }

  // Ops solitaire. LINE_NAMES names the lines in the order of OpsRules.lines.
  var LINE_NAMES = [_("lines.row1"), _("lines.row2"), _("lines.col1"), _("lines.col2")];
  var opsRoot = $('#ops [data-ops]'), opsDone = false;
  function mini(v, main) {
    return '<span class="tr-mini" role="img" aria-label="' + esc(_("practice.layout", { cells: v.join(' ') })) + '">' + v.map(function (x, p) {
      return '<span' + (main && [0, 1, 3, 4].indexOf(p) >= 0 ? ' class="m"' : '') + '>' + (x === 0 ? 10 : x) + '</span>';
    }).join('') + '</span>';
  }
  var opsPuzzle = '';
  function startOps() {
    var p = opsPuzzle = current('ops');
    opsDone = false;
    $('[data-tr-feedback="ops"]').hidden = true;
    $('[data-tr-next="ops"]').textContent = _("practice.skip");
    $('[data-tr-next="ops"]').classList.add('quiet');
    opsRoot.setAttribute('data-tr-start', p.slice(0, 9));
    if (!st.ops.open || st.ops.open.p !== p) st.ops.open = { p: p, l: [], s: false };
    OpsBoards.ops(opsRoot, { start: p.slice(0, 9), optimal: +p.slice(9), save: false, onDone: doneOps });
    levelText('ops');
  }
  function doneOps(r) {
    if (opsDone) return;
    opsDone = true;
    // The puzzle as a report code holds it, judged by the report's rule (OpsReport.success).
    // The hints count the layouts hinted before a reload too (opsHinted), one a layout as the board counts them.
    var x = { game: 'ops', skipped: false, optimal: r.best, moves: r.moves, hints: Math.max(r.hints || 0, opsHinted().length), shown: !!r.shown || !!(st.ops.open && st.ops.open.s) }, ok = Rep.success(x);
    var start = R.digits(opsRoot.getAttribute('data-tr-start'));
    var steps = R.solve(start, R.targets()), v = start.slice();
    var swaps = steps.map(function (s) {
      var a = v[s[0]], b = v[s[1]]; v[s[0]] = b; v[s[1]] = a;
      return '<li>' + esc(_("practice.swap", { a: a || 10, b: b || 10 })) + '</li>';
    }).join('');
    var lines = R.lines(v).map(function (l, i) {
      return '<li>' + esc(_("practice.line", { line: LINE_NAMES[i] })) + ' <span class="eq">' + esc(l.equations[0]) + '</span></li>';
    }).join('');
    var moves = _("practice.moves", { count: r.moves });
    var verdict = x.shown ? _("practice.shown") : ok ? _("practice.ops_success", { moves: moves }) : x.hints ?
      _("practice.ops_miss_hints", { moves: moves, hints: _("practice.hints", { count: x.hints }), best: r.best }) :
      _("practice.ops_miss", { moves: moves, best: r.best });
    feedback('ops', ok, '<h3>' + esc(verdict + finish('ops', ok, x)) + '</h3><p>' + esc(_("practice.one_way", { count: r.best })) + '</p><ol>' + swaps +
      '</ol><p>' + esc(_("practice.ends")) + '</p><p>' + mini(v, true) + '</p><p>' + esc(_("practice.all_hold")) + '</p><ul>' + lines + '</ul>');
  }
  // opsHinted is the layouts of the Ops puzzle in progress a hint was asked on, kept with the
  // progress, so that a reload does not take back a hint (the board counts its own, since it
  // started). Hint's click is seen after the board's (on its button): the layout is the one hinted.
  function opsHinted() { return st.ops.open ? st.ops.open.l : []; }
  opsRoot.addEventListener('click', function (e) {
    var b = e.target.closest('[data-act="hint"]'), l = [].map.call(opsRoot.querySelectorAll('[data-ops-board] [data-pos]'), function (c) { return c.dataset.value; }).join('');
    if (!b || opsDone || !st.ops.open || R.provable(R.digits(l)) || opsHinted().indexOf(l) >= 0) return;
    st.ops.open.l.push(l);
    save();
  });
  // The solution asked for is kept as soon as it is (the dialog's yes), before it plays: a
  // reload while it plays does not take it back.
  var opsDialog = $('dialog', opsRoot);
  if (opsDialog) opsDialog.addEventListener('close', function () {
    if (opsDialog.returnValue !== 'yes' || opsDone || !st.ops.open) return;
    st.ops.open.s = true;
    save();
  });
  $('[data-tr-next="ops"]').onclick = function () {
    if (!opsDone) finish('ops', false, { game: 'ops', skipped: true, optimal: +opsPuzzle.slice(9), moves: 0, hints: 0, shown: false });
    startOps();
    var c = $('[data-pos="0"]', opsRoot);
    if (c) c.focus();
  };

  // Two Ops.
  var twoRoot = $('#twoops [data-twoops]'), twoDone = false, deal = null;
  function startTwo() {
    deal = current('two');
    twoDone = false;
    $('[data-tr-feedback="two"]').hidden = true;
    $('[data-tr-next="two"]').textContent = _("practice.skip");
    $('[data-tr-next="two"]').classList.add('quiet');
    var t = T.payload(deal.n.split(' ').map(R.card), deal.o.split(' ').map(R.card), R.card(deal.g),
      deal.d.map(function (x) { return x[1]; }));
    // The discard is kept as soon as it is made (the board then goes on after it), so that
    // a reload after the operators and the goal card were shown does not offer it again.
    var o = { numbers: deal.n.split(' '), save: false, onDone: doneTwo }, back = st.two.open;
    if (back && o.numbers.indexOf(back) >= 0) o.discarded = back;
    else o.onDiscard = function (c) {
      st.two.open = o.discarded = c;
      delete o.onDiscard;
      save();
      OpsBoards.twoOps(twoRoot, t, o);
    };
    OpsBoards.twoOps(twoRoot, t, o);
    levelText('two');
  }
  function doneTwo(r) {
    if (twoDone) return;
    twoDone = true;
    var nums = deal.n.split(' '), i = nums.indexOf(r.discard), top = 0;
    deal.d.forEach(function (d) { top = Math.max(top, d[1]); });
    var keptBest = R.halves(deal.d[i][0]), goodDiscard = T.goodDiscard(deal.d[i][1], top, bank.outcomes);
    var pct = function (k) { return Math.round(100 * k / bank.outcomes); };
    var x = { game: 'two', skipped: false, result: r.result, kept: keptBest, best: R.halves(deal.b), good: goodDiscard }, ok = Rep.success(x);
    var keep = { p: pct(deal.d[i][1]), top: pct(top) };
    feedback('two', ok, '<h3>' + esc((ok ? _("practice.two_success") : _("practice.two_miss")) + finish('two', ok, x)) + '</h3><p>' + esc([
      r.result === keptBest ? _("practice.reached", { best: keptBest / 2 }) : _("practice.result", { result: r.result / 2, best: keptBest / 2 }),
      goodDiscard ? _("practice.keep_good", keep) : _("practice.keep_poor", keep), _("practice.board_shows")].join(' ')) + '</p>');
  }
  $('[data-tr-next="two"]').onclick = function () {
    if (!twoDone) finish('two', false, { game: 'two', skipped: true, result: 0, kept: 0, best: R.halves(deal.b), good: false });
    startTwo();
    var c = $('[data-card]', twoRoot);
    if (c) c.focus();
  };

  $('[data-tr-reset]').onclick = function () {
    if (!confirm(code ? _("practice.reset_class", { code: code }) : _("practice.reset_confirm"))) return;
    try { localStorage.removeItem(key); } catch (e) { /* nothing stored */ }
    st = load();
    save();
    box.hidden = true;
    sessionText();
    startOps(); startTwo();
  };

  // The session: the puzzles finished (or skipped) since the last report code, kept with
  // the progress. It ends when the learner asks for the code or after Rep.MAX_SESSION
  // puzzles; its code is kept (st.last) until the next one.
  function sessionText() {
    var n = st.session.length;
    $('[data-tr-session]').textContent = (n ? _("practice.session", { count: n, max: Rep.MAX_SESSION }) : _("practice.session_none")) +
      (n === 0 && st.last ? ' ' + _("practice.session_last") : '');
    $('[data-tr-finish]').disabled = n === 0 && !st.last;
  }
  // endSession turns the session into its report code (st.last) and starts a new one.
  function endSession() {
    if (!st.session.length) return;
    st.last = Rep.encodePractice({ class: code, name: name(), puzzles: st.session });
    st.session = [];
  }
  function name() {
    var n = (get(NAME) || '').trim();
    return n && n.length <= 30 ? n : '';
  }
  var box = $('[data-tr-report]');
  // showReport shows the report code of the session, asking the name first if need be.
  function showReport() {
    endSession();
    save();
    sessionText();
    if (!st.last) return;
    box.hidden = false;
    var r = Rep.decode(st.last);
    if (!r.name && name()) {
      r.name = name();
      st.last = Rep.encodePractice(r);
      save();
    }
    $('[data-tr-name]').hidden = !!r.name;
    $('[data-tr-code-box]').hidden = !r.name;
    if (!r.name) { $('#tr-name').focus(); return; }
    var good = r.puzzles.filter(Rep.success).length;
    $('[data-tr-code]').textContent = st.last;
    var sum = { name: r.name, good: _("practice.successes", { count: good }), puzzles: _("practice.puzzles", { count: r.puzzles.length }), code: code };
    $('[data-tr-summary]').textContent = code ? _("practice.summary_class", sum) : _("practice.summary", sum);
    var qr = $('[data-tr-qr]'), link = Rep.link(new URL('../teach/', location.href), st.last);
    qr.textContent = '';
    if (typeof OpsQR !== 'undefined') {
      try { qr.appendChild(OpsQR.svg(link || st.last, link ? _("practice.qr_link") : _("practice.qr_code"))); } catch (e) { /* the text is enough */ }
    }
    $('[data-tr-code-box]').hidden = false;
    box.focus();
  }
  $('[data-tr-finish]').onclick = showReport;
  $('[data-tr-name]').onsubmit = function (e) {
    e.preventDefault();
    var n = this.elements.name.value.trim().slice(0, 30);
    // Only spaces: the field is emptied and said missing, as an empty one is (the form's
    // required), instead of a press that did nothing.
    if (!n) { this.elements.name.value = ''; this.reportValidity(); this.elements.name.focus(); return; }
    set(NAME, n);
    showReport();
  };
  $('[data-tr-copy]').onclick = function () { OpsBoards.copy(this, $('[data-tr-code]').textContent); };
  $('[data-tr-close]').onclick = function () { box.hidden = true; $('[data-tr-finish]').focus(); };
  $('#tr-name').value = name();
  sessionText();

  if (typeof OpsBoards === 'undefined') {
    $('[data-tr-who]').textContent = _("practice.no_boards");
    return;
  }
  startOps();
  startTwo();
}
