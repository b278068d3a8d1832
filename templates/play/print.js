// The script of a day's print page (daily/DATE/print.html), after rules.js and board.js
// (OpsRules, OpsComeBack): the daily page does not load it.

// OpsPrint draws the Two Ops operators, goal card and goal (the payload's t) on the canvas
// of the print layout's fold-under strip when the page prints: a drawing, so that they are
// in no text of the page (HTML, print, reader view, accessible names) before the discard.
function OpsPrint(t) {
  'use strict';
  var cv = document.querySelector('.pday .fold canvas'), R = OpsRules;
  if (cv) addEventListener('beforeprint', function () {
    // Drawn off screen, then copied as pixels: a canvas prints its drawing commands, text
    // included, unless it holds pixels only.
    var off = document.createElement('canvas'), g = off.getContext('2d'), w = off.width = cv.width, h = off.height = cv.height;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#000';
    g.font = 'bold 56px sans-serif';
    var goal = { 'lowest-sum': _("sheet.goals.lowest-sum"), 'highest-sum': _("sheet.goals.highest-sum"),
      'least-difference': _("sheet.goals.least-difference"), 'most-difference': _("sheet.goals.most-difference") }[t.goal];
    g.fillText(_("board.print", { o: t.o.map(function (c) { return R.symbol(R.card(c)); }).join(' '), g: R.symbol(R.card(t.g)), goal: goal }), 4, 95, w - 8);
    cv.getContext('2d').putImageData(g.getImageData(0, 0, w, h), 0, 0);
    cv.nextElementSibling.hidden = true;
  });
}

// OpsPrintDay starts a day's print page (daily/DATE/print.html) with the day's payload:
// the fold-under strip is drawn as the page prints (OpsPrint), once the visitor's date has
// reached the day (OpsComeBack).
function OpsPrintDay(date, payload) {
  'use strict';
  if (OpsComeBack(date)) return;
  var data = null;
  try { data = OpsRules.decode(payload, date); } catch (e) { /* the strip's note stays */ }
  if (data) OpsPrint(data.t);
}
