// Tests of teach.js against testdata/vectors.json, which a Go test writes from site/sheet
// (TestVectors). Run: node --test templates/teach/
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const T = require('./teach.js');

const V = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'vectors.json'), 'utf8'));

test('the pick hash is site/sheet pickHash', () => {
  assert.ok(V.hash.length >= 20);
  for (const h of V.hash) assert.strictEqual(T.pickHash(h.code, h.id), h.h, JSON.stringify(h));
});

// summary writes a sheet's puzzles as site/sheet's regression test does.
function summary(sh) {
  return sh.items.map((it) => it.ops ? 'o ' + it.ops.slice(0, 9) : 't ' + it.two.n + ' / ' + it.two.o + ' / ' + it.two.g).join('; ');
}

test('sheets are site/sheet sheets, puzzle for puzzle', () => {
  assert.ok(V.sheets.length >= 8);
  for (const s of V.sheets) {
    const sh = T.make(V.bank, s);
    if (s.error) {
      assert.ok(sh.error, 'site/sheet refuses ' + JSON.stringify(s) + ', the page does not');
      // A bank too small for the sheet: the most puzzles it has for these options, as Go
      // counts them (site/sheet most), said in the error.
      assert.strictEqual(sh.most, s.most, JSON.stringify(s));
      if (s.most) assert.match(sh.error, new RegExp(' ' + s.most + ' or fewer'), JSON.stringify(s));
      continue;
    }
    assert.strictEqual(sh.error, undefined, JSON.stringify(s));
    assert.strictEqual(summary(sh), s.summary, JSON.stringify(s));
  }
});

test('options from the query string', () => {
  const o = T.options('?code=7B&game=ops&level=3&count=12&paper=letter&swaps=2&nomod=1');
  // nomod is a Two Ops option: an Ops sheet drops it; with a number of swaps the level
  // chooses nothing on an Ops sheet, which drops it too (opsdaily sheet refuses both).
  assert.deepStrictEqual(o, { code: '7B', game: 'ops', level: 0, count: 12, paper: 'letter', swaps: 2, noModulo: false, noNegative: false });
  assert.strictEqual(T.options('?code=7B&game=ops&level=3').level, 3); // without swaps it is kept
  assert.strictEqual(T.options('?code=7B&game=mixed&level=3&swaps=2').level, 3); // it picks the Two Ops hands
  assert.deepStrictEqual(T.options('?code=7B&game=mixed&swaps=2&nomod=1&noneg=1'), { code: '7B', game: 'mixed', level: 0, count: 20, paper: 'a4', swaps: 2, noModulo: true, noNegative: true });
  assert.strictEqual(T.options('?code=7B&game=twoops&swaps=3').swaps, 0); // swaps is Ops only
  assert.strictEqual(T.options('').count, 20);
  assert.ok(T.make(V.bank, T.options('?code=x&count=abc')).error);
  // A level or a number of swaps that is not whole is the option's own flaw, as Go's
  // sheet.Options (an int) has no such value: never an exception (a Two Ops level 2.5 read
  // bank.two[1.5]), nor a bank "too small" of 0 entries.
  for (const game of ['ops', 'twoops', 'mixed']) {
    assert.strictEqual(T.make(V.bank, T.options('?code=x&game=' + game + '&level=2.5')).flaw, 'level', game);
  }
  assert.strictEqual(T.make(V.bank, T.options('?code=x&game=ops&swaps=2.5')).flaw, 'swaps');
  assert.strictEqual(T.make(V.bank, T.options('?code=x&game=mixed&swaps=3.5&level=2')).flaw, 'swaps');
  // A box the form ticks writes 1, and nothing unticked: another value (a hand-edited
  // link) is no choice, said as such, not taken as unticked; an Ops sheet drops it, as it
  // drops the ticked box. The paper is kept as written, for the page to refuse.
  for (const q of ['nomod=yes', 'noneg=0', 'nomod=1&noneg=true']) {
    assert.strictEqual(T.make(V.bank, T.options('?code=x&game=twoops&' + q)).flaw, 'young', q);
  }
  assert.strictEqual(T.make(V.bank, T.options('?code=x&game=ops&nomod=yes')).error, undefined);
  assert.strictEqual(T.options('?code=x&paper=a3').paper, 'a3');
  assert.strictEqual(T.options('?code=x&paper=').paper, 'a4');
});

