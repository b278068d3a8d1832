// The two-player game of Ops (the duel): rules, solver and computer player as small pure
// functions (tested with node --test against vectors written by the Go engine,
// puzzles/ops/duel*.go), then a thin DOM layer for the duel/ page, a whole game against the
// computer. A classic script: in a page it defines the globals OpsDuel and OpsDuelGame and
// needs OpsPage (page.js: words), OpsRules and OpsDuelView (duel-view.js: drawing, picking);
// it does nothing when it loads: the page starts its game with one inline call,
// OpsDuelGame(). The daily duel puzzle does not load it: its answers are computed in Go
// (site/internal/duel, duel-daily.js).
//
// Words. Every text is a message of [messages.duel] (templates/i18n/LANG.toml), but for
// what OpsDuelView words for both duels ([messages.duelday]: a card with its article, the
// suits' names, the picker's texts, its refusal of a move and the reasons why). A text
// naming cards is written twice, by a namer n: for the eye with suit signs (SHOWN: "7♠"),
// and for the ear in words (SPOKEN: "the 7 of spades"), so that a screen reader never
// reads a sign ("spade suit"). n.the(c) writes a card with its article when spoken ("the
// 7 of spades"), n.theirs(c) one after a player's name ("H’s 7 of spades").
//
// A board is {c: [[9 codes], [9 codes]], d: [2 codes], m: player to move (0 S, 1 H),
// last: value or -1, over: bool, variation: bool, switched: bool}; a card's code is its
// value (a ten 0) plus 10 for hearts. A move is [give, source (0 own, 1 opponent, 2 dish),
// take]. Results: 0 ongoing, 1 won, 2 lost (both provable), 3 lost (opponent's provable).
var OpsDuel = (function () {
  'use strict';
  var Rules = typeof OpsRules !== 'undefined' ? OpsRules : require('./rules.js');
  var V = typeof OpsDuelView !== 'undefined' ? OpsDuelView : require('./duel-view.js');
  var SRC = ['own', 'opponent', 'dish'], SIDE = ['S', 'H'];
  var RES = null, LINES = Rules.LINES, LINES_OF = [], SWAPS = [], REPL = [];

  // init builds the line table from OpsRules.apply and, for each mask of failing lines,
  // the swaps and positions that meet every failing line (only they can win at once).
  function init() {
    if (RES) return;
    RES = new Uint16Array(100);
    for (var a = 0; a < 10; a++) {
      for (var b = 0; b < 10; b++) {
        Rules.OPS.forEach(function (op) {
          var v = Rules.apply(op, a, b);
          if (v !== null && v >= 0 && v <= 9) RES[a * 10 + b] |= 1 << v;
        });
      }
    }
    for (var i = 0; i < 9; i++) LINES_OF[i] = 0;
    LINES.forEach(function (l, k) { l.forEach(function (p) { LINES_OF[p] |= 1 << k; }); });
    for (var f = 0; f < 16; f++) {
      SWAPS[f] = []; REPL[f] = [];
      for (i = 0; i < 9; i++) {
        for (var j = i + 1; j < 9; j++) if ((f & ~(LINES_OF[i] | LINES_OF[j])) === 0) SWAPS[f].push([i, j]);
        if ((f & ~LINES_OF[i]) === 0) REPL[f].push(i);
      }
    }
  }
  function failing(v) {
    init();
    var f = 0;
    for (var k = 0; k < 4; k++) {
      var l = LINES[k];
      if (!(RES[v[l[0]] * 10 + v[l[1]]] >> v[l[2]] & 1)) f |= 1 << k;
    }
    return f;
  }
  function provable(v) { return failing(v) === 0; }
  function vals(cards) { return cards.map(function (c) { return c % 10; }); }
  var card = V.card;

  // code reads a card of the game as Go's puzzles.ParseCard writes it, case aside: "7S" is
  // 7, "10H" 10, "AH" 11 ("1H" and "TH" too). Anything else is -1, even what ParseCard reads
  // but the duel does not play (a diamond, a king): no card is guessed at.
  function code(s) {
    var m = /^(A|1|[2-9]|10|T)([SH])$/i.exec(s);
    if (!m) return -1;
    var r = m[1].toUpperCase(), v = r === 'A' ? 1 : r === '10' || r === 'T' ? 0 : Number(r);
    return v + (m[2].toUpperCase() === 'H' ? 10 : 0);
  }
  function fromJSON(p) {
    return {
      c: [p.layouts.S.map(code), p.layouts.H.map(code)], d: p.dish.map(code),
      m: p.to_move === 'H' ? 1 : 0, last: p.last_taken === null || p.last_taken === undefined ? -1 : p.last_taken,
      over: !!p.trading_over, variation: !!p.variation, switched: !!p.switched
    };
  }
  function toJSON(b) {
    var p = {
      layouts: { S: b.c[0].map(card), H: b.c[1].map(card) }, dish: b.d.map(card),
      to_move: SIDE[b.m], last_taken: b.last < 0 ? null : b.last, trading_over: b.over
    };
    if (b.variation) p.variation = true;
    if (b.switched) p.switched = true;
    return p;
  }
  function moveJSON(m) { return { give: m[0], take: { from: SRC[m[1]], index: m[2] } }; }
  function moveOf(j) { return [j.give, SRC.indexOf(j.take.from), j.take.index]; }
  function start(variation) {
    var nat = [7, 8, 9, 4, 5, 6, 1, 2, 3];
    return { c: [nat.slice(), nat.map(function (v) { return v + 10; })], d: [0, 10], m: 0, last: -1,
      over: false, variation: !!variation, switched: false };
  }

  function home(b, q) { return b.switched ? q ^ 1 : q; }
  function suit(c) { return c >= 10 ? 1 : 0; }
  function locked(b, q) {
    var s = home(b, q ^ 1);
    return b.c[q].every(function (c) { return suit(c) === s; });
  }

  // Namers of cards in texts (see Words above): the(c) a card (OpsDuelView.the when
  // spoken), theirs(c) one after a player's name ("H’s 7 of spades", "le 7 de pique de H").
  var SHOWN = { the: V.sym, theirs: V.sym };
  var SPOKEN = {
    the: function (c) { return V.the(c, true); },
    theirs: function (c) {
      var w = V.words(c);
      return c % 10 === 1 ? _("duel.theirs_ace", { c: w }) : _("duel.theirs", { c: w });
    }
  };

  // why returns the reason a move is illegal, or "" when it is legal, its cards written by
  // the namer n (SHOWN when not given): the message duelday.why_ and the name of the
  // engine's duel.Reason, the one set of refusals that Go also words the daily duel's
  // answers by (site/internal/duel), so that a refused move reads the same on both.
  function why(b, m, n) {
    var g = m[0], src = m[1], t = m[2], h = home(b, b.m), c;
    n = n || SHOWN;
    if (!(g >= 0 && g <= 8)) return _("duelday.why_give");
    if (src === 0) return t === g ? _("duelday.why_same_position") : '';
    if (src === 1) {
      if (b.over) return _("duelday.why_trading_over");
      c = b.c[b.m ^ 1][t];
      if (suit(c) === h) return _("duelday.why_own_suit", { c: n.the(c), s: V.home(h) });
      if (c % 10 === b.last) return _("duelday.why_just_taken", { c: n.the(c), n: V.named(c) });
      return '';
    }
    c = b.d[t];
    return suit(c) === h ? _("duelday.why_own_suit_dish", { c: n.the(c), s: V.home(h) }) : '';
  }

  // moves lists the legal moves in the order of the Go engine's Position.Moves.
  function moves(b) {
    var out = [], h = home(b, b.m), op = b.c[b.m ^ 1];
    for (var g = 0; g < 9; g++) {
      for (var t = g + 1; t < 9; t++) out.push([g, 0, t]);
      if (!b.over) {
        for (t = 0; t < 9; t++) if (suit(op[t]) !== h && op[t] % 10 !== b.last) out.push([g, 1, t]);
      }
      for (t = 0; t < 2; t++) if (suit(b.d[t]) !== h) out.push([g, 2, t]);
    }
    return out;
  }

  // apply makes a legal move: {b: the new board, r: the result for the mover}.
  function apply(b, m) {
    var me = b.m, op = me ^ 1, g = m[0], t = m[2], x;
    var n = { c: [b.c[0].slice(), b.c[1].slice()], d: b.d.slice(), m: op, last: -1,
      over: b.over, variation: b.variation, switched: b.switched };
    var mine = n.c[me], r = 0;
    if (m[1] === 0) {
      x = mine[g]; mine[g] = mine[t]; mine[t] = x;
    } else if (m[1] === 1) {
      x = n.c[op][t]; n.c[op][t] = mine[g]; mine[g] = x; n.last = x % 10;
    } else {
      x = n.d[t]; n.d[t] = mine[g]; mine[g] = x;
    }
    if (m[1] !== 0 && !n.over && (locked(n, 0) || locked(n, 1))) {
      if (n.variation) n.switched = !n.switched; else n.over = true;
    }
    var pm = provable(vals(mine)), po = m[1] === 1 && provable(vals(n.c[op]));
    r = pm && po ? 2 : pm ? 1 : po ? 3 : 0;
    return { b: n, r: r };
  }

  // hasWin: does the player to move win at once? Only moves whose positions meet every
  // failing line are tried.
  function hasWin(b) {
    var me = b.m, op = b.m ^ 1, v = vals(b.c[me]), f = failing(v), h = home(b, me), i, k, old, c, x;
    var sw = SWAPS[f];
    for (k = 0; k < sw.length; k++) {
      var a = sw[k][0], z = sw[k][1];
      x = v[a]; v[a] = v[z]; v[z] = x;
      var ok = provable(v);
      x = v[a]; v[a] = v[z]; v[z] = x;
      if (ok) return true;
    }
    var rp = REPL[f];
    for (k = 0; k < rp.length; k++) {
      i = rp[k]; old = v[i];
      for (var t = 0; t < 2; t++) {
        if (suit(b.d[t]) !== h) { v[i] = b.d[t] % 10; if (provable(v)) return true; }
      }
      if (!b.over) {
        for (t = 0; t < 9; t++) {
          c = b.c[op][t];
          if (suit(c) === h || c % 10 === b.last) continue;
          v[i] = c % 10;
          if (provable(v)) {
            var o = vals(b.c[op]); o[t] = old;
            if (!provable(o)) return true;
          }
        }
      }
      v[i] = old;
    }
    return false;
  }

  // forcedAfter: on a board just after a move that did not end the game, does the player
  // who made it win on their next turn whatever the reply?
  function forcedAfter(b) {
    var rs = moves(b);
    for (var k = 0; k < rs.length; k++) {
      var n = apply(b, rs[k]);
      if (n.r === 1 || (n.r === 0 && !hasWin(n.b))) return false;
    }
    return true;
  }

  // solve lists every win in 1 and every forced win in 2, in move order.
  function solve(b) {
    var w1 = [], w2 = [];
    moves(b).forEach(function (m) {
      var n = apply(b, m);
      if (n.r === 1) w1.push(m);
      else if (n.r === 0 && forcedAfter(n.b)) w2.push(m);
    });
    return { win1: w1, win2: w2 };
  }

  // refute answers a move that neither wins at once nor forces a win in 2: the opponent's
  // reply that wins, else one after which the mover has no win at once. Null otherwise.
  function refute(b, m) {
    var n = apply(b, m);
    if (n.r !== 0) return null;
    var rs = moves(n.b), k, x;
    for (k = 0; k < rs.length; k++) if (apply(n.b, rs[k]).r === 1) return { move: rs[k], r: 1 };
    for (k = 0; k < rs.length; k++) {
      x = apply(n.b, rs[k]);
      if (x.r === 0 && !hasWin(x.b)) return { move: rs[k], r: 0 };
    }
    return null;
  }

  function holding(v) {
    var f = failing(v), n = 0;
    for (var k = 0; k < 4; k++) if (!(f >> k & 1)) n++;
    return n;
  }
  function countWins(b) {
    return moves(b).filter(function (m) { return apply(b, m).r === 1; }).length;
  }

  // choose picks the computer's move: level 0 random, 1 greedy, 2 search (as the Go
  // engine's ChooseMove); rnd() returns a number in [0, 1).
  function choose(b, level, rnd) {
    var ms = moves(b), pick = function (a) { return a[Math.floor(rnd() * a.length)]; };
    if (level <= 0) return pick(ms);
    var wins = [], forced = [], me = b.m;
    ms.forEach(function (m) {
      var n = apply(b, m);
      if (n.r === 1) wins.push(m);
      else if (level >= 2 && !wins.length && n.r === 0 && forcedAfter(n.b)) forced.push(m);
    });
    if (wins.length) return pick(wins);
    if (forced.length) return pick(forced);
    var best = [], bestScore = -Infinity;
    ms.forEach(function (m) {
      var n = apply(b, m), s;
      if (n.r !== 0) s = -1e6;
      else if (level === 1) s = holding(vals(n.b.c[me]));
      else {
        var w = countWins(n.b);
        if (w > 0) s = -1000 - w;
        else {
          var t = { c: n.b.c, d: n.b.d, m: me, last: -1, over: n.b.over, variation: n.b.variation, switched: n.b.switched };
          s = 8 * Math.min(countWins(t), 3) + 2 * holding(vals(n.b.c[me])) - holding(vals(n.b.c[me ^ 1]));
        }
      }
      if (s > bestScore) { bestScore = s; best = [m]; } else if (s === bestScore) best.push(m);
    });
    return pick(best);
  }

  // describe writes a move of the player to move as a sentence, its cards by the namer n
  // (SHOWN when not given): "S gives 7♠ for H’s 5♥.", "S gives the 7 of spades for H’s 5 of
  // hearts.".
  function describe(b, m, n) {
    n = n || SHOWN;
    var c = V.cards(b, m), a = { p: SIDE[b.m], q: SIDE[b.m ^ 1], a: n.the(c[0]), b: (m[1] === 1 ? n.theirs : n.the)(c[1]) };
    return m[1] === 0 ? _("duel.swaps", a) : m[1] === 1 ? _("duel.gives", a) : _("duel.gives_dish", a);
  }

  // offer writes a move the player to move can make, after "can": "swap 7♠ and 3♠".
  function offer(b, m, n) {
    var c = V.cards(b, m), a = { q: SIDE[b.m ^ 1], a: n.the(c[0]), b: (m[1] === 1 ? n.theirs : n.the)(c[1]) };
    return m[1] === 0 ? _("duel.swap", a) : m[1] === 1 ? _("duel.give", a) : _("duel.give_dish", a);
  }

  // replay reads a replay link's moves ("#game=[v,]S-7S-10H,H-4H-6S", the record's lines
  // "S 7S 10H" with "-" for the spaces, as "opsdaily duel play --replay" reads them) into
  // {moves, boards: the start then the board after each move, r: the last move's result},
  // each move checked by the rules; null when the link is damaged anywhere: a card that
  // is not one of the game's (code), a player not to move, a move after the end.
  function replay(h) {
    var m = /^#game=(v,)?([A-Za-z0-9,-]{0,4000})$/.exec(h);
    if (!m) return null;
    var x = start(!!m[1]), boards = [x], ms = [], parts = m[2] ? m[2].split(',') : [], r = 0, k;
    for (k = 0; k < parts.length; k++) {
      var f = parts[k].split('-'), mine = x.c[x.m], theirs = x.c[x.m ^ 1];
      if (f.length !== 3 || f[0].toUpperCase() !== SIDE[x.m] || r) return null;
      var g = code(f[1]), t = code(f[2]), mv;
      if (g < 0 || t < 0 || mine.indexOf(g) < 0) return null;
      g = mine.indexOf(g);
      if (mine.indexOf(t) >= 0) mv = [Math.min(g, mine.indexOf(t)), 0, Math.max(g, mine.indexOf(t))];
      else if (theirs.indexOf(t) >= 0) mv = [g, 1, theirs.indexOf(t)];
      else if (x.d.indexOf(t) >= 0) mv = [g, 2, x.d.indexOf(t)];
      else return null;
      if (why(x, mv) || mv[0] === mv[2] && !mv[1]) return null;
      var n = apply(x, mv);
      ms.push(mv); boards.push(n.b); x = n.b; r = n.r;
    }
    return { moves: ms, boards: boards, r: r };
  }

  // view is what OpsDuelView.draw shows of a board.
  function view(b) {
    return { c: b.c, d: b.d, m: b.m, last: b.last, over: b.over, h: [home(b, 0), home(b, 1)], k: [locked(b, 0), locked(b, 1)] };
  }

  var api = {
    code: code, card: card, fromJSON: fromJSON, toJSON: toJSON, moveJSON: moveJSON, moveOf: moveOf,
    start: start, home: home, locked: locked, why: why, moves: moves, apply: apply, provable: provable,
    hasWin: hasWin, solve: solve, refute: refute, choose: choose, describe: describe, offer: offer, replay: replay, view: view,
    SHOWN: SHOWN, SPOKEN: SPOKEN
  };
  return api;
})();
if (typeof module !== 'undefined') module.exports = OpsDuel;

