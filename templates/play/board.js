// The thin DOM layer of the game boards: it reads the markup of the templates, keeps the
// state of play and asks OpsRules for every rule. OpsPlay(date, payload) starts the boards.
function OpsPlay(date, payload) {
  'use strict';
  var R = OpsRules, D = document;
  var RANKS = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };
  var SUITS = { S: ['spades', '♠'], H: ['hearts', '♥'], D: ['diamonds', '♦'], C: ['clubs', '♣'] };
  var reduced = window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches;
  var data = null, targets = [];
  try {
    data = R.decode(payload, date);
    var t = R.decode(OpsTargets, 'ops');
    for (var i = 0; i < t.length; i += 9) targets.push(R.digits(t.slice(i, i + 9)));
  } catch (e) { data = null; }

  function $(root, sel) { return root.querySelector(sel); }
  function $$(root, sel) { return [].slice.call(root.querySelectorAll(sel)); }
  function get(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  function set(k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  function json(k) { try { return JSON.parse(get(k)); } catch (e) { return null; } }
  function done(game) {
    var k = 'opsdaily:done:' + date, was = get(k);
    set(k, !was || was === game ? game : 'both');
  }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }
  function rankText(r) { return r === 1 ? 'A' : r > 10 ? 'JQK'[r - 11] : String(r); }
  function cardName(c) { return (RANKS[c.rank] || c.rank) + ' of ' + SUITS[c.suit][0]; }
  function symbol(c) { return rankText(c.rank) + SUITS[c.suit][1]; }
  function face(el, c) {
    el.className = 'pc' + (c.red ? ' red' : '');
    el.setAttribute('data-card', c.code);
    el.setAttribute('data-c', symbol(c));
    el.setAttribute('aria-label', cardName(c));
    el.innerHTML = '<b>' + rankText(c.rank) + '</b><i aria-hidden="true">' + SUITS[c.suit][1] + '</i>';
  }
  function button(cls, act, text) {
    var b = D.createElement('button');
    b.type = 'button'; b.className = cls;
    if (act) b.setAttribute('data-act', act);
    b.textContent = text || '';
    return b;
  }
  function say(root, text) {
    var live = $(root, '.play-sr');
    live.textContent = '';
    setTimeout(function () { live.textContent = text; }, 30);
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
    var t = new Date(Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) - 864e5);
    return t.toISOString().slice(0, 10);
  }

  $$(D, '[data-ops]').forEach(opsBoard);
  $$(D, '[data-twoops]').forEach(twoOpsBoard);

  function opsBoard(root) {
    var board = $(root, '[data-ops-board]'), cards = $$(board, '[data-pos]');
    var status = $(root, '[data-ops-state]'), lis = $$(root, '.ops-lines li');
    var best = +board.getAttribute('data-optimal'), suit = $(board, 'i').textContent;
    var names = {}, where = [], start = cards.map(function (c) {
      var label = c.getAttribute('aria-label'), v = +c.getAttribute('data-value');
      names[v] = label.slice(0, label.indexOf(','));
      where.push(label.slice(label.indexOf(',')));
      return v;
    });
    var v = start.slice(), hist = [], picked = -1, hint = null, hints = 0, shown = false;
    var solved = false, busy = false;
    var btn = {};
    $$(root, '[data-act]').forEach(function (b) { btn[b.getAttribute('data-act')] = b; });
    var dialog = $(root, 'dialog');
    if (!data) { status.textContent = 'This page could not load its puzzle.'; return; }

    function short(p) { return rankText(v[p]) + suit; }
    function render() {
      cards.forEach(function (c, p) {
        var r = rankText(v[p]);
        c.setAttribute('data-value', v[p]);
        c.setAttribute('data-c', r + suit);
        c.firstChild.textContent = r;
        c.setAttribute('aria-label', names[v[p]] + where[p] + (p === picked ? ', picked' : ''));
        c.setAttribute('aria-pressed', p === picked);
        c.classList.toggle('hint', !!hint && hint.indexOf(p) >= 0);
      });
      var ls = R.lines(v), n = 0;
      ls.forEach(function (l, i) {
        if (l.holds) n++;
        lis[i].className = l.holds ? 'ok' : 'no';
        lis[i].innerHTML = '<span aria-hidden="true">' + (l.holds ? '✓' : '✗') + '</span> ' + l.name +
          ': <span class="eq">' + (l.holds ? l.equations[0] : l.a + ' ? ' + l.b + ' = ' + l.c) +
          '</span> <em>' + (l.holds ? 'holds' : 'doesn’t hold') + '</em>';
      });
      status.setAttribute('data-ops-state', solved ? 'solved' : 'playing');
      status.setAttribute('data-moves', hist.length);
      status.textContent = solved ? (shown ? 'Solution shown: ' : 'Solved in ') + hist.length +
        (hist.length === 1 ? ' move' : ' moves') + (shown ? '.' : '; the best is ' + best + '.')
        : 'Moves: ' + hist.length + '. Lines holding: ' + n + ' of 4. The best is ' + best + ' moves.' +
        (hint ? ' Hint: swap ' + short(hint[0]) + ' and ' + short(hint[1]) + '.' : '');
      btn.undo.disabled = btn.reset.disabled = busy || !hist.length;
      if (solved) btn.undo.disabled = true;
      btn.hint.disabled = btn.show.disabled = busy || solved;
      return n;
    }
    function summary(n) {
      return R.lines(v).map(function (l) {
        return l.name + (l.holds ? ' holds, ' + l.equations[0] : ' does not hold');
      }).join('. ') + '. ' + n + ' of 4 lines hold.';
    }
    function swap(i, j, back) {
      var x = v[i]; v[i] = v[j]; v[j] = x;
      if (back) hist.pop(); else hist.push([i, j]);
      picked = -1; hint = null;
      solved = R.provable(v);
      var n = render();
      say(root, (back ? 'Undone: ' : 'Swapped ') + names[v[j]] + ' and ' + names[v[i]] + '. ' + summary(n));
      if (solved) finish();
    }
    function pick(p) {
      if (solved || busy) return;
      if (picked < 0) {
        picked = p; render();
        say(root, 'Picked ' + names[v[p]] + '. Now pick the card to swap it with.');
      } else if (picked === p) {
        picked = -1; render(); say(root, 'Put back.');
      } else swap(picked, p);
    }
    function finish() {
      var n = hist.length, key = 'opsdaily:ops:' + date;
      if (!get(key)) set(key, JSON.stringify({ moves: n, best: best, hints: hints, shown: shown }));
      done('ops');
      var mine = json(key), streak = 0, d = date, played = 0, top = 0, share;
      for (; ;) {
        var r = json('opsdaily:ops:' + d);
        if (!r || r.shown) break;
        streak++; d = prevDay(d);
      }
      try {
        for (var i = 0; i < localStorage.length; i++) {
          var k = localStorage.key(i);
          if (k.indexOf('opsdaily:ops:') === 0) {
            var h = json(k); played++;
            if (h && !h.shown && h.moves === h.best) top++;
          }
        }
      } catch (e) { /* no storage */ }
      $(root, '.ops-verdict').textContent = shown ? 'Solution shown: ' + n + ' moves, the best.'
        : 'Solved in ' + n + (n === 1 ? ' move' : ' moves') + '; the best is ' + best + '.' +
        (n === best ? ' Perfect!' : '');
      share = 'opsdaily ' + date + ' Ops: ' + (mine.shown ? 'solution shown' : mine.moves + ' moves (best ' + best + ')') +
        '\n' + '🟩'.repeat(Math.min(mine.moves, best)) + '🟨'.repeat(Math.max(0, mine.moves - best)) +
        (mine.hints ? ' 💡' + mine.hints : '');
      $(root, '.play-share output').textContent = share;
      btn.copy.onclick = function () { copy(btn.copy, share); };
      $(root, '.ops-streak').textContent = 'Streak: ' + streak + (streak === 1 ? ' day' : ' days') +
        '. Played ' + played + '; solved in the best number of moves ' + top + (top === 1 ? ' time.' : ' times.');
      $(root, '.play-done').hidden = false;
    }
    function playOut() {
      var steps = R.solve(v, targets);
      shown = true; busy = true; hint = null; render();
      say(root, 'Showing a solution in ' + steps.length + ' swaps.');
      (function step() {
        if (!steps.length) { busy = false; render(); return; }
        var s = steps.shift();
        busy = steps.length > 0;
        swap(s[0], s[1]);
        if (steps.length) setTimeout(step, reduced ? 0 : 600);
      })();
    }

    board.addEventListener('click', function (e) {
      var c = e.target.closest('[data-pos]');
      if (c) pick(+c.getAttribute('data-pos'));
    });
    board.addEventListener('keydown', function (e) {
      var c = e.target.closest('[data-pos]');
      if (!c) return;
      var p = +c.getAttribute('data-pos'), r = (p / 3) | 0, q = p % 3;
      var k = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
      if (k) {
        e.preventDefault();
        r = (r + k[0] + 3) % 3; q = (q + k[1] + 3) % 3;
        focusPos(r * 3 + q);
      } else if (e.key === 'Escape' && picked >= 0) { picked = -1; render(); say(root, 'Put back.'); }
    });
    function focusPos(p) {
      cards.forEach(function (c, i) { c.tabIndex = i === p ? 0 : -1; });
      cards[p].focus();
    }
    btn.undo.onclick = function () { var s = hist[hist.length - 1]; if (s) swap(s[0], s[1], true); };
    btn.reset.onclick = function () {
      v = start.slice(); hist = []; picked = -1; hint = null; solved = false;
      $(root, '.play-done').hidden = true;
      say(root, 'Back to the start. ' + summary(render()));
    };
    btn.hint.onclick = function () {
      hint = R.nextSwap(v, targets);
      if (!hint) return;
      hints++; picked = -1; render();
      say(root, 'Hint: swap the ' + names[v[hint[0]]] + ' with the ' + names[v[hint[1]]] + '.');
    };
    btn.show.onclick = function () {
      if (dialog && dialog.showModal) {
        dialog.returnValue = '';
        dialog.onclose = function () { if (dialog.returnValue === 'yes') playOut(); };
        dialog.showModal();
      } else if (confirm('Show a solution?')) playOut();
    };
    render();
  }

  function twoOpsBoard(root) {
    var hand = $(root, '.to-hand'), table = $(root, '.to-table'), out = $(root, '.play-done');
    var btn = {};
    $$(root, '[data-act]').forEach(function (b) { btn[b.getAttribute('data-act')] = b; });
    var nums = $$(hand, '[data-card]').map(function (b) { return b.getAttribute('data-card'); });
    var chosen = null, kept = [], slots = [null, null, null, null, null, null], sel = null, goal;
    var KIND = ['first number', 'operator', 'second number'];
    if (!data) { btn.discard.textContent = 'This page could not load its puzzle.'; return; }
    var T = data.t;

    hand.addEventListener('click', function (e) {
      var c = e.target.closest('[data-card]');
      if (!c || chosen) return;
      sel = c.getAttribute('data-card') === sel ? null : c.getAttribute('data-card');
      $$(hand, '[data-card]').forEach(function (b) { b.setAttribute('aria-pressed', b.getAttribute('data-card') === sel); });
      btn.discard.disabled = !sel;
      btn.discard.textContent = sel ? 'Discard the ' + symbol(R.card(sel)) : 'Pick a card to discard';
      if (sel) say(root, 'Discard the ' + cardName(R.card(sel)) + '? Press the discard button to confirm.');
    });
    btn.discard.onclick = function () {
      if (!sel) return;
      chosen = sel; sel = null;
      kept = nums.filter(function (c) { return c !== chosen; });
      hand.hidden = true; btn.discard.parentNode.hidden = true; $(root, '.play-help').hidden = true;
      goal = T.goal;
      var g = $(root, '.to-goal'), gc = R.card(T.g), el = D.createElement('span');
      face(el, gc);
      g.innerHTML = '';
      g.appendChild(el);
      var p = D.createElement('p');
      p.textContent = 'You discarded the ' + symbol(R.card(chosen)) + '. Your operators are the ' +
        T.o.map(function (o) { return symbol(R.card(o)); }).join(' and ') + '. The goal card ' + symbol(gc) +
        ' is ' + (gc.value % 2 ? 'odd' : 'even') + ' and ' + (gc.red ? 'red' : 'black') + ': the goal is ' +
        R.GOAL_TEXT[goal] + '.';
      g.appendChild(p);
      table.hidden = false;
      draw();
      say(root, p.textContent);
      var f = $(table, '.to-pool [data-card]');
      if (f) f.focus();
    };

    function value(row) {
      var a = slots[row * 3], o = slots[row * 3 + 1], b = slots[row * 3 + 2];
      return a && o && b ? R.operate(R.card(o), R.card(a), R.card(b)) : null;
    }
    function draw(focus) {
      var pool = $(table, '.to-pool'), placed = slots.filter(Boolean);
      pool.innerHTML = '';
      kept.concat(T.o).forEach(function (code) {
        if (placed.indexOf(code) >= 0) return;
        var b = button('pc'); face(b, R.card(code));
        b.setAttribute('aria-pressed', code === sel);
        b.onclick = function () {
          sel = sel === code ? null : code;
          var k = R.card(code).court ? 1 : 0, to = -1;
          for (var i = 0; i < 6 && sel; i++) if (!slots[i] && (i % 3 === 1) === (k === 1)) { to = i; break; }
          draw(to >= 0 ? 's' + to : 'c' + code);
          if (sel) say(root, 'Picked the ' + cardName(R.card(code)) + '. Now pick a slot for it.');
        };
        pool.appendChild(b);
      });
      for (var row = 0; row < 2; row++) {
        var el = $(table, '[data-row="' + row + '"]'), h = value(row);
        el.innerHTML = '';
        var lab = D.createElement('span');
        lab.className = 'to-lab'; lab.textContent = 'Operation ' + (row + 1);
        el.appendChild(lab);
        for (var i = 0; i < 3; i++) el.appendChild(slot(row * 3 + i));
        var eq = D.createElement('output');
        eq.textContent = '= ' + (h === null ? '?' : R.show(h));
        el.appendChild(eq);
      }
      var u = value(0), w = value(1), total = $(table, '.to-total');
      var nums = slots.filter(function (c, i) { return c && i % 3 !== 1; });
      var marker = nums.length === 4 ? kept.filter(function (c) { return nums.indexOf(c) < 0; })[0] : null;
      var sum = goal.slice(-3) === 'sum';
      total.textContent = (marker ? 'Marker: ' + symbol(R.card(marker)) + '. ' : '') +
        (sum ? 'Sum: ' : 'Difference: ') + (u === null || w === null ? '?' :
          (sum ? R.show(u) + ' + ' + R.show(w) : '|' + R.show(u) + ' − ' + R.show(w) + '|') + ' = ' +
          R.show(R.combine(goal, u, w)));
      btn.submit.disabled = u === null || w === null;
      if (focus) {
        var f = focus[0] === 's' ? $(table, '[data-slot="' + focus.slice(1) + '"]') : $(table, '.to-pool [data-card="' + focus.slice(1) + '"]');
        (f || $(table, '.to-pool button') || btn.submit).focus();
      }
    }
    function slot(i) {
      var code = slots[i], b = button('to-slot');
      if (code) face(b, R.card(code));
      b.classList.add('to-slot');
      if (i % 3 === 1) b.classList.add('to-opslot');
      b.setAttribute('data-slot', i);
      b.setAttribute('aria-label', 'Operation ' + ((i / 3 | 0) + 1) + ', ' + KIND[i % 3] + ': ' +
        (code ? cardName(R.card(code)) : 'empty'));
      if (!code) b.textContent = i % 3 === 1 ? 'op' : '#';
      b.onclick = function () {
        if (sel) {
          if (R.card(sel).court !== (i % 3 === 1)) {
            say(root, 'This slot takes ' + (i % 3 === 1 ? 'an operator.' : 'a number card.'));
            return;
          }
          slots[i] = sel; sel = null;
          draw('s' + i);
          var first = $(table, '.to-pool button');
          if (first) first.focus();
          say(root, this.getAttribute('aria-label') + '. ' + $(table, '.to-total').textContent);
        } else if (code) {
          slots[i] = null; draw('s' + i);
          say(root, 'Took back the ' + cardName(R.card(code)) + '.');
        }
      };
      return b;
    }
    btn.submit.onclick = function () {
      var r = R.combine(goal, value(0), value(1)), d = T.d.filter(function (x) { return x.c === chosen; })[0];
      var kb = R.halves(d.b), ob = R.halves(T.b), adv = T.d.filter(function (x) { return x.c === T.a; })[0];
      $$(table, 'button').forEach(function (b) { b.disabled = true; });
      var pct = function (k) { return Math.round(k * 100) + '%'; };
      var html = '<p class="to-verdict">Your result: <strong>' + R.show(r) + '</strong>. ' +
        (r === kb ? '✓ The best for the cards you kept.' : 'The best for the cards you kept is ' + esc(d.b) + '.') +
        ' The best over any discard is ' + esc(T.b) + (kb === ob ? ', and your discard kept it.' : '.') + '</p>' +
        '<p>An optimal arrangement of your cards:</p><ul>' + d.x.map(function (s) { return '<li>' + esc(s) + '</li>'; }).join('') +
        '</ul><p>' + esc(d.r) + '</p><p>Your discard, the ' + symbol(R.card(chosen)) + ', has a keep rate of ' + pct(d.k) +
        ': in that share of the operators and goal cards you could not see, the five cards you kept do as well as all six. ' +
        (chosen === T.a ? 'That is the advised discard.' : 'The advised discard was the ' + symbol(R.card(T.a)) + ' (' + pct(adv.k) + ').') +
        '</p><table class="to-rates"><caption>Keep rate of each discard</caption><tr><th scope="col">Discard</th><th scope="col">Keep rate</th><th scope="col">Best of the five kept</th></tr>' +
        T.d.map(function (x) {
          return '<tr' + (x.c === chosen ? ' class="mine"' : '') + '><td>' + symbol(R.card(x.c)) +
            (x.c === chosen ? ' (yours)' : '') + (x.c === T.a ? ' (advised)' : '') + '</td><td>' + pct(x.k) + '</td><td>' + esc(x.b) + '</td></tr>';
        }).join('') + '</table>';
      out.innerHTML = html;
      out.hidden = false;
      var key = 'opsdaily:twoops:' + date;
      if (!get(key)) set(key, JSON.stringify({ result: R.show(r), kept: d.b, best: T.b, discard: chosen }));
      done('twoops');
      say(root, out.textContent.slice(0, 300));
      out.tabIndex = -1; out.focus();
    };
  }
}
