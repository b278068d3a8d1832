// Tests of stats.js against testdata/stats-vectors.json, which a Go test writes from Go's
// calendar and time zones (site/internal/play, TestStatsVectors). Run: node --test templates/play/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const S = require('./stats.js');
const P = require('./progress.js');
global.OpsRules = require('./rules.js'); // OpsStats.fits reads Two Ops values with OpsRules.halves

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

test('a day keeps only the records a play of the day could have made (Go works them out from the record)', () => {
  assert.ok(V.fits.length >= 7);
  for (const d of V.fits) {
    for (const c of d.cases) {
      // As stored and read back: parse first, then the day's facts.
      const e = S.parse(JSON.stringify({ d: { [d.day]: { [c.game]: c.rec } } })).d[d.day] || {};
      assert.strictEqual(!!S.fits(e, d.facts)[c.game], c.fit, d.day + ' ' + c.name + ' ' + JSON.stringify(c.rec));
    }
  }
  // A page that could not read its Two Ops payload cannot hold its record to anything.
  const t = { r: 99, k: 3, b: 3, x: '7D', n: 1 };
  assert.deepStrictEqual(S.fits({ t: t }, { o: 3 }), { t: t });
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
  S.merge(here, P.importCode(code));
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
  const late = S.parse('');
  S.record(late, '2026-11-29', 'o', { m: 5, b: 3, h: 0, s: 0 }, '2026-12-01');
  S.record(late, '2026-11-30', 't', { r: 4, k: 4, b: 4, x: '10D' }, '2026-11-30');
  assert.strictEqual(P.added(late, g), 1, 'a record finished late gives way to the code\'s finished on its day (OpsStats.merge): one day changed');
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

test('every language of a site keeps one store; the older per-language prefixes are known', () => {
  assert.ok(V.places.length >= 8);
  for (const c of V.places) {
    assert.deepStrictEqual(S.place(c.site, c.langs, c.lang, c.root), { prefix: c.prefix, olds: c.olds }, c.root + ' ' + c.langs);
  }
});

// store is a localStorage of a page: keys in the order they were set, getItem of a missing
// key null; refuse makes setItem throw, as a full quota does.
function store(init, refuse) {
  const m = new Map(Object.entries(init));
  return {
    get length() { return m.size; },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem: (k, v) => { if (refuse) throw new Error('QuotaExceededError'); m.set(k, String(v)); },
    removeItem: (k) => { m.delete(k); },
    all: () => Object.fromEntries([...m].sort()),
  };
}

test('migrate moves the older keys into the site\'s prefix, merging the histories', () => {
  const NEW = 'opsdaily:00000001:', EN = 'opsdaily:000000e0:', FR = 'opsdaily:000000f0:', OTHER = 'opsdaily:0000000f:';
  const ops = (m, n) => ({ m: m, b: 3, h: 0, s: 0, n: n }), two = (r, n) => ({ r: r, k: 6, b: 6, x: '7D', n: n });
  const days = (d) => JSON.stringify({ v: 1, d: d });
  const st = store({
    [EN + 'days']: days({ '2026-11-29': { o: ops(3, 1), t: two(6, 1) }, '2026-11-27': { o: ops(4, 0) } }),
    [FR + 'days']: days({ '2026-11-30': { o: ops(5, 1), t: two(2, 1) }, '2026-11-27': { o: ops(9, 1), t: two(4, 0) } }),
    [EN + 'how:ops']: '1', [FR + 'how:twoops']: '1',
    [FR + 'practice:self']: '{"fr":1}', [EN + 'practice:self']: '{"en":1}',
    'opsdaily:name': 'Zoë', 'opsdaily:teach:codes': 'R1ABC\n', 'opsdaily:assign:code=7b&game=ops': '{"results":[]}',
    [OTHER + 'days']: days({ '2026-11-28': { o: ops(3, 1) } }), 'opsdaily:other': 'x', 'unrelated': 'y',
  });
  S.migrate(st, NEW, [FR, EN]);
  const h = S.parse(st.getItem(NEW + 'days'));
  assert.deepStrictEqual(Object.keys(h.d).sort(), ['2026-11-27', '2026-11-29', '2026-11-30']);
  // One day on its day in each language: a streak of two on the 30th.
  assert.strictEqual(S.stats(h, '2026-11-30').streak, 2);
  // The 27th: French first, but English's Ops was later (n 0) and French's on the day: French's stands.
  assert.deepStrictEqual(h.d['2026-11-27'], { o: ops(9, 1), t: two(4, 0) });
  assert.deepStrictEqual(st.all(), {
    [NEW + 'assign:code=7b&game=ops']: '{"results":[]}', [NEW + 'days']: st.getItem(NEW + 'days'),
    [NEW + 'how:ops']: '1', [NEW + 'how:twoops']: '1', [NEW + 'name']: 'Zoë',
    [NEW + 'practice:self']: '{"fr":1}', [NEW + 'teach:codes']: 'R1ABC\n',
    [OTHER + 'days']: days({ '2026-11-28': { o: ops(3, 1) } }), 'opsdaily:other': 'x', 'unrelated': 'y',
  }, 'old keys gone, another site\'s and unknown keys untouched, the page\'s own language first');
  // Twice is once.
  const before = st.all();
  S.migrate(st, NEW, [FR, EN]);
  assert.deepStrictEqual(st.all(), before);
});

test('migrate keeps what the site has, ignores what it cannot read, and loses nothing when the browser refuses', () => {
  const NEW = 'opsdaily:00000001:', OLD = 'opsdaily:000000e0:';
  const mine = JSON.stringify({ v: 1, d: { '2026-11-29': { o: { m: 3, b: 3, h: 0, s: 0, n: 1 } } } });
  for (const bad of ['{', 'null', '[]', '"x"', '{"d":7}', '{"d":{"2026-11-29":{"o":{"m":"3"}}}}', 'z'.repeat(1 << 20)]) {
    const st = store({ [NEW + 'days']: mine, [NEW + 'name']: 'Ann', 'opsdaily:name': 'Bob', [OLD + 'days']: bad, 'opsdaily:teach:codes': 'y'.repeat(5e6) });
    S.migrate(st, NEW, [OLD]);
    assert.deepStrictEqual(st.all(), { [NEW + 'days']: mine, [NEW + 'name']: 'Ann' }, bad.slice(0, 20));
  }
  const old = { [OLD + 'days']: mine, 'opsdaily:name': 'Bob' }, full = store(old, true);
  S.migrate(full, NEW, [OLD]);
  assert.deepStrictEqual(full.all(), old, 'nothing written, nothing removed');
  assert.doesNotThrow(() => S.migrate({ get length() { throw new Error('denied'); } }, NEW, [OLD]));
});

test('merge: a record kept stands, unless it was finished after its day and the other on it', () => {
  const on = { m: 5, b: 3, h: 0, s: 0, n: 1 }, later = { m: 3, b: 3, h: 0, s: 0, n: 0 }, again = { m: 4, b: 3, h: 0, s: 0, n: 1 };
  assert.deepStrictEqual(S.merge({ d: { a: { o: on } } }, { d: { a: { o: again } } }).d.a.o, on);
  assert.deepStrictEqual(S.merge({ d: { a: { o: later } } }, { d: { a: { o: on } } }).d.a.o, on);
  assert.deepStrictEqual(S.merge({ d: { a: { o: on } } }, { d: { a: { o: later } } }).d.a.o, on);
  assert.deepStrictEqual(S.merge({ d: {} }, { d: { a: { o: later } } }).d.a, { o: later });
});