const REPORTS = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'reports.json'), 'utf8'));

test('report codes are written and read as site/internal/report does', () => {
  assert.ok(REPORTS.length >= 4);
  for (const v of REPORTS) {
    assert.strictEqual(T.encodeReport(v.report), v.code, JSON.stringify(v.report));
    const r = T.decodeReport(v.code);
    assert.deepStrictEqual(r.name, v.report.name);
    assert.deepStrictEqual(r.results, v.report.results);
    for (const k of Object.keys(v.report.options)) assert.strictEqual(r.options[k], v.report.options[k], k);
    assert.deepStrictEqual(T.decodeReport(v.code.toLowerCase().replace(/-/g, ' ')).results, v.report.results);
  }
});

test('a report code with one character changed is refused with a clear message', () => {
  const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  for (const v of REPORTS) {
    for (let i = 0; i < v.code.length; i++) {
      if (v.code[i] === '-') continue;
      for (const c of B32) {
        if (c === v.code[i]) continue;
        const r = T.decodeReport(v.code.slice(0, i) + c + v.code.slice(i + 1));
        assert.ok(r.error && /mistyped|does not hold|version/.test(r.error), v.code + ' at ' + i + ' to ' + c);
      }
    }
  }
  assert.match(T.decodeReport('04H00-1076U').error, /“U”/);
});

const Rep = require('./report.js');
const SESSIONS = JSON.parse(fs.readFileSync(path.join(__dirname, 'testdata', 'practice.json'), 'utf8'));

test('practice report codes are written and read as site/internal/report does', () => {
  assert.ok(SESSIONS.length >= 3);
  for (const v of SESSIONS) {
    const s = v.session;
    assert.strictEqual(Rep.encodePractice(s), v.code, JSON.stringify(s));
    const r = T.decodeReport(v.code);
    assert.strictEqual(r.kind, 'practice');
    assert.strictEqual(r.class, s.class);
    assert.strictEqual(r.name, s.name);
    assert.deepStrictEqual(r.puzzles, s.puzzles);
    // The count of successes Go computed by the README's rule.
    assert.strictEqual(r.puzzles.filter(Rep.success).length, s.successes);
  }
});

test('a practice code with one character changed is refused', () => {
  const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  for (const v of SESSIONS) {
    for (let i = 0; i < v.code.length; i++) {
      if (v.code[i] === '-') continue;
      for (const c of B32) {
        if (c === v.code[i]) continue;
        const r = T.decodeReport(v.code.slice(0, i) + c + v.code.slice(i + 1));
        assert.ok(r.error, v.code + ' at ' + i + ' to ' + c);
      }
    }
  }
});

test('links to teach/ carry the code, and only on the web', () => {
  const code = SESSIONS[0].code;
  const link = Rep.link('https://example.org/ops/teach/', code);
  assert.strictEqual(link, 'https://example.org/ops/teach/index.html#add=' + code);
  assert.strictEqual(Rep.fromScan(link), code);
  assert.strictEqual(Rep.fromScan('  ' + code + ' '), code);
  assert.strictEqual(Rep.link('file:///home/t/public/teach/', code), null);
});

test('a code added twice is kept once', () => {
  const a = SESSIONS[0].code, b = REPORTS[0].code;
  let text = T.addCode('', a);
  text = T.addCode(text, 'https://example.org/teach/index.html#add=' + b);
  text = T.addCode(text, a.toLowerCase().replace(/-/g, ''));
  assert.strictEqual(text, a + '\n' + b + '\n');
  const tables = T.classTables(V.bank, text + a + '\n').tables;
  assert.strictEqual(tables.length, 2);
  assert.strictEqual(tables[0].practice, SESSIONS[0].session.class);
  assert.strictEqual(tables[0].students.length, 1);
});

