// Tests of trainer.js against testdata/vectors.json, which a Go test writes from the engines
// (site/internal/bank, TestVectors). Run: node --test templates/trainer/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const R = require('../play/goals.js');
const T = require('./trainer.js');

const V = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'vectors.json'), 'utf8'));
const cards = (a) => a.map(R.card);

test('vectors are present', () => {
  assert.ok(V.solve.length >= 100 && V.keep.length >= 20 && V.score.length >= 50);
});

test('best play agrees with twoops.Solve', () => {
  for (const c of V.solve) {
    const p = T.solve(cards(c.numbers), cards(c.operators), c.goal);
    const name = c.numbers.join(' ') + ' / ' + c.operators.join(' ') + ' / ' + c.goal;
    assert.strictEqual(p.all.length, c.all, name);
    assert.strictEqual(p.best, c.best, name);
    assert.strictEqual(p.optimal.length, c.optimal, name);
    const f = p.optimal[0], o = f.operations;
    assert.deepStrictEqual([o[0].numbers[0].code, o[0].numbers[1].code, o[1].numbers[0].code, o[1].numbers[1].code,
      o[0].operator.code, o[1].operator.code, R.show(o[0].value), R.show(o[1].value)], c.first, name);
    assert.deepStrictEqual(f.marker.map((m) => m.code), c.marker, name);
  }
});

test('keep rates and the advice agree with twoops.KeepRates and AdviceIndex', () => {
  for (const c of V.keep) {
    const six = cards(c.numbers), kept = T.keepRates(six);
    assert.deepStrictEqual(kept, c.kept, c.numbers.join(' '));
    assert.strictEqual(T.advice(six, kept), c.advice, c.numbers.join(' '));
  }
  assert.strictEqual(T.OUTCOMES, 2244);
});

test('keep rates do not depend on how the cards are written (TS, 1H, lower case)', () => {
  assert.ok(V.spelled.length >= 3);
  for (const c of V.spelled) {
    const six = cards(c.numbers), kept = T.keepRates(six);
    assert.deepStrictEqual(kept, c.kept, c.numbers.join(' '));
    assert.strictEqual(T.advice(six, kept), c.advice, c.numbers.join(' '));
  }
});

test('scoring agrees with twoops.Score', () => {
  for (const c of V.score) assert.deepStrictEqual(T.score(c.results, c.goal), c.points, JSON.stringify(c));
});

test('the seeded generator is reproducible and spreads', () => {
  const a = T.rng('7b'), b = T.rng('7b'), c = T.rng('7c');
  const xs = [a(), a(), a()];
  assert.deepStrictEqual([b(), b(), b()], xs);
  assert.notDeepStrictEqual([c(), c(), c()], xs);
  const counts = [0, 0, 0, 0, 0, 0], r = T.rng('spread');
  for (let i = 0; i < 6000; i++) counts[T.intn(r, 6)]++;
  for (const n of counts) assert.ok(n > 850 && n < 1150, String(counts));
});

test('order is a seeded permutation', () => {
  const o = T.order('7b', 'ops/3', 80);
  assert.deepStrictEqual(o.slice().sort((x, y) => x - y), Array.from({ length: 80 }, (_, i) => i));
  assert.deepStrictEqual(T.order('7b', 'ops/3', 80), o);
  assert.notDeepStrictEqual(T.order('7b', 'ops/4', 80), o);
});

test('the level rule: two successes up, one miss down, within 1-5', () => {
  let s = { level: 1, streak: 0 };
  s = T.adapt(s, true); assert.deepStrictEqual(s, { level: 1, streak: 1 });
  s = T.adapt(s, true); assert.deepStrictEqual(s, { level: 2, streak: 0 });
  s = T.adapt(s, true); s = T.adapt(s, false); assert.deepStrictEqual(s, { level: 1, streak: 0 });
  s = T.adapt(s, false); assert.deepStrictEqual(s, { level: 1, streak: 0 });
  s = { level: 5, streak: 1 };
  s = T.adapt(s, true); assert.deepStrictEqual(s, { level: 5, streak: 2 });
});

test('a good discard keeps the best within 5 points of the highest keep rate', () => {
  const n = T.OUTCOMES; // 2,244 outcomes: 5 points are 112.2 of them
  assert.strictEqual(T.goodDiscard(2000, 2000, n), true);
  assert.strictEqual(T.goodDiscard(1888, 2000, n), true); // 4.99 points under
  assert.strictEqual(T.goodDiscard(1887, 2000, n), false); // 5.04 points under
  assert.strictEqual(T.goodDiscard(0, 112, n), true);
  assert.strictEqual(T.goodDiscard(0, 113, n), false);
});

test('a deal follows the procedure: distinct cards, 6 numbers and 2 operators each', () => {
  for (let players = 1; players <= 6; players++) {
    const d = T.deal(T.rng('deal' + players), players), seen = new Set();
    assert.strictEqual(d.hands.length, players);
    for (const h of d.hands) {
      assert.strictEqual(h.numbers.length, 6);
      assert.strictEqual(h.operators.length, 2);
      h.numbers.forEach((c) => { assert.ok(!c.court); seen.add(c.code); });
      h.operators.forEach((c) => { assert.ok(c.court); seen.add(c.code); });
    }
    assert.ok(!d.goalCard.court);
    seen.add(d.goalCard.code);
    assert.strictEqual(seen.size, players * 8 + 1);
    assert.strictEqual(d.goal, R.goalOf(d.goalCard));
    assert.deepStrictEqual(T.deal(T.rng('deal' + players), players), d);
  }
});

test('computer players: strong plays the advice and its best; easy never beats its best', () => {
  const r = T.rng('cpu');
  for (let i = 0; i < 8; i++) {
    const d = T.deal(r, 2), h = d.hands[0];
    const s = T.computer('strong', T.rng(i), h, d.goal);
    assert.strictEqual(s.discard, T.advice(h.numbers, T.keepRates(h.numbers)));
    const five = h.numbers.filter((c, k) => k !== s.discard);
    assert.strictEqual(s.arrangement.result, T.solve(five, h.operators, d.goal).best);
    const e = T.computer('easy', T.rng(i), h, d.goal);
    assert.ok(!R.better(d.goal, e.arrangement.result, e.best));
    assert.ok(e.discard >= 0 && e.discard < 6);
  }
});

test('easy computers play less well than strong ones over many hands', () => {
  const r = T.rng('levels');
  let easyShort = 0, strongShort = 0;
  for (let i = 0; i < 40; i++) {
    const d = T.deal(r, 1), h = d.hands[0];
    // Shortfall from the best over any discard, in halves.
    let best = null;
    for (let k = 0; k < 6; k++) {
      const b = T.solve(h.numbers.filter((c, j) => j !== k), h.operators, d.goal).best;
      if (best === null || R.better(d.goal, b, best)) best = b;
    }
    easyShort += Math.abs(T.computer('easy', T.rng('e' + i), h, d.goal).arrangement.result - best);
    strongShort += Math.abs(T.computer('strong', T.rng('s' + i), h, d.goal).arrangement.result - best);
  }
  assert.ok(easyShort > strongShort * 1.5 && easyShort > 40, `easy ${easyShort}, strong ${strongShort}`);
});
