// The thin DOM layer of the game boards: it reads the markup of the templates, keeps the
// state of play and asks OpsRules for every rule.
//   OpsBoards.ops(root, opts)       starts an Ops board (root: [data-ops] of "ops-board")
//   OpsBoards.twoOps(root, t, opts) starts a Two Ops board (root: [data-twoops]); t is the
//                                   payload's "t" object
//   OpsBoards.say(root, text)       speaks on a board's live region (what an onDone says
//                                   joins the board's last message)
//   OpsPlay(date, payload)          starts the boards of a daily page
// Calling ops or twoOps again on the same root restarts it cleanly (handlers are replaced).
// Every word comes from the catalogue (the board.* messages, templates/i18n); cards shown
// have their signs ("7♠"), cards said have their names ("the 7 of spades").
var OpsBoards = (function () {
  'use strict';
  var R = OpsRules, D = document, P = OpsPage, $ = P.$, esc = P.esc;
  var reduced = window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches;

  function $$(root, sel) { return Array.from(root.querySelectorAll(sel)); }
  function sym(code) { return R.symbol(R.card(code)); }
  function word(code) { return R.name(R.card(code)); }
  // val writes a Two Ops value (halves) for people: "7.5", "7,5" in French.
  function val(h) { return P.num(h / 2); }
  function face(el, c) {
    el.className = 'pc' + (c.red ? ' red' : '');
    el.dataset.card = c.code;
    el.dataset.c = R.symbol(c);
    el.setAttribute('aria-label', R.spoken(c));
    el.innerHTML = '<b>' + R.rankText(c.rank) + '</b><i>' + R.SUIT[c.suit][1] + '</i>';
  }
  // say speaks text in the board's live region, politely: the region is cleared first so
  // that the same words said again are read again, and what one action says in the same
  // moment (a swap that finishes the puzzle, and what the page adds in onDone) is one
  // message, not two. A tick is for the eye: the words say it.
  function say(root, text) {
    var live = $('.play-sr', root);
    if (live.opsNow) { clearTimeout(live.opsTimer); text = live.opsNow + ' ' + text; }
    else Promise.resolve().then(function () { live.opsNow = ''; });
    live.opsNow = text = text.replace(/✓ /g, '');
    live.textContent = '';
    live.opsTimer = setTimeout(function () { live.textContent = text; }, 30);
  }
  function holds(l) { return l.holds; }
  // example shows and says an example move of "How to play": heard, when given, is the
  // same words for the ear (cards named, not signed).
  function example(root, text, heard) {
    $('.play-example', root).textContent = text;
    say(root, heard || text);
  }
  // toResult moves the focus to a finished puzzle's result box.
  function toResult(box) {
    box.tabIndex = -1;
    box.focus();
  }
  function acts(root) {
    var btn = {};
    $$(root, '[data-act]').forEach(function (b) { btn[b.dataset.act] = b; });
    return btn;
  }
  // copy copies text and says so: on the button btn, and in the live region nearest it
  // (say; the stats dialog has its own, as a modal dialog hides the rest of the page from
  // screen readers), if the page has one (an operator's template may not). The fallback selects a text area of its own beside btn (inside the
  // dialog, as what is outside a modal dialog is inert), then gives the focus back to btn.
  function copy(btn, text) {
    function done() {
      btn.textContent = _("board.copied");
      for (var r = btn; r && !$('.play-sr', r); r = r.parentNode);
      if (r) say(r, _("board.copied_said"));
    }
    function fallback() {
      var ta = D.createElement('textarea');
      ta.value = text; btn.after(ta); ta.select();
      try { D.execCommand('copy'); } catch (e) { /* nothing more to try */ }
      ta.remove(); btn.focus(); done();
    }
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }
  // parts lays out the three parts of a layout, main (m), margin (g) and hole (h), over its
  // nine positions in reading order.
  function parts(m, g, h) { return [m, m, g, m, m, g, g, g, h]; }
  var REGION = parts('main', 'margin', 'hole');
  // WHERE names each position's part for the ear, as play.Label does in Go.
  var WHERE = parts(_("board.main"), _("board.margin"), _("board.hole"));
  // PUT is what a card picked and pressed again says, on either board: it is put back.
  var PUT = _("board.put_back");

  // ops starts an Ops board. opts: start ("781456923", default the markup's), optimal, suit
  // (S H D C), restore (a finished game to show finished: {m: moves, h: hints, s: shown,
  // l: final layout}, see OpsStats), onDone({moves, best, hints, shown, layout}, restored).
  // The board stores nothing: the daily page's OpsDay keeps the record.
  function ops(root, opts) {
    opts = opts || {};
    var board = $('[data-ops-board]', root), cards = $$(board, '[data-pos]');
    var status = $('[data-ops-state]', root), lis = $$(root, '.ops-lines li');
    var btn = acts(root), dialog = $('dialog', root), doneBox = $('.play-done', root);
    var save = !!opts.date, start = opts.start ? R.digits(opts.start) : cards.map(function (c) { return +c.firstChild.textContent || 1; });
    var best = opts.optimal != null ? opts.optimal : +board.dataset.optimal;
    board.dataset.optimal = best;
    var suit = opts.suit || board.dataset.suit || 'S';
    board.dataset.suit = suit;
    var red = suit === 'H' || suit === 'D', S = R.SUIT[suit][1];
    // hinted holds the layouts a hint was given on: a hint asked again on one of them is
    // the same hint (the solver's, for the same cards in the same places), said again and
    // not counted again, on every board that counts hints (daily, practice, assignments).
    var v = start.slice(), hist = [], picked = -1, hint = null, hints = 0, shown = false, ex = null, hinted = {};
    var solved = false, busy = false, run = {};
    root.opsRun = run; // a later start on this root stops this one's "show solution"

    function nm(x) { return R.name({ rank: x, suit: suit }); }
    function moves(n) { return _("board.moves", { count: n }); }
    function held(n) { return _("board.lines_hold", { count: n }); }
    function short(p) { return R.rankText(v[p]) + S; }
    function render() {
      cards.forEach(function (c, p) {
        var r = R.rankText(v[p]);
        c.dataset.value = v[p];
        c.dataset.c = r + S;
        c.className = 'pc ops-' + REGION[p] + (red ? ' red' : '') + ((hint || ex || []).indexOf(p) >= 0 ? ' hint' : '');
        c.firstChild.textContent = r;
        c.lastChild.textContent = S;
        var l = _("board.card", { n: R.spoken({ rank: v[p], suit: suit }), r: (p / 3 | 0) + 1, c: p % 3 + 1, w: WHERE[p] });
        c.setAttribute('aria-label', p === picked ? _("board.picked", { l: l }) : l);
        c.setAttribute('aria-pressed', p === picked);
      });
      var n = 0;
      R.lines(v).forEach(function (l, i) {
        if (l.holds) n++;
        lis[i].className = l.holds ? 'ok' : 'no';
        lis[i].innerHTML = '<span aria-hidden="true">' + (l.holds ? '✓' : '✗') + '</span> ' + esc(_("board.line", { l: l.name })) +
          ' <span class="eq">' + (l.holds ? l.equations[0] : l.a + ' ? ' + l.b + ' = ' + l.c) +
          '</span> <em>' + esc(l.holds ? _("board.holds") : _("board.not_holds")) + '</em>';
      });
      var m = hist.length;
      status.dataset.opsState = solved ? 'solved' : 'playing';
      status.dataset.moves = m;
      status.textContent = solved ? (shown ? _("board.status_shown") : _("board.status_solved"))
        : _("board.status", { m: m, n: n, b: moves(best) }) + (hint ? ' ' + _("board.status_hint", { a: short(hint[0]), b: short(hint[1]) }) : '');
      btn.undo.disabled = busy || solved || !m;
      btn.reset.disabled = busy || !m;
      btn.hint.disabled = btn.show.disabled = busy || solved;
      // A button disabled under the focus (Undo or Reset back at the start, Show solution
      // as it plays) hands it to the cards, not to the page; no other control of a page
      // with boards keeps the focus as it is disabled.
      if (D.activeElement.disabled) focusPos(0);
      return n;
    }
    function summary(n) {
      return R.lines(v).map(function (l) {
        return l.holds ? _("board.sum_holds", { l: l.name, e: l.equations[0] }) : _("board.sum_not", { l: l.name });
      }).join(' ') + ' ' + held(n);
    }
    // changes says which lines a swap made or broke, against the lines before it.
    function changes(before) {
      return R.lines(v).map(function (l, k) {
        return l.holds && !before[k].holds ? _("board.now_holds", { l: l.name, e: l.equations[0] }) + ' '
          : !l.holds && before[k].holds ? _("board.no_longer", { l: l.name }) + ' ' : '';
      }).join('');
    }
    function swap(i, j, back) {
      var before = R.lines(v), x = v[i]; v[i] = v[j]; v[j] = x;
      if (back) hist.pop(); else hist.push([i, j]);
      picked = -1; hint = ex = null;
      solved = R.provable(v);
      var n = render();
      var ab = { a: nm(v[j]), b: nm(v[i]) };
      var text = (back ? _("board.undone", ab) : _("board.swapped", ab)) + ' ' +
        (changes(before) || _("board.no_change") + ' ') + held(n);
      if (!solved) return say(root, text);
      // What a screen reader hears when the puzzle is solved: the swap, the verdict, and
      // what onDone adds to it (the record, that the result can be shared).
      var res = finish();
      say(root, text + ' ' + $('.ops-verdict', root).textContent);
      toResult(doneBox);
      if (opts.onDone) opts.onDone(res);
    }
    // pick takes a card pressed: on a finished board it says so (the status), as nothing
    // else may happen there; while a solution is shown, nothing.
    function pick(p) {
      if (solved || busy) return solved && say(root, status.textContent);
      if (picked < 0) {
        picked = p; render();
        say(root, _("board.picked_ops", { a: nm(v[p]) }));
      } else if (picked === p) {
        picked = -1; render(); say(root, PUT);
      } else swap(picked, p);
    }
    function finish() {
      var n = hist.length, res = { moves: n, best: best, hints: hints, shown: shown, layout: v.join('') };
      var m = moves(n);
      $('.ops-verdict', root).textContent = shown ? _("board.verdict_shown", { m: m })
        : _("board.verdict", { m: m, b: best }) +
          (hints ? ' ' + _("board.hinted", { count: hints }) : n === best ? ' ' + _("board.perfect") : '');
      doneBox.hidden = false;
      return res;
    }
    function playOut() {
      var steps = R.solve(v, R.targets());
      shown = true; busy = true; hint = null; render();
      say(root, _("board.showing", { count: steps.length }));
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
      if (c) pick(+c.dataset.pos);
    };
    board.onkeydown = function (e) {
      var c = e.target.closest('[data-pos]');
      if (!c) return;
      var p = R.step(+c.dataset.pos, e.key, 3, 9);
      if (p >= 0) {
        e.preventDefault();
        focusPos(p);
      } else if (e.key === 'Escape' && picked >= 0) { picked = -1; render(); say(root, PUT); }
    };
    // The first visit opens "How to play"; its example is a swap that makes a line hold
    // from the start (a swap of the real board, marked, not played, not counted as a
    // hint). It is shown only while the board is at its start: once a swap is made it
    // says so instead, so that it never guides a player, swap by swap, without counting.
    if (save) OpsStats.seen('ops'); // "How to play" shown: it opens until then (stats.js how)
    btn.example.onclick = function () {
      var l0 = R.lines(v), n = l0.filter(holds).length, text = _("board.example_none");
      ex = null;
      if (hist.length || solved) {
        render();
        return example(root, _("example_rule.from_start"));
      }
      for (var i = 0; i < 9 && !ex; i++) {
        for (var j = i + 1; j < 9 && !ex; j++) {
          var w = v.slice(), lw;
          w[i] = v[j]; w[j] = v[i]; lw = R.lines(w);
          if (lw.filter(holds).length > n) {
            ex = [i, j];
            var made = lw.filter(function (l, k) { return l.holds && !l0[k].holds; })[0];
            text = _("board.example", { a: nm(v[i]), b: nm(v[j]), l: made.name, e: made.equations[0] });
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
      say(root, _("board.back") + ' ' + summary(render()));
    };
    btn.hint.onclick = function () {
      hint = R.nextSwap(v, R.targets());
      if (!hint) return;
      var again = hinted[v.join('')];
      if (!again) { hinted[v.join('')] = true; hints++; }
      picked = -1; render();
      var ab = { a: nm(v[hint[0]]), b: nm(v[hint[1]]) };
      say(root, again ? _("hint.again", ab) : _("board.hint_said", ab));
    };
    btn.show.onclick = function () {
      if (dialog && dialog.showModal) {
        dialog.returnValue = '';
        dialog.onclose = function () { if (dialog.returnValue === 'yes') playOut(); };
        dialog.showModal();
      } else if (confirm(_("board.confirm"))) playOut();
    };
    doneBox.hidden = true;
    cards.forEach(function (c, i) { c.tabIndex = i ? -1 : 0; });
    render();
    if (opts.restore) restoreOps(opts.restore);
    function restoreOps(r) {
      var end = /^[1-9]{9}$/.test(r.l || '') ? R.digits(r.l) : null;
      if (!end || !R.provable(end) || end.slice().sort().join() !== start.slice().sort().join()) {
        end = start.slice();
        R.solve(end, R.targets()).forEach(function (s) { var x = end[s[0]]; end[s[0]] = end[s[1]]; end[s[1]] = x; });
      }
      v = end; hist = []; hints = r.h; shown = !!r.s; solved = true;
      for (var i = 0; i < r.m; i++) hist.push(null);
      render();
      if (opts.onDone) opts.onDone(finish(), true);
    }
  }

  // twoOps starts a Two Ops board with the payload's t: {o: operators, g: goal card,
  // goal, b: best, a: advised discard, d: [{c: discard, b: best kept, k: keep rate,
  // p: "KH 9C 3C JS 5H 2D 5C" an optimal arrangement of the five kept and the marker}]}.
  // opts: numbers (six codes: re-deal the hand), restore (a finished game to show finished:
  // {x: discard, a: the six slot codes}), onDone({discard, result (halves), kept, best,
  // arrangement: the six slot codes [a, op, b, c, op, d], marker}, restored); onDiscard(code):
  // the board ends at the discard (t may then be {}: nothing after it is shown); discarded
  // (a code): the board starts after that discard.
  function twoOps(root, T, opts) {
    opts = opts || {};
    var hand = $('.to-hand', root), table = $('.to-table', root), out = $('.play-done', root);
    var help = $('.play-help', root), btn = acts(root), restoring = false, save = !!opts.date;
    if (opts.numbers) {
      $$(hand, '[data-card]').forEach(function (b, i) { face(b, R.card(opts.numbers[i])); });
    }
    var nums = $$(hand, '[data-card]').map(function (b) { return b.dataset.card; });
    var chosen = null, kept = [], slots = [null, null, null, null, null, null], sel = null, goal = T.goal, totalSaid = '';
    var KIND = [_("board.first"), _("board.operator"), _("board.second")];

    function pickDiscard() {
      $$(hand, '[data-card]').forEach(function (b) { b.setAttribute('aria-pressed', b.dataset.card === sel); });
      btn.discard.disabled = !sel;
      btn.discard.textContent = sel ? _("board.discard", { c: sym(sel) }) : _("board.pick_discard");
      // Its name says the card in words, beginning with the words shown ("Discard the K,
      // king of hearts" for "Discard the K♥").
      if (sel) btn.discard.setAttribute('aria-label', _("board.discard", { c: R.spoken(R.card(sel)) }));
      else btn.discard.removeAttribute('aria-label');
    }
    if (save) OpsStats.seen('twoops'); // the trainer pages store nothing of the boards
    // The example operation: before the discard, the K♥ on the first two of the player's
    // numbers; after it, the day's first operator on the first two kept numbers, marked with
    // them in the pool. The explanation names the cards, so the sentence adds none.
    btn.example.onclick = function () {
      var c = (chosen ? kept : nums).slice(0, 2).concat((chosen && T.o || ['KH'])[0]), x = R.card(c[0]), y = R.card(c[1]), k = R.card(c[2]);
      $$(root, '.pc[data-card]').forEach(function (e) { e.classList.toggle('hint', c.indexOf(e.dataset.card) >= 0); });
      function said(f) { return _("board.example_two", { e: f(k, x, y) }); }
      example(root, said(R.explain), said(R.said));
    };
    hand.onclick = function (e) {
      var c = e.target.closest('[data-card]');
      if (!c || chosen) return;
      $$(hand, '.hint').forEach(function (h) { h.classList.remove('hint'); });
      sel = c.dataset.card === sel ? null : c.dataset.card;
      pickDiscard();
      say(root, sel ? _("board.discard_said", { c: word(sel) }) : PUT);
    };
    btn.discard.onclick = function () {
      if (!sel) return;
      chosen = sel; sel = null;
      kept = nums.filter(function (c) { return c !== chosen; });
      hand.hidden = help.hidden = btn.discard.parentNode.hidden = true;
      if (opts.onDiscard) return opts.onDiscard(chosen);
      var g = $('.to-goal', root), gc = R.card(T.g), el = D.createElement('span');
      face(el, gc);
      g.innerHTML = '';
      g.appendChild(el);
      var p = D.createElement('p');
      // Shown with the cards' signs (6♦, K♣), said with their names: "K♣" reads as "K club suit".
      var told = function (of) {
        return _("board.told", { x: of(chosen), a: of(T.o[0]), b: of(T.o[1]), g: of(T.g), p: gc.value % 2 ? _("board.odd") : _("board.even"),
          c: gc.red ? _("board.red") : _("board.black"), goal: R.GOAL_TEXT[goal] });
      };
      p.textContent = told(sym);
      g.appendChild(p);
      table.hidden = false;
      draw();
      if (!restoring) say(root, told(word));
      var f = $('.to-pool [data-card]', table);
      if (f && !restoring) f.focus();
    };

    function value(row) {
      var a = slots[row * 3], o = slots[row * 3 + 1], b = slots[row * 3 + 2];
      return a && o && b ? R.operate(R.card(o), R.card(a), R.card(b)) : null;
    }
    // resultText is the total line; ear names the marker in words, for the live region.
    // Complete, it is a sentence with the total ("Sum: 6 + 4 = 10."); while an operation is
    // incomplete, its value is a "?" and the line is the expression alone, with no full
    // stop ("Sum: 6 + ?", "Difference: |? − ?|": board.sum_open), shown and said alike,
    // never "?.".
    function resultText(u, w, marker, ear) {
      var sum = goal.slice(-3) === 'sum', a = u === null ? '?' : val(u), b = w === null ? '?' : val(w), e = sum ? a + ' + ' + b : '|' + a + ' − ' + b + '|',
        m = marker ? (ear ? _("board.marker_said", { c: word(marker) }) : _("board.marker", { c: sym(marker) })) + ' ' : '';
      if (u === null || w === null) return m + (sum ? _("board.sum_open", { e: e }) : _("board.difference_open", { e: e }));
      e += ' = ' + val(R.combine(goal, u, w));
      return m + (sum ? _("board.sum", { e: e }) : _("board.difference", { e: e }));
    }
    // marker is the kept number card that neither operation uses once all four number
    // slots are filled, else null.
    function marker() {
      var used = slots.filter(function (c, i) { return c && i % 3 !== 1; });
      return used.length === 4 ? kept.filter(function (c) { return used.indexOf(c) < 0; })[0] : null;
    }
    function draw(focus) {
      var pool = $('.to-pool', table), placed = slots.filter(Boolean);
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
          say(root, sel ? _("board.picked_two", { c: word(code) }) : PUT);
        };
        pool.appendChild(b);
      });
      for (var row = 0; row < 2; row++) {
        var el = $('[data-row="' + row + '"]', table), h = value(row);
        el.innerHTML = '<span class="to-lab">' + esc(_("board.operation", { n: row + 1 })) + '</span>';
        for (var i = 0; i < 3; i++) el.appendChild(slot(row * 3 + i));
        var eq = D.createElement('output');
        eq.textContent = '= ' + (h === null ? '?' : val(h));
        el.appendChild(eq);
      }
      var m = marker();
      $('.to-total', table).textContent = resultText(value(0), value(1), m);
      totalSaid = resultText(value(0), value(1), m, true);
      btn.submit.disabled = value(0) === null || value(1) === null;
      if (focus) {
        var f = focus[0] === 's' ? $('[data-slot="' + focus.slice(1) + '"]', table) : $('.to-pool [data-card="' + focus.slice(1) + '"]', table);
        (f || $('.to-pool button', table) || btn.submit).focus();
      }
    }
    // slot draws slot i: a card with its name, where it is first ("7 of hearts, operation 1,
    // first number"), or an empty slot named for the ear ("Operation 1, operator, empty").
    function slot(i) {
      var code = slots[i], b = D.createElement('button'), isOp = i % 3 === 1, row = (i / 3 | 0) + 1;
      var where = _("board.where", { n: row, k: KIND[i % 3] });
      b.type = 'button';
      if (code) {
        face(b, R.card(code));
        b.setAttribute('aria-label', R.spoken(R.card(code)) + ', ' + where);
      } else {
        b.innerHTML = '<span aria-hidden="true">' + (isOp ? esc(_("board.op")) : '#') + '</span>';
        b.setAttribute('aria-label', _("board.empty", { n: row, k: KIND[i % 3] }));
      }
      b.className += ' to-slot' + (isOp ? ' to-opslot' : '');
      b.dataset.slot = i;
      b.onclick = function () {
        // The card in the slot, if any, goes back to the pool: said first.
        var back = code ? _("board.took", { c: word(code), w: where }) : '';
        if (sel) {
          if (R.card(sel).court !== isOp) {
            say(root, isOp ? _("board.takes_op") : _("board.takes_num"));
            return;
          }
          var placed = sel, h;
          slots[i] = sel; sel = null;
          draw();
          // The focus goes on to the next card to place or, both operations complete, to
          // the submit button (the card left in the pool is the marker).
          (btn.submit.disabled && $('.to-pool button', table) || btn.submit).focus();
          // One message: the card taken back, the card placed and where it went, then
          // what is now complete.
          h = value(row - 1);
          say(root, (back && back + ' ') + _("board.placed", { c: word(placed), w: where }) +
            (h === null ? '' : ' ' + _("board.makes", { n: row, v: val(h) })) +
            (btn.submit.disabled ? '' : ' ' + totalSaid));
        } else if (code) {
          slots[i] = null; draw('s' + i);
          say(root, back);
        } else say(root, $('.play-help', table).textContent); // nothing picked: how to place
      };
      return b;
    }
    btn.submit.onclick = function () {
      var r = R.combine(goal, value(0), value(1)), d = T.d.find(function (x) { return x.c === chosen; });
      var kb = R.halves(d.b), ob = R.halves(T.b), adv = T.d.find(function (x) { return x.c === T.a; });
      var pc = d.p.split(' '), C = pc.map(R.card);
      $$(table, 'button').forEach(function (b) { b.disabled = true; });
      function pct(k) { return _("board.pct", { n: Math.round(k * 100) }); }
      function best(b) { return val(R.halves(b)); }
      function p(t) { return '<p>' + esc(t) + '</p>'; }
      out.innerHTML = '<p class="to-verdict">' + esc(_("board.result", { r: '\u0001' })).replace('\u0001', '<strong>' + val(r) + '</strong>') + ' ' +
        (r === kb ? '<span aria-hidden="true">✓ </span>' + esc(_("board.best_kept")) : esc(_("board.best_kept_is", { b: best(d.b) }))) + ' ' +
        esc(kb === ob ? _("board.best_any_kept", { b: best(T.b) }) : _("board.best_any", { b: best(T.b) })) + '</p>' +
        p(_("board.optimal")) + '<ul><li>' + esc(R.explain(C[0], C[1], C[2])) + '</li><li>' +
        esc(R.explain(C[3], C[4], C[5])) + '</li></ul>' +
        p(resultText(R.operate(C[0], C[1], C[2]), R.operate(C[3], C[4], C[5]), pc[6])) +
        p(_("board.rate", { c: sym(chosen), p: pct(d.k) }) + ' ' +
          (chosen === T.a ? _("board.advised") : _("board.advised_was", { c: sym(T.a), p: pct(adv.k) }))) +
        '<table class="to-rates"><caption>' + esc(_("board.rates")) + '</caption><tr><th scope="col">' + esc(_("board.th_discard")) + '</th>' +
        '<th scope="col">' + esc(_("board.th_rate")) + '</th><th scope="col">' + esc(_("board.th_best")) + '</th></tr>' +
        T.d.map(function (x) {
          return '<tr' + (x.c === chosen ? ' class="mine"' : '') + '><td>' + sym(x.c) + (x.c === chosen ? ' ' + esc(_("board.yours")) : '') +
            (x.c === T.a ? ' ' + esc(_("board.advised_mark")) : '') + '</td><td>' + esc(pct(x.k)) + '</td><td>' + best(x.b) + '</td></tr>';
        }).join('') + '</table>';
      out.hidden = false;
      var res = { discard: chosen, result: r, kept: d.b, best: T.b, arrangement: slots.slice(), marker: marker() };
      // The verdict is spoken whole; the explanation and the table are read from the focus.
      if (!restoring) {
        say(root, $('.to-verdict', out).textContent + ' ' + _("board.details"));
        toResult(out);
      }
      if (opts.onDone) opts.onDone(res, restoring); // what it says joins the verdict's message
    };
    hand.hidden = help.hidden = btn.discard.parentNode.hidden = false;
    table.hidden = out.hidden = true;
    $('.to-goal', table).innerHTML = '';
    pickDiscard();
    var back = opts.restore;
    if (back && back.a && nums.indexOf(back.x) >= 0) {
      restoring = true;
      sel = back.x; btn.discard.onclick();
      var pool = kept.concat(T.o);
      if (back.a.every(function (c, i) { return pool.indexOf(c) >= 0 && R.card(c).court === (i % 3 === 1); })) {
        slots = back.a.slice(); draw();
        btn.submit.onclick();
      }
      restoring = false;
    }
    if (opts.discarded) { sel = opts.discarded; btn.discard.onclick(); }
  }

  return { ops: ops, twoOps: twoOps, copy: copy, say: say };
})();

