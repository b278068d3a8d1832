// Tests of duel-daily.js against the vectors the Go engine writes (site/internal/duel,
// TestDailyVectors): the answers of daily duel puzzles and what each try must read.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const D = require('./duel-daily.js');
const V = require('./duel-view.js');
const Duel = require('./duel.js');

const { vectors } = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'duel-daily-vectors.json'), 'utf8'));

test('vectors cover every kind of try', () => {
  const kinds = new Set();
  for (const v of vectors) for (const x of v.tries) kinds.add(x.kind);
  for (const k of ['W', 'R', 'N', 'G', 'T', 'X']) assert.ok(kinds.has(k), 'no try of kind ' + k);
});

test('slots are numbered as in Go', () => {
  for (const v of vectors) for (const x of v.tries) assert.strictEqual(D.slot(x.move), x.slot);
});

test('every try reads its verdict, reply and reason', () => {
  for (const v of vectors) {
    for (const x of v.tries) {
      const got = D.verdict(v.answers, x.move);
      assert.strictEqual(got.kind, x.kind, JSON.stringify(x));
      if (x.reply) assert.deepStrictEqual(got.reply, x.reply);
      else assert.strictEqual(got.reply, undefined);
      // The reason, worded by the script, is the engine's (Position.Check, worded by Go for
      // this move alone), the card taken shown with its sign.
      if (x.kind === 'X') assert.strictEqual(D.why(v.answers, x.move, got), x.why.replace('@', V.sym(Duel.code(x.take))));
    }
  }
});

test('the words of a try name its cards and the reply', () => {
  for (const v of vectors) {
    const u = v.answers, wins = v.tries.filter((x) => x.kind === 'W').length;
    for (const x of v.tries) {
      if (x.kind === 'X') continue;
      const t = D.text(u, x.move, D.verdict(u, x.move));
      const b = u.b, mine = b.c[b.m], m = x.move;
      assert.ok(t.startsWith('You ' + (m[1] === 0 ? 'swap ' : 'give ') + V.sym(mine[m[0]])), t);
      if (x.reply) assert.ok(t.includes(V.sym(x.reply[0])) && t.includes(V.sym(x.reply[2])), t);
      if (x.kind === 'R') assert.ok(t.endsWith(', and win. Try again.'), t);
      if (x.kind === 'W') assert.ok(t.includes('correct') && (wins === 1 || t.includes(wins + ' moves win')), t);
      if (x.kind !== 'W') assert.ok(!t.includes('correct'), t);
    }
  }
});

const SIGN = /[\u2660\u2665\u2666\u2663]/;

test('what is spoken names cards in words, what is shown by their signs', () => {
  for (const v of vectors) {
    const u = v.answers, mine = u.b.c[u.b.m];
    for (const x of v.tries) {
      const got = D.verdict(u, x.move), c = V.cards(u.b, x.move);
      const shown = x.kind === 'X' ? D.why(u, x.move, got) : D.text(u, x.move, got);
      const spoken = x.kind === 'X' ? D.why(u, x.move, got, 1) : D.text(u, x.move, got, 1);
      assert.ok(!SIGN.test(spoken), spoken);
      if (x.kind !== 'X' || x.why.includes('@')) { // the card taken, unless the trading round is over
        assert.ok(shown.includes(V.sym(c[1])), shown);
        assert.ok(spoken.includes(V.words(c[1])), spoken);
      }
      if (x.kind !== 'X') {
        assert.ok(spoken.startsWith('You ' + (x.move[1] === 0 ? 'swap ' : 'give ') + 'the ' + V.words(mine[x.move[0]])), spoken);
        if (x.reply) assert.ok(spoken.includes(V.words(x.reply[0])) && spoken.includes(V.words(x.reply[2])), spoken);
      }
    }
  }
});