// OpsDuelGame starts every [data-duel="game"] board of the page: a whole game against the
// computer, or between two people taking turns on the device, with the optional coach and
// the game record at the end (the notation "opsdaily duel play --replay" reads). The page
// calls it once, inline, after its scripts.
//
// A game in progress is kept in this browser after every move, under the site's prefix
// (OpsStats.here) + "duel": {mode: "people" or "computer", level: 0-2, side: "S" or "H",
// coach: bool, game: its moves as a replay link writes them ("v,S-7S-10H,..." without
// "#game=")}. Opening the page again (a reload, Back from the rules, a phone's browser
// that dropped the tab) resumes it with its options; a finished game, or New game, lets it
// go. What is kept is read as a replay link is: a value with another key or type, or moves
// the rules refuse, is dropped and a new game starts, saying so.
//
// Each board has two status lines: .duel-status, shown (cards with suit signs) and hidden
// from screen readers, and .duel-said, a live region visible only to them, saying the same
// in words (OpsDuel.SHOWN and SPOKEN). A text is a string, or a function of a namer
// writing it both ways; say() writes both lines.
function OpsDuelGame() {
  'use strict';
  var D = OpsDuel, V = OpsDuelView, P = OpsPage;
  // cat joins texts (strings, functions of a namer, or "" for nothing) into one text, a
  // space between sentences.
  function cat() {
    var parts = [].slice.call(arguments);
    return function (n) {
      return parts.map(function (p) { return typeof p === 'function' ? p(n) : p; }).filter(Boolean).join(' ');
    };
  }
  function up(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
  function game(root) {
    var table = root.querySelector('.duel-table'), status = root.querySelector('.duel-status');
    var said = root.querySelector('.duel-said');
    var form = root.querySelector('.duel-controls'), show = root.querySelector('.duel-show');
    var rec = root.querySelector('.duel-record'), recText = rec.querySelector('textarea');
    var b, human, two, over, plies, seed = 0, result = '', lines, tip = null, rp = null, last = '';
    var rpBox = root.querySelector('.duel-replay'), link = rec.querySelector('.duel-link');
    var KEPT = OpsStats.here().prefix + 'duel', undoBtn = root.querySelector('.duel-undo'), hist = [];
    // say shows the text t and says it (spoken, when given, is what to say instead: the
    // picker's texts name cards in words already).
    function say(t, spoken) {
      var f = typeof t === 'function' ? t : null;
      status.textContent = f ? f(D.SHOWN) : t;
      V.speak(said, f ? f(D.SPOKEN) : spoken === undefined ? t : spoken);
      last = f || status.textContent;
    }
    function rnd() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; }
    function names() {
      if (two) return [_("duel.player", { p: 'S' }), _("duel.player", { p: 'H' })];
      var you = _("duel.you_p", { p: V.SIDE[human] }), it = _("duel.computer_p", { p: V.SIDE[human ^ 1] });
      return human === 0 ? [you, it] : [it, you];
    }
    // draw shows the position, the focus kept on the card it was on, wherever that card
    // went (a person's move: the card they took, now in their layout); or, place given, on
    // the same place (the computer's move: the person's focus stays in their layout, even
    // when the computer took the card that was there).
    function draw(place) {
      var a = document.activeElement, f = a && a.getAttribute('data-card'), v = D.view(b);
      if (over) v.done = _("duelday.over", { e: result });
      V.draw(table, v, names());
      table.setAttribute('data-position', JSON.stringify(D.toJSON(b)));
      var c = f && table.querySelector(place ? '[data-where="' + a.dataset.where + '"][data-pos="' + a.dataset.pos + '"]' : '[data-card="' + f + '"]');
      if (c) V.focus(c);
      // Undo is there while a move of a person can be taken back: not in a replay, nor
      // while the computer is to move; a button hidden under the focus hands it to the
      // cards of the player to move.
      var u = !rp && hist.some(function (h) { return two || h.m === human; }) && (two || over || b.m === human);
      if (!u && document.activeElement === undoBtn) V.focus(table.querySelector('.duel-mover .duel-card[tabindex="0"]') || table.querySelector('.duel-card'));
      undoBtn.hidden = !u;
    }
    // end ends the game won by a move of mover with result r, and returns what to say.
    function end(mover, r) {
      var winner = r === 1 ? mover : mover ^ 1;
      over = true;
      root.setAttribute('data-duel-state', two ? 'over' : winner === human ? 'won' : 'lost');
      root.setAttribute('data-winner', V.SIDE[winner]);
      var why = r === 1 ? _("duel.why_won") : r === 2 ? _("duel.why_both") : _("duel.why_other");
      var who = two ? _("duel.wins", { p: V.SIDE[winner] }) : winner === human ? _("duel.you_win") : _("duel.computer_wins");
      result = _("duel.result", { who: who, why: why });
      return up(result);
    }
    // round says what a move did to the trading round: a lock closes it, and in the
    // variation opens a new one with the home suits switched.
    function round(before, after) {
      if (before.over === after.over && before.switched === after.switched) return '';
      var q = D.locked({ c: after.c, switched: before.switched }, 0) ? 0 : 1;
      if (after.over) return _("duel.lock_over", { p: V.SIDE[q] });
      return _("duel.lock_switch", { p: V.SIDE[q], s: V.home(D.home(after, 0)), h: V.home(D.home(after, 1)) });
    }
    // moves writes the game's moves as a replay link does, after its "#game=".
    function moves() { return (b.variation ? 'v,' : '') + lines.map(function (l) { return l.replace(/ /g, '-'); }).join(','); }
    function finish() {
      recText.value = '# ' + _("duel.record_head") + '\n' + (b.variation ? 'variation\n' : '') +
        lines.join('\n') + '\n# ' + up(result) + '\n';
      rec.hidden = false;
      show.hidden = true;
      link.href = '#game=' + moves();
    }
    // keep keeps the game in progress in this browser, or lets a finished one go; nothing
    // while another tab keeps its game in this one's place (away).
    function keep() {
      if (away) return;
      keeping = true;
      if (over) { try { localStorage.removeItem(KEPT); } catch (e) { /* refused */ } return; }
      P.set(KEPT, JSON.stringify({ mode: two ? 'people' : 'computer', level: Number(form.elements.level.value), side: V.SIDE[human], coach: form.elements.coach.checked, game: moves() }));
    }
    // kept returns the game kept in this browser, checked: {o: its options, rp: its moves
    // as D.replay reads them}; null when there is none, false when what is kept is damaged.
    function kept() {
      var raw = P.get(KEPT), o, rp;
      if (raw === null) return null;
      try { o = JSON.parse(raw); } catch (e) { return false; }
      if (!o || typeof o !== 'object' || Object.keys(o).sort().join() !== 'coach,game,level,mode,side' ||
        ['people', 'computer'].indexOf(o.mode) < 0 || [0, 1, 2].indexOf(o.level) < 0 || V.SIDE.indexOf(o.side) < 0 ||
        typeof o.coach !== 'boolean' || typeof o.game !== 'string') return false;
      rp = D.replay('#game=' + o.game);
      return rp && !rp.r && rp.moves.length < 400 ? { o: o, rp: rp } : false;
    }
    // One game is kept a site and browser: when another tab keeps its game in this one's
    // place (the storage event), this tab keeps nothing more (the two would overwrite each
    // other move by move, and a reload would open the other's game), says so below the
    // status line (note) and offers to keep its game instead, which the other tab is told.
    var keeping = false, away = false, note = null;
    window.addEventListener('storage', function (e) {
      if (e.key !== KEPT || e.newValue === null || !keeping || over || rp || away) return;
      away = true;
      if (note) note.remove();
      note = document.createElement('p');
      note.className = 'duel-elsewhere';
      note.tabIndex = -1;
      note.textContent = _("duel.elsewhere") + ' ';
      var btn = document.createElement('button'), m = note;
      btn.type = 'button';
      btn.className = 'btn quiet';
      btn.textContent = _("duel.keep_here");
      btn.onclick = function () {
        away = false;
        keep();
        m.textContent = said.textContent = _("duel.kept_here");
        m.focus();
      };
      note.appendChild(btn);
      said.parentNode.insertBefore(note, said.nextSibling);
      said.textContent = _("duel.elsewhere");
    });
    // step shows move k of a replay: the board after it, and what the move did.
    function step(k) {
      rp.k = k = Math.max(0, Math.min(rp.moves.length, k));
      b = rp.boards[k];
      over = false;
      var text = _("duel.replay_start", { count: rp.moves.length });
      if (k > 0) {
        var prev = rp.boards[k - 1], m = rp.moves[k - 1], r = D.apply(prev, m);
        text = cat(function (n) { return _("duel.replay_move", { k: k, n: rp.moves.length, m: D.describe(prev, m, n) }); },
          round(prev, r.b), r.r ? end(prev.m, r.r) : '');
      }
      root.setAttribute('data-replay-move', String(k));
      if (!over) { root.setAttribute('data-duel-state', 'replay'); root.removeAttribute('data-winner'); }
      draw();
      // A button pressed to its end is disabled, which would drop the focus to the page:
      // it goes to the other one (on Previous once Next runs out, as on match/).
      var was = document.activeElement;
      rp.prev.disabled = k === 0;
      rp.next.disabled = k === rp.moves.length;
      if (was && was.disabled && (was === rp.prev || was === rp.next)) (was === rp.prev ? rp.next : rp.prev).focus();
      say(text);
    }
    // play makes the move m of the player to move and returns what it did, a text.
    function play(m) {
      var before = b, c = V.cards(b, m), n = D.apply(b, m);
      hist.push(before);
      lines.push(V.SIDE[before.m] + ' ' + V.card(c[0]) + ' ' + V.card(c[1]));
      var lock = round(before, n.b), ends = '';
      b = n.b; plies++;
      if (n.r) ends = end(before.m, n.r);
      else if (plies >= 400) {
        over = true; result = _("duel.drawn", { n: 400 }); ends = up(result);
        root.setAttribute('data-duel-state', 'drawn');
      }
      if (over) finish();
      return cat(function (x) { return D.describe(before, m, x); }, lock, ends);
    }
    // coach returns what the coach says to the person to move ("" when off or no win),
    // and keeps the move it would show.
    function coach() {
      tip = null;
      show.hidden = true;
      if (!form.elements.coach.checked || over) return '';
      var s = D.solve(b), p = V.SIDE[b.m];
      if (s.win1.length) tip = { m: s.win1[0], k: 1 };
      else if (s.win2.length) tip = { m: s.win2[0], k: 2 };
      if (!tip) return '';
      show.hidden = false;
      if (two) return tip.k === 1 ? _("duel.hint_p1", { p: p }) : _("duel.hint_p2", { p: p });
      return tip.k === 1 ? _("duel.hint_you1") : _("duel.hint_you2");
    }
    function next() { return cat(two ? _("duel.to_move", { p: V.SIDE[b.m] }) : _("duel.your_move"), coach()); }
    function computer(prefix) {
      var level = Number(form.elements.level.value), t0 = performance.now();
      var m = D.choose(b, level, rnd), ms = performance.now() - t0;
      root.setAttribute('data-computer-ms', ms.toFixed(1));
      var did = play(m);
      draw(1);
      keep();
      say(cat(prefix, function (n) { return _("duel.computer", { m: did(n) }); }, over ? '' : next()));
    }
    // A refused move is said by the picker, shown and spoken (OpsDuelView.picker); a card
    // pressed in a replay or once the game is over says what to press instead.
    var pick = V.picker(table, function () {
      return rp ? _("duel.replay_press") : over ? _("duel.over_press") : !two && b.m !== human ? null : D.view(b);
    }, function (m) {
      var w = D.why(b, m);
      return w && [w, D.why(b, m, D.SPOKEN)];
    }, function (m) {
      var text = play(m);
      draw();
      keep();
      if (over) { say(text); return; }
      if (two) { say(cat(text, next())); return; }
      tip = null; show.hidden = true;
      say(cat(text, _("duel.thinking")));
      setTimeout(function () { computer(text); }, 20);
    }, say, function (c) { return two ? _("duelpick.picked", { p: V.SIDE[b.m], c: c }) : _("duelday.picked", { c: c }); });
    show.addEventListener('click', function () {
      if (!tip) return;
      var c = V.cards(b, tip.m), at = b, t = tip;
      V.mark(table, 'tried', c);
      say(function (n) {
        var a = { p: V.SIDE[at.m], m: D.offer(at, t.m, n) };
        if (two) return t.k === 1 ? _("duel.show_p1", a) : _("duel.show_p2", a);
        return t.k === 1 ? _("duel.show_you1", a) : _("duel.show_you2", a);
      });
    });
    // Undo takes back the last move (against the computer, its reply too, back to the
    // person's turn), also the one that ended the game, for a move picked by mistake.
    undoBtn.addEventListener('click', function () {
      if (undoBtn.hidden) return;
      var n = 0;
      do { b = hist.pop(); lines.pop(); plies--; n++; } while (!two && b.m !== human && hist.length);
      over = false; result = ''; tip = null; pick.reset();
      rec.hidden = true; recText.value = '';
      root.setAttribute('data-duel-state', 'playing');
      root.removeAttribute('data-winner');
      draw();
      keep();
      say(cat(two ? _("duel.undone", { p: V.SIDE[b.m] }) : n > 1 ? _("duel.undone_two") : _("duel.undone_you"), next()));
    });
    rec.querySelector('.duel-copy').addEventListener('click', function () {
      function done() { say(_("duel.copied")); }
      function old() { recText.select(); try { if (document.execCommand('copy')) { done(); return; } } catch (e) { /* below */ } say(_("duel.copy_select")); }
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(recText.value).then(done, old); else old();
    });
    function modes() {
      var p = form.elements.mode.value === 'people';
      form.elements.level.disabled = p;
      form.elements.side.disabled = p;
    }
    form.elements.mode.addEventListener('change', modes);
    // start starts a game with the form's options: a new one, or the moves of a kept
    // game, k (kept()), played again. The address lets a replay link go (in place, not as
    // a new page of the history), so that a reload resumes this game, not the replay.
    function start(k) {
      rp = null; rpBox.hidden = true; root.removeAttribute('data-replay-move'); langs('');
      away = false; // a game started here is kept here, in place of another tab's
      if (note) { note.remove(); note = null; }
      if (/^#game=/.test(location.hash)) try { history.replaceState(null, '', location.href.replace(/#.*$/, '')); } catch (e) { /* refused */ }
      b = D.start(form.elements.variation.checked);
      two = form.elements.mode.value === 'people';
      human = form.elements.side.value === 'H' && !two ? 1 : 0;
      over = false; result = ''; plies = 0; lines = []; hist = []; seed = Date.now() % 2147483648; pick.reset();
      rec.hidden = true; recText.value = '';
      root.setAttribute('data-duel-state', 'playing');
      root.removeAttribute('data-winner');
      root.setAttribute('data-mode', two ? 'people' : 'computer');
      var n = k ? k.rp.moves.length : 0;
      if (n) k.rp.moves.forEach(play);
      draw();
      keep();
      var back = n ? _("duel.resumed", { count: n }) : '';
      if (!two && b.m !== human) { say(cat(back, _("duel.thinking"))); setTimeout(function () { computer(back); }, 20); }
      else if (n) say(cat(back, next()));
      else say(cat(two ? _("duel.new_two") : _("duel.new_you"), coach()));
    }
    // resume starts the game kept in this browser, with its options, or a new game; what
    // is kept damaged is let go, and the page says so.
    function resume() {
      var k = kept(), f = form.elements;
      if (k) {
        f.mode.value = k.o.mode; f.level.value = String(k.o.level); f.side.value = k.o.side;
        f.coach.checked = k.o.coach; f.variation.checked = /^v,/.test(k.o.game);
        modes();
      }
      start(k || undefined);
      if (k === false) say(cat(_("duel.kept_damaged"), last));
    }
    form.addEventListener('submit', function (ev) { ev.preventDefault(); start(); });
    modes();
    var prevBtn = rpBox.querySelector('.duel-prev'), nextBtn = rpBox.querySelector('.duel-next');
    prevBtn.onclick = function () { if (rp) step(rp.k - 1); };
    nextBtn.onclick = function () { if (rp) step(rp.k + 1); };
    // langs points the page's language links at what it shows: h, the replay open (its
    // "#game=..."), so that the other language shows the same game, or "" for the page
    // alone (a game of one's own is kept in this browser, whatever the language).
    function langs(h) {
      [].forEach.call(document.querySelectorAll('nav.langs a[lang]'), function (a) { a.href = a.href.replace(/#.*$/, '') + h; });
    }
    // fromHash opens the replay the page's link names (#game=...), or starts a game. The
    // focus on the finished game's link, which the replay hides, moves to the box of the
    // replay's buttons, one Tab before Next move: on the button itself, the keypress of the
    // Enter that followed the link would also press it.
    function fromHash() {
      var shared = /^#game=/.test(location.hash) ? D.replay(location.hash) : undefined, had = rec.contains(document.activeElement);
      if (!shared) {
        if (shared === null) { start(); say(cat(_("duel.damaged"), last)); } else resume();
        return;
      }
      rp = shared; rp.k = 0; rp.prev = prevBtn; rp.next = nextBtn;
      pick.reset(); tip = null; show.hidden = true;
      rpBox.hidden = false; two = true; plies = 0; lines = []; hist = []; rec.hidden = true; result = '';
      root.setAttribute('data-mode', 'replay');
      langs(location.hash);
      step(0);
      if (had) rpBox.focus();
    }
    window.addEventListener('hashchange', function () { if (/^#game=/.test(location.hash)) fromHash(); });
    fromHash();
  }

  [].forEach.call(document.querySelectorAll('[data-duel="game"]'), function (root) {
    if (root.getAttribute('data-duel-ready')) return;
    root.setAttribute('data-duel-ready', '1');
    game(root);
  });
}
