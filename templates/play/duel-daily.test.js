// Tests of duel-daily.js against the vectors the Go engine writes (site/internal/duel,
// TestDailyVectors): the answers of daily duel puzzles and what each try must read.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const D = require('./duel-daily.js');
const V = require('./duel-view.js');

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
      if (x.kind === 'X') assert.strictEqual(got.why.replace('@', x.take), x.why);
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

test('cards and moves in words', () => {
  assert.strictEqual(V.card(0), '10S');
  assert.strictEqual(V.card(10), '10H');
  assert.strictEqual(V.card(11), 'AH');
  assert.strictEqual(V.sym(17), '7\u2665');
  assert.strictEqual(V.words(1), 'ace of spades');
  assert.strictEqual(V.tell(7, 1, 15, 'H\u2019s'), 'gives 7\u2660 for H\u2019s 5\u2665');
  assert.strictEqual(V.tell(7, 0, 3, '', true), 'swap 7\u2660 and 3\u2660');
  assert.strictEqual(V.tell(7, 2, 10, '', true), 'give 7\u2660 for 10\u2665 from the dish');
});
