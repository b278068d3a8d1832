// Tests of the words of page.js against testdata/words.json, which Go writes from a catalogue
// (site/i18n, TestWordsVectors; TestWordsNode runs this file for every language on page.js
// as the site writes it in that language). Run: go test ./site/i18n ./site/internal/play
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');

const V = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'words.json'), 'utf8'));

test('the words are the language of the vectors', () => {
  assert.strictEqual(OpsPage.lang, V.lang);
  assert.ok(V.numbers.length > 10 && V.messages.length > 100);
});

test('numbers are written and counted as Go writes and counts them', () => {
  for (const n of V.numbers) {
    assert.strictEqual(OpsPage.num(n.x), n.text, String(n.x));
    assert.strictEqual(OpsPage.plural(n.x), n.plural, 'plural of ' + n.x);
  }
});

test('cards and ranks are named as Go names them', () => {
  for (const c of V.cards) {
    assert.strictEqual(OpsPage.card(c.Code), c.Name, c.Code);
    assert.strictEqual(OpsPage.rank(c.Code.slice(0, -1)), c.Rank, c.Code);
  }
});

test('every message of the catalogue comes out as Go fills it', () => {
  for (const m of V.messages) assert.strictEqual(_(m.msg, m.args), m.want, m.key + ' ' + JSON.stringify(m.args));
});
