// Tests of stats.js against testdata/stats-vectors.json, which a Go test writes from Go's
// calendar and time zones (site/internal/play, TestStatsVectors). Run: node --test templates/play/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const S = require('./stats.js');
const P = require('./progress.js');

const V = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'stats-vectors.json'), 'utf8'));
const show = (h) => String(h / 2);

test('vectors are present', () => {
  assert.ok(V.days.length > 10 && V.zones.length > 10 && V.scenarios.length > 8);
});

test('day numbers agree with the Go calendar, impossible days refused', () => {
  for (const c of V.days) assert.strictEqual(S.dayNum(c.day), c.num, c.day);
  for (const bad of [null, 20260101, {}, [], '2026-1-01', ' 2026-11-29']) assert.strictEqual(S.dayNum(bad), null, String(bad));
});

test('the local day and the time to local midnight agree with Go, across time zones and clock changes', () => {
  const was = process.env.TZ;
  try {
    for (const c of V.zones) {
      process.env.TZ = c.zone;
      const d = new Date(c.ms);
      assert.strictEqual(S.localDay(d), c.day, c.zone + ' ' + c.ms);
      assert.strictEqual(S.untilMidnight(d), c.until, c.zone + ' ' + c.ms + ' until midnight');
    }
  } finally {
    if (was === undefined) delete process.env.TZ; else process.env.TZ = was;
  }
});

test('records and streaks of the scenarios', () => {
  for (const sc of V.scenarios) {
    const h = S.parse(null);
    for (const p of sc.plays) assert.strictEqual(S.record(h, p.day, p.game, p.rec, p.today), p.want, sc.name + ': ' + JSON.stringify(p));
    const got = S.stats(h, sc.on), w = sc.want;
    assert.deepStrictEqual([got.played, got.finished, got.perfect, got.streak, got.longest], [w.played, w.finished, w.perfect, w.streak, w.longest], sc.name);
    assert.deepStrictEqual(got.ops, w.ops_hist, sc.name + ' Ops histogram');
    assert.deepStrictEqual(got.two, w.two_hist, sc.name + ' Two Ops histogram');
    // Stored and read back, and through a progress code, the history says the same.
    assert.deepStrictEqual(S.stats(S.parse(S.stringify(h)), sc.on), got, sc.name + ' stored');
    const back = P.importCode(P.exportCode(h));
    assert.ok(back, sc.name + ' code');
    assert.deepStrictEqual(S.stats(back, sc.on), got, sc.name + ' code');
  }
});

test('stored values are validated when read, never thrown on', () => {
  const good = { m: 4, b: 3, h: 0, s: 0, n: 1 };
  const bad = ['', 'null', '[]', '{', '"x"', '42', 'true', '{"d":[]}', '{"d":"x"}', '{"d":null}', 'x'.repeat(1 << 20),
    JSON.stringify({ d: { ['x'.repeat(1 << 20)]: { o: good } } })];
  for (const text of bad) assert.deepStrictEqual(S.parse(text), { d: {} }, text.slice(0, 20));
  for (const o of [{ m: 1e308, b: 3, h: 0, s: 0, n: 1 }, { m: -4, b: 3, h: 0, s: 0, n: 1 }, { m: '4', b: 3, h: 0, s: 0, n: 1 },
    { m: 4.5, b: 3, h: 0, s: 0, n: 1 }, { m: 2, b: 3, h: 0, s: 0, n: 1 }, { m: 4, b: 3, h: -1, s: 0, n: 1 }, { m: 4, b: 3, h: 0, s: true, n: 1 },
    { m: 4, b: 3, h: 0, s: 0 }, { m: Infinity, b: 3, h: 0, s: 0, n: 1 }, null, 7, 'o']) {
    const h = S.parse(JSON.stringify({ d: { '2026-11-29': { o: o }, '2026-11-31': { o: good }, '2026-11-28': { o: good } } }));
    assert.deepStrictEqual(Object.keys(h.d), ['2026-11-28'], JSON.stringify(o));
  }
  const arrays = S.parse(JSON.stringify({ d: { '2026-11-29': { o: Object.assign({}, good, { l: ['123456789'] }), t: { r: 4, k: 4, b: 6, x: ['7D'], n: 1 } } } }));
  assert.deepStrictEqual(arrays.d, { '2026-11-29': { o: good } }, 'a list is not a layout or a card');
  const t = S.parse(JSON.stringify({ d: { '2026-11-29': { t: { r: 4, k: 4, b: 6, x: 'KH', n: 1 } } } }));
  assert.deepStrictEqual(t.d, {}, 'an operator is not a discard');
  const kept = S.parse(JSON.stringify({ d: { '2026-11-29': { o: Object.assign({ l: '12345678x' }, good), t: { r: 4, k: 4, b: 6, x: '10H', n: 0, a: [1, 2] } } } }));
  assert.deepStrictEqual(kept.d['2026-11-29'], { o: good, t: { r: 4, k: 4, b: 6, x: '10H', n: 0 } }, 'bad optional fields dropped');
});

