// Tests of duel.js against the vectors the Go engine writes (site/internal/duel, TestVectors).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const D = require('./duel.js');
const V = require('./duel-view.js');

const { vectors, records } = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'duel-vectors.json'), 'utf8'));

test('vectors are present', () => {
  assert.ok(vectors.length >= 50, 'too few vectors');
});

test('positions read and write back the same JSON', () => {
  for (const v of vectors) assert.deepStrictEqual(D.toJSON(D.fromJSON(v.position)), v.position);
});

test('legal moves, in the engine order', () => {
  for (const v of vectors) {
    const b = D.fromJSON(v.position);
    assert.deepStrictEqual(D.moves(b), v.moves, JSON.stringify(v.position));
    for (const m of v.moves) assert.strictEqual(D.why(b, m), '');
  }
});

test('illegal moves say why, in the words of the engine\'s reason', () => {
  // x.why is the engine's reason (Position.Check) as Go words it for the daily duel, "@"
  // for the card taken, which is shown with its sign and spoken with its article.
  const kinds = new Set();
  for (const v of vectors) {
    const b = D.fromJSON(v.position);
    for (const x of v.illegal) {
      const c = D.code(x.take);
      assert.strictEqual(D.why(b, x.move), x.why.replace('@', V.sym(c)), x.reason);
      assert.strictEqual(D.why(b, x.move, D.SPOKEN), x.why.replace('@', V.the(c, 1)), x.reason);
      kinds.add(x.reason);
    }
  }
  assert.deepStrictEqual([...kinds].sort(), ['just_taken', 'own_suit', 'own_suit_dish', 'trading_over']);
});

test('results and positions after moves', () => {
  for (const v of vectors) {
    const b = D.fromJSON(v.position);
    v.moves.forEach((m, i) => assert.strictEqual(D.apply(b, m).r, v.results[i]));
    for (const a of v.after) assert.deepStrictEqual(D.toJSON(D.apply(b, a.move).b), a.position);
  }
});

test('wins in 1 and forced wins in 2', () => {
  let w1 = 0, w2 = 0;
  for (const v of vectors) {
    const s = D.solve(D.fromJSON(v.position));
    assert.deepStrictEqual(s.win1, v.win1, JSON.stringify(v.position));
    assert.deepStrictEqual(s.win2, v.win2, JSON.stringify(v.position));
    assert.strictEqual(D.hasWin(D.fromJSON(v.position)), v.win1.length > 0);
    if (v.win1.length) w1++;
    if (v.win2.length) w2++;
  }
  assert.ok(w1 >= 5 && w2 >= 5, 'vectors without wins: ' + w1 + ' ' + w2);
});

test('refutations', () => {
  for (const v of vectors) {
    const b = D.fromJSON(v.position);
    for (const x of v.refute) {
      const r = D.refute(b, x.move);
      if (x.reply === null) assert.strictEqual(r, null);
      else assert.deepStrictEqual(r && [r.move, r.r], [x.reply, x.r]);
    }
  }
});

test('the computer plays legal moves and takes a win', () => {
  let seed = 1;
  const rnd = () => { seed = (seed * 48271) % 2147483647; return seed / 2147483647; };
  for (const v of vectors.slice(0, 30)) {
    const b = D.fromJSON(v.position);
    for (const level of [0, 1, 2]) {
      const m = D.choose(b, level, rnd);
      assert.ok(v.moves.some((x) => x.join() === m.join()), 'illegal ' + m);
      if (level > 0 && v.win1.length) assert.strictEqual(D.apply(b, m).r, 1);
      if (level === 2 && !v.win1.length && v.win2.length) assert.ok(v.win2.some((x) => x.join() === m.join()));
    }
  }
});

test('a refusal names the rank just taken as a card shows it, never a ten as 0', () => {
  // H has just taken S's 10♠ (then S's A♠); S tries to take H's 10♥ (A♥).
  const at = (last, s, h) => D.fromJSON({ layouts: { S: s, H: h }, dish: ['8H', '3S'], to_move: 'S', last_taken: last, trading_over: false });
  const ten = at(0, ['7S', '8S', '9S', '4S', '5S', '6S', 'AS', '2S', '9H'], ['10S', '10H', '7H', '4H', '5H', '6H', 'AH', '2H', '3H']);
  assert.strictEqual(D.why(ten, [0, 1, 1]), 'you may not take 10♥: the opponent just took your 10');
  assert.strictEqual(D.why(ten, [0, 1, 1], D.SPOKEN), 'you may not take the 10 of hearts: the opponent just took your 10');
  const ace = at(1, ['7S', '8S', '9S', '4S', '5S', '6S', '10S', '2S', '9H'], ['AS', '10H', '7H', '4H', '5H', '6H', 'AH', '2H', '3H']);
  assert.strictEqual(D.why(ace, [0, 1, 6]), 'you may not take A♥: the opponent just took your ace');
  assert.strictEqual(D.why(ace, [0, 1, 6], D.SPOKEN), 'you may not take the ace of hearts: the opponent just took your ace');
});

