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

// The options of a match's address, read back from the address the page writes for them.
test('setup reads back the address it writes', () => {
  for (const q of ['?seed=a1&players=3&level=easy&target=7', '?seed=b_2&people=Ann%2CBen%2CCy&players=1&level=strong&target=5',
    '?seed=c-3&people=Zo%C3%AB%20Ng&players=5&level=strong&target=50']) {
    const c = L.setup(q);
    assert.deepStrictEqual(c.taken, [], q);
    assert.strictEqual(L.address(c), 'index.html' + q);
    assert.deepStrictEqual(L.setup(L.address(c).slice(10)), c);
  }
  const c = L.setup('?seed=b_2&people=Ann,%20Ben,Cy&players=1');
  assert.deepStrictEqual([c.people, c.solo, c.cpus, c.level, c.target, c.seed], [['Ann', 'Ben', 'Cy'], false, 1, 'strong', 10, 'b_2']);
  assert.deepStrictEqual(L.setup('?target=99').taken.length, 1);
});

// A match kept after a turn is read back whole: its options, its rounds (their totals as
// the rounds' own operations score them) and the round in progress, turn by turn.
test('a match in progress is kept and read back at its turn', () => {
  const seed = 'keep3', q = '?seed=' + seed + '&people=Ann%2CBen%2CCy&players=1&level=strong&target=5', c = L.setup(q);
  const m = play(seed, 4, 5), log = m.log.slice(0, -1), n = log.length + 1, d = L.deal(seed, n, 4);
  assert.ok(log.length >= 1, 'a match of more than one round');
  // The round in progress: the people's plays as the computer players make them.
  const xs = d.hands.slice(0, 3).map((h, k) => {
    const x = T.computer('strong', T.rng('p' + k), h, d.goal);
    return { discard: h.numbers[x.discard], arrangement: x.arrangement };
  });
  const codes = xs.map((x) => x.discard.code);
  for (const [plays, discards, turn, blind] of [
    [[], [], 0, true], [[], codes.slice(0, 1), 1, true], [[], codes.slice(0, 2), 2, true],
    [[], codes, 0, false], [xs.slice(0, 1), codes, 1, false], [xs.slice(0, 2), codes, 2, false],
  ]) {
    const raw = L.keep(c, log, d, plays, discards), k = L.kept(raw);
    assert.ok(k, raw);
    assert.strictEqual(k.at, 'index.html' + q);
    assert.deepStrictEqual(k.log, log);
    assert.strictEqual(k.rounds.length, log.length);
    assert.deepStrictEqual(k.totals, m.rounds[log.length - 1].totals);
    assert.deepStrictEqual(k.discards, discards);
    assert.deepStrictEqual([k.turn, k.blind], [turn, blind], raw);
    assert.deepStrictEqual(k.plays.map(placed), plays.map(placed));
    assert.deepStrictEqual(k.plays.map((x) => x.discard.code), discards.slice(0, plays.length));
    assert.deepStrictEqual(k.deal.hands.map((h) => h.numbers.map((x) => x.code)), d.hands.map((h) => h.numbers.map((x) => x.code)));
  }
  // A new match, before its first turn; the lone visitor's match between rounds.
  const z = L.kept(L.keep(c, [], L.deal(seed, 1, 4), [], []));
  assert.deepStrictEqual([z.rounds.length, z.totals, z.turn, z.blind], [0, [0, 0, 0, 0], 0, true]);
  const solo = L.setup('?seed=' + seed + '&players=3&level=easy&target=5');
  const alone = L.kept(L.keep(solo, log, d, [], []));
  assert.deepStrictEqual([alone.totals, alone.turn, alone.blind], [m.rounds[log.length - 1].totals, 0, false]);
});

// What is stored damaged, of another version or another site's making, or that no longer
// replays is refused (false), never an exception; nothing stored is null.
test('a damaged match kept is refused', () => {
  const seed = 'keep3', q = '?seed=' + seed + '&people=Ann%2CBen%2CCy&players=1&level=strong&target=5', c = L.setup(q);
  const m = play(seed, 4, 5), log = m.log.slice(0, -1), d = L.deal(seed, log.length + 1, 4);
  const good = JSON.parse(L.keep(c, log, d, [], [d.hands[0].numbers[2].code]));
  const six = L.digits(d.hands[0], { discard: d.hands[0].numbers[2], arrangement: T.computer('strong', T.rng('x'), d.hands[0], d.goal).arrangement });
  const with_ = (o) => JSON.stringify(Object.assign({}, good, o));
  assert.strictEqual(L.kept(null), null);
  assert.ok(L.kept(JSON.stringify(good)));
  const bad = [
    '', '{', 'null', '42', '"x"', '[]', '{}', 'true', 'x'.repeat(1 << 20),
    with_({ v: 2 }), with_({ v: '1' }), with_({ extra: 1 }), JSON.stringify({ v: 1, at: good.at, link: good.link }),
    with_({ at: 'index.html' + q.replace('target=5', 'target=99') }), // not taken as written
    with_({ at: 'index.html?seed=keep3&people=Ann,Ben,Cy' }), // not the page's own address
    with_({ at: 'https://example.com/match/index.html' + q }), with_({ at: 42 }), with_({ at: 'index.html?players=2&level=strong&target=5' }),
    with_({ link: good.link.replace('#match=1.', '#match=2.') }), with_({ link: good.link.replace('.keep3', '.other') }),
    with_({ link: L.write(seed, m.log) }), // finished
    with_({ link: L.write(seed, ['6' + log[0].slice(1)].concat(log.slice(1))) }), // not its cards
    with_({ link: L.write(seed, [log[0].slice(1)].concat(log.slice(1))) }), // a player short
    with_({ link: good.link + '.' }), with_({ link: null }),
    with_({ part: ['6'] }), with_({ part: [2] }), with_({ part: ['22'] }), with_({ part: ['2', '1', '0', '3'] }), with_({ part: 'x' }),
    with_({ part: ['2', six] }), // operations before everyone discarded
    with_({ part: [six, '1'] }), // the same
    with_({ part: ['2', six, '0'] }), // a play after one not made
    with_({ part: [six, six.slice(0, 5) + '2', '0'] }), // the operator used twice
    with_({ part: [six, six, six] }), // everyone played: that is the reveal, a finished round
    with_({ part: [six.slice(0, 4) + six[1] + six[5], '1', '0'] }), // a card used twice
  ];
  for (const raw of bad) assert.strictEqual(L.kept(raw), false, raw.slice(0, 200));
  // The lone player's round in progress is their discard alone: one index of their six
  // cards, never a second turn nor their operations (those end the round).
  const solo = JSON.parse(L.keep(L.setup('?seed=' + seed + '&players=3&level=easy&target=5'), log, d, [], []));
  assert.ok(L.kept(JSON.stringify(solo)));
  const one = L.kept(JSON.stringify(Object.assign({}, solo, { part: ['1'] })));
  assert.deepStrictEqual([one.discards, one.plays, one.turn, one.blind], [[d.hands[0].numbers[1].code], [], 0, false]);
  for (const part of [['6'], ['1', '2'], [six], ['12']]) {
    assert.strictEqual(L.kept(JSON.stringify(Object.assign({}, solo, { part: part }))), false, part.join());
  }
});