// OpsComeBack shows the "come back" notice of a page of a day after the build date
// ([data-comeback]) while the visitor's date is before the day, and hides what holds the
// day's puzzles then: on the daily page all of them (.puzzles: the boards, the duel and
// any other game) and the link to the print page, on the print page the sheet. It returns
// true then (no board and no duel may start, the print page must not draw its operators).
// On the last built day it shows the "latest" notice ([data-latest]) when the visitor's
// date is after the day: the site has not been rebuilt since, and these are not the
// visitor's day's puzzles.
function OpsComeBack(date) {
  'use strict';
  var today = OpsStats.localDay(new Date()), note = OpsPage.$('[data-comeback]'), early = !!note && date > today;
  var latest = OpsPage.$('[data-latest]');
  if (latest) latest.hidden = !(today > date);
  if (note) {
    note.hidden = !early;
    document.querySelectorAll('.puzzles,.dprint,.sheets,.pcue').forEach(function (e) { e.hidden = early; });
  }
  return early;
}

// OpsDay is the daily page's record of the day: it keeps each game's first finish in the
// site's history (OpsStats), says what counts, fills the share text, and runs the stats
// dialog (made here, as it needs the script), its countdown to the visitor's midnight and
// the notice of a new day. Every date it passes on is the visitor's own (OpsStats.localDay).
// f holds the day's facts (OpsStats.fits): a stored record of the day that does not fit
// them is dropped, from the page and from storage (the history is written back).
function OpsDay(date, f) {
  'use strict';
  var S = OpsStats, R = OpsRules, D = document, E = OpsPage.esc, $ = OpsPage.$, store = S.here(), root = S.root();
  var h = store.load(), e = h.d[date];
  if (e) { h.d[date] = S.fits(e, f); store.save(h); }
  var canon = $('link[rel="canonical"]'), url = canon ? canon.href : '';
  var opened = today(), dlg = null, fresh = '';
  var OPS_BANDS = [_("stats.best"), '+1', '+2', '+3+', _("stats.hinted"), _("stats.shown")];
  var TWO_BANDS = [_("stats.best"), _("stats.short", { o: '≤', n: 2 }), _("stats.short", { o: '≤', n: 5 }), _("stats.short", { o: '>', n: 5 })];

  // half writes a Two Ops result kept in halves for the share text, the page's way: "7.5", "7,5".
  function half(h) { return OpsPage.num(h / 2); }
  function today() { return S.localDay(new Date()); }
  function entry() { return store.load().d[date] || {}; }
  function rec(game) { return entry()[game]; }
  // keep records a finish and returns [what OpsStats.record answered, the day's entry as
  // recorded]: the entry holds the finish even when the browser stores nothing, and for a
  // future day (never kept) the finish alone.
  function keep(game, r) {
    var h = store.load(), w = S.record(h, date, game, r, today()), e = h.d[date] || {};
    if (w === 'kept') store.save(h);
    if (w === 'future') (e = {})[game] = Object.assign({ n: 1 }, r);
    return [w, e];
  }
  // shareButton makes btn the Share button of text: the hook [data-act=copy].
  function shareButton(btn, text) {
    btn.textContent = _("stats.share");
    btn.dataset.act = 'copy';
    btn.onclick = function () {
      if (navigator.share) navigator.share({ text: text }).catch(Boolean);
      else OpsBoards.copy(btn, text);
    };
  }
  // done records a finished game ("o" or "t", res from the board; T: the Two Ops payload,
  // which lets it be played again) unless restored, and shows under the board what counts,
  // the share text and the stats; the stats open once the day's second game is kept.
  function done(game, board, res, restored, T) {
    var k = restored ? ['kept', entry()] : keep(game, game === 'o' ? { m: res.moves, b: res.best, h: res.hints, s: res.shown ? 1 : 0, l: res.layout }
      : { r: res.result, k: R.halves(res.kept), b: R.halves(res.best), x: res.discard, a: res.arrangement });
    var w = k[0], r = k[1][game], box = $('.play-done', board), div = D.createElement('div');
    if (!r) return;
    // note says what became of the finish, by what OpsStats.record answered (w).
    var note = restored ? _("stats.before") : w === 'again' ? _("stats.again") : w === 'future' ? _("stats.future") : r.n ? '' : _("stats.late"), old = $('.day-rec', box);
    if (old) old.remove();
    div.className = 'day-rec';
    var B = ' <button type="button" class="btn">', text = S.share(date, k[1], game, half, url);
    div.innerHTML = '<p class="play-share"><output></output>' + B + '</button></p><p>' + E(note) + (T ? B + E(_("stats.play_again")) + '</button>' : '') + '</p>';
    var bs = div.querySelectorAll('button');
    $('output', div).textContent = text;
    shareButton(bs[0], text);
    if (T) {
      bs[1].onclick = function () {
        OpsBoards.twoOps(board, T, { onDone: function (x, back) { done('t', board, x, back, T); } });
        $('.play-help', board).textContent = _("stats.practice");
        // The button is gone with the result: the focus goes to the new hand's first card.
        $('.to-hand [data-card]', board).focus();
        OpsBoards.say(board, _("again.hand"));
      };
    }
    box.appendChild(div);
    if (!restored) OpsBoards.say(board, (note + ' ' + _("stats.ready")).trim());
    // The day's second game kept opens the stats, a modal dialog, which hides the rest of
    // the page from screen readers, the board's live region too: the dialog says in its own
    // what the board is saying (the last move or the verdict, and the note above; joined
    // by say, not spoken yet).
    if (!restored && w === 'kept' && entry().o && entry().t) { open(); OpsBoards.say(dlg, $('.play-sr', board).opsNow); }
  }

  function bars(rows, counts) {
    var most = Math.max(1, Math.max.apply(null, counts));
    return '<table class="st-hist">' + rows.map(function (label, i) {
      return '<tr><th scope="row">' + E(label) + '</th><td><span class="st-bar" style="width:' + Math.round(counts[i] * 70 / most) +
        '%"></span> ' + counts[i] + '</td></tr>';
    }).join('') + '</table>';
  }
  function countdown() {
    var ms = S.untilMidnight(new Date()), h = Math.floor(ms / 36e5), m = Math.floor(ms % 36e5 / 6e4);
    return _("stats.next", { h: h, m: m });
  }
  function render() {
    var st = S.stats(store.load(), today()), body = $('.st-body', dlg);
    body.innerHTML = '<dl class="st-sum">' + [[_("stats.played"), st.played], [_("stats.finished"), st.finished], [_("stats.perfect"), st.perfect],
      [_("stats.streak"), st.streak], [_("stats.longest"), st.longest]].map(function (x) {
      return '<div><dt>' + E(x[0]) + '</dt><dd>' + x[1] + '</dd></div>';
    }).join('') + '</dl>' +
      '<h3>Ops</h3>' + bars(OPS_BANDS, st.ops) + '<h3>Two Ops</h3>' + bars(TWO_BANDS, st.two);
    next();
    var text = S.share(date, entry(), '', half, url), sp = $('.st-share', dlg);
    sp.hidden = !(entry().o || entry().t);
    $('output', sp).textContent = text;
    shareButton($('button', sp), text);
  }
  function make() {
    D.body.insertAdjacentHTML('beforeend', '<dialog class="play-dialog stats-dlg" aria-labelledby="st-h"><form method="dialog"><button class="btn">' + E(_("stats.close")) + '</button></form>' +
      '<h2 id="st-h">' + E(_("daily.stats")) + '</h2><div class="st-body"></div><p class="st-next"></p><p class="st-share play-share"><output></output> <button type="button" class="btn"></button></p><p class="play-sr" aria-live="polite"></p></dialog>');
    dlg = D.body.lastChild;
  }
  function open() {
    if (!dlg) make();
    render();
    if (!dlg.open) dlg.showModal();
  }
  // next says in the stats dialog when the next puzzles come: the countdown to the visitor's
  // midnight, or once it has passed the new day's notice (fresh), as the countdown would
  // then name the day after.
  function next() {
    var p = $('.st-next', dlg);
    if (fresh) p.innerHTML = fresh; else p.textContent = countdown();
  }
  // tick refreshes the countdown and, once the visitor's date has moved on, says so with
  // a link to the new day's puzzles (the page never reloads on its own): in a status region
  // put in the page empty and filled a moment later, as a screen reader reads only what
  // changes in a live region already there.
  function tick() {
    if (dlg && dlg.open) next();
    if (fresh || today() === opened) return;
    fresh = E(_("stats.new_day")) + ' <a href="' + root + 'index.html">' + E(_("stats.new_link")) + '</a>.';
    var p = D.createElement('p');
    p.className = 'notice';
    p.setAttribute('role', 'status');
    $('main h1').after(p);
    setTimeout(function () { p.innerHTML = fresh; }, 30);
  }
  setInterval(tick, 5e3);
  var sb = $('.st-open');
  if (sb) { sb.disabled = false; sb.onclick = open; }
  return { rec: rec, done: done, open: open, tick: tick };
}

