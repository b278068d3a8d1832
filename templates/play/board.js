// The thin DOM layer of the game boards: it reads the markup of the templates, keeps the
// state of play and asks OpsRules for every rule.
//   OpsBoards.ops(root, opts)       starts an Ops board (root: [data-ops] of "ops-board")
//   OpsBoards.twoOps(root, t, opts) starts a Two Ops board (root: [data-twoops]); t is the
//                                   payload's "t" object
//   OpsBoards.say(root, text)       speaks on a board's live region (what an onDone says
//                                   joins the board's last message)
//   OpsPlay(date, payload)          starts the boards of a daily page
// Calling ops or twoOps again on the same root restarts it cleanly (handlers are replaced).
var OpsBoards = (function () {
  'use strict';
  var R = OpsRules, D = document;
  var reduced = window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches;

  function $(root, sel) { return root.querySelector(sel); }
  function $$(root, sel) { return [].slice.call(root.querySelectorAll(sel)); }
  function get(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  function set(k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  function json(k) { try { return JSON.parse(get(k)); } catch (e) { return null; } }
  function done(date, game) {
    var k = 'opsdaily:done:' + date, was = get(k);
    set(k, !was || was === game ? game : 'both');
  }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }
  function sym(code) { return R.symbol(R.card(code)); }
  function word(code) { return R.name(R.card(code)); }
  function face(el, c) {
    el.className = 'pc' + (c.red ? ' red' : '');
    el.setAttribute('data-card', c.code);
    el.setAttribute('data-c', R.symbol(c));
    el.setAttribute('aria-label', R.spoken(c));
    el.innerHTML = '<b>' + R.rankText(c.rank) + '</b><i aria-hidden="true">' + R.SUIT[c.suit][1] + '</i>';
  }
  // say speaks text in the board's live region, politely: the region is cleared first so
  // that the same words said again are read again, and what one action says in the same
  // moment (a swap that finishes the puzzle, and what the page adds in onDone) is one
  // message, not two. A tick is for the eye: the words say it.
  function say(root, text) {
    var live = $(root, '.play-sr');
    if (live.opsNow) { clearTimeout(live.opsTimer); text = live.opsNow + ' ' + text; }
    else Promise.resolve().then(function () { live.opsNow = ''; });
    live.opsNow = text = text.replace(/✓ /g, '');
    live.textContent = '';
    live.opsTimer = setTimeout(function () { live.textContent = text; }, 30);
  }
  function holds(l) { return l.holds; }
  // how notes that a daily page (save) has shown a board's "How to play", which opens
  // until then (the markup's script does it); the trainer pages store nothing of the boards.
  function how(game, save) {
    if (save) set('opsdaily:how:' + game, '1');
  }
  // example shows and says an example move of "How to play".
  function example(root, text) {
    $(root, '.play-example').textContent = text;
    say(root, text);
  }
  // toResult moves the focus to a finished puzzle's result box.
  function toResult(box) {
    box.tabIndex = -1;
    box.focus();
  }
  function acts(root) {
    var btn = {};
    $$(root, '[data-act]').forEach(function (b) { btn[b.getAttribute('data-act')] = b; });
    return btn;
  }
  function copy(btn, text) {
    function fallback() {
      var ta = D.createElement('textarea');
      ta.value = text; D.body.appendChild(ta); ta.select();
      try { D.execCommand('copy'); } catch (e) { /* nothing more to try */ }
      ta.remove(); btn.textContent = 'Copied';
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { btn.textContent = 'Copied'; }, fallback);
    } else fallback();
  }
  function prevDay(d) {
    return new Date(Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) - 864e5).toISOString().slice(0, 10);
  }
  var REGION = ['main', 'main', 'margin', 'main', 'main', 'margin', 'margin', 'margin', 'hole'];

  // ops starts an Ops board. opts: date (for storage; none: nothing is stored), start
  // ("781456923", default the markup's), optimal, suit (S H D C), save (default true when a
  // date is given), onDone({moves, best, hints, shown}).
  function ops(root, opts) {
    opts = opts || {};
    var board = $(root, '[data-ops-board]'), cards = $$(board, '[data-pos]');
    var status = $(root, '[data-ops-state]'), lis = $$(root, '.ops-lines li');
    var btn = acts(root), dialog = $(root, 'dialog'), doneBox = $(root, '.play-done');
    var date = opts.date, save = !!date && opts.save !== false;
    var start = opts.start ? R.digits(opts.start) : cards.map(function (c) { return +c.getAttribute('data-value'); });
    var best = opts.optimal != null ? opts.optimal : +board.getAttribute('data-optimal');
    board.setAttribute('data-optimal', best);
    var suit = opts.suit || board.getAttribute('data-suit') || 'S';
    board.setAttribute('data-suit', suit);
    var red = suit === 'H' || suit === 'D', S = R.SUIT[suit][1];
    var v = start.slice(), hist = [], picked = -1, hint = null, hints = 0, shown = false, ex = null;
    var solved = false, busy = false, run = {};
    root.opsRun = run; // a later start on this root stops this one's "show solution"

    function nm(x) { return R.name({ rank: x, suit: suit }); }
    function short(p) { return R.rankText(v[p]) + S; }
    function render() {
      cards.forEach(function (c, p) {
        var r = R.rankText(v[p]);
        c.setAttribute('data-value', v[p]);
        c.setAttribute('data-c', r + S);
        c.className = 'pc ops-' + REGION[p] + (red ? ' red' : '') + ((hint || ex || []).indexOf(p) >= 0 ? ' hint' : '');
        c.firstChild.textContent = r;
        c.lastChild.textContent = S;
        c.setAttribute('aria-label', R.spoken({ rank: v[p], suit: suit }) + ', row ' + ((p / 3 | 0) + 1) + ' column ' + (p % 3 + 1) + ', ' +
          REGION[p] + (p === picked ? ', picked' : ''));
        c.setAttribute('aria-pressed', p === picked);
      });
      var n = 0;
      R.lines(v).forEach(function (l, i) {
        if (l.holds) n++;
        lis[i].className = l.holds ? 'ok' : 'no';
        lis[i].innerHTML = '<span aria-hidden="true">' + (l.holds ? '✓' : '✗') + '</span> ' + l.name +
          ': <span class="eq">' + (l.holds ? l.equations[0] : l.a + ' ? ' + l.b + ' = ' + l.c) +
          '</span> <em>' + (l.holds ? 'holds' : 'doesn’t hold') + '</em>';
      });
      var m = hist.length;
      status.setAttribute('data-ops-state', solved ? 'solved' : 'playing');
      status.setAttribute('data-moves', m);
      status.textContent = solved ? (shown ? 'Solution shown: ' : 'Solved: ') + 'all four lines hold.'
        : 'Moves: ' + m + '. Lines holding: ' + n + ' of 4. The best is ' + best + (best === 1 ? ' move.' : ' moves.') +
        (hint ? ' Hint: swap ' + short(hint[0]) + ' and ' + short(hint[1]) + '.' : '');
      btn.undo.disabled = busy || solved || !m;
      btn.reset.disabled = busy || !m;
      btn.hint.disabled = btn.show.disabled = busy || solved;
      return n;
    }
    function summary(n) {
      return R.lines(v).map(function (l) {
        return l.name + (l.holds ? ' holds, ' + l.equations[0] : ' does not hold');
      }).join('. ') + '. ' + n + ' of 4 lines hold.';
    }
    // changes says which lines a swap made or broke, against the lines before it.
    function changes(before) {
      return R.lines(v).map(function (l, k) {
        return l.holds && !before[k].holds ? l.name + ' now holds: ' + l.equations[0] + '. '
          : !l.holds && before[k].holds ? l.name + ' no longer holds. ' : '';
      }).join('');
    }
    function swap(i, j, back) {
      var before = R.lines(v), x = v[i]; v[i] = v[j]; v[j] = x;
      if (back) hist.pop(); else hist.push([i, j]);
      picked = -1; hint = ex = null;
      solved = R.provable(v);
      var n = render();
      var text = (back ? 'Undone: ' : 'Swapped ') + 'the ' + nm(v[j]) + ' and the ' + nm(v[i]) + '. ' +
        (changes(before) || 'No line changed. ') + n + ' of 4 lines hold.';
      if (!solved) return say(root, text);
      var res = finish();
      say(root, text + ' ' + finished());
      toResult(doneBox);
      if (opts.onDone) opts.onDone(res);
    }
    // finished is the summary a screen reader hears when the puzzle is solved: the verdict,
    // the streak and that the result can be shared, each a whole sentence.
    function finished() {
      var parts = [$(root, '.ops-verdict').textContent];
      if (save) parts.push($(root, '.ops-streak').textContent, 'Copy shares your result.');
      return parts.filter(Boolean).join(' ');
    }
    function pick(p) {
      if (solved || busy) return;
      if (picked < 0) {
        picked = p; render();
        say(root, 'Picked the ' + nm(v[p]) + '. Now pick the card to swap it with.');
      } else if (picked === p) {
        picked = -1; render(); say(root, 'Put back.');
      } else swap(picked, p);
    }
    function finish() {
      var n = hist.length, res = { moves: n, best: best, hints: hints, shown: shown };
      $(root, '.ops-verdict').textContent = shown ? 'Solution shown: ' + n + ' moves, the best.'
        : 'Solved in ' + n + (n === 1 ? ' move' : ' moves') + '; the best is ' + best + '.' + (n === best ? ' Perfect!' : '');
      var share = $(root, '.play-share'), streakP = $(root, '.ops-streak');
      share.hidden = streakP.hidden = !save;
      if (save) {
        var key = 'opsdaily:ops:' + date;
        if (!get(key)) set(key, JSON.stringify(res));
        done(date, 'ops');
        var mine = json(key) || res, streak = 0, d = date, played = 0, top = 0, text, r;
        while ((r = json('opsdaily:ops:' + d)) && !r.shown) { streak++; d = prevDay(d); }
        try {
          for (var i = 0; i < localStorage.length; i++) {
            var k = localStorage.key(i);
            if (k.indexOf('opsdaily:ops:') === 0) {
              var h = json(k); played++;
              if (h && !h.shown && h.moves === h.best) top++;
            }
          }
        } catch (e) { /* no storage */ }
        text = 'opsdaily ' + date + ' Ops: ' + (mine.shown ? 'solution shown' : mine.moves + ' moves (best ' + best + ')') +
          '\n' + '🟩'.repeat(Math.min(mine.moves, best)) + '🟨'.repeat(Math.max(0, mine.moves - best)) +
          (mine.hints ? ' 💡' + mine.hints : '');
        $(share, 'output').textContent = text;
        btn.copy.textContent = 'Copy';
        btn.copy.onclick = function () { copy(btn.copy, text); };
        streakP.textContent = 'Streak: ' + streak + (streak === 1 ? ' day' : ' days') + '. Played ' + played +
          '; solved in the best number of moves ' + top + (top === 1 ? ' time.' : ' times.');
      }
      doneBox.hidden = false;
      return res;
    }
    function playOut() {
      var steps = R.solve(v, R.targets());
      shown = true; busy = true; hint = null; render();
      say(root, 'Showing a solution in ' + steps.length + ' swaps.');
      (function step() {
        if (root.opsRun !== run) return;
        if (!steps.length) { busy = false; render(); return; }
        var s = steps.shift();
        busy = steps.length > 0;
        swap(s[0], s[1]);
        if (steps.length) setTimeout(step, reduced ? 0 : 600);
      })();
    }
    function focusPos(p) {
      cards.forEach(function (c, i) { c.tabIndex = i === p ? 0 : -1; });
      cards[p].focus();
    }

    board.onclick = function (e) {
      var c = e.target.closest('[data-pos]');
      if (c) pick(+c.getAttribute('data-pos'));
    };
    board.onkeydown = function (e) {
      var c = e.target.closest('[data-pos]');
      if (!c) return;
      var p = R.step(+c.getAttribute('data-pos'), e.key, 3, 9);
      if (p >= 0) {
        e.preventDefault();
        focusPos(p);
      } else if (e.key === 'Escape' && picked >= 0) { picked = -1; render(); say(root, 'Put back.'); }
    };
    // The first visit opens "How to play"; its example is a swap that makes a line hold
    // from where the player is (a swap of the real board, not counted as a hint).
    how('ops', save);
    btn.example.onclick = function () {
      var l0 = R.lines(v), n = l0.filter(holds).length, text = 'No one swap adds a line from here.';
      ex = null;
      for (var i = 0; i < 9 && !ex; i++) {
        for (var j = i + 1; j < 9 && !ex; j++) {
          var w = v.slice(), lw;
          w[i] = v[j]; w[j] = v[i]; lw = R.lines(w);
          if (lw.filter(holds).length > n) {
            ex = [i, j];
            var made = lw.filter(function (l, k) { return l.holds && !l0[k].holds; })[0];
            text = 'For example, swapping the ' + nm(v[i]) + ' and the ' + nm(v[j]) + ' (marked) makes ' + made.name + ' hold: ' + made.equations[0] + '.';
          }
        }
      }
      render();
      example(root, text);
    };
    btn.undo.onclick = function () { var s = hist[hist.length - 1]; if (s) swap(s[0], s[1], true); };
    btn.reset.onclick = function () {
      v = start.slice(); hist = []; picked = -1; hint = null; solved = false;
      doneBox.hidden = true;
      say(root, 'Back to the start. ' + summary(render()));
    };
    btn.hint.onclick = function () {
      hint = R.nextSwap(v, R.targets());
      if (!hint) return;
      hints++; picked = -1; render();
      say(root, 'Hint: swap the ' + nm(v[hint[0]]) + ' with the ' + nm(v[hint[1]]) + '.');
    };
    btn.show.onclick = function () {
      if (dialog && dialog.showModal) {
        dialog.returnValue = '';
        dialog.onclose = function () { if (dialog.returnValue === 'yes') playOut(); };
        dialog.showModal();
      } else if (confirm('Show a solution?')) playOut();
    };
    doneBox.hidden = true;
    cards.forEach(function (c, i) { c.tabIndex = i ? -1 : 0; });
    render();
  }

  // twoOps starts a Two Ops board with the payload's t: {o: operators, g: goal card,
  // goal, b: best, a: advised discard, d: [{c: discard, b: best kept, k: keep rate,
  // p: "KH 9C 3C JS 5H 2D 5C" an optimal arrangement of the five kept and the marker}]}.
  // opts: date (for storage), numbers (six codes: re-deal the hand), save, onDone({discard,
  // result (halves), kept, best, arrangement: the six slot codes [a, op, b, c, op, d],
  // marker}); onDiscard(code): the board ends at the discard (t may then be {}: nothing
  // after it is shown); discarded (a code): the board starts after that discard.
  function twoOps(root, T, opts) {
    opts = opts || {};
    var hand = $(root, '.to-hand'), table = $(root, '.to-table'), out = $(root, '.play-done');
    var help = $(root, '.play-help'), btn = acts(root), date = opts.date, save = !!date && opts.save !== false;
    if (opts.numbers) {
      $$(hand, '[data-card]').forEach(function (b, i) { face(b, R.card(opts.numbers[i])); });
    }
    var nums = $$(hand, '[data-card]').map(function (b) { return b.getAttribute('data-card'); });
    var chosen = null, kept = [], slots = [null, null, null, null, null, null], sel = null, goal = T.goal, totalSaid = '';
    var KIND = ['first number', 'operator', 'second number'];

    function pickDiscard() {
      $$(hand, '[data-card]').forEach(function (b) { b.setAttribute('aria-pressed', b.getAttribute('data-card') === sel); });
      btn.discard.disabled = !sel;
      btn.discard.textContent = sel ? 'Discard the ' + sym(sel) : 'Pick a card to discard';
    }
    how('twoops', save);
    // The example operation uses the first two of the player's own number cards.
    btn.example.onclick = function () {
      var c = (chosen ? kept : nums).slice(0, 2), x = R.card(c[0]), y = R.card(c[1]);
      $$(root, '.pc[data-card]').forEach(function (e) { e.classList.toggle('hint', c.indexOf(e.getAttribute('data-card')) >= 0); });
      example(root, 'For example, your ' + R.symbol(x) + ' and ' + R.symbol(y) + ' (marked) with a king of hearts: ' +
        R.explain(R.card('KH'), x, y) + '.');
    };
    hand.onclick = function (e) {
      var c = e.target.closest('[data-card]');
      if (!c || chosen) return;
      $$(hand, '.hint').forEach(function (h) { h.classList.remove('hint'); });
      sel = c.getAttribute('data-card') === sel ? null : c.getAttribute('data-card');
      pickDiscard();
      if (sel) say(root, 'Discard the ' + R.name(R.card(sel)) + '? Press the discard button to confirm.');
    };
    btn.discard.onclick = function () {
      if (!sel) return;
      chosen = sel; sel = null;
      kept = nums.filter(function (c) { return c !== chosen; });
      hand.hidden = help.hidden = btn.discard.parentNode.hidden = true;
      if (opts.onDiscard) return opts.onDiscard(chosen);
      var g = $(root, '.to-goal'), gc = R.card(T.g), el = D.createElement('span');
      face(el, gc);
      g.innerHTML = '';
      g.appendChild(el);
      var p = D.createElement('p');
      // Shown with the cards' signs (6♦, K♣), said with their names: "K♣" reads as "K club suit".
      var told = function (of) {
        return 'You discarded the ' + of(chosen) + '. Your operators are the ' + T.o.map(of).join(' and the ') +
          '. The goal card, the ' + of(T.g) + ', is ' + (gc.value % 2 ? 'odd' : 'even') + ' and ' +
          (gc.red ? 'red' : 'black') + ': the goal is ' + R.GOAL_TEXT[goal] + '.';
      };
      p.textContent = told(sym);
      g.appendChild(p);
      table.hidden = false;
      draw();
      say(root, told(word));
      var f = $(table, '.to-pool [data-card]');
      if (f) f.focus();
    };

    function value(row) {
      var a = slots[row * 3], o = slots[row * 3 + 1], b = slots[row * 3 + 2];
      return a && o && b ? R.operate(R.card(o), R.card(a), R.card(b)) : null;
    }
    // resultText is the total line; ear names the marker in words, for the live region.
    function resultText(u, w, marker, ear) {
      var sum = goal.slice(-3) === 'sum';
      return (marker ? 'Marker: ' + (ear ? 'the ' + word(marker) : sym(marker)) + '. ' : '') + (sum ? 'Sum: ' : 'Difference: ') +
        (u === null || w === null ? '?' : (sum ? R.show(u) + ' + ' + R.show(w) : '|' + R.show(u) + ' − ' + R.show(w) + '|') +
          ' = ' + R.show(R.combine(goal, u, w))) + '.';
    }
    function draw(focus) {
      var pool = $(table, '.to-pool'), placed = slots.filter(Boolean);
      pool.innerHTML = '';
      kept.concat(T.o).forEach(function (code) {
        if (placed.indexOf(code) >= 0) return;
        var b = D.createElement('button');
        b.type = 'button'; face(b, R.card(code));
        b.setAttribute('aria-pressed', code === sel);
        b.onclick = function () {
          sel = sel === code ? null : code;
          var op = R.card(code).court, to = -1;
          for (var i = 0; i < 6 && sel; i++) if (!slots[i] && (i % 3 === 1) === op) { to = i; break; }
          draw(to >= 0 ? 's' + to : 'c' + code);
          if (sel) say(root, 'Picked the ' + R.name(R.card(code)) + '. Now pick a slot for it.');
        };
        pool.appendChild(b);
      });
      for (var row = 0; row < 2; row++) {
        var el = $(table, '[data-row="' + row + '"]'), h = value(row);
        el.innerHTML = '<span class="to-lab">Operation ' + (row + 1) + '</span>';
        for (var i = 0; i < 3; i++) el.appendChild(slot(row * 3 + i));
        var eq = D.createElement('output');
        eq.textContent = '= ' + (h === null ? '?' : R.show(h));
        el.appendChild(eq);
      }
      var used = slots.filter(function (c, i) { return c && i % 3 !== 1; });
      var marker = used.length === 4 ? kept.filter(function (c) { return used.indexOf(c) < 0; })[0] : null;
      $(table, '.to-total').textContent = resultText(value(0), value(1), marker);
      totalSaid = resultText(value(0), value(1), marker, true);
      btn.submit.disabled = value(0) === null || value(1) === null;
      if (focus) {
        var f = focus[0] === 's' ? $(table, '[data-slot="' + focus.slice(1) + '"]') : $(table, '.to-pool [data-card="' + focus.slice(1) + '"]');
        (f || $(table, '.to-pool button') || btn.submit).focus();
      }
    }
    // slot draws slot i: a card with its name, where it is first ("7 of hearts, operation 1,
    // first number"), or an empty slot named for the ear ("Operation 1, operator, empty").
    function slot(i) {
      var code = slots[i], b = D.createElement('button'), isOp = i % 3 === 1, row = (i / 3 | 0) + 1;
      var where = 'operation ' + row + ', ' + KIND[i % 3];
      b.type = 'button';
      if (code) {
        face(b, R.card(code));
        b.setAttribute('aria-label', R.spoken(R.card(code)) + ', ' + where);
      } else {
        b.innerHTML = '<span aria-hidden="true">' + (isOp ? 'op' : '#') + '</span>';
        b.setAttribute('aria-label', 'Operation ' + row + ', ' + KIND[i % 3] + ', empty');
      }
      b.className += ' to-slot' + (isOp ? ' to-opslot' : '');
      b.setAttribute('data-slot', i);
      b.onclick = function () {
        if (sel) {
          if (R.card(sel).court !== isOp) {
            say(root, 'This slot takes ' + (isOp ? 'an operator.' : 'a number card.'));
            return;
          }
          var placed = sel, h;
          slots[i] = sel; sel = null;
          draw('s' + i);
          var first = $(table, '.to-pool button');
          if (first) first.focus();
          // One message: the card and where it went, then what is now complete.
          h = value(row - 1);
          say(root, R.name(R.card(placed)) + ' placed: ' + where + '.' +
            (h === null ? '' : ' Operation ' + row + ' makes ' + R.show(h) + '.') +
            (value(0) !== null && value(1) !== null ? ' ' + totalSaid : ''));
        } else if (code) {
          slots[i] = null; draw('s' + i);
          say(root, 'Took back the ' + R.name(R.card(code)) + ' from ' + where + '.');
        }
      };
      return b;
    }
    btn.submit.onclick = function () {
      var r = R.combine(goal, value(0), value(1)), d = T.d.filter(function (x) { return x.c === chosen; })[0];
      var kb = R.halves(d.b), ob = R.halves(T.b), adv = T.d.filter(function (x) { return x.c === T.a; })[0];
      var p = d.p.split(' '), C = p.map(R.card);
      $$(table, 'button').forEach(function (b) { b.disabled = true; });
      function pct(k) { return Math.round(k * 100) + '%'; }
      out.innerHTML = '<p class="to-verdict">Your result: <strong>' + R.show(r) + '</strong>. ' +
        (r === kb ? '<span aria-hidden="true">✓ </span>The best for the cards you kept.' : 'The best for the cards you kept is ' + esc(d.b) + '.') +
        ' The best over any discard is ' + esc(T.b) + (kb === ob ? ', and your discard kept it.' : '.') + '</p>' +
        '<p>An optimal arrangement of your cards:</p><ul><li>' + esc(R.explain(C[0], C[1], C[2])) + '</li><li>' +
        esc(R.explain(C[3], C[4], C[5])) + '</li></ul><p>' +
        esc(resultText(R.operate(C[0], C[1], C[2]), R.operate(C[3], C[4], C[5]), p[6])) +
        '</p><p>Your discard, the ' + sym(chosen) + ', has a keep rate of ' + pct(d.k) +
        ': in that share of the operators and goal cards you could not see, the five cards you kept do as well as all six. ' +
        (chosen === T.a ? 'That is the advised discard.' : 'The advised discard was the ' + sym(T.a) + ' (' + pct(adv.k) + ').') +
        '</p><table class="to-rates"><caption>Keep rate of each discard</caption><tr><th scope="col">Discard</th>' +
        '<th scope="col">Keep rate</th><th scope="col">Best of the five kept</th></tr>' +
        T.d.map(function (x) {
          return '<tr' + (x.c === chosen ? ' class="mine"' : '') + '><td>' + sym(x.c) + (x.c === chosen ? ' (yours)' : '') +
            (x.c === T.a ? ' (advised)' : '') + '</td><td>' + pct(x.k) + '</td><td>' + esc(x.b) + '</td></tr>';
        }).join('') + '</table>';
      out.hidden = false;
      var used = slots.filter(function (c, i) { return i % 3 !== 1; });
      var res = { discard: chosen, result: r, kept: d.b, best: T.b, arrangement: slots.slice(),
        marker: kept.filter(function (c) { return used.indexOf(c) < 0; })[0] };
      if (save) {
        var key = 'opsdaily:twoops:' + date;
        if (!get(key)) set(key, JSON.stringify({ result: R.show(r), kept: d.b, best: T.b, discard: chosen }));
        done(date, 'twoops');
      }
      // The verdict is spoken whole; the explanation and the table are read from the focus.
      say(root, $(out, '.to-verdict').textContent + ' The details follow.');
      toResult(out);
      if (opts.onDone) opts.onDone(res); // what it says joins the verdict's message
    };
    hand.hidden = help.hidden = btn.discard.parentNode.hidden = false;
    table.hidden = out.hidden = true;
    $(table, '.to-goal').innerHTML = '';
    pickDiscard();
    if (opts.discarded) { sel = opts.discarded; btn.discard.onclick(); }
  }

  return { ops: ops, twoOps: twoOps, say: say };
})();

