// Tests of match.js's MatchLink, the replay link of a match: matches played by the
// computer players (trainer.js) are written and read back whole, and every kind of
// damaged link is refused with its reason. The page's browser test
// (site/internal/trainertest, TestMatchTogether) holds the link to the Go engine.
// Run: node --test templates/trainer/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const R = require('../play/goals.js');
const T = require('./trainer.js');
const L = require('./match.js');

// play plays a match of P computer players to target from seed, as the page does, and
// returns the digits of its rounds and what was played: per round the discards' codes,
// the six codes placed, the results and the totals after it.
function play(seed, P, target) {
  const log = [], rounds = [], tot = new Array(P).fill(0);
  for (let n = 1; !tot.some((t) => t >= target); n++) {
    const d = L.deal(seed, n, P), xs = [];
    d.hands.forEach((h, k) => {
      const c = T.computer(k % 2 ? 'easy' : 'strong', T.rng(seed + n + '/' + k), h, d.goal);
      xs.push({ discard: h.numbers[c.discard], arrangement: c.arrangement });
    });
    // The result of each play, from its operations alone.
    const res = xs.map((x) => { const o = x.arrangement.operations; return R.combine(d.goal, R.operate(o[0].operator, o[0].numbers[0], o[0].numbers[1]), R.operate(o[1].operator, o[1].numbers[0], o[1].numbers[1])); });
    T.score(res, d.goal).forEach((p, k) => { tot[k] += p; });
    log.push(xs.map((x, k) => L.digits(d.hands[k], x)).join(''));
    rounds.push({ discards: xs.map((x) => x.discard.code), placed: xs.map(placed), results: res, totals: tot.slice() });
  }
  return { log, rounds };
}
function placed(x) {
  const o = x.arrangement.operations;
  return [o[0].numbers[0], o[0].operator, o[0].numbers[1], o[1].numbers[0], o[1].operator, o[1].numbers[1]].map((c) => c.code).join(' ');
}

test('a match is written and read back whole, for 2 to 6 players', () => {
  for (let P = 2; P <= 6; P++) {
    const seed = 'link' + P, m = play(seed, P, 4), h = L.write(seed, m.log);
    assert.match(h, new RegExp('^#match=1\\.' + seed + '(\\.[0-5]{' + 6 * P + '})+$'));
    const got = L.read(h, seed, P, 4);
    assert.ok(Array.isArray(got), got);
    assert.strictEqual(got.length, m.rounds.length);
    got.forEach((r, i) => {
      const w = m.rounds[i];
      assert.deepStrictEqual(r.plays.map((x) => x.discard.code), w.discards);
      assert.deepStrictEqual(r.plays.map(placed), w.placed);
      assert.deepStrictEqual(r.plays.map((x) => x.arrangement.result), w.results);
      assert.deepStrictEqual(r.totals, w.totals);
      r.plays.forEach((x, k) => {
        assert.strictEqual(x.kept.length, 5);
        assert.ok(!x.kept.includes(x.discard));
        assert.deepStrictEqual(x.six, L.deal(seed, i + 1, P).hands[k].numbers);
      });
    });
  }
});

test('damaged links are refused with their reason', () => {
  const seed = 'bad', m = play(seed, 3, 3), h = L.write(seed, m.log), last = m.log[m.log.length - 1];
  const first = m.log[0];
  const cases = [
    ['#match=1.bad', 'damaged'],
    ['#match=1.bad.12x', 'damaged'],
    [h.replace('#match=1.', '#match=2.'), 'another version'],
    [h.replace('.bad.', '.other.'), 'another match seed'],
    [L.write(seed, m.log.slice(0, -1)), 'not finished'],
    [L.write(seed, m.log.concat([last])), 'after the match was won'],
    [L.write(seed, [first.slice(1)].concat(m.log.slice(1))), 'does not hold the plays of 3 players'],
    [L.write(seed, [first[0] + first[0] + first.slice(2)].concat(m.log.slice(1))), 'not made of its cards'],
    [L.write(seed, ['6' + first.slice(1)].concat(m.log.slice(1))), 'not made of its cards'],
    [L.write(seed, [first.slice(0, 5) + '2' + first.slice(6)].concat(m.log.slice(1))), 'not made of its cards'],
  ];
  for (const [link, why] of cases) {
    const got = L.read(link, seed, 3, 3);
    assert.strictEqual(typeof got, 'string', link);
    assert.ok(got.includes(why), link + ': ' + got);
  }
  // The same link read for another number of players or another target.
  assert.match(L.read(h, seed, 4, 3), /does not hold the plays of 4 players/);
  assert.strictEqual(typeof L.read(h, seed, 3, 99), 'string');
});