test('a finished game stands: a second try is not recorded, a future day not at all', () => {
  const h = S.parse('');
  assert.strictEqual(S.record(h, '2026-11-29', 't', { r: 2, k: 6, b: 6, x: '7D' }, '2026-11-29'), 'kept');
  assert.strictEqual(S.record(h, '2026-11-29', 't', { r: 6, k: 6, b: 6, x: '7D' }, '2026-11-29'), 'again');
  assert.strictEqual(h.d['2026-11-29'].t.r, 2);
  assert.strictEqual(S.record(h, '2026-11-30', 'o', { m: 3, b: 3, h: 0, s: 0 }, '2026-11-29'), 'future');
  assert.strictEqual(S.record(h, 'soon', 'o', { m: 3, b: 3, h: 0, s: 0 }, '2026-11-29'), 'future');
  assert.deepStrictEqual(Object.keys(h.d), ['2026-11-29']);
});

test('share text: hints and shown solutions say so, a shown solution is never green', () => {
  const h = S.parse('');
  S.record(h, '2026-11-27', 'o', { m: 5, b: 5, h: 0, s: 1 }, '2026-11-27');
  S.record(h, '2026-11-28', 'o', { m: 4, b: 3, h: 2, s: 0 }, '2026-11-28');
  S.record(h, '2026-11-29', 'o', { m: 3, b: 3, h: 0, s: 0 }, '2026-11-29');
  S.record(h, '2026-11-29', 't', { r: 20, k: 24, b: 24, x: '7D' }, '2026-11-29');
  S.record(h, '2026-11-26', 't', { r: 7, k: 7, b: 9, x: '7D' }, '2026-11-29');
  assert.strictEqual(S.share('2026-11-27', h.d['2026-11-27'], 'o', show, ''), 'opsdaily 2026-11-27\nOps: solution shown ⬛⬛⬛⬛⬛');
  assert.strictEqual(S.share('2026-11-28', h.d['2026-11-28'], 'o', show, ''), 'opsdaily 2026-11-28\nOps: 4 moves (best 3) 🟩🟩🟩🟨 💡2 hints');
  assert.strictEqual(S.share('2026-11-29', h.d['2026-11-29'], '', show, 'https://example.org/ops/daily/2026-11-29/'),
    'opsdaily 2026-11-29\nOps: 3 moves (best 3), perfect 🟩🟩🟩\nTwo Ops: 10 (best 12) ⬛\nhttps://example.org/ops/daily/2026-11-29/');
  assert.strictEqual(S.share('2026-11-26', h.d['2026-11-26'], 't', show, ''), 'opsdaily 2026-11-26\nTwo Ops: 3.5 (best 4.5) 🟨 best kept\nplayed later');
  assert.ok(!S.share('2026-11-27', h.d['2026-11-27'], '', show, '').includes('🟩'), 'shown: no green');
  assert.strictEqual(S.stats(h, '2026-11-29').ops[4], 1, 'a hinted solve is counted as hinted, not perfect');
});