test('cards and moves in words', () => {
  assert.strictEqual(V.card(0), '10S');
  assert.strictEqual(V.card(10), '10H');
  assert.strictEqual(V.card(11), 'AH');
  assert.strictEqual(V.sym(17), '7\u2665');
  assert.strictEqual(V.words(1), 'ace of spades');
  assert.strictEqual(V.words(10), '10 of hearts');
  assert.strictEqual(V.the(11, 1), 'the ace of hearts');
  assert.strictEqual(V.the(11), 'the A\u2665');
  const form = ['swaps {a} and {b}', 'gives {a} for {b}', 'gives {a} for {b} from the dish'];
  const hs = ['H\u2019s {c}'];
  assert.strictEqual(V.tell(7, 1, 15, form, hs), 'gives 7\u2660 for H\u2019s 5\u2665');
  assert.strictEqual(V.tell(7, 1, 15, form, hs, 1), 'gives the 7 of spades for H\u2019s 5 of hearts');
  assert.strictEqual(V.tell(7, 0, 3, form, hs), 'swaps 7\u2660 and 3\u2660');
  assert.strictEqual(V.tell(7, 2, 10, form, hs, 1), 'gives the 7 of spades for the 10 of hearts from the dish');
});

test('a refused try reads the same on the daily duel as on the duel page', () => {
  // The duel page's engine (duel.js) judges the move on the board the daily duel draws,
  // and words its refusal itself: shown and spoken, it is the daily duel's, word for word.
  let n = 0;
  for (const v of vectors) {
    const u = v.answers, b = u.b;
    const board = { c: b.c, d: b.d, m: b.m, last: b.last, over: b.over, variation: false, switched: b.h[0] === 1 };
    for (const x of v.tries) {
      const got = D.verdict(u, x.move);
      if (x.kind !== 'X') {
        assert.strictEqual(Duel.why(board, x.move), '', JSON.stringify(x));
        continue;
      }
      assert.strictEqual(Duel.why(board, x.move), D.why(u, x.move, got));
      assert.strictEqual(Duel.why(board, x.move, Duel.SPOKEN), D.why(u, x.move, got, 1));
      n++;
    }
  }
  assert.ok(n > 100, n + ' refused tries');
});

test('a try read from storage is believed only when the engine judged it a win', () => {
  let wins = 0, aliases = 0;
  for (const v of vectors) {
    const u = v.answers;
    for (const x of v.tries) {
      // As the page stores it: JSON text.
      assert.deepStrictEqual(D.won(u, JSON.stringify(x.move)), x.kind === 'W' ? x.move : false, JSON.stringify(x));
      if (x.kind !== 'W') continue;
      wins++;
      const [g, src, t] = x.move;
      // The same slot named out of the ranges of a try (a card of the dish past the two,
      // which Slot would read as the next card's own swap) is no try.
      if (src === 0 && g > 0) {
        assert.strictEqual(D.slot([g - 1, 2, t + 2]), D.slot(x.move));
        assert.strictEqual(D.won(u, JSON.stringify([g - 1, 2, t + 2])), false);
        aliases++;
      }
      // Damaged texts of the winning try: never believed, never thrown on.
      for (const bad of [String(x.move), JSON.stringify(String(x.move)), JSON.stringify([g, src, String(t)]), JSON.stringify([[g], src, t]),
        JSON.stringify([g, src]), JSON.stringify([g, src, t, 0]), JSON.stringify([g + 0.5, src, t]), JSON.stringify([g, src, t - 9]),
        JSON.stringify({ 0: g, 1: src, 2: t, length: 3 }), '[' + g + ', ' + src + ', ' + t + ']', JSON.stringify(x.move) + ' ', JSON.stringify(x.move).slice(0, -1)]) {
        assert.strictEqual(D.won(u, bad), false, bad);
      }
    }
    for (const bad of [null, undefined, '', 'W', '[]', '{}', 'null', '[9,0,0]', '[0,3,0]', '[0,2,2]', '[8,2,2]', '[-1,0,0]']) {
      assert.strictEqual(D.won(u, bad), false, String(bad));
    }
  }
  assert.ok(wins >= vectors.length && aliases > 0, wins + ' wins, ' + aliases + ' aliases');
});