test('replay links read as the engine reads their records, a damaged one refused', () => {
  let damaged = 0;
  for (const v of records) {
    const r = D.replay(v.link);
    if (v.moves < 0) {
      assert.strictEqual(r, null, v.link + ' is replayed, but the engine says: ' + v.error);
      damaged++;
      continue;
    }
    assert.ok(r, v.link + ' is refused');
    assert.strictEqual(r.moves.length, v.moves, v.link);
    assert.strictEqual(r.boards.length, v.moves + 1, v.link);
    assert.deepStrictEqual(D.toJSON(r.boards[v.moves]), v.position, v.link);
  }
  assert.ok(damaged >= 20 && damaged < records.length, 'damaged links: ' + damaged + ' of ' + records.length);
});

test('a card is one of the game, or -1', () => {
  for (const [s, c] of [['7S', 7], ['7s', 7], ['10H', 10], ['TH', 10], ['th', 10], ['AH', 11], ['1H', 11], ['AS', 1], ['9H', 19]]) assert.strictEqual(D.code(s), c, s);
  for (const s of ['', '2', '2X', '2D', '2C', 'KS', 'JH', '0S', '02S', '0x2S', '1e0S', '10', '10HH', 'S', ' 2S', '2S ', '2♠']) assert.strictEqual(D.code(s), -1, JSON.stringify(s));
});

test('move JSON', () => {
  assert.deepStrictEqual(D.moveJSON([4, 2, 1]), { give: 4, take: { from: 'dish', index: 1 } });
  assert.deepStrictEqual(D.moveOf({ give: 4, take: { from: 'opponent', index: 7 } }), [4, 1, 7]);
  assert.strictEqual(D.card(D.code('10H')), '10H');
  assert.strictEqual(D.card(D.code('AS')), 'AS');
});

test('moves and refusals written for the eye and for the ear', () => {
  const b = D.start(false); // S: 7 8 9 / 4 5 6 / A 2 3 of spades; H the same in hearts; dish 10♠ 10♥
  assert.strictEqual(D.describe(b, [0, 2, 1]), 'S gives 7♠ for 10♥ from the dish.');
  assert.strictEqual(D.describe(b, [0, 2, 1], D.SPOKEN), 'S gives the 7 of spades for the 10 of hearts from the dish.');
  assert.strictEqual(D.describe(b, [0, 1, 6], D.SPOKEN), 'S gives the 7 of spades for H’s ace of hearts.');
  assert.strictEqual(D.describe(b, [0, 0, 6], D.SPOKEN), 'S swaps the 7 of spades and the ace of spades.');
  assert.strictEqual(D.offer(b, [6, 1, 0], D.SHOWN), 'give A♠ for H’s 7♥');
  assert.strictEqual(D.why(b, [0, 2, 0]), 'you may not take 10♠ from the dish: spades is your home suit');
  assert.strictEqual(D.why(b, [0, 2, 0], D.SPOKEN), 'you may not take the 10 of spades from the dish: spades is your home suit');
  const swapped = D.fromJSON({ layouts: { S: ['7S', '8S', '9S', '4S', '5S', '6S', 'AS', '2S', '3H'], H: ['7H', '8H', '9H', '4H', '5H', '6H', 'AH', '2H', '3S'] }, dish: ['10S', '10H'], to_move: 'S', last_taken: null, trading_over: false });
  assert.strictEqual(D.why(swapped, [0, 1, 8]), 'you may not take 3♠ from the opponent’s layout: spades is your home suit');
  assert.strictEqual(D.why(swapped, [0, 1, 8], D.SPOKEN), 'you may not take the 3 of spades from the opponent’s layout: spades is your home suit');
  for (const v of vectors) {
    const p = D.fromJSON(v.position);
    for (const m of v.moves.slice(0, 40)) assert.doesNotMatch(D.describe(p, m, D.SPOKEN), /[♠♥♦♣]/);
    for (const x of v.illegal) assert.doesNotMatch(D.why(p, x.move, D.SPOKEN), /[♠♥♦♣]/);
  }
});