// OpsPlay starts the boards of a daily page, the day's duel (OpsDuelDaily, on the days
// that have one) included: the day's date and its obfuscated payload. A day finished
// before shows finished (OpsDay keeps the record).
function OpsPlay(date, payload) {
  'use strict';
  OpsGated();
  // A day not reached yet starts no puzzle, but has its stats, with their countdown to the
  // visitor's midnight, and notices the new day (OpsDay), as every daily page does.
  var early = OpsComeBack(date);
  if (!early && window.OpsDuelDaily) OpsDuelDaily.boot();
  var data, day, b = OpsPage.$('[data-optimal]');
  try { data = OpsRules.decode(payload, date); } catch (e) { /* a damaged payload: no Two Ops board */ }
  day = OpsDay(date, { o: b && +b.dataset.optimal, t: data && data.t });
  if (early) return;
  document.querySelectorAll('[data-ops]').forEach(function (root) {
    OpsBoards.ops(root, { date: date, restore: day.rec('o'), onDone: function (res, back) { day.done('o', root, res, back); } });
  });
  document.querySelectorAll('[data-twoops]').forEach(function (root) {
    if (data) OpsBoards.twoOps(root, data.t, { date: date, restore: day.rec('t'), onDone: function (res, back) { day.done('t', root, res, back, data.t); } });
    else root.querySelector('[data-act="discard"]').textContent = _("board.no_load");
  });
}