test('the progress code round-trips and refuses a changed or cut code', () => {
  const h = S.parse('');
  S.record(h, '2026-11-29', 'o', { m: 3, b: 3, h: 0, s: 0 }, '2026-11-29');
  S.record(h, '2026-11-29', 't', { r: -7, k: -5, b: -5, x: '10D' }, '2026-11-29');
  S.record(h, '2025-01-01', 'o', { m: 12, b: 4, h: 30, s: 1 }, '2026-01-01');
  const code = P.exportCode(h);
  assert.match(code, /^OPS1\.[^\s]+\.[0-9a-f]{8}$/);
  assert.ok(code.length < 80, code);
  assert.deepStrictEqual(P.importCode(code), h);
  assert.deepStrictEqual(P.importCode(' ' + code.slice(0, 20) + '\n' + code.slice(20) + ' '), h, 'spaces and breaks are ignored');
  assert.deepStrictEqual(P.importCode(P.exportCode(S.parse(''))), { d: {} });
  for (const bad of [code.slice(0, -1), code.replace('OPS1', 'OPS2'), code.replace(',3.3.', ',3.2.'), code + 'x', '', null, 5, 'OPS1..00000000']) {
    assert.strictEqual(P.importCode(bad), null, String(bad));
  }
  // Importing keeps what this device has: a record already kept stands.
  const here = S.parse('');
  S.record(here, '2026-11-29', 'o', { m: 5, b: 3, h: 0, s: 0 }, '2026-11-29');
  P.merge(here, P.importCode(code));
  assert.strictEqual(here.d['2026-11-29'].o.m, 5);
  assert.strictEqual(here.d['2026-11-29'].t.r, -7);
  assert.ok(here.d['2025-01-01'].o.s);
});

test('an import says what it adds: the days bringing a record this device lacks, or why none', () => {
  const h = S.parse('');
  S.record(h, '2026-11-29', 'o', { m: 3, b: 3, h: 0, s: 0 }, '2026-11-29');
  S.record(h, '2026-11-30', 't', { r: 4, k: 4, b: 4, x: '10D' }, '2026-11-30');
  const code = P.exportCode(h), g = P.importCode(code);
  assert.strictEqual(P.added(S.parse(''), g), 2, 'both days are new to an empty device');
  assert.strictEqual(P.added(h, g), 0, 'the same history again adds nothing');
  const part = S.parse('');
  S.record(part, '2026-11-29', 'o', { m: 5, b: 3, h: 0, s: 0 }, '2026-11-29');
  S.record(part, '2026-11-30', 'o', { m: 4, b: 4, h: 0, s: 0 }, '2026-11-30');
  assert.strictEqual(P.added(part, g), 1, 'a day whose Ops record is here but not its Two Ops record gains one; the other day nothing');
  // A changed character (here the checksum's last) is mistyped; another text or a code
  // cut short of its checksum is not a whole code, and not mistyped.
  const last = code.slice(-1), other = last === '0' ? '1' : '0';
  assert.strictEqual(P.importCode(code.slice(0, -1) + other), null);
  assert.ok(P.mistyped(code.slice(0, -1) + other));
  assert.ok(P.mistyped(code.replace(',3.3.', ',3.2.')), 'a changed day');
  for (const bad of [code, code.slice(0, -1), code.slice(0, 12), 'hello', '', null, 5]) {
    assert.ok(!P.mistyped(bad), String(bad));
  }
});

test('storage keys are the site\'s own', () => {
  const a = S.key('site-a', '/home/me/a/public/'), b = S.key('site-b', '/home/me/a/public/'), c = S.key('site-a', '/home/me/b/public/');
  assert.notStrictEqual(a, b);
  assert.notStrictEqual(a, c);
  assert.strictEqual(a, S.key('site-a', '/home/me/a/public/'));
  assert.match(a, /^opsdaily:[0-9a-f]{8}:$/);
});

test('whole accepts exactly the whole numbers in range', () => {
  for (const [x, lo, hi] of [[0, 0, 0], [5, 1, 5], [1, 1, 5], [-127, -127, 127], [1e9, 0, 1e9], [-0, 0, 1]]) {
    assert.strictEqual(S.whole(x, lo, hi), true, `${x} in ${lo}..${hi}`);
  }
  for (const [x, lo, hi] of [[6, 1, 5], [0, 1, 5], [1.5, 0, 5], [NaN, 0, 5], [Infinity, 0, 1e9], [-Infinity, -1e9, 0],
    ['3', 0, 5], [null, 0, 5], [undefined, 0, 5], [true, 0, 5], [[3], 0, 5], [{}, 0, 5], [1e308, 0, 1e9], [-128, -127, 127]]) {
    assert.strictEqual(S.whole(x, lo, hi), false, `${String(x)} in ${lo}..${hi}`);
  }
  // the stored records use it: a fraction or a string in a field makes the record invalid
  assert.strictEqual(S.ops({ m: 3, b: 3, h: 0, s: 0, n: 1 }).m, 3);
  assert.strictEqual(S.ops({ m: 3.5, b: 3, h: 0, s: 0, n: 1 }), null);
  assert.strictEqual(S.two({ r: '4', k: 4, b: 4, n: 1 }), null);
});
