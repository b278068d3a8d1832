// Report codes (the README's "Report codes"; site/internal/report is the specification in
// Go, held to this script by the vectors it writes in testdata/): what a student sends the
// teacher at the end of an assignment (teach/play/) or of a practice session (practice/).
// The first byte names the kind and its version: 1 an assignment's, 2 a practice session's.
// The bytes end with their CRC-32 (IEEE, big-endian); the text is Crockford's base32 of the
// bytes in groups of five characters joined by "-". A classic script: it defines the global
// OpsReport; teach.js reads assignments' options with it.
var OpsReport = (function () {
  'use strict';
  var ASSIGNMENT = 1, PRACTICE = 2, MAX_SESSION = 20;
  var B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ', GAMES = ['ops', 'twoops', 'mixed'];

  function crc32(bytes) {
    var c, n, k, crc = 0xffffffff;
    for (n = 0; n < bytes.length; n++) {
      c = (crc ^ bytes[n]) & 0xff;
      for (k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crc = (crc >>> 8) ^ c;
    }
    return (crc ^ 0xffffffff) >>> 0;
  }

  // text writes bytes, their check appended, as a code's text.
  function text(b) {
    var c = crc32(b), t = '', acc = 0, bits = 0;
    b = b.concat([c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255]);
    b.forEach(function (v) {
      acc = (acc << 8 | v) & 0xfff; bits += 8;
      while (bits >= 5) { bits -= 5; t += B32[(acc >>> bits) & 31]; }
    });
    if (bits > 0) t += B32[(acc << (5 - bits)) & 31];
    return t.match(/.{1,5}/g).join('-');
  }

  // strings appends each string's UTF-8 length (one byte) and bytes to b.
  function strings(b, list) {
    var enc = new TextEncoder();
    list.forEach(function (s) { var u = enc.encode(s); b.push(u.length); for (var k = 0; k < u.length; k++) b.push(u[k]); });
  }

  // isTwo reports whether puzzle i (from 0) of an assignment is a Two Ops hand.
  function isTwo(o, i) { return o.game === 'twoops' || (o.game === 'mixed' && i % 2 === 1); }

  // encodeAssignment writes an assignment's report {options, name, results}; results[i] is
  // null (not played), {moves, hints, shown} (Ops) or {discard, result, kept} (Two Ops,
  // halves). Bytes: 1; game | level << 2 | help << 5 | noModulo << 6 | noNegative << 7;
  // swaps; count; the class code's length and bytes; the name's; per puzzle, Ops: moves (255
  // not played), hints << 1 | shown; Two Ops: played << 7 | discard, result + 128, best of
  // the kept + 128.
  function encodeAssignment(r) {
    var o = r.options, b = [ASSIGNMENT], i;
    b.push(GAMES.indexOf(o.game) | (o.level << 2) | (o.help ? 32 : 0) | (o.noModulo ? 64 : 0) | (o.noNegative ? 128 : 0));
    b.push(o.swaps || 0, o.count);
    strings(b, [o.code, r.name]);
    for (i = 0; i < o.count; i++) {
      var x = r.results[i];
      if (!isTwo(o, i)) b.push(x ? Math.min(x.moves, 254) : 255, x ? Math.min(x.hints, 127) << 1 | (x.shown ? 1 : 0) : 0);
      else b.push(x ? 128 | x.discard : 0, x ? x.result + 128 : 128, x ? x.kept + 128 : 128);
    }
    return text(b);
  }

  // encodePractice writes a practice session's report {class, name, puzzles}: puzzles[i] is
  // {game: 'ops', level, skipped, optimal, moves, hints, shown} or {game: 'two', level,
  // skipped, result, kept, best, good} (halves). Bytes: 2; the class code's length and bytes;
  // the name's; the count; per puzzle twoOps << 7 | skipped << 6 | good << 5 | level, then
  // Ops: optimal, moves, hints << 1 | shown (skipped: optimal, 0, 0); Two Ops: result + 128,
  // kept + 128, best + 128 (skipped: 128, 128, best + 128).
  function encodePractice(p) {
    var b = [PRACTICE];
    strings(b, [p.class, p.name]);
    b.push(p.puzzles.length);
    p.puzzles.forEach(function (x) {
      var two = x.game === 'two';
      b.push((two ? 128 : 0) | (x.skipped ? 64 : 0) | (two && !x.skipped && x.good ? 32 : 0) | x.level);
      if (!two) b.push(x.optimal, x.skipped ? 0 : Math.min(x.moves, 255), x.skipped ? 0 : Math.min(x.hints, 127) << 1 | (x.shown ? 1 : 0));
      else b.push(x.skipped ? 128 : x.result + 128, x.skipped ? 128 : x.kept + 128, x.best + 128);
    });
    return text(b);
  }

  // success reports whether a practice puzzle is a success by the practice page's rule.
  function success(x) {
    if (x.skipped) return false;
    return x.game === 'two' ? x.good && x.result === x.kept : x.moves === x.optimal && !x.hints && !x.shown;
  }

  // clean reads the text of a code as its characters: case, spaces and dashes ignored, O
  // read as 0, I and L as 1.
  function clean(s) { return String(s).toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1'); }

  var MISTYPED = _("report.mistyped"), NOT_REPORT = _("report.not_report");

  // decode reads a report code: {kind: 'assignment', options, name, results} (the options
  // not yet checked as a sheet's: teach.js does), {kind: 'practice', class, name, puzzles}
  // or {error}.
  function decode(code) {
    var t = clean(code);
    if (t === '') return { error: _("report.empty") };
    var bad = t.match(/[^0-9A-HJKMNP-TV-Z]/);
    if (bad) return { error: _("report.bad_char", { c: bad[0] }) };
    var bytes = [], acc = 0, bits = 0, i;
    for (i = 0; i < t.length; i++) {
      acc = (acc << 5 | B32.indexOf(t[i])) & 0xfff; bits += 5;
      if (bits >= 8) { bits -= 8; bytes.push((acc >>> bits) & 255); }
    }
    if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0 || bytes.length < 11) return { error: MISTYPED };
    var body = bytes.slice(0, -4), tail = bytes.slice(-4);
    if (((tail[0] << 24 | tail[1] << 16 | tail[2] << 8 | tail[3]) >>> 0) !== crc32(body)) return { error: MISTYPED };
    if (body[0] === ASSIGNMENT) return assignment(body);
    if (body[0] === PRACTICE) return practice(body);
    return { error: _("report.version", { v: body[0] }) };
  }

  // readStrings reads n strings (length and UTF-8 bytes) from body at at: {strs, at} or null.
  function readStrings(body, at, n) {
    var dec = new TextDecoder('utf-8', { fatal: true }), strs = [];
    try {
      for (var i = 0; i < n; i++) {
        var k = body[at];
        if (k === undefined || at + 1 + k > body.length) return null;
        strs.push(dec.decode(new Uint8Array(body.slice(at + 1, at + 1 + k))));
        at += 1 + k;
      }
    } catch (e) { return null; }
    return { strs: strs, at: at };
  }

  function assignment(body) {
    var f = body[1], o = {
      game: GAMES[f & 3], level: (f >> 2) & 7, help: !!(f & 32), noModulo: !!(f & 64), noNegative: !!(f & 128),
      swaps: body[2], count: body[3]
    };
    var s = readStrings(body, 4, 2);
    if (!s || !o.game || o.level > 5) return { error: NOT_REPORT };
    o.code = s.strs[0];
    var at = s.at, results = [];
    for (var i = 0; i < o.count; i++) {
      if (!isTwo(o, i)) {
        results.push(body[at] === 255 ? null : { moves: body[at], hints: body[at + 1] >> 1, shown: !!(body[at + 1] & 1) });
        at += 2;
      } else {
        results.push(body[at] & 128 ? { discard: body[at] & 7, result: body[at + 1] - 128, kept: body[at + 2] - 128 } : null);
        at += 3;
      }
    }
    if (at !== body.length) return { error: NOT_REPORT };
    return { kind: 'assignment', options: o, name: s.strs[1], results: results };
  }

  function practice(body) {
    var bad = { error: _("report.not_practice") };
    var s = readStrings(body, 1, 2);
    if (!s || !/^[a-z0-9_-]{0,24}$/.test(s.strs[0])) return bad;
    var at = s.at, n = body[at++], puzzles = [];
    if (!(n >= 1 && n <= MAX_SESSION) || at + 4 * n !== body.length) return bad;
    for (var i = 0; i < n; i++, at += 4) {
      var h = body[at], v = body.slice(at + 1, at + 4), two = !!(h & 128), skipped = !!(h & 64), good = !!(h & 32), level = h & 31;
      if (level < 1 || level > 5 || (good && (skipped || !two))) return bad;
      if (!two) {
        if (skipped && (v[1] || v[2])) return bad;
        puzzles.push({ game: 'ops', level: level, skipped: skipped, optimal: v[0], moves: v[1], hints: v[2] >> 1, shown: !!(v[2] & 1) });
      } else {
        if (skipped && (v[0] !== 128 || v[1] !== 128)) return bad;
        puzzles.push({ game: 'two', level: level, skipped: skipped, result: skipped ? 0 : v[0] - 128, kept: skipped ? 0 : v[1] - 128, best: v[2] - 128, good: good });
      }
    }
    return { kind: 'practice', class: s.strs[0], name: s.strs[1], puzzles: puzzles };
  }

  // link returns the address a QR code of a report code holds: teach/'s page with the code
  // to add (teach/index.html#add=CODE), from base, the address of the teach/ directory;
  // null when the page is not on the web (file://), where a bare code is more use.
  function link(base, code) {
    try {
      var u = new URL('index.html#add=' + code, base);
      return /^https?:$/.test(u.protocol) ? u.href : null;
    } catch (e) { return null; }
  }

  // fromScan returns the report code in what was scanned or pasted: a bare code, or a link
  // of link().
  function fromScan(s) {
    var m = /#add=([0-9A-Za-z-]+)/.exec(String(s));
    return m ? m[1] : String(s).trim();
  }

  return {
    crc32: crc32, isTwo: isTwo, encodeAssignment: encodeAssignment, encodePractice: encodePractice, decode: decode,
    success: success, link: link, fromScan: fromScan, MAX_SESSION: MAX_SESSION
  };
})();
if (typeof module !== 'undefined') module.exports = OpsReport;