// OpsLocalDay returns the visitor's own date, YYYY-MM-DD by the local calendar: the only
// place the daily page reads the clock for dates (the stats' pure code is given dates).
function OpsLocalDay(now) {
  'use strict';
  function p(n) { return (n < 10 ? '0' : '') + n; }
  return now.getFullYear() + '-' + p(now.getMonth() + 1) + '-' + p(now.getDate());
}

// OpsComeBack shows the "come back" notice of a page of a day after the build date
// ([data-comeback]) and hides the Ops and Two Ops boards while the visitor's date is
// before the day; it returns true then (the boards must not start).
function OpsComeBack(date) {
  'use strict';
  var note = document.querySelector('[data-comeback]'), early = !!note && date > OpsLocalDay(new Date());
  if (note) {
    note.hidden = !early;
    ['ops', 'twoops'].forEach(function (id) {
      var el = document.getElementById(id);
      if (el) el.hidden = early;
    });
  }
  return early;
}

// OpsPrint draws the Two Ops operators, goal card and goal (the payload's t) on the canvas
// of the print layout's fold-under strip when the page prints: a drawing, so that they are
// in no text of the page (HTML, print, reader view, accessible names) before the discard.
function OpsPrint(t) {
  'use strict';
  var cv = document.querySelector('.pday .fold canvas'), R = OpsRules;
  if (!cv || !cv.getContext) return;
  function draw() {
    // Drawn off screen, then copied as pixels: a canvas prints its drawing commands, text
    // included, unless it holds pixels only.
    var off = document.createElement('canvas'), g = off.getContext('2d'), x = 0, goal = t.goal.replace(/-/g, ' ');
    off.width = cv.width; off.height = cv.height;
    if (!g) return;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, cv.width, cv.height);
    g.fillStyle = g.strokeStyle = '#000';
    g.lineWidth = 3;
    g.textBaseline = 'middle';
    function text(s, px) {
      g.font = 'bold ' + px + 'px sans-serif';
      g.fillText(s, x, 75, cv.width - x);
      x += g.measureText(s).width + 20;
    }
    function card(code) {
      var c = R.card(code);
      g.strokeRect(x + 2, 10, 96, 130);
      g.textAlign = 'center';
      g.font = 'bold 50px sans-serif';
      g.fillText(R.rankText(c.rank), x + 50, 52);
      g.fillText(R.SUIT[c.suit][1], x + 50, 106);
      g.textAlign = 'left';
      x += 116;
    }
    text('Operators', 30);
    card(t.o[0]); card(t.o[1]);
    x += 16;
    text('Goal', 30);
    card(t.g);
    text(goal, 36);
    cv.getContext('2d').putImageData(g.getImageData(0, 0, cv.width, cv.height), 0, 0);
    if (cv.nextElementSibling) cv.nextElementSibling.hidden = true;
  }
  addEventListener('beforeprint', draw);
  var mq = window.matchMedia && matchMedia('print');
  if (mq && mq.addListener) mq.addListener(function (e) { if (e.matches) draw(); });
}

// OpsPlay starts the boards of a daily page: the day's date and its obfuscated payload.
function OpsPlay(date, payload) {
  'use strict';
  if (OpsComeBack(date)) return;
  var data = null;
  try { data = OpsRules.decode(payload, date); } catch (e) { data = null; }
  if (data) OpsPrint(data.t);
  [].forEach.call(document.querySelectorAll('[data-ops]'), function (root) {
    OpsBoards.ops(root, { date: date });
  });
  [].forEach.call(document.querySelectorAll('[data-twoops]'), function (root) {
    if (data) OpsBoards.twoOps(root, data.t, { date: date });
    else root.querySelector('[data-act="discard"]').textContent = 'This page could not load its puzzle.';
  });
}
