// Rules of Ops and Two Ops as small pure functions, shared by the game boards (browser) and
// the node --test tests. A classic script: in a page it defines the global OpsRules.
// Values are integers; Two Ops values are counted in halves (7.5 is 15) so that they stay exact.
var OpsRules = (function () {
  'use strict';

  // The four lines of the keypad layout: [left/top, right/bottom, result] positions.
  var LINES = [[0, 1, 2], [3, 4, 5], [0, 3, 6], [1, 4, 7]];
  // The lines' names in the page's words: "Row 1" ... "Column 2" (the catalogue's lines.*).
  var LINE_NAMES = [_("lines.row1"), _("lines.row2"), _("lines.col1"), _("lines.col2")];
  var OPS = ['+', '−', '×', '÷'];

  // apply returns a op b, or null when op is a division that is not exact (or by zero).
  function apply(op, a, b) {
    var i = OPS.indexOf(op);
    return i < 0 ? null : [a + b, a - b, a * b, b !== 0 && a % b === 0 ? a / b : null][i];
  }

  // lineOps lists the operations (in the order + − × ÷) for which a op b = c.
  function lineOps(a, b, c) {
    return OPS.filter(function (op) { return apply(op, a, b) === c; });
  }

  // equation writes a line as a person does: "7 − 2 = 5". A ten counts 0.
  function equation(a, op, b, c) {
    return a + ' ' + op + ' ' + b + ' = ' + c;
  }

  // lines checks the four lines of a layout (an array of nine values 0-9, 0 for a ten).
  function lines(v) {
    return LINES.map(function (l, i) {
      var a = v[l[0]], b = v[l[1]], c = v[l[2]];
      var ops = lineOps(a, b, c);
      return {
        name: LINE_NAMES[i], pos: l, a: a, b: b, c: c, ops: ops, holds: ops.length > 0,
        equations: ops.map(function (op) { return equation(a, op, b, c); })
      };
    });
  }

  function provable(v) {
    return lines(v).every(function (l) { return l.holds; });
  }

  // targets returns every provable layout of A-9 (nine values 1-9), in increasing order
  // read as nine digits: the targets of hints and "show solution". They are found by
  // filling the places in reading order with the values left, each line checked as soon
  // as its result is placed (a few thousand steps, once a page).
  var targetList = null;
  function targets() {
    if (targetList) return targetList;
    var last = [], v = [], used = [];
    LINES.forEach(function (l) { last[l[2]] = l; });
    targetList = [];
    (function fill(p) {
      if (p === 9) { targetList.push(v.slice()); return; }
      for (var d = 1; d <= 9; d++) {
        if (used[d]) continue;
        v[p] = d;
        var l = last[p];
        if (l && !lineOps(v[l[0]], v[l[1]], d).length) continue;
        used[d] = true;
        fill(p + 1);
        used[d] = false;
      }
    })(0);
    return targetList;
  }

  // digits turns "789456123" into [7, 8, 9, ...] and back with join('').
  function digits(s) {
    return s.split('').map(Number);
  }

  // swapDistance is the fewest swaps that turn layout v into target t, both with nine
  // distinct values: 9 minus the number of cycles of the permutation between them.
  function swapDistance(v, t) {
    var where = {}, seen = [], cycles = 0, i, j;
    for (i = 0; i < 9; i++) where[t[i]] = i;
    for (i = 0; i < 9; i++) {
      if (seen[i]) continue;
      cycles++;
      for (j = i; !seen[j]; j = where[v[j]]) seen[j] = true;
    }
    return 9 - cycles;
  }

  // nearest picks the target closest to v in swaps; ties go to the smallest target read as
  // nine digits. It returns {target, moves}, or null when there is no target.
  function nearest(v, targets) {
    var best = null;
    targets.forEach(function (s) {
      var t = typeof s === 'string' ? digits(s) : s;
      var d = swapDistance(v, t), key = t.join('');
      if (!best || d < best.moves || (d === best.moves && key < best.key)) {
        best = { target: t, moves: d, key: key };
      }
    });
    return best && { target: best.target, moves: best.moves };
  }

  // nextSwap is the first swap of an optimal solution from v: towards the nearest target,
  // it fills the lowest position holding the wrong card. Null when v is already a target.
  function nextSwap(v, targets) {
    var n = nearest(v, targets);
    if (!n || n.moves === 0) return null;
    for (var i = 0; i < 9; i++) {
      if (v[i] !== n.target[i]) return [i, v.indexOf(n.target[i], i + 1)];
    }
    return null;
  }

  // solve lists the swaps of an optimal solution from v, each one a nextSwap.
  function solve(v, targets) {
    var w = v.slice(), out = [], s;
    while ((s = nextSwap(w, targets))) {
      out.push(s);
      var x = w[s[0]]; w[s[0]] = w[s[1]]; w[s[1]] = x;
    }
    return out;
  }

  // Two Ops.

  // card reads card notation ("10H", "AS", "KD", "TC") into {rank, suit, value, red, court}.
  function card(s) {
    var r = s.slice(0, -1).toUpperCase(), suit = s.slice(-1).toUpperCase();
    var rank = { A: 1, T: 10, J: 11, Q: 12, K: 13 }[r] || Number(r);
    return {
      code: s, rank: rank, suit: suit, red: suit === 'H' || suit === 'D',
      court: rank > 10, value: rank > 10 ? 0 : rank
    };
  }

  // SUIT holds each suit's letter and sign: SUIT.H is ['H', '♥']. Its name is the
  // catalogue's, in a card's name (OpsPage.card).
  var SUIT = { S: ['S', '♠'], H: ['H', '♥'], D: ['D', '♦'], C: ['C', '♣'] };

  // rankText writes a rank as printed on a card: A, 2-10, J, Q, K.
  function rankText(r) {
    return r === 1 ? 'A' : r > 10 ? 'JQK'[r - 11] : String(r);
  }
  // symbol writes a card with its suit symbol ("10♦"); name in the page's words ("ace of
  // spades", "As de pique"; c is {rank, suit} at least).
  function symbol(c) { return rankText(c.rank) + SUIT[c.suit][1]; }
  function name(c) { return OpsPage.card(rankText(c.rank) + c.suit); }
  // step is where an arrow key moves the focus in a grid of n cards, w to a row, wrapping
  // within the row or the column (a pair: every arrow goes to the other): the new index,
  // or -1 for another key.
  function step(i, key, w, n) {
    if (n < w) w = n;
    var d = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -w, ArrowDown: w }[key];
    if (!d) return -1;
    if (d === 1 || d === -1 || n === w) return i - i % w + (i % w + (d > 0 ? 1 : -1) + w) % w;
    return (i + d + n) % n;
  }
  // spoken is a card's accessible name: its name, led by the rank as shown when the name
  // does not begin with it as a word ("7 of spades", "A, ace of spades", "A, As de pique"),
  // as play.Name in Go.
  function spoken(c) {
    var n = name(c), r = rankText(c.rank);
    return n.indexOf(r + ' ') === 0 ? n : r + ', ' + n;
  }

  // operate returns, in halves, the value of number cards x and y joined by operator op
  // (cards as given by card()), by the operator table of the rules.
  function operate(op, x, y) {
    var a = x.value, b = y.value, mx = Math.max(a, b), mn = Math.min(a, b);
    var ma = x.red === op.red, mb = y.red === op.red;
    var R = op.rank;
    if (!ma && !mb) return R === 13 ? a + b : 2 * (R === 12 ? mx : mn);
    if (ma && mb) return 2 * (R === 13 ? a + b : R === 12 ? mx + 5 : mn - 5);
    var on = ma ? a : b, off = ma ? b : a;
    return 2 * (R === 13 ? off - on : R === 12 ? off % on : on);
  }

  // explain says an operation as a person would, in the page's words (the catalogue's
  // explain.*), exactly as the site's Catalog.Explain and, in English, twoops.Explain do:
  // "K♥ with 9♣ and 3♣: the operator matches neither, so the average, (9 + 3) ÷ 2 = 6".
  // of writes each card (default symbol, for the eye); said(op, x, y) is the same
  // sentence for the ear, every card in words ("king of hearts with 9 of clubs …"): what is
  // spoken never holds a suit sign.
  function explain(op, x, y, of) {
    of = of || symbol;
    var a = x.value, b = y.value, R = op.rank, ma = x.red === op.red, mb = y.red === op.red, on = mb ? y : x, off = mb ? x : y;
    // The values of every message's placeholders ({x}, {y}, {value}, {on}, {off}); rules
    // holds the rule's message by operator, J Q K, its placeholders filled last.
    var q = { x: a, y: b, value: operate(op, x, y) / 2, on: of(on), off: of(off) }, why, rules;
    if (!ma && !mb) {
      why = _("explain.neither");
      rules = [_("explain.rule.lesser"), _("explain.rule.greater"), _("explain.rule.average")];
    } else if (ma && mb) {
      why = _("explain.both");
      q.x = R === 13 ? a : R === 12 ? Math.max(a, b) : Math.min(a, b);
      rules = [_("explain.rule.lesser_minus_5"), _("explain.rule.greater_plus_5"), _("explain.rule.sum")];
    } else {
      why = _("explain.one", q);
      q.x = off.value; q.y = on.value;
      rules = [_("explain.rule.on"), _("explain.rule.remainder"), _("explain.rule.off_minus_on")];
    }
    return _("explain.operation", { op: of(op), a: of(x), b: of(y), why: why, rule: OpsPage.fill(rules[R - 11], q) });
  }
  function said(op, x, y) { return explain(op, x, y, name); }

  // GOAL_TEXT says each goal in the page's words.
  var GOAL_TEXT = {
    'lowest-sum': _("board.goal.lowest-sum"),
    'highest-sum': _("board.goal.highest-sum"),
    'least-difference': _("board.goal.least-difference"),
    'most-difference': _("board.goal.most-difference")
  };

  // combine joins the two operation values (halves) as the goal asks: sum or absolute difference.
  function combine(goal, u, v) {
    return goal.slice(-3) === 'sum' ? u + v : Math.abs(u - v);
  }

  // halves reads an exact value ("7.5", "-2.5", "4") into halves (OpsRules.show, in
  // goals.js, writes halves back): a page writes a value for people with
  // OpsPage.num(h / 2), "7,5" in French.
  function halves(s) {
    return Math.round(Number(s) * 2);
  }

  // Payload obfuscation (play.Encode): the JSON's characters moved along an alphabet by a
  // key stream from the date (FNV-1a seeding xorshift32, four bytes a state, low byte
  // first). This hides the day's solutions from a glance at the page source.
  function keyStream(date, n) {
    var h = OpsPage.fnv('opsdaily ' + date) || 1, i, out = new Uint8Array(n);
    for (i = 0; i < n; i++) {
      if ((i & 3) === 0) {
        h ^= h << 13; h >>>= 0;
        h ^= h >>> 17;
        h ^= h << 5; h >>>= 0;
      }
      out[i] = (h >>> (8 * (i & 3))) & 255;
    }
    return out;
  }
  // decode undoes play.Encode: each character of s moves back in the payloads' alphabet
  // (the printable ASCII characters but " & ' + / < > \ and `) by its byte of the key
  // stream, then ~ and ^ are the JSON's quotes and backslashes again.
  function decode(s, date) {
    var a = '', t = '', k = keyStream(date, s.length), c, i, ch;
    for (c = 32; c < 127; c++) if ('"&\'+/<>\\`'.indexOf(ch = String.fromCharCode(c)) < 0) a += ch;
    for (i = 0; i < s.length; i++) t += a[(a.indexOf(s[i]) - k[i] % 86 + 86) % 86];
    return JSON.parse(t.replace(/~/g, '"').replace(/\^/g, '\\'));
  }

  return {
    LINES: LINES, LINE_NAMES: LINE_NAMES, OPS: OPS, apply: apply, lineOps: lineOps,
    equation: equation, lines: lines, provable: provable, targets: targets, digits: digits,
    swapDistance: swapDistance, nearest: nearest, nextSwap: nextSwap, solve: solve,
    card: card, rankText: rankText, symbol: symbol, name: name, spoken: spoken, step: step, SUIT: SUIT, explain: explain, said: said, operate: operate, GOAL_TEXT: GOAL_TEXT, combine: combine,
    halves: halves, keyStream: keyStream, decode: decode
  };
})();
if (typeof module !== 'undefined') module.exports = OpsRules;
