// A small QR code encoder (ISO/IEC 18004), written for the report codes of assignments and
// practice sessions: alphanumeric mode (0-9, A-Z, space and $%*+-./:), after a byte-mode
// segment for the start of a link to teach/, error correction level M, the
// smallest version (1-40) that holds the text, the mask of the lowest penalty. A classic
// script: it defines the global OpsQR. site/internal/teachtest decodes what it draws with
// an independent decoder (gozxing).
var OpsQR = (function () {
  'use strict';
  var CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
  // Level M, by version 1-40: error correction codewords per block, and blocks.
  var ECC = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
  var BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];

  // rawModules is the number of modules of a version that hold data and correction.
  function rawModules(v) {
    var r = (16 * v + 128) * v + 64;
    if (v >= 2) {
      var n = Math.floor(v / 7) + 2;
      r -= (25 * n - 10) * n - 55;
      if (v >= 7) r -= 36;
    }
    return r;
  }
  function dataCodewords(v) { return Math.floor(rawModules(v) / 8) - ECC[v] * BLOCKS[v]; }

  // GF(256) with the polynomial 0x11D, and Reed-Solomon remainders.
  function mul(x, y) {
    var z = 0;
    for (var i = 7; i >= 0; i--) {
      z = (z << 1) ^ ((z >>> 7) * 0x11d);
      z ^= ((y >>> i) & 1) * x;
    }
    return z & 255;
  }
  function divisor(degree) {
    var r = [], root = 1, i, j;
    for (i = 0; i < degree - 1; i++) r.push(0);
    r.push(1);
    for (i = 0; i < degree; i++) {
      for (j = 0; j < r.length; j++) {
        r[j] = mul(r[j], root);
        if (j + 1 < r.length) r[j] ^= r[j + 1];
      }
      root = mul(root, 2);
    }
    return r;
  }
  function remainder(data, div) {
    var r = div.map(function () { return 0; });
    data.forEach(function (b) {
      var f = b ^ r.shift();
      r.push(0);
      div.forEach(function (c, i) { r[i] ^= mul(c, f); });
    });
    return r;
  }

  // codewords returns the version and the interleaved codewords of text: one alphanumeric
  // segment, or when text has other characters (a link), a byte segment (UTF-8) up to its
  // last such character and an alphanumeric segment of the rest.
  function codewords(text) {
    var i, cut = 0;
    for (i = 0; i < text.length; i++) if (CHARS.indexOf(text[i]) < 0) cut = i + 1;
    var head = new TextEncoder().encode(text.slice(0, cut)), tail = text.slice(cut);
    var v, bits;
    for (v = 1; v <= 40; v++) {
      var ccBits = v <= 9 ? 9 : v <= 26 ? 11 : 13, byteBits = v <= 9 ? 8 : 16;
      bits = [];
      var put = function (val, n) { for (var k = n - 1; k >= 0; k--) bits.push((val >>> k) & 1); };
      if (head.length) {
        put(4, 4);
        put(head.length, byteBits);
        for (i = 0; i < head.length; i++) put(head[i], 8);
      }
      if (tail.length || !head.length) {
        put(2, 4);
        put(tail.length, ccBits);
        for (i = 0; i + 1 < tail.length; i += 2) put(CHARS.indexOf(tail[i]) * 45 + CHARS.indexOf(tail[i + 1]), 11);
        if (tail.length % 2) put(CHARS.indexOf(tail[tail.length - 1]), 6);
      }
      if (tail.length < 1 << ccBits && head.length < 1 << byteBits && bits.length <= dataCodewords(v) * 8) break;
    }
    if (v > 40) throw new Error('QR: text too long');
    var cap = dataCodewords(v) * 8;
    for (i = 0; i < 4 && bits.length < cap; i++) bits.push(0);
    while (bits.length % 8) bits.push(0);
    var data = [];
    for (i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8).join(''), 2));
    for (var pad = 0xec; data.length < cap / 8; pad ^= 0xec ^ 0x11) data.push(pad);
    // Blocks, their correction, interleaved.
    var nb = BLOCKS[v], ecc = ECC[v], raw = Math.floor(rawModules(v) / 8), short = nb - raw % nb, shortLen = Math.floor(raw / nb);
    var div = divisor(ecc), blocks = [], k = 0;
    for (i = 0; i < nb; i++) {
      var d = data.slice(k, k + shortLen - ecc + (i < short ? 0 : 1));
      k += d.length;
      var b = d.concat(remainder(d, div));
      if (i < short) b.splice(shortLen - ecc, 0, -1);
      blocks.push(b);
    }
    var out = [];
    for (i = 0; i < blocks[0].length; i++) blocks.forEach(function (b) { if (b[i] !== -1) out.push(b[i]); });
    return { version: v, codewords: out };
  }

  // matrix returns the QR code of text: {size, dark: rows of booleans}.
  function matrix(text) {
    var cw = codewords(text), v = cw.version, size = v * 4 + 17, x, y, i;
    var dark = [], fn = [];
    for (y = 0; y < size; y++) { dark.push([]); fn.push([]); for (x = 0; x < size; x++) { dark[y].push(false); fn[y].push(false); } }
    function set(x, y, d) { dark[y][x] = d; fn[y][x] = true; }
    for (i = 0; i < size; i++) { set(6, i, i % 2 === 0); set(i, 6, i % 2 === 0); }
    [[3, 3], [size - 4, 3], [3, size - 4]].forEach(function (c) {
      for (var dy = -4; dy <= 4; dy++) for (var dx = -4; dx <= 4; dx++) {
        var d = Math.max(Math.abs(dx), Math.abs(dy)), xx = c[0] + dx, yy = c[1] + dy;
        if (xx >= 0 && xx < size && yy >= 0 && yy < size) set(xx, yy, d !== 2 && d !== 4);
      }
    });
    var pos = [];
    if (v > 1) {
      var n = Math.floor(v / 7) + 2, step = v === 32 ? 26 : Math.ceil((v * 4 + 4) / (n * 2 - 2)) * 2;
      pos = [6];
      for (var p = size - 7; pos.length < n; p -= step) pos.splice(1, 0, p);
    }
    pos.forEach(function (a, ia) {
      pos.forEach(function (b, ib) {
        if ((ia === 0 && ib === 0) || (ia === 0 && ib === pos.length - 1) || (ia === pos.length - 1 && ib === 0)) return;
        for (var dy = -2; dy <= 2; dy++) for (var dx = -2; dx <= 2; dx++) set(a + dx, b + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      });
    });
    function format(mask) {
      var d = mask, r = d, k; // level M is 00
      for (k = 0; k < 10; k++) r = (r << 1) ^ ((r >>> 9) * 0x537);
      var bits = ((d << 10) | r) ^ 0x5412, bit = function (j) { return ((bits >>> j) & 1) === 1; };
      for (k = 0; k <= 5; k++) set(8, k, bit(k));
      set(8, 7, bit(6)); set(8, 8, bit(7)); set(7, 8, bit(8));
      for (k = 9; k < 15; k++) set(14 - k, 8, bit(k));
      for (k = 0; k < 8; k++) set(size - 1 - k, 8, bit(k));
      for (k = 8; k < 15; k++) set(8, size - 15 + k, bit(k));
      set(8, size - 8, true);
    }
    format(0);
    if (v >= 7) {
      var r = v;
      for (i = 0; i < 12; i++) r = (r << 1) ^ ((r >>> 11) * 0x1f25);
      var vb = v << 12 | r;
      for (i = 0; i < 18; i++) {
        var bt = ((vb >>> i) & 1) === 1, a = size - 11 + i % 3, b = Math.floor(i / 3);
        set(a, b, bt); set(b, a, bt);
      }
    }
    // The codewords, in the zigzag of two-module columns from the bottom right.
    var data = cw.codewords, bi = 0;
    for (var right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (var vert = 0; vert < size; vert++) {
        for (var j = 0; j < 2; j++) {
          x = right - j;
          var up = ((right + 1) & 2) === 0;
          y = up ? size - 1 - vert : vert;
          if (!fn[y][x] && bi < data.length * 8) {
            dark[y][x] = ((data[bi >>> 3] >>> (7 - (bi & 7))) & 1) === 1;
            bi++;
          }
        }
      }
    }
    var MASKS = [
      function (x, y) { return (x + y) % 2 === 0; }, function (x, y) { return y % 2 === 0; },
      function (x) { return x % 3 === 0; }, function (x, y) { return (x + y) % 3 === 0; },
      function (x, y) { return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0; },
      function (x, y) { return x * y % 2 + x * y % 3 === 0; },
      function (x, y) { return (x * y % 2 + x * y % 3) % 2 === 0; },
      function (x, y) { return ((x + y) % 2 + x * y % 3) % 2 === 0; }
    ];
    function apply(m) {
      for (var y = 0; y < size; y++) for (var x = 0; x < size; x++) if (!fn[y][x] && MASKS[m](x, y)) dark[y][x] = !dark[y][x];
    }
    var best = -1, bestScore = Infinity;
    for (var m = 0; m < 8; m++) {
      apply(m); format(m);
      var s = penalty(dark, size);
      if (s < bestScore) { bestScore = s; best = m; }
      apply(m);
    }
    apply(best); format(best);
    return { size: size, version: v, mask: best, dark: dark };
  }

  // penalty scores a masked symbol by the standard's four rules: runs of five or more,
  // 2x2 blocks, finder-like patterns, and the balance of dark modules.
  function penalty(d, size) {
    var s = 0, x, y, darkCount = 0, line, k;
    for (var pass = 0; pass < 2; pass++) {
      for (y = 0; y < size; y++) {
        line = [];
        for (x = 0; x < size; x++) line.push(pass ? d[x][y] : d[y][x]);
        var run = 1;
        for (x = 1; x <= size; x++) {
          if (x < size && line[x] === line[x - 1]) run++;
          else { if (run >= 5) s += run - 2; run = 1; }
        }
        var str = line.map(function (b) { return b ? '1' : '0'; }).join('');
        for (k = str.indexOf('1011101'); k >= 0; k = str.indexOf('1011101', k + 1)) {
          if (str.slice(k + 7, k + 11) === '0000' || (k >= 4 && str.slice(k - 4, k) === '0000')) s += 40;
        }
      }
    }
    for (y = 0; y < size; y++) for (x = 0; x < size; x++) {
      if (d[y][x]) darkCount++;
      if (x < size - 1 && y < size - 1 && d[y][x] === d[y][x + 1] && d[y][x] === d[y + 1][x] && d[y][x] === d[y + 1][x + 1]) s += 3;
    }
    return s + Math.floor(Math.abs(darkCount * 20 - size * size * 10) / (size * size)) * 10;
  }

  // svg draws the QR code of text as an SVG element (black on white, a quiet zone of four
  // modules), an image named by label.
  function svg(text, label) {
    var q = matrix(text), n = q.size + 8, path = '', NS = 'http://www.w3.org/2000/svg';
    for (var y = 0; y < q.size; y++) for (var x = 0; x < q.size; x++) if (q.dark[y][x]) path += 'M' + (x + 4) + ' ' + (y + 4) + 'h1v1h-1z';
    var el = document.createElementNS(NS, 'svg');
    el.setAttribute('viewBox', '0 0 ' + n + ' ' + n);
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', label || _("report.qr"));
    var bg = document.createElementNS(NS, 'rect');
    bg.setAttribute('width', n); bg.setAttribute('height', n); bg.setAttribute('fill', '#fff');
    var fg = document.createElementNS(NS, 'path');
    fg.setAttribute('d', path); fg.setAttribute('fill', '#000');
    el.appendChild(bg); el.appendChild(fg);
    return el;
  }

  return { matrix: matrix, svg: svg, codewords: codewords };
})();
if (typeof module !== 'undefined') module.exports = OpsQR;
