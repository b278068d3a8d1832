// The day's duel puzzle on the daily page. The Go engine judged every try of the position
// when the site was built (site/internal/duel, AppendAnswers): the answers ship obfuscated
// in the board's data-answers (OpsRules.decode, seeded by the date). This script knows no
// rules: it draws the position (OpsDuelView), lets the player pick a try and looks it up.
// A classic script; in a page it defines the global OpsDuelDaily and starts every
// [data-duel="daily"] board.
//
// Answers (Go's duel.AppendAnswers): {n: 1 or 2 (win in), b: the view to draw, v: a
// character per try slot (see slot), r: replies, x: reasons of refusals}.
var OpsDuelDaily = (function () {
  'use strict';
  var V = typeof OpsDuelView !== 'undefined' ? OpsDuelView : require('./duel-view.js');

  // slot numbers a try [give, source, take] by its two cards' places, as Go's duel.Slot.
  function slot(m) { return m[0] * 20 + [0, 9, 18][m[1]] + m[2]; }

  // verdict looks a try up: {kind: one of W B G T R N (see duel.Kind), reply: [card given,
  // source, card taken] for R and N} or {kind: 'X', why: the reason it is refused}.
  function verdict(u, m) {
    var k = u.v.charCodeAt(slot(m)), r;
    if (k >= 48 && k <= 57) return { kind: 'X', why: u.x[k - 48] };
    if (k < 97) return { kind: String.fromCharCode(k) };
    r = u.r[k - 97];
    return { kind: r[0], reply: [r.charCodeAt(1) - 97, Number(r[2]), r.charCodeAt(3) - 97] };
  }

  var cards = V.cards;

  // text says what a try does, for the player to move ("you").
  function text(u, m, x) {
    var c = cards(u.b, m), t = 'You ' + V.tell(c[0], m[1], c[1], 'your opponent\u2019s', true) + ': ';
    if (x.kind === 'W') {
      var wins = u.v.split('W').length - 1;
      return t + (u.n === 1 ? 'correct, your layout is provable and you win!' :
        'correct, whatever your opponent replies, you win on your next turn!') +
        (wins > 1 ? ' (' + wins + ' moves win here.)' : ' It is the only winning move.');
    }
    if (x.kind === 'B') return t + 'no, it makes both layouts provable, and the player who does that loses.';
    if (x.kind === 'G') return t + 'no, it makes your opponent\u2019s layout provable: they win.';
    if (x.kind === 'T') return t + 'that forces a win on your next turn, but you can win at once. Try again.';
    var r = x.reply;
    return t + 'no. Your opponent answers: they ' + V.tell(r[0], r[1], r[2], 'your', true) +
      (x.kind === 'R' ? ', and win.' : ', and then you have no winning move.') + ' Try again.';
  }

  function start(root) {
    var u = null;
    try { u = OpsRules.decode(root.getAttribute('data-answers'), root.getAttribute('data-date')); } catch (e) { u = null; }
    var table = root.querySelector('.duel-table'), status = root.querySelector('.duel-status');
    if (!u) { status.textContent = 'This page could not load its puzzle.'; return; }
    var names = u.b.m === 0 ? ['You (S)', 'Opponent (H)'] : ['Opponent (S)', 'You (H)'], tries = 0;
    function say(t) { status.textContent = t; }
    V.draw(table, u.b, names);
    var pick = V.picker(table, function () { return u.b; }, function (m) {
      var x = verdict(u, m);
      return x.kind === 'X' ? x.why.replace('@', V.sym(cards(u.b, m)[1])) : '';
    }, function (m) {
      var x = verdict(u, m), c = cards(u.b, m);
      root.setAttribute('data-tries', ++tries);
      root.setAttribute('data-verdict', x.kind);
      if (x.kind === 'W') root.setAttribute('data-duel-state', 'solved');
      V.mark(table, 'tried', c);
      V.mark(table, 'reply', x.reply ? [x.reply[0], x.reply[2]] : []);
      say(text(u, m, x));
      // A win moves the focus to the verdict (the result, as on the other boards); any
      // other try back to the card given, where the next try begins.
      if (x.kind === 'W') { status.tabIndex = -1; status.focus(); } else V.focus(table.querySelector('[data-where="' + V.SIDE[u.b.m] + '"][data-pos="' + m[0] + '"]'));
    }, say);
    root.querySelector('.duel-reset').addEventListener('click', function () {
      pick.reset();
      V.mark(table, 'tried', []);
      V.mark(table, 'reply', []);
      say('Pick one of your cards, then the card to exchange it with.');
    });
    root.setAttribute('data-duel-state', 'playing');
  }

  function boot() { [].forEach.call(document.querySelectorAll('[data-duel="daily"]'), start); }
  if (typeof document !== 'undefined') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot); else boot();
  }
  return { slot: slot, verdict: verdict, text: text };
})();
if (typeof module !== 'undefined') module.exports = OpsDuelDaily;
