// The day's duel puzzle on the daily page. The Go engine judged every try of the position
// when the site was built (site/internal/duel, AppendAnswers): the answers ship obfuscated
// in the board's data-answers (OpsRules.decode, seeded by the date). This script knows no
// rules: it draws the position (OpsDuelView), lets the player pick a try and looks it up.
// A classic script; in a page it defines the global OpsDuelDaily and does nothing more:
// OpsPlay, the daily page's start, calls OpsDuelDaily.boot(), which starts every
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
  // source, card taken] for R and N} or {kind: 'X', why: the reason it is refused, "@"
  // standing for the card taken (see why)}.
  function verdict(u, m) {
    var k = u.v.charCodeAt(slot(m)), r;
    if (k >= 48 && k <= 57) return { kind: 'X', why: u.x[k - 48] };
    if (k < 97) return { kind: String.fromCharCode(k) };
    r = u.r[k - 97];
    return { kind: r[0], reply: [r.charCodeAt(1) - 97, Number(r[2]), r.charCodeAt(3) - 97] };
  }

  var cards = V.cards;

  // The moves for OpsDuelView.tell: the player's ("You swap", "Vous échangez") and the
  // opponent's reply ("they swap", "il échange"), and the card taken from the other layout.
  var YOU = [_("duelday.swap"), _("duelday.give"), _("duelday.dish_give")], OPP = [_("duelday.opp"), _("duelday.opp_a")];
  var THEY = [_("duelday.t_swap"), _("duelday.t_give"), _("duelday.t_dish")], YOUR = [_("duelday.your")];

  // text says what a try does, for the player to move ("you"): shown with suit signs, or
  // spoken, the cards in words.
  function text(u, m, x, spoken) {
    var c = cards(u.b, m), t = V.tell(c[0], m[1], c[1], YOU, OPP, spoken), v = { B: _("duelday.both"), G: _("duelday.gives"), T: _("duelday.twice") }[x.kind];
    if (x.kind === 'W') {
      var wins = u.v.split('W').length - 1;
      v = (u.n === 1 ? _("duelday.win1") : _("duelday.win2")) + ' ' + (wins > 1 ? _("duelday.wins", { count: wins }) : _("duelday.only"));
    } else if (!v) {
      var r = x.reply, a = { m: V.tell(r[0], r[1], r[2], THEY, YOUR, spoken) };
      v = x.kind === 'R' ? _("duelday.refuted", a) : _("duelday.stopped", a);
    }
    return _("duelday.try", { m: t, v: v });
  }

  // why says why the rules refuse a try (x.why, worded by Go with "@" for the card
  // taken), shown or spoken.
  function why(u, m, x, spoken) {
    var c = cards(u.b, m)[1];
    return x.why.replace('@', spoken ? V.the(c, 1) : V.sym(c));
  }

  // won returns the try that s, a text read from storage, holds when it is one that solves
  // the puzzle of the answers u, else false: JSON [give 0-8, source 0-2, take 0-8, or 0-1
  // from the dish] as the page writes it, that the engine judged a win. So a damaged value,
  // or one of another day or site, is never believed.
  function won(u, s) { return /^\[[0-8],([01],[0-8]|2,[01])\]$/.test(s) && verdict(u, s = JSON.parse(s)).kind === 'W' && s; }

  // start runs the daily duel board root ([data-duel="daily"]). The first try that solves
  // the day's puzzle is kept in the site's storage (OpsStats.here), under "duelday:" and
  // the date, as JSON, [give, source, take]: the page shows the puzzle solved by it when
  // it opens again. It counts in no statistic, streak or share text.
  function start(root) {
    var u, kept, key = OpsStats.here().prefix + 'duelday:' + root.dataset.date;
    try { u = OpsRules.decode(root.dataset.answers, root.dataset.date); } catch (e) { /* damaged: u stays undefined */ }
    var table = root.querySelector('.duel-table'), status = root.querySelector('.duel-status');
    if (!u) { status.textContent = _("duelday.no_load"); return; }
    var P = V.SIDE[u.b.m], O = V.SIDE[u.b.m ^ 1], me = _("duelday.me", { p: P }), them = _("duelday.them", { p: O });
    var names = u.b.m === 0 ? [me, them] : [them, me], tries = 0, solved = false;
    function say(t, s) { V.speak(status, t, s); }
    // play shows the try m judged: the player's, or (back) the one kept that solved the
    // puzzle, shown as it was then, its verdict after "Finished before." (as the other
    // boards say it), and with the focus staying where it is.
    function play(m, back) {
      var x = verdict(u, m), c = cards(u.b, m);
      if (!back) root.dataset.tries = ++tries;
      root.dataset.verdict = x.kind;
      if (x.kind === 'W') {
        solved = true;
        root.dataset.duelState = 'solved';
        var after = V.played(u.b, m);
        after.done = u.n === 1 ? _("duelsolved.won") : _("duelsolved.forced");
        V.draw(table, after, names);
        if (!kept) OpsPage.set(key, JSON.stringify(kept = m));
      }
      V.mark(table, 'tried', c);
      V.mark(table, 'reply', x.reply ? [x.reply[0], x.reply[2]] : []);
      var shown = text(u, m, x), heard = text(u, m, x, 1), before = back ? _("stats.before") + ' ' : '';
      say(before + shown, before + heard);
      // A win moves the focus to the verdict (the result, as on the other boards); any
      // other try back to the card given, where the next try begins.
      if (!back) {
        if (x.kind === 'W') { status.tabIndex = -1; status.focus(); } else V.focus(table.querySelector('[data-where="' + P + '"][data-pos="' + m[0] + '"]'));
      }
    }
    V.draw(table, u.b, names);
    // Once solved, the table shows the position after the winning move, with no one to
    // move, and takes no more tries until Clear brings the start back: a card pressed says
    // so.
    var pick = V.picker(table, function () { return solved ? _("duelday.again") : u.b; }, function (m) {
      var x = verdict(u, m);
      return x.kind === 'X' ? [why(u, m, x), why(u, m, x, 1)] : '';
    }, play, say);
    root.querySelector('.duel-reset').addEventListener('click', function () {
      if (solved) {
        solved = false;
        V.draw(table, u.b, names);
        root.dataset.duelState = 'playing';
      }
      pick.reset();
      V.mark(table, 'tried', []);
      V.mark(table, 'reply', []);
      say(_("duelday.start"));
    });
    root.dataset.duelState = 'playing';
    kept = won(u, OpsPage.get(key));
    if (kept) play(kept, 1);
  }

  // boot starts every daily duel board of the page: OpsPlay calls it (the page's one
  // inline call, after its scripts).
  function boot() { document.querySelectorAll('[data-duel="daily"]').forEach(start); }
  return { slot: slot, verdict: verdict, text: text, why: why, won: won, boot: boot };
})();
if (typeof module !== 'undefined') module.exports = OpsDuelDaily;
