// The practice page's thin DOM layer. TrainerPractice(bank) deals the bank's puzzles (see
// site/internal/bank) into the daily page's boards (OpsBoards, board.js) in the learner's
// seeded order, keeps the level and progress in localStorage and explains each result; a
// session ends with a report code for the teacher (OpsReport, report.js; its QR code by
// OpsQR, qr.js). Rules come from OpsRules (rules.js) and TrainerRules (trainer.js).
function TrainerPractice(bank) {
  'use strict';
  var R = OpsRules, T = TrainerRules, Rep = OpsReport, D = document;
  // Progress is kept beside the site's daily history, under its key (OpsStats: by the
  // site's seed and path), so that two sites never share it.
  var PREFIX = OpsStats.here().key.replace(/days$/, 'practice:');
  var code = (new URLSearchParams(location.search).get('class') || '').trim().toLowerCase()
    .replace(/[^a-z0-9_-]/g, '').slice(0, 24);
  var key = PREFIX + (code ? 'class:' + code : 'self');

  function $(sel, root) { return (root || D).querySelector(sel); }
  function get(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  function set(k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }
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
  set(key, JSON.stringify(st));
  if (code) {
    $('#tr-code').value = code;
    $('[data-tr-who]').innerHTML = 'Class code “' + esc(code) + '”: everyone with this code gets the same puzzles in the same order. ' +
      '<a href="index.html">Practise on your own</a>';
  }

  // The puzzle a learner meets at a level: the next one of the level in the seeded order.
  function current(game) {
    var g = st[game], list = (game === 'ops' ? bank.ops : bank.two)[g.level - 1];
    var ord = T.order(st.seed, game + '/' + g.level, list.length);
    return list[ord[g.seen[g.level - 1] % list.length]];
  }
  function levelText(game) {
    var g = st[game], el = $('[data-tr-level="' + game + '"]'), a = el.querySelector('a');
    el.setAttribute('data-level', g.level);
    el.firstChild.textContent = 'Level ' + g.level + ' of 5, puzzle ' + (g.seen[g.level - 1] + 1) + ' of this level. ' +
      (g.streak ? g.streak + ' success in a row. ' : '') + (g.played ? 'Successes: ' + g.good + ' of ' + g.played + '. ' : '');
    if (a) el.appendChild(a);
  }
  // finish records a result: the level rule, the next puzzle of the level, the session
  // (x, the puzzle as a report code holds it), the storage.
  function finish(game, success, x) {
    var g = st[game], was = g.level, s = T.adapt(g, success);
    x.level = was;
    st.session.push(x);
    g.seen[was - 1]++;
    g.played++;
    if (success) g.good++;
    g.level = s.level; g.streak = s.streak;
    var full = st.session.length >= Rep.MAX_SESSION;
    if (full) endSession();
    set(key, JSON.stringify(st));
    sessionText();
    if (full) setTimeout(showReport, 0);
    return g.level > was ? ' You move up to level ' + g.level + '.' : g.level < was ? ' You move down to level ' + g.level + '.' :
      success ? ' One more success in a row moves you up.' : '';
  }
  function feedback(game, ok, html) {
    var f = $('[data-tr-feedback="' + game + '"]');
    f.className = 'tr-feedback ' + (ok ? 'ok' : 'miss');
    f.innerHTML = html;
    f.hidden = false;
    // Said with the board's own last message (onDone runs as the board speaks): one message.
    OpsBoards.say(game === 'ops' ? opsRoot : twoRoot, f.querySelector('h3').textContent);
    var next = $('[data-tr-next="' + game + '"]');
    next.textContent = game === 'ops' ? 'Next puzzle' : 'Next hand';
    next.classList.remove('quiet');
  }

  // Ops solitaire.
  var opsRoot = $('#ops [data-ops]'), opsDone = false;
  function mini(v, main) {
    return '<span class="tr-mini" role="img" aria-label="Layout ' + v.join(' ') + '">' + v.map(function (x, p) {
      return '<span' + (main && [0, 1, 3, 4].indexOf(p) >= 0 ? ' class="m"' : '') + '>' + (x === 0 ? 10 : x) + '</span>';
    }).join('') + '</span>';
  }
  var opsPuzzle = '';
  function startOps() {
    var p = opsPuzzle = current('ops');
    opsDone = false;
    $('[data-tr-feedback="ops"]').hidden = true;
    $('[data-tr-next="ops"]').textContent = 'Skip: counts as a miss';
    $('[data-tr-next="ops"]').classList.add('quiet');
    opsRoot.setAttribute('data-tr-start', p.slice(0, 9));
    OpsBoards.ops(opsRoot, { start: p.slice(0, 9), optimal: +p.slice(9), save: false, onDone: doneOps });
    levelText('ops');
  }
  function doneOps(r) {
    if (opsDone) return;
    opsDone = true;
    var start = R.digits(opsRoot.getAttribute('data-tr-start')), ok = !r.shown && !r.hints && r.moves === r.best;
    var steps = R.solve(start, R.targets()), v = start.slice();
    var swaps = steps.map(function (s) {
      var a = v[s[0]], b = v[s[1]]; v[s[0]] = b; v[s[1]] = a;
      return '<li>Swap the ' + (a || 10) + ' and the ' + (b || 10) + '.</li>';
    }).join('');
    var lines = R.lines(v).map(function (l) { return '<li>' + l.name + ': <span class="eq">' + esc(l.equations[0]) + '</span></li>'; }).join('');
    var verdict = r.shown ? 'Solution shown: that counts as a miss.' : ok ? '✓ Success: solved in ' + r.moves + ' moves, the best.' :
      'Solved in ' + r.moves + ' moves' + (r.hints ? ' with ' + r.hints + (r.hints === 1 ? ' hint' : ' hints') : '') +
      '; a success needs the best, ' + r.best + ', with no hint.';
    var x = { game: 'ops', skipped: false, optimal: r.best, moves: r.moves, hints: r.hints || 0, shown: !!r.shown };
    feedback('ops', ok, '<h3>' + verdict + finish('ops', ok, x) + '</h3><p>The best is ' + r.best + ' swaps. One way:</p><ol>' + swaps +
      '</ol><p>It ends on this layout:</p><p>' + mini(v, true) + '</p><p>All four of its lines hold:</p><ul>' + lines + '</ul>');
  }
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
    $('[data-tr-next="two"]').textContent = 'Skip: counts as a miss';
    $('[data-tr-next="two"]').classList.add('quiet');
    var t = T.payload(deal.n.split(' ').map(R.card), deal.o.split(' ').map(R.card), R.card(deal.g),
      deal.d.map(function (x) { return x[1]; }));
    OpsBoards.twoOps(twoRoot, t, { numbers: deal.n.split(' '), save: false, onDone: doneTwo });
    levelText('two');
  }
  function doneTwo(r) {
    if (twoDone) return;
    twoDone = true;
    var nums = deal.n.split(' '), i = nums.indexOf(r.discard), top = 0;
    deal.d.forEach(function (d) { top = Math.max(top, d[1]); });
    var keptBest = R.halves(deal.d[i][0]), goodDiscard = deal.d[i][1] >= top - 0.05 * bank.outcomes;
    var ok = r.result === keptBest && goodDiscard;
    var pct = function (k) { return Math.round(100 * k / bank.outcomes) + '%'; };
    var x = { game: 'two', skipped: false, result: r.result, kept: keptBest, best: R.halves(deal.b), good: goodDiscard };
    feedback('two', ok, '<h3>' + (ok ? '✓ Success.' : 'Not yet a success.') + finish('two', ok, x) + '</h3><p>' +
      (r.result === keptBest ? 'You reached the best for the cards you kept, ' + esc(deal.d[i][0]) + '. ' :
        'Your result was ' + R.show(r.result) + '; the best for the cards you kept is ' + esc(deal.d[i][0]) + '. ') +
      'Your discard keeps the best in ' + pct(deal.d[i][1]) + ' of the outcomes you could not see; the highest keep rate is ' + pct(top) +
      (goodDiscard ? ', so it was a good discard.' : ', so the discard was not good enough (a success needs a keep rate within 5 points of it).') +
      ' The board above shows the arithmetic of an optimal play and every keep rate.</p>');
  }
  $('[data-tr-next="two"]').onclick = function () {
    if (!twoDone) finish('two', false, { game: 'two', skipped: true, result: 0, kept: 0, best: R.halves(deal.b), good: false });
    startTwo();
    var c = $('[data-card]', twoRoot);
    if (c) c.focus();
  };

  $('[data-tr-reset]').onclick = function () {
    if (!confirm('Reset your practice progress' + (code ? ' for class code “' + code + '”' : '') + '? Levels and counts start again.')) return;
    try { localStorage.removeItem(key); } catch (e) { /* nothing stored */ }
    st = load();
    set(key, JSON.stringify(st));
    box.hidden = true;
    sessionText();
    startOps(); startTwo();
  };

  // The session: the puzzles finished (or skipped) since the last report code, kept with
  // the progress. It ends when the learner asks for the code or after Rep.MAX_SESSION
  // puzzles; its code is kept (st.last) until the next one.
  function sessionText() {
    var n = st.session.length;
    $('[data-tr-session]').textContent = 'This session: ' + (n ? n + (n === 1 ? ' puzzle' : ' puzzles') + ' of at most ' + Rep.MAX_SESSION + '.' : 'no puzzle yet.') +
      (n === 0 && st.last ? ' The button shows your last report code again.' : '');
    $('[data-tr-finish]').disabled = n === 0 && !st.last;
  }
  // endSession turns the session into its report code (st.last) and starts a new one.
  function endSession() {
    if (!st.session.length) return;
    st.last = Rep.encodePractice({ class: code, name: name(), puzzles: st.session });
    st.session = [];
  }
  function name() {
    var n = (get('opsdaily:name') || '').trim();
    return n && n.length <= 30 ? n : '';
  }
  var box = $('[data-tr-report]');
  $('[data-tr-max]').textContent = Rep.MAX_SESSION;
  // showReport shows the report code of the session, asking the name first if need be.
  function showReport() {
    endSession();
    set(key, JSON.stringify(st));
    sessionText();
    if (!st.last) return;
    box.hidden = false;
    var r = Rep.decode(st.last);
    if (!r.name && name()) {
      r.name = name();
      st.last = Rep.encodePractice(r);
      set(key, JSON.stringify(st));
    }
    $('[data-tr-name]').hidden = !!r.name;
    $('[data-tr-code-box]').hidden = !r.name;
    if (!r.name) { $('#tr-name').focus(); return; }
    var good = r.puzzles.filter(Rep.success).length;
    $('[data-tr-code]').textContent = st.last;
    $('[data-tr-summary]').textContent = r.name + ': ' + good + (good === 1 ? ' success' : ' successes') + ' in ' + r.puzzles.length + (r.puzzles.length === 1 ? ' puzzle' : ' puzzles') +
      (code ? ', class code ' + code : '') + '.';
    var qr = $('[data-tr-qr]'), link = Rep.link(new URL('../teach/', location.href), st.last);
    qr.textContent = '';
    if (typeof OpsQR !== 'undefined') {
      try { qr.appendChild(OpsQR.svg(link || st.last, link ? 'QR code: a link to the teacher\'s page with this report code' : 'QR code of the report code')); } catch (e) { /* the text is enough */ }
    }
    $('[data-tr-code-box]').hidden = false;
    box.focus();
  }
  $('[data-tr-finish]').onclick = showReport;
  $('[data-tr-name]').onsubmit = function (e) {
    e.preventDefault();
    var n = this.elements.name.value.trim().slice(0, 30);
    if (!n) return;
    set('opsdaily:name', n);
    showReport();
  };
  $('[data-tr-copy]').onclick = function () { OpsBoards.copy(this, $('[data-tr-code]').textContent); };
  $('[data-tr-close]').onclick = function () { box.hidden = true; $('[data-tr-finish]').focus(); };
  $('#tr-name').value = name();
  sessionText();

  if (typeof OpsBoards === 'undefined') {
    $('[data-tr-who]').textContent = 'This page could not start its boards.';
    return;
  }
  startOps();
  startTwo();
}