test('another tab\'s change to the kept codes is made in this tab\'s text, and this tab\'s own lines stay', () => {
  const a = SESSIONS[0].code, b = REPORTS[0].code, c = REPORTS[1].code, typed = REPORTS[2].code;
  // The other tab added b (opened from its link): this tab, with a and a code typed but not
  // yet submitted, gets b after them.
  assert.strictEqual(T.mergeCodes(a + '\n' + typed + '\n', a + '\n', a + '\n' + b + '\n'), a + '\n' + typed + '\n' + b + '\n');
  // A code this tab has already, in another spelling, is not added twice.
  assert.strictEqual(T.mergeCodes(a + '\n' + b.toLowerCase() + '\n', a + '\n', a + '\n' + b + '\n'), null);
  // The other tab removed a and added c: a goes here too, what was typed here stays.
  assert.strictEqual(T.mergeCodes(a + '\n' + typed + '\n', a + '\n', c + '\n'), typed + '\n' + c + '\n');
  // "Clear the codes" there (the key removed) clears the codes it had, not those typed here.
  assert.strictEqual(T.mergeCodes(a + '\n' + typed + '\n', a + '\n', null), typed + '\n');
  assert.strictEqual(T.mergeCodes(a + '\n', a + '\n', null), '');
  // Nothing to change: the same codes, in another order.
  assert.strictEqual(T.mergeCodes(a + '\n' + b + '\n', a + '\n' + b + '\n', b + '\n' + a + '\n'), null);
  assert.strictEqual(T.mergeCodes('', null, ''), null);
});

// readCSV reads CSV text by RFC 4180 (fields in double quotes may hold commas, quotes
// doubled, CR and LF; rows end in CRLF), as a spreadsheet does.
function readCSV(text) {
  const rows = [];
  let row = [], f = '', i = 0, quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { f += '"'; i += 2; continue; }
      if (c === '"') { quoted = false; i++; continue; }
      f += c; i++; continue;
    }
    if (c === '"' && f === '') { quoted = true; i++; continue; }
    if (c === ',') { row.push(f); f = ''; i++; continue; }
    if (c === '\r' && text[i + 1] === '\n') { row.push(f); rows.push(row); row = []; f = ''; i += 2; continue; }
    if (c === '\r' || c === '\n') throw new Error('a bare line break outside quotes at ' + i + ': ' + JSON.stringify(text.slice(Math.max(0, i - 20), i + 20)));
    f += c; i++;
  }
  if (f !== '' || row.length) throw new Error('the last row does not end in CRLF');
  return rows;
}

test('names in the CSV are never formulas and never split a row', () => {
  // OWASP's CSV injection list: a cell starting with = + - @, TAB or CR is a formula to
  // some spreadsheet; a name may hold any text a report code can carry.
  const names = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=HYPERLINK("http://e.x","y")', '\r=1', 'Ann\rBob', 'Ann\nBob', 'Zoë, "Z"', 'Ann', '-5', '+7'];
  const puzzle = { game: 'ops', level: 1, moves: 3, optimal: 3, hints: 0, shown: false };
  const tables = [{ practice: 'C1', students: names.map((name) => ({ name, puzzles: [puzzle] })) }];
  const rows = readCSV(T.csv(tables));
  assert.strictEqual(rows.length, 1 + names.length, 'one header and one row a name');
  names.forEach((name, i) => {
    const cell = rows[i + 1][2], formula = /^[=+\-@\t\r]/.test(name) && isNaN(Number(name));
    assert.strictEqual(rows[i + 1].length, rows[0].length, JSON.stringify(name) + ': the row has every column');
    assert.strictEqual(cell, formula ? "'" + name : name, JSON.stringify(name));
  });
});
