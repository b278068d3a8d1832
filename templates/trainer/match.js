// The match page's thin DOM layer. TrainerMatch() plays a Two Ops match of the visitor
// against 1 to 5 computer players: every round is dealt from the match seed (TrainerRules.deal
// with the seeded generator), the visitor plays on the daily page's Two Ops board
// (OpsBoards.twoOps), the computers discard by keep rate and play (TrainerRules.computer),
// and the round is scored by TrainerRules.score. The URL (?seed=&players=&level=&target=)
// replays a match.
function TrainerMatch() {
  'use strict';
  var R = OpsRules, T = TrainerRules, D = document;
  function $(sel, root) { return (root || D).querySelector(sel); }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }
  function sym(c) { return '<span class="tr-card' + (c.red ? ' tr-red' : '') + '">' + esc(R.symbol(c)) + '</span>'; }
  function clean(s) { return String(s || '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24); }

  var q = new URLSearchParams(location.search);
  var cpus = Math.min(5, Math.max(1, parseInt(q.get('players'), 10) || 2));
  var level = T.LEVELS.indexOf(q.get('level')) >= 0 ? q.get('level') : 'strong';
  var target = Math.min(50, Math.max(1, parseInt(q.get('target'), 10) || 10));
  var seed = clean(q.get('seed'));
  if (!seed) {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    seed = a[0].toString(36);
  }
  $('#tr-players').value = String(cpus);
  $('#tr-cpu').value = level;
  if ([5, 10, 15, 20].indexOf(target) >= 0) $('#tr-target').value = String(target);
  var replay = 'index.html?seed=' + encodeURIComponent(seed) + '&players=' + cpus + '&level=' + level + '&target=' + target;
  try { history.replaceState(null, '', replay); } catch (e) { /* file:// in some browsers */ }

  var names = ['You'];
  for (var i = 1; i <= cpus; i++) names.push('Computer ' + i);
  var totals = names.map(function () { return 0; }), round = 0, over = false;
  var title = $('[data-tr-title]'), table = $('[data-tr-scores]'), area = $('[data-tr-round]');
  var results = $('[data-tr-results]'), next = $('[data-tr-next]'), live = $('[data-tr-live]');
  var board = $('[data-twoops]');
  $('[data-tr-seedline]').innerHTML = 'Match seed <strong data-tr-seed>' + esc(seed) + '</strong>: ' + cpus +
    (cpus === 1 ? ' computer player' : ' computer players') + ', ' + level + ', to ' + target + ' points. <a href="' + esc(replay) +
    '">Replay this match</a>.';

  function say(text) { live.textContent = ''; setTimeout(function () { live.textContent = text; }, 30); }
  function scores() {
    table.innerHTML = '<caption>Scores, to ' + target + ' points</caption><tr><th scope="col">Player</th><th scope="col">Points</th></tr>' +
      names.map(function (n, p) { return '<tr><th scope="row">' + n + '</th><td data-total="' + p + '">' + totals[p] + '</td></tr>'; }).join('');
  }
  var deal = null;
  function start() {
    round++;
    deal = T.deal(T.rng(seed + '/round ' + round), names.length);
    title.textContent = 'Round ' + round;
    results.hidden = true;
    next.hidden = true;
    var h = deal.hands[0];
    OpsBoards.twoOps(board, T.payload(h.numbers, h.operators, deal.goalCard), {
      numbers: h.numbers.map(function (c) { return c.code; }), save: false, onDone: played
    });
    say('Round ' + round + '. Your six number cards are dealt: discard one.');
  }
  // opsText writes an arrangement's two operations with their values.
  function opsText(a) {
    return a.operations.map(function (o) {
      return '<span class="tr-op">' + sym(o.numbers[0]) + ' ' + sym(o.operator) + ' ' + sym(o.numbers[1]) + ' = ' + R.show(o.value) + '</span>';
    }).join(' ');
  }
  function played(mine) {
    var goal = deal.goal, h = deal.hands[0], kept = h.numbers.filter(function (c) { return c.code !== mine.discard; });
    // The six cards the visitor placed: number, operator, number, twice.
    var codes = mine.arrangement || [].map.call(board.querySelectorAll('[data-slot]'), function (b) { return b.getAttribute('data-card'); });
    var slots = codes.map(R.card);
    var me = {
      operations: [[slots[0], slots[1], slots[2]], [slots[3], slots[4], slots[5]]].map(function (s) {
        return { numbers: [s[0], s[2]], operator: s[1], value: R.operate(s[1], s[0], s[2]) };
      }), marker: kept.filter(function (c) { return codes.indexOf(c.code) < 0; }), result: mine.result
    };
    var plays = [{ discard: R.card(mine.discard), kept: kept, arrangement: me }];
    for (var p = 1; p < names.length; p++) {
      var hand = deal.hands[p], c = T.computer(level, T.rng(seed + '/round ' + round + '/player ' + p), hand, goal);
      plays.push({ discard: hand.numbers[c.discard], kept: hand.numbers.filter(function (x, k) { return k !== c.discard; }), arrangement: c.arrangement });
    }
    var res = plays.map(function (x) { return x.arrangement.result; }), pts = T.score(res, goal);
    pts.forEach(function (n, k) { totals[k] += n; });
    over = totals.some(function (t) { return t >= target; });
    var top = Math.max.apply(null, totals);
    var rows = plays.map(function (x, k) {
      var a = x.arrangement, o = a.operations;
      return '<tr data-player="' + k + '" data-discard="' + x.discard.code + '" data-kept="' + x.kept.map(function (c) { return c.code; }).join(' ') +
        '" data-arr="' + [o[0].numbers[0], o[0].operator, o[0].numbers[1], o[1].numbers[0], o[1].operator, o[1].numbers[1]].map(function (c) { return c.code; }).join(' ') +
        '" data-result="' + R.show(a.result) + '" data-points="' + pts[k] + '"' + (pts[k] === 2 ? ' class="win"' : '') + '><td>' + names[k] +
        '<br><small>discarded ' + sym(x.discard) + '</small></td><td>' + opsText(a) + '</td><td><b>' + R.show(a.result) + '</b><br><span class="pts">+' + pts[k] + (pts[k] === 1 ? ' point' : ' points') + '</span></td></tr>';
    }).join('');
    results.innerHTML = '<h3>Round ' + round + ': ' + esc(R.GOAL_TEXT[goal]) + ' (goal card ' + sym(deal.goalCard) + ')</h3>' +
      '<div class="tr-scroll" tabindex="0" role="region" aria-label="Results of round ' + round + '"><table data-tr-goal="' + goal + '"><tr><th scope="col">Player</th><th scope="col">Operations</th><th scope="col">Result</th></tr>' +
      rows + '</table></div>' + (over ? '<p class="tr-over" data-tr-over>' + winners(top) + '</p>' : '');
    results.hidden = false;
    scores();
    next.hidden = over;
    if (over) title.textContent = 'Match over after ' + round + (round === 1 ? ' round' : ' rounds');
    // Said in sentences, with the board's verdict (one message); the tables are read from
    // the focus, as tables.
    OpsBoards.say(board, 'Round ' + round + ': ' + plays.map(function (x, k) {
      return (k ? names[k] : 'you') + ' ' + R.show(x.arrangement.result) + ', ' + pts[k] + (pts[k] === 1 ? ' point' : ' points');
    }).join('; ') + '. Scores: ' + names.map(function (n, k) { return (k ? n : 'you') + ' ' + totals[k]; }).join(', ') + '. ' +
      (over ? title.textContent + '. ' + winners(top).replace(/ <a.*/, '') : 'Next round is ready.'));
    results.focus();
  }
  function winners(top) {
    var w = names.filter(function (n, k) { return totals[k] === top; });
    var you = totals[0] === top;
    return (you ? (w.length > 1 ? 'You share the win with ' + w.slice(1).join(', ') : 'You win') : w.join(' and ') + (w.length > 1 ? ' win' : ' wins')) +
      ', with ' + top + ' points. <a href="' + esc(replay) + '">Play this match again</a> or start a new one above.';
  }
  next.onclick = function () { start(); var c = $('[data-card]', board); if (c) c.focus(); };

  if (typeof OpsBoards === 'undefined') { area.textContent = 'This page could not start its board.'; return; }
  scores();
  start();
}
