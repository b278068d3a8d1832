// The Two Ops goals' logic that the trainer, match and teaching pages use and the daily
// page does not (it says a goal, OpsRules.GOAL_TEXT, and totals one, OpsRules.combine), kept
// out of the daily page's script for its weight: which goal a goal card sets, which of two
// results meets a goal better, and halves written back. A classic script loaded after
// rules.js, it adds these to OpsRules; in node, require it instead of rules.js.
(function (R) {
  'use strict';

  // goalOf names the goal a goal card sets.
  R.goalOf = function (g) {
    var even = g.value % 2 === 0;
    if (even) return g.red ? 'lowest-sum' : 'highest-sum';
    return g.red ? 'least-difference' : 'most-difference';
  };

  // better reports whether result a (halves) meets the goal better than b.
  R.better = function (goal, a, b) {
    return goal === 'lowest-sum' || goal === 'least-difference' ? a < b : a > b;
  };

  // show writes halves back (OpsRules.halves reads them), the same machine form (payloads,
  // attributes, codes) in every language.
  R.show = function (h) {
    var s = h < 0 ? '-' : '', a = Math.abs(h);
    return s + Math.floor(a / 2) + (a % 2 ? '.5' : '');
  };

  if (typeof module !== 'undefined') module.exports = R;
})(typeof OpsRules !== 'undefined' ? OpsRules : require('./rules.js'));
