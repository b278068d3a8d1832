// Tests of rules.js against testdata/vectors.json, which a Go test writes from the engines
// (site/internal/play, TestVectors). Run: node --test templates/play/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const R = require('./goals.js');

const V = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'vectors.json'), 'utf8'));

function layout(s) { return s.split('').map(Number); }

test('vectors are present', () => {
  assert.ok(V.lines.length >= 100, 'lines');
  assert.ok(V.starts.length >= 100, 'starts');
  assert.ok(V.targets.length >= 9 * 100, 'targets');
  assert.ok(V.operate.length > 0 && V.payloads.length > 0 && V.values.length > 0);
});

test('lines and proofs agree with the Go engine', () => {
  for (const c of V.lines) {
    const got = R.lines(layout(c.hand));
    assert.deepStrictEqual(got.map((l) => l.ops.join('')), c.ops, c.hand);
    assert.deepStrictEqual(got.map((l) => l.equations), c.equations, c.hand);
    assert.strictEqual(R.provable(layout(c.hand)), c.provable, c.hand);
  }
});

test('the targets are exactly the provable layouts of 1-9', () => {
  const ts = [];
  for (let i = 0; i < V.targets.length; i += 9) ts.push(V.targets.slice(i, i + 9));
  assert.strictEqual(new Set(ts).size, ts.length, 'no repeats');
  for (const t of ts) assert.ok(R.provable(layout(t)), t);
  assert.strictEqual(ts.length, V.target_count);
});

test('targets() finds exactly the Go engine\'s provable layouts, in its order', () => {
  const ts = [];
  for (let i = 0; i < V.targets.length; i += 9) ts.push(V.targets.slice(i, i + 9));
  assert.deepStrictEqual(R.targets().map((t) => t.join('')), ts);
});

test('hints and solutions are optimal for every sampled start', () => {
  const ts = [];
  for (let i = 0; i < V.targets.length; i += 9) ts.push(layout(V.targets.slice(i, i + 9)));
  for (const c of V.starts) {
    const v = layout(c.start);
    assert.strictEqual(R.nearest(v, ts).moves, c.optimal, c.start);
    const steps = R.solve(v, ts);
    assert.strictEqual(steps.length, c.optimal, c.start);
    const w = v.slice();
    for (const [i, j] of steps) {
      assert.ok(i >= 0 && i < 9 && j >= 0 && j < 9 && i !== j, 'swap in range');
      [w[i], w[j]] = [w[j], w[i]];
    }
    assert.ok(R.provable(w), c.start + ' ends provable');
    assert.strictEqual(R.nextSwap(w, ts), null);
    if (c.optimal > 0) assert.deepStrictEqual(R.nextSwap(v, ts), steps[0]);
  }
});

test('swap distance counts cycles', () => {
  assert.strictEqual(R.swapDistance(layout('123456789'), layout('123456789')), 0);
  assert.strictEqual(R.swapDistance(layout('213456789'), layout('123456789')), 1);
  assert.strictEqual(R.swapDistance(layout('231456789'), layout('123456789')), 2);
  assert.strictEqual(R.swapDistance(layout('912345678'), layout('123456789')), 8);
});

test('Two Ops operator values agree with the Go engine', () => {
  let n = 0;
  for (const c of V.operate) {
    const op = R.card(c.op);
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const x = R.card(a + c.a), y = R.card(b + c.b);
        assert.strictEqual(R.operate(op, x, y), c.halves[a - 1][b - 1], `${c.op} ${a}${c.a} ${b}${c.b}`);
        n++;
      }
    }
  }
  assert.ok(n >= 2400);
});

test('explanations agree with twoops.Explain', () => {
  assert.ok(V.explain.length >= 100);
  for (const c of V.explain) assert.strictEqual(R.explain(R.card(c.op), R.card(c.a), R.card(c.b)), c.text);
});

test('card names and symbols', () => {
  assert.strictEqual(R.symbol(R.card('10D')), '10♦');
  assert.strictEqual(R.symbol(R.card('AS')), 'A♠');
  assert.strictEqual(R.name(R.card('QH')), 'queen of hearts');
  assert.strictEqual(R.name(R.card('7C')), '7 of clubs');
});

test('goal cards', () => {
  for (const [card, goal] of Object.entries(V.goals)) assert.strictEqual(R.goalOf(R.card(card)), goal, card);
  assert.strictEqual(Object.keys(V.goals).length, 40);
});

test('goals combine and compare as in Go', () => {
  for (const c of V.combine) {
    assert.strictEqual(R.combine(c.goal, c.u, c.v), c.result, JSON.stringify(c));
    assert.strictEqual(R.better(c.goal, c.u, c.v), c.better, JSON.stringify(c));
  }
});

test('exact values print and parse as in Go', () => {
  for (const c of V.values) {
    assert.strictEqual(R.show(c.halves), c.text);
    assert.strictEqual(R.halves(c.text), c.halves);
  }
});

test('payloads decode to what Go encoded', () => {
  for (const c of V.payloads) assert.deepStrictEqual(R.decode(c.payload, c.seed), c.json);
});

test('cards parse', () => {
  assert.deepStrictEqual(R.card('10H'), { code: '10H', rank: 10, suit: 'H', red: true, court: false, value: 10 });
  assert.strictEqual(R.card('KS').court, true);
  assert.strictEqual(R.card('as').value, 1);
  assert.strictEqual(R.card('TD').value, 10);
});

test('a card is named from what it shows', () => {
  // The accessible name begins with the visible rank (voice control says what it sees).
  assert.strictEqual(R.spoken(R.card('AS')), 'A, ace of spades');
  assert.strictEqual(R.spoken(R.card('KH')), 'K, king of hearts');
  assert.strictEqual(R.spoken(R.card('7D')), '7 of diamonds');
  assert.strictEqual(R.spoken(R.card('10C')), '10 of clubs');
});

test('arrow keys wrap within rows and columns', () => {
  // A 3 by 3 layout, positions 0-8 in reading order.
  assert.strictEqual(R.step(0, 'ArrowLeft', 3, 9), 2);
  assert.strictEqual(R.step(2, 'ArrowRight', 3, 9), 0);
  assert.strictEqual(R.step(4, 'ArrowRight', 3, 9), 5);
  assert.strictEqual(R.step(1, 'ArrowUp', 3, 9), 7);
  assert.strictEqual(R.step(7, 'ArrowDown', 3, 9), 1);
  assert.strictEqual(R.step(3, 'ArrowDown', 3, 9), 6);
  assert.strictEqual(R.step(3, 'Enter', 3, 9), -1);
  // The dish: a pair, every arrow goes to the other card.
  for (const k of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
    assert.strictEqual(R.step(0, k, 3, 2), 1, k);
    assert.strictEqual(R.step(1, k, 3, 2), 0, k);
  }
});
