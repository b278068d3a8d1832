// The trainer's pure functions (practice and match pages), tested with node --test against
// vectors a Go test writes from the engines (site/internal/bank, TestVectors). A classic
// script: in a page it defines the global TrainerRules. It builds on OpsRules (rules.js) for
// every operator, goal and value; values are in halves (7.5 is 15), as there.
var TrainerRules = (function (R) {
  'use strict';

  // rng returns a seeded generator of uint32 values from any string: FNV-1a of the string
  // (OpsPage.fnv) seeds mulberry32. The same seed gives the same numbers in every browser.
  function rng(seed) {
    var a = OpsPage.fnv(String(seed));
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
  }

  // intn returns a number from 0 to n-1 drawn from r (rng), without modulo bias.
  function intn(r, n) {
    var lim = 4294967296 - (4294967296 % n), x;
    do x = r(); while (x >= lim);
    return x % n;
  }

  // shuffle shuffles a in place with r (Fisher-Yates) and returns it.
  function shuffle(r, a) {
    for (var i = a.length - 1; i > 0; i--) {
      var j = intn(r, i + 1), t = a[i]; a[i] = a[j]; a[j] = t;
    }
    return a;
  }

  // order is the seeded order in which a learner meets the n puzzles of one bank list:
  // a permutation of 0..n-1 from the seed and the list's name.
  function order(seed, name, n) {
    var a = [];
    for (var i = 0; i < n; i++) a.push(i);
    return shuffle(rng(seed + '/' + name), a);
  }

  // The practice level rule: two successes in a row move up a level (to 5 at most), one
  // miss moves down a level (to 1 at least); either move starts the count again.
  var UP_AFTER = 2;
  function adapt(state, success) {
    var s = { level: state.level, streak: state.streak };
    if (success) {
      s.streak++;
      if (s.streak >= UP_AFTER && s.level < 5) { s.level++; s.streak = 0; }
    } else {
      if (s.level > 1) s.level--;
      s.streak = 0;
    }
    return s;
  }

  // goodDiscard reports whether a discard is good enough for a practice success: its keep
  // count (of outcomes) within 5 points of the highest keep count, top.
  function goodDiscard(kept, top, outcomes) { return kept >= top - 0.05 * outcomes; }

  // Two Ops best play. Arrangements come in the engine's order (twoops.Play.All): the four
  // numbers used (index sets in lexicographic order), the pairing (the first used number
  // with the second, third or fourth), then the operators, the second assignment left out
  // when the two operators are identical (same rank and colour).
  function arrangements(numbers, operators, goal) {
    var n = numbers.length, out = [], u0, u1, u2, u3, i;
    var same = operators[0].rank === operators[1].rank && operators[0].red === operators[1].red;
    function op(o, p) {
      return { numbers: [numbers[p[0]], numbers[p[1]]], operator: o, value: R.operate(o, numbers[p[0]], numbers[p[1]]) };
    }
    for (u0 = 0; u0 < n; u0++) for (u1 = u0 + 1; u1 < n; u1++) for (u2 = u1 + 1; u2 < n; u2++) for (u3 = u2 + 1; u3 < n; u3++) {
      var u = [u0, u1, u2, u3], marker = [];
      for (i = 0; i < n; i++) if (u.indexOf(i) < 0) marker.push(numbers[i]);
      [[0, 1, 2, 3], [0, 2, 1, 3], [0, 3, 1, 2]].forEach(function (pq) {
        var p = [u[pq[0]], u[pq[1]]], q = [u[pq[2]], u[pq[3]]];
        for (var s = 0; s < (same ? 1 : 2); s++) {
          var a = op(operators[s], p), b = op(operators[1 - s], q);
          out.push({ operations: [a, b], marker: marker, result: R.combine(goal, a.value, b.value) });
        }
      });
    }
    return out;
  }

  // solve returns {all, best, optimal} like twoops.Solve: every arrangement of 4 to 6
  // number cards (from OpsRules.card) with two operators under a goal, the best result
  // (halves) and the arrangements reaching it.
  function solve(numbers, operators, goal) {
    var all = arrangements(numbers, operators, goal), best = all[0].result;
    all.forEach(function (a) { if (R.better(goal, a.result, best)) best = a.result; });
    return { all: all, best: best, optimal: all.filter(function (a) { return a.result === best; }) };
  }

  var COURTS = [], PIPS = [];
  'SHDC'.split('').forEach(function (s) {
    ['J', 'Q', 'K'].forEach(function (r) { COURTS.push(R.card(r + s)); });
  });
  ['S', 'H', 'D', 'C'].forEach(function (s) {
    ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].forEach(function (r) { PIPS.push(R.card(r + s)); });
  });
  var GOALS = ['lowest-sum', 'highest-sum', 'least-difference', 'most-difference'];
  var OUTCOMES = 66 * 34;

  // keepRates returns, for each of six number cards, how many of the 2,244 outcomes unknown
  // at the blind discard (any 2 of the 12 operators, any of the 34 other pip cards as the
  // goal card) leave the other five as good as all six: like twoops.KeepRates, counted
  // exactly by visiting every pair of operators and weighing each goal by its goal cards.
  function keepRates(numbers) {
    // Cards are compared by what OpsRules.card read (rank and suit), not by how they were
    // written: TS is 10S and 1S is AS, so a number card is never counted as a goal card.
    var held = numbers.map(function (c) { return c.rank + c.suit; });
    var weight = [0, 0, 0, 0], kept = [0, 0, 0, 0, 0, 0], g, i, j, k;
    PIPS.forEach(function (c) {
      if (held.indexOf(c.rank + c.suit) < 0) weight[GOALS.indexOf(R.goalOf(c))]++;
    });
    for (i = 0; i < 12; i++) for (j = i + 1; j < 12; j++) {
      var all = arrangements(numbers, [COURTS[i], COURTS[j]], GOALS[0]);
      for (g = 0; g < 4; g++) {
        var goal = GOALS[g], best = null, best5 = [null, null, null, null, null, null];
        all.forEach(function (a) {
          var r = R.combine(goal, a.operations[0].value, a.operations[1].value);
          if (best === null || R.better(goal, r, best)) best = r;
          a.marker.forEach(function (m) {
            var d = numbers.indexOf(m);
            if (best5[d] === null || R.better(goal, r, best5[d])) best5[d] = r;
          });
        });
        for (k = 0; k < 6; k++) if (best5[k] === best) kept[k] += weight[g];
      }
    }
    return kept;
  }

  // SUIT_ORDER breaks ties of the advice, as twoops.Advice does: the lowest pip value, then
  // spades, hearts, diamonds, clubs.
  var SUIT_ORDER = 'SHDC';

  // advice returns the index of the card to discard: the highest keep count, ties to the
  // lowest value, then the first suit.
  function advice(numbers, kept) {
    var best = 0;
    for (var i = 1; i < 6; i++) {
      var a = numbers[i], b = numbers[best];
      if (kept[i] > kept[best] || (kept[i] === kept[best] && (a.value < b.value ||
        (a.value === b.value && SUIT_ORDER.indexOf(a.suit) < SUIT_ORDER.indexOf(b.suit))))) best = i;
    }
    return best;
  }

  // deal deals a round for 1 to 6 players from r (rng), following the seed's procedure as
  // twoops.DealFrom does: shuffle the 40 pip cards and the 12 court cards, deal 6 numbers
  // to each player in turn, then 2 operators each, and turn the next pip card as the goal.
  function deal(r, players) {
    var pips = shuffle(r, PIPS.slice()), courts = shuffle(r, COURTS.slice()), hands = [], p, k;
    for (p = 0; p < players; p++) {
      var h = { numbers: [], operators: [] };
      for (k = 0; k < 6; k++) h.numbers.push(pips[k * players + p]);
      for (k = 0; k < 2; k++) h.operators.push(courts[k * players + p]);
      hands.push(h);
    }
    var goalCard = pips[6 * players];
    return { hands: hands, goalCard: goalCard, goal: R.goalOf(goalCard) };
  }

  // score gives each result (halves) its points, like twoops.Score: 2 to every best result
  // under the goal, 1 to every next best distinct result.
  function score(results, goal) {
    var best = results[0], next = null;
    results.forEach(function (r) { if (R.better(goal, r, best)) best = r; });
    results.forEach(function (r) { if (r !== best && (next === null || R.better(goal, r, next))) next = r; });
    return results.map(function (r) { return r === best ? 2 : r === next ? 1 : 0; });
  }

  // The computer players' levels. "strong" discards the advice (the highest keep rate) and
  // plays its best. "easy" discards at random with chances in proportion to the keep
  // rates, then plays the best of a random third of its arrangements.
  var LEVELS = ['easy', 'strong'];
  function computer(level, r, hand, goal) {
    var kept = keepRates(hand.numbers), d;
    if (level === 'strong') d = advice(hand.numbers, kept);
    else {
      var total = kept.reduce(function (s, k) { return s + k + 1; }, 0), x = intn(r, total);
      for (d = 0; d < 5 && x >= kept[d] + 1; d++) x -= kept[d] + 1;
    }
    var five = hand.numbers.filter(function (c, i) { return i !== d; });
    var play = solve(five, hand.operators, goal), pool = play.all;
    if (level !== 'strong') {
      pool = shuffle(r, pool.slice()).slice(0, Math.max(1, Math.ceil(pool.length / 3)));
    }
    var pick = pool[0];
    pool.forEach(function (a) { if (R.better(goal, a.result, pick.result)) pick = a; });
    return { discard: d, kept: kept, arrangement: pick, best: play.best };
  }

  // arrangementCodes writes an arrangement as the boards' payload does:
  // "KH 9C 3C JS 5H 2D 5C", each operator before its two numbers, then the marker.
  function arrangementCodes(a) {
    var out = [];
    a.operations.forEach(function (o) { out.push(o.operator.code, o.numbers[0].code, o.numbers[1].code); });
    a.marker.forEach(function (m) { out.push(m.code); });
    return out.join(' ');
  }

  // payload makes the Two Ops board's payload "t" (see OpsBoards.twoOps in board.js) for six
  // numbers, two operators and a goal card: for each discard the best of the five kept (in
  // the display form "7.5"), its keep rate (kept of OUTCOMES; computed when not given) and
  // the first optimal arrangement of the five; the best over any discard and the advice.
  function payload(numbers, operators, goalCard, kept) {
    var goal = R.goalOf(goalCard), overall = null;
    kept = kept || keepRates(numbers);
    var d = numbers.map(function (c, i) {
      var five = numbers.filter(function (x, k) { return k !== i; }), play = solve(five, operators, goal);
      if (overall === null || R.better(goal, play.best, overall)) overall = play.best;
      return { c: c.code, b: R.show(play.best), k: kept[i] / OUTCOMES, p: arrangementCodes(play.optimal[0]) };
    });
    return {
      o: operators.map(function (c) { return c.code; }), g: goalCard.code, goal: goal, b: R.show(overall),
      a: numbers[advice(numbers, kept)].code, d: d
    };
  }

  return {
    rng: rng, intn: intn, shuffle: shuffle, order: order, UP_AFTER: UP_AFTER, adapt: adapt, goodDiscard: goodDiscard,
    arrangements: arrangements, solve: solve, keepRates: keepRates, advice: advice,
    OUTCOMES: OUTCOMES, GOALS: GOALS, deal: deal, score: score, LEVELS: LEVELS, computer: computer,
    arrangementCodes: arrangementCodes, payload: payload
  };
})(typeof OpsRules !== 'undefined' ? OpsRules : require('../play/goals.js'));
if (typeof module !== 'undefined') module.exports = TrainerRules;
