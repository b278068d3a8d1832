// What every page's scripts share, loaded first on every page (with the storage script in
// the head of a page with boards): the page's words, and the small DOM helpers that never
// throw.
//
// Words. Scripts ask for a message by its key in templates/i18n/LANG.toml, _("board.solved")
// or _("board.swapped", {a: 'the 7', b: 'the 3'}), and the build writes the catalogue's
// message in the key's place (site/i18n, Script), so what reaches the browser is
// _("You swapped {a} and {b}.", {...}) in English, the French message on a French page.
// This file is the runtime half: _ fills the placeholders, takes a plural form by {count}
// (the catalogue's CLDR rules, which the build writes as the function below) and writes
// numbers the language's way ("7,5" in French). A message is plain text: put it in the page
// with textContent, or esc it into markup. The JavaScript tests load this file first too
// (site/internal/jstest).
var OpsPage = (function () {
  'use strict';
  var NUM = _("@number"), CARDS = _("@cards"), plural = _("@plural");

  // num writes the number x: "7.5" in English, "7,5" and "−2,5" in French, "12 345" where
  // the catalogue groups digits (as site/i18n's Number).
  function num(x) {
    var s = String(Math.abs(x)).split('.'), i = s[0];
    if (NUM.group && i.length > 2 + NUM.min_grouping) i = i.replace(/\B(?=(\d{3})+$)/g, NUM.group);
    return (x < 0 ? NUM.minus : '') + i + (s[1] ? NUM.decimal + s[1] : '');
  }

  // fill returns the message m (a text, or plural forms by category) with its placeholders
  // filled from a: numbers by num, anything else as text; "{{" and "}}" are braces.
  function fill(m, a) {
    a = a || {};
    if (typeof m !== 'string') m = m[plural(a.count)] || m.other;
    return m.replace(/\{\{|\}\}|\{([^{}]+)\}/g, function (all, k) {
      var v = a[k];
      return !k ? all[0] : v === undefined ? all : typeof v === 'number' ? num(v) : v;
    });
  }

  // card names a card by its code ("7C", "10H", "KS"): "7 of clubs", "Roi de pique";
  // rank names a rank by its symbol ("A", "10", "K"): "ace", "10", "Roi".
  function rank(r) { return CARDS.ranks[r] || r; }
  function card(code) {
    var s = code.slice(-1);
    return fill(CARDS.card, { rank: rank(code.slice(0, -1)), suit: CARDS.suits[s] || s });
  }

  // esc escapes text for markup, in an element or an attribute's quotes.
  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
  }

  // $ is the first element under root (the document when not given) matching sel.
  function $(sel, root) { return (root || document).querySelector(sel); }

  // get and set read and write localStorage, never throwing (storage refused, private
  // mode, quota): get gives null then, set does nothing. What is read is validated by the
  // caller; the daily records go through OpsStats.
  function get(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  function set(k, v) { try { localStorage.setItem(k, v); } catch (e) { /* refused */ } }

  // fnv is the FNV-1a hash (32 bits) of the UTF-8 bytes of s, as Go's hash/fnv New32a: the
  // storage keys' and the progress code's checksums (OpsStats), the payloads' key stream
  // (OpsRules.decode), the trainer's seeded deals and the worksheets' pick (OpsTeach).
  function fnv(s) {
    for (var b = new TextEncoder().encode(s), h = 0x811c9dc5, i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], 0x01000193) >>> 0;
    return h;
  }

  return { num: num, fill: fill, card: card, rank: rank, plural: plural, lang: _("@lang"), esc: esc, $: $, get: get, set: set, fnv: fnv };
})();

// _ returns the message m, the build's text for a key, filled from a (OpsPage.fill).
function _(m, a) { return OpsPage.fill(m, a); }
