// MatchLink writes and reads the link that replays a finished match, version 1:
// #match=1.SEED.ROUND.ROUND..., each round six digits a player in seat order (see digits);
// the options of a match's address (setup, address); and the match in progress as the
// browser keeps it (keep, kept), its rounds in the link's digits, checked by the same code.
// Pure functions on TrainerRules' seeded deals, tested with node --test (match.test.js);
// in a page it defines the global MatchLink, which TrainerMatch uses.
var MatchLink = (function (R, T) {
  'use strict';
  // deal deals round n (from 1) of the match seed for P players.
  function deal(seed, n, P) { return T.deal(T.rng(seed + '/round ' + n), P); }

  // digits writes a player's play of a round for the replay link (version 1): the index
  // (0-5) of the discard among the six numbers h dealt, of the numbers of operation 1 and
  // of operation 2 in order, and of the operator of operation 1 (0-1) among the two dealt.
  function digits(h, x) {
    var o = x.arrangement.operations, n = h.numbers.map(function (c) { return c.code; });
    return [x.discard, o[0].numbers[0], o[0].numbers[1], o[1].numbers[0], o[1].numbers[1]].map(function (c) { return n.indexOf(c.code); }).join('') +
      (o[0].operator.code === h.operators[0].code ? 0 : 1);
  }

  // LINK is a match's rounds as a link writes them: its version, its seed, its rounds.
  var LINK = /^#match=(\d+)\.([A-Za-z0-9_-]{1,24})((\.[0-9]+){0,200})$/;

  // play reads g, a player's six digits (see digits), on their hand h of a round dealt:
  // their play ({six, opers, discard, kept, arrangement}) for the goal, or null when an
  // index is not a card of the hand or is used twice.
  function play(h, g, goal) {
    var six = h.numbers, op = h.operators;
    if (g.length !== 6 || g[5] > 1 || g.slice(0, 5).some(function (i, j) { return i > 5 || g.indexOf(i) !== j; })) return null;
    var ops = [[six[g[1]], op[g[5]], six[g[2]]], [six[g[3]], op[1 - g[5]], six[g[4]]]].map(function (t) {
      return { numbers: [t[0], t[2]], operator: t[1], value: R.operate(t[1], t[0], t[2]) };
    });
    return { six: six, opers: op, discard: six[g[0]], kept: six.filter(function (c, i) { return i !== g[0]; }),
      arrangement: { operations: ops, result: R.combine(goal, ops[0].value, ops[1].value) } };
  }

  // rounds replays rs, the digit strings of the rounds of a match of P players to target
  // points dealt from seed: each round's deal, plays, points and the totals after it, or
  // the reason it cannot (a phrase in the page's language): a round without the plays of
  // P players, one not made of its cards, or one after the match was won.
  function rounds(rs, seed, P, target) {
    var tot = [], out = [];
    for (var p = 0; p < P; p++) tot.push(0);
    for (var r = 0; r < rs.length; r++) {
      if (rs[r].length !== 6 * P) return _("match.bad_round", { n: r + 1, count: P });
      if (won(tot, target)) return _("match.bad_won");
      var d = deal(seed, r + 1, P), plays = [];
      for (var k = 0; k < P; k++) {
        var x = play(d.hands[k], rs[r].substr(6 * k, 6).split('').map(Number), d.goal);
        if (!x) return _("match.bad_cards", { n: r + 1 });
        plays.push(x);
      }
      var pts = T.score(plays.map(function (x) { return x.arrangement.result; }), d.goal);
      tot = tot.map(function (t, k) { return t + pts[k]; });
      out.push({ deal: d, plays: plays, pts: pts, totals: tot });
    }
    return out;
  }
  // won reports whether the totals tot reach the target.
  function won(tot, target) { return tot.some(function (t) { return t >= target; }); }
  // last is the totals after the rounds out (rounds'), zeros for P players before any.
  function last(out, P) {
    return out.length ? out[out.length - 1].totals.slice() : Array.apply(null, Array(P)).map(function () { return 0; });
  }

  // read reads a replay link's hash h into the rounds it replays of the match of P players
  // to target points dealt from seed (rounds'). It checks the version, that the link is
  // for this match (its seed and number of players), that every index is a card of that
  // player's deal, used once, and that the match ends at its last round, at the target, and
  // not before. It returns the reason, a phrase in the page's language, when it cannot
  // replay the link.
  function read(h, seed, P, target) {
    var m = LINK.exec(h);
    if (!m || !m[3]) return _("match.bad_damaged");
    if (m[1] !== '1') return _("match.bad_version");
    if (m[2] !== seed) return _("match.bad_seed", { seed: seed });
    var out = rounds(m[3].slice(1).split('.'), seed, P, target);
    if (typeof out === 'string') return out;
    if (!won(last(out, P), target)) return _("match.bad_unfinished");
    return out;
  }
  // write returns the link's hash for a match dealt from seed, rounds its digit strings.
  function write(seed, rounds) { return '#match=1.' + seed + rounds.map(function (r) { return '.' + r; }).join(''); }

  // setup reads a match's options from its address's query (search, "?seed=..."), as the
  // page takes them: {people: their names, solo (the lone visitor, "You"), cpus: the number
  // of computer players, level, target, seed ("" when none is asked for), taken}. People are
  // up to six names (letters, digits, spaces, - and '), each at most 20 characters. taken
  // lists what the address asked for and the match does not take as written (a value out
  // of range, not a whole number, an unknown level, a seed with other characters, names
  // beyond six, too long or with other characters): each said with what it takes and the
  // value the match has instead (bad_param). An empty value, as the form sends for a blank
  // seed, asks for nothing. People are compared as names, whatever the spaces around the
  // commas ("Ann, Ben").
  function setup(search) {
    var q = new URLSearchParams(search), YOU = _("match.you");
    var people = String(q.get('people') || '').split(',').map(function (n) {
      return n.replace(/[^\p{L}\p{N} '-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 20);
    }).filter(function (n) { return n; }).slice(0, 6);
    if (!people.length) people = [YOU];
    var solo = people.length === 1 && people[0] === YOU;
    // whole reads ?k= as a whole number written in digits, else NaN ("1e3" and "1.5" are none).
    function whole(k) { var v = q.get(k); return /^\d{1,9}$/.test(v || '') ? +v : NaN; }
    var cp = whole('players');
    var cpus = Math.min(6 - people.length, Math.max(people.length > 1 ? 0 : 1, isNaN(cp) ? (people.length > 1 ? 0 : 2) : cp));
    var level = T.LEVELS.indexOf(q.get('level')) >= 0 ? q.get('level') : 'strong';
    var target = Math.min(50, Math.max(1, whole('target') || 10));
    var seed = String(q.get('seed') || '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24);
    var OK = { people: _("match.ok_people"), players: _("match.ok_players"), target: _("match.ok_target"), level: _("match.ok_level"), seed: _("match.ok_seed") };
    var asked = function (k) { var v = q.get(k); return k === 'people' && v ? v.split(',').map(function (n) { return n.trim(); }).filter(Boolean).join(',') : v; };
    var taken = [['people', solo ? '' : people.join(',')], ['players', cpus], ['target', target], ['level', level], ['seed', seed]].filter(function (x) {
      var v = asked(x[0]);
      return v !== null && v !== '' && v !== String(x[1]);
    }).map(function (x) { return _("match.bad_param", { k: x[0], v: q.get(x[0]), ok: OK[x[0]], n: String(x[1]) }); });
    return { people: people, solo: solo, cpus: cpus, level: level, target: target, seed: seed, taken: taken };
  }
  // address writes the address of the match c (setup's, with its seed), relative to the
  // match page: the one that plays it again, and that setup reads back as c.
  function address(c) {
    return 'index.html?seed=' + encodeURIComponent(c.seed) + (c.solo ? '' : '&people=' + encodeURIComponent(c.people.join(','))) +
      '&players=' + c.cpus + '&level=' + c.level + '&target=' + c.target;
  }

  // keep writes the match in progress for the browser's storage, version 1: {v: 1, at: its
  // address (address), link: its finished rounds as the replay link writes them (write),
  // part: the round in progress, dealt d, a string a person who has played their turn of
  // it: their six digits (digits) once they made their operations (plays, in seat order),
  // else the index of their discard (discards, the codes) among the six dealt}.
  function keep(c, log, d, plays, discards) {
    var part = discards.map(function (code, k) {
      var h = d.hands[k];
      return plays[k] ? digits(h, plays[k]) : String(h.numbers.map(function (x) { return x.code; }).indexOf(code));
    });
    return JSON.stringify({ v: 1, at: address(c), link: write(c.seed, log), part: part });
  }
  // kept reads raw, the match keep wrote, checked whole: null when there is none (raw
  // null), false when it is damaged, of another version, finished, or not a match this
  // page would play (its address not one setup reads back as written, a round that does
  // not replay, a turn out of the round's order); else {c: its options (setup), at: its
  // address, log: the digits of its rounds, rounds: the rounds replayed (rounds'), totals,
  // and the round in progress: deal, plays and discards (codes) so far, turn: the seat of
  // the person to play, blind: whether they are to discard on the hand-over screens}. A
  // lone player's round in progress is their discard alone (part: one index), so that a
  // reload, after the operators and the goal card were shown, never deals the discard again.
  function kept(raw) {
    if (raw === null) return null;
    var o;
    try { o = JSON.parse(raw); } catch (e) { return false; }
    if (!o || typeof o !== 'object' || Object.keys(o).sort().join() !== 'at,link,part,v' || o.v !== 1 ||
      typeof o.at !== 'string' || typeof o.link !== 'string' || !Array.isArray(o.part)) return false;
    var q = /^index\.html(\?.*)$/.exec(o.at), c = q && setup(q[1]), m = c && LINK.exec(o.link);
    if (!m || c.taken.length || !c.seed || address(c) !== o.at || m[1] !== '1' || m[2] !== c.seed) return false;
    var P = c.people.length + c.cpus, n = c.people.length, log = m[3] ? m[3].slice(1).split('.') : [];
    var out = rounds(log, c.seed, P, c.target);
    if (typeof out === 'string' || won(last(out, P), c.target)) return false;
    var d = deal(c.seed, out.length + 1, P), part = o.part, plays = [], discards = [];
    if (part.length > n) return false;
    for (var k = 0; k < part.length; k++) {
      var g = typeof part[k] === 'string' && /^[0-9]+$/.test(part[k]) ? part[k].split('').map(Number) : [];
      if (g.length === 6 && plays.length === k) {
        var x = play(d.hands[k], g, d.goal);
        if (!x) return false;
        plays.push(x);
      } else if (g.length !== 1 || g[0] > 5) return false;
      discards.push(d.hands[k].numbers[g[0]].code);
    }
    // The operations begin once everyone has discarded, and end with the reveal.
    if (plays.length && (part.length < n || plays.length === n)) return false;
    return { c: c, at: o.at, log: log, rounds: out, totals: last(out, P), deal: d, plays: plays, discards: discards,
      turn: part.length < n ? part.length : plays.length, blind: n > 1 && part.length < n };
  }

  return { deal: deal, digits: digits, write: write, read: read, setup: setup, address: address, keep: keep, kept: kept };
})(typeof OpsRules !== 'undefined' ? OpsRules : require('../play/goals.js'), typeof TrainerRules !== 'undefined' ? TrainerRules : require('./trainer.js'));
if (typeof module !== 'undefined') module.exports = MatchLink;

// The match page's thin DOM layer. TrainerMatch() plays a Two Ops match of the visitor
// against 1 to 5 computer players, or of 2 to 6 players, people sharing the device
// (?people=Ann,Ben) and computers, seated people first: every round is dealt from the match seed (TrainerRules.deal
// with the seeded generator), the visitor plays on the daily page's Two Ops board
// (OpsBoards.twoOps), the computers discard by keep rate and play (TrainerRules.computer),
// and the round is scored by TrainerRules.score. With several people, each round hands the
// device to each in turn behind a "hand the device to <name>" screen, twice: first for
// everyone's blind discard, then for everyone's operations (the seed's order); the board
// is rebuilt from its first markup for each, so no one's cards are in the page before
// their turn or the reveal. The URL (?seed=&people=&players=&level=&target=) replays a match.
// The match in progress is kept after each turn and resumed after a reload (resume, offer).
// The words come from the catalogue's [messages.match], by the _ of templates/play/page.js.
function TrainerMatch() {
  'use strict';
  var R = OpsRules, T = TrainerRules, P = OpsPage, $ = P.$, esc = P.esc, D = document;
  function sym(c) { return '<span class="tr-card' + (c.red ? ' tr-red' : '') + '">' + esc(R.symbol(c)) + '</span>'; }
  // rich escapes the message m for markup and puts the markup h[k] in each of the
  // placeholders {k} that _ left unfilled: a sentence with a link or a card in it stays
  // one message.
  function rich(m, h) {
    return esc(m).replace(/\{(\w+)\}/g, function (all, k) { return h[k] === undefined ? all : h[k]; });
  }
  // and joins names as a sentence does: "Ann and Ben", "Ann and Ben and Cy".
  function and(list) {
    return list.reduce(function (a, b) { return _("match.and", { a: a, b: b }); });
  }
  // playersSaid says the players of the match o (MatchLink.setup) and the computers' level:
  // "2 computer players, strong", "Ann, Ben and 1 computer player, easy"; people alone,
  // "Ann, Ben, Cy" (no computer, no level).
  function playersSaid(o) {
    var l = LEVEL[o.level];
    if (o.solo) return _("match.cpus", { count: o.cpus, level: l });
    return o.cpus ? _("match.people_cpus", { people: o.people.join(', '), count: o.cpus, level: l }) : o.people.join(', ');
  }
  // The goals in words, by their names (OpsRules.goalOf), as the board says them.
  var GOAL = R.GOAL_TEXT;
  var LEVEL = { easy: _("match.level_easy"), strong: _("match.level_strong") };

  // The match's options from the address (MatchLink.setup); without a seed the page picks a
  // random one. A match in progress is kept in the browser (KEY, MatchLink.keep) after each
  // turn: localStorage, not sessionStorage, so that it outlives the tab (a group that closes
  // it by mistake, or a phone that drops it, finds it again), one match a site and device.
  // What is kept is checked when read (MatchLink.kept) and let go when it fails.
  var cfg = MatchLink.setup(location.search), people = cfg.people, solo = cfg.solo, cpus = cfg.cpus, level = cfg.level, target = cfg.target;
  var seed = cfg.seed, taken = cfg.taken, KEY = OpsStats.here().prefix + 'match', raw = P.get(KEY), saved = MatchLink.kept(raw);
  if (saved === false) forget();
  // Opened without a match in its address (from the menu), the page offers the match kept;
  // opened at the kept match's own address (a reload, a tab brought back), it resumes it.
  var offered = saved && !location.search && !/^#match=/.test(location.hash) ? saved : null;
  if (!seed) {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    cfg.seed = seed = a[0].toString(36);
  }
  $('#tr-players').value = String(cpus);
  if (!solo) $('#tr-people').value = people.join(', ');
  $('#tr-cpu').value = level;
  // The form shows the match's own target: one the list lacks (?target= takes 1 to 50) is
  // added to it in its place, so that "New match" keeps it unless the player changes it.
  var sel = $('#tr-target');
  if (![].some.call(sel.options, function (op) { return Number(op.value) === target; })) {
    var op = document.createElement('option'), after = [].filter.call(sel.options, function (x) { return Number(x.value) < target; }).length;
    op.textContent = String(target);
    sel.insertBefore(op, sel.options[after] || null);
  }
  sel.value = String(target);
  var replay = MatchLink.address(cfg);
  // The match kept is another one than this address's (opened from a link, the history or
  // another tab): the new match replaces it, which is said, with a way back to it, when it
  // had begun (a turn played).
  var other = saved && saved.at !== replay && !offered && !/^#match=/.test(location.hash) && (saved.rounds.length || saved.discards.length) ? saved : null;
  if (saved && (saved.at !== replay || /^#match=/.test(location.hash))) saved = null;
  // address puts the match's own address in the URL (a reload plays it again).
  function address() { try { history.replaceState(null, '', replay + (/^#match=/.test(location.hash) ? location.hash : '')); } catch (e) { /* file:// in some browsers */ } }
  if (!offered) address();

  var names = people.slice();
  for (var i = 1; i <= cpus; i++) names.push(_("match.computer", { n: i }));
  // who names a player in a sentence ("you" for the lone visitor).
  function who(k) { return solo && !k ? _("match.you_said") : names[k]; }
  var toPoints = _("match.to_points", { count: target });
  var totals = names.map(function () { return 0; }), round = 0, over = false, log = [];
  var title = $('[data-tr-title]'), table = $('[data-tr-scores]'), area = $('[data-tr-round]');
  var results = $('[data-tr-results]'), next = $('[data-tr-next]'), live = $('[data-tr-live]');
  var board = $('[data-twoops]'), pristine = board.innerHTML, hand = $('[data-tr-handover]');
  $('[data-tr-seedline]').innerHTML = rich(_("match.seedline", {
    players: playersSaid(cfg), to: toPoints
  }), { seed: '<strong data-tr-seed>' + esc(seed) + '</strong>', link: '<a href="' + esc(replay) + '">' + esc(_("match.over_link")) + '</a>' });

  // "Start this match over" (in a replay, "Play this match yourself") and the form's "New
  // match" start a match afresh: the one kept goes, even at the same address.
  $('[data-tr-seedline]').addEventListener('click', function (e) { if (e.target.closest('a')) forget(); });
  $('[data-tr-setup]').addEventListener('submit', forget);

  // say speaks on the page's live region; a message not yet spoken is dropped (it may name
  // the cards of a person who has handed the device on).
  var sayTimer, notice = '';
  function say(text) {
    if (notice) { text = notice + ' ' + text; notice = ''; }
    clearTimeout(sayTimer); live.textContent = ''; sayTimer = setTimeout(function () { live.textContent = text; }, 30);
  }
  function scores() {
    table.innerHTML = '<caption>' + esc(_("match.scores_to", { to: toPoints })) + '</caption><tr><th scope="col">' + esc(_("match.player")) +
      '</th><th scope="col">' + esc(_("match.points_col")) + '</th></tr>' +
      names.map(function (n, p) { return '<tr><th scope="row">' + esc(n) + '</th><td data-total="' + p + '">' + P.num(totals[p]) + '</td></tr>'; }).join('');
  }
  // With two or more people the round follows the seed's order: every person discards in
  // turn (blind: the board ends at the discard), then each is handed the device again to
  // see their operators and the goal card and arrange (the board starts after the discard).
  var together = people.length > 1, deal = null, turn = 0, plays = [], discards = [], blind = false;
  // start starts the next round, or, given k (MatchLink.kept), the round in progress of the
  // match kept, at the turn it had come to.
  function start(k) {
    round++;
    deal = MatchLink.deal(seed, round, names.length);
    title.textContent = _("match.round", { n: round });
    results.hidden = true;
    results.innerHTML = '';
    turn = 0; plays = []; discards = []; blind = together; revealed = false;
    if (k) { plays = k.plays.slice(); discards = k.discards.slice(); turn = k.turn; blind = k.blind; }
    save();
    if (solo) deal0(); else handover();
  }
  // save keeps the match as it stands after a turn, or done, after its round's reveal (a
  // new match replaces the one kept); a finished match is let go.
  // While another tab keeps its match in this one's place (elsewhere), nothing is written.
  function save(done) {
    if (elsewhere) return;
    playing = true;
    if (over) forget();
    else P.set(KEY, MatchLink.keep(cfg, log, deal, done ? [] : plays, done ? [] : discards));
  }
  // notify shows the line text before the seed line (attribute attr), with a button saying
  // label that does act, and returns it.
  function notify(attr, text, label, act) {
    var m = D.createElement('strong'), b = D.createElement('button');
    m.setAttribute(attr, '');
    m.textContent = text + ' ';
    b.type = 'button';
    b.className = 'btn quiet';
    b.textContent = label;
    b.onclick = act;
    m.appendChild(b);
    m.appendChild(D.createTextNode(' '));
    $('[data-tr-seedline]').prepend(m);
    return m;
  }
  // Another tab of the site that keeps its match (one a site and device) takes this one's
  // place: this tab stops keeping (so the two never overwrite each other turn by turn) and
  // says so, offering to keep this match instead, which the other tab is told in turn.
  var playing = false, elsewhere = false, revealed = false;
  window.addEventListener('storage', function (e) {
    if (e.key !== KEY || e.newValue === null || !playing || over || elsewhere) return;
    elsewhere = true;
    var was = $('[data-tr-elsewhere]');
    if (was) was.remove();
    var m = notify('data-tr-elsewhere', _("match.elsewhere"), _("match.keep_here"), function () {
      elsewhere = false;
      save(revealed);
      m.textContent = _("match.kept_here") + ' ';
      m.tabIndex = -1;
      m.focus();
      say(_("match.kept_here"));
    });
    say(_("match.elsewhere"));
  });
  // handover shows the screen that hands the device to the person whose turn it is; the
  // board is emptied first (it held the last person's cards, or the page's placeholder
  // hand), and rebuilt from its first markup when they ask for their cards. The focus on
  // the Done button that opens it, which it hides, moves to the screen's button.
  function handover() {
    var a = { n: round, name: names[turn] }, had = document.activeElement === next;
    title.textContent = _("match.round", { n: round });
    board.innerHTML = '';
    area.hidden = true;
    next.hidden = true;
    hand.hidden = false;
    hand.innerHTML = '<p>' + rich(!together ? _("match.handover", { n: round }) : blind ? _("match.handover_discards", { n: round }) : _("match.handover_operations", { n: round }),
      { name: '<strong>' + esc(names[turn]) + '</strong>' }) + '</p>' +
      (!together ? '' : '<p class="tr-help">' + esc(blind ? _("match.help_discards") : _("match.help_operations")) + '</p>') +
      '<button type="button" class="btn" data-tr-show>' + esc(_("match.show_cards", { name: names[turn] })) + '</button>';
    $('[data-tr-show]', hand).onclick = function () { var b = blind || !together; deal0(); var c = b && $('[data-card]', board); if (c) c.focus(); };
    if (had) $('[data-tr-show]', hand).focus();
    say(!together ? _("match.say_handover", a) : blind ? _("match.say_handover_discards", a) : _("match.say_handover_operations", a));
  }
  function deal0() {
    hand.hidden = true;
    hand.innerHTML = '';
    area.hidden = false;
    next.hidden = true;
    var h = deal.hands[turn], o = { numbers: h.numbers.map(function (c) { return c.code; }), save: false, onDone: played };
    if (!solo) board.innerHTML = pristine;
    // A lone player's discard is kept before the board goes on (it starts again after it),
    // so that a reload after the operators and the goal card were shown does not deal it again.
    if (blind) o.onDiscard = discarded;
    else if (discards[turn]) o.discarded = discards[turn];
    else if (!together) o.onDiscard = function (code) { discards[turn] = code; save(); deal0(); };
    // Resumed after the discard, "Match resumed" is said before the board's words.
    if (o.discarded && solo && notice) { OpsBoards.say(board, notice); notice = ''; }
    OpsBoards.twoOps(board, blind ? {} : T.payload(h.numbers, h.operators, deal.goalCard), o);
    // A person's board says whose turn and cards they are, in the heading and the cards'
    // name, as their hand-over screen did.
    if (!solo) {
      var t = { n: round, name: names[turn] };
      title.textContent = !together ? _("match.turn", t) : blind ? _("match.turn_discards", t) : _("match.turn_operations", t);
      $('.to-hand', board).setAttribute('aria-label', _("match.hand_of", t));
    }
    if (o.discarded) return; // the board says the operators and the goal
    say(solo ? _("match.dealt_you", { n: round }) : _("match.dealt", { name: names[turn] }));
  }
  // discarded keeps a person's blind discard and offers the hand-over to the next person,
  // or, after the last, to the first for the operations.
  function discarded(code) {
    var box = $('.play-done', board), me = names[turn], c = R.card(code);
    discards[turn++] = code;
    if (turn === people.length) { turn = 0; blind = false; }
    save();
    // Shown with the card's sign (7♣), said with its name: "7♣" reads as "7 club suit".
    var told = _("match.discarded", { name: me }), all = blind ? '' : ' ' + _("match.all_discarded");
    box.innerHTML = '<p>' + rich(told, { card: sym(c) }) + esc(all) + '</p>';
    box.hidden = false;
    next.textContent = _("match.done", { name: names[turn] });
    next.hidden = false;
    next.onclick = handover;
    next.focus();
    say(_("match.discarded", { name: me, card: R.name(c) }) + all + ' ' + _("match.press_done", { name: names[turn] }));
  }
  // opsText writes an arrangement's two operations with their values, each on a line of
  // its own that may break before its "= value" (a six-player table on a 320-px screen).
  function opsText(a) {
    return a.operations.map(function (o) {
      return '<span class="tr-op"><span>' + sym(o.numbers[0]) + ' ' + sym(o.operator) + ' ' + sym(o.numbers[1]) + '</span> <span>= ' + esc(P.num(o.value / 2)) + '</span></span>';
    }).join(' ');
  }
  function codes(cs) { return cs.map(function (c) { return c.code; }).join(' '); }
  // row writes player k's row of a round's table from their play x ({discard, kept,
  // arrangement}, six: the numbers dealt): with shown 0 (a replay before their discard)
  // their six cards, 1 their discard and the cards kept (and opers, their operators, when
  // given), 2 their operations too; pt, when given, their points. The data attributes hold
  // what is shown, in card codes.
  function row(k, x, shown, pt, opers) {
    var a = x.arrangement, o = a && a.operations, cell = '';
    if (shown > 1) cell = opsText(a);
    else {
      cell = (shown ? x.kept : x.six).map(sym).join(' ');
      if (opers) cell = rich(_("match.with_operators"), { cards: cell, operators: opers.map(sym).join(' ') });
    }
    return '<tr data-player="' + k + '"' + (shown ? ' data-discard="' + x.discard.code + '" data-kept="' + codes(x.kept) + '"' : '') +
      (shown > 1 ? ' data-arr="' + codes([o[0].numbers[0], o[0].operator, o[0].numbers[1], o[1].numbers[0], o[1].operator, o[1].numbers[1]]) +
        '" data-result="' + R.show(a.result) + '"' : '') + (pt === undefined ? '' : ' data-points="' + pt + '"' + (pt === 2 ? ' class="win"' : '')) +
      '><td>' + esc(names[k]) + (shown ? '<br><small>' + rich(_("match.discarded_card"), { card: sym(x.discard) }) + '</small>' : '') + '</td><td>' + cell + '</td><td>' +
      (shown > 1 ? '<b>' + esc(P.num(a.result / 2)) + '</b>' : '') + (pt === undefined ? '' : '<br><span class="pts">' + esc(_("match.won", { count: pt })) + '</span>') + '</td></tr>';
  }
  // roundTable writes a round's heading and table of rows; the goal only when it is shown
  // (in a replay, once every player has discarded).
  function roundTable(d, rows, goalShown) {
    return '<h3>' + (goalShown ? rich(_("match.round_goal", { n: round, goal: GOAL[d.goal] }), { card: sym(d.goalCard) }) : esc(_("match.round_discards", { n: round }))) + '</h3>' +
      '<div class="tr-scroll" tabindex="0" role="region" aria-label="' + esc(goalShown ? _("match.results_of", { n: round }) : _("match.discards_of", { n: round })) + '"><table' +
      (goalShown ? ' data-tr-goal="' + d.goal + '"' : '') + '><tr><th scope="col">' + esc(_("match.player")) + '</th><th scope="col">' +
      esc(rows.indexOf('data-arr') < 0 ? _("match.cards") : _("match.operations")) + '</th><th scope="col">' + esc(_("match.result")) + '</th></tr>' + rows + '</table></div>';
  }
  function played(mine) {
    var h = deal.hands[turn], kept = h.numbers.filter(function (c) { return c.code !== mine.discard; });
    // The six cards the visitor placed: number, operator, number, twice.
    var codes = mine.arrangement || [].map.call(board.querySelectorAll('[data-slot]'), function (b) { return b.getAttribute('data-card'); });
    var slots = codes.map(R.card);
    var me = {
      operations: [[slots[0], slots[1], slots[2]], [slots[3], slots[4], slots[5]]].map(function (s) {
        return { numbers: [s[0], s[2]], operator: s[1], value: R.operate(s[1], s[0], s[2]) };
      }), marker: kept.filter(function (c) { return codes.indexOf(c.code) < 0; }), result: mine.result
    };
    plays.push({ discard: R.card(mine.discard), kept: kept, arrangement: me });
    turn++;
    if (turn < people.length) {
      save();
      next.textContent = _("match.done", { name: names[turn] });
      next.hidden = false;
      next.onclick = handover;
      OpsBoards.say(board, _("match.press_done", { name: names[turn] })); // after the board's verdict, as after a discard
      return;
    }
    score();
    if (solo) return show();
    // The last person reads their board's verdict and details, as the others did, before
    // the round is shown to the table (it is scored and kept already: a reload goes on to
    // the next round, and no one plays their turn again).
    next.textContent = _("match.show_results");
    next.hidden = false;
    next.onclick = function () {
      board.innerHTML = '';
      area.hidden = true;
      show();
    };
    OpsBoards.say(board, _("match.press_results"));
  }
  // scoresSaid says the totals: "you 4, Computer 1 2".
  function scoresSaid(tot, name) {
    return names.map(function (n, k) { return name(k) + ' ' + P.num(tot[k]); }).join(', ');
  }
  // score plays the computers' turns, scores the round (pts, each player's points) and
  // keeps the match as it stands after it; show shows and says the round.
  var pts = [];
  function score() {
    var goal = deal.goal;
    for (var p = people.length; p < names.length; p++) {
      var hand = deal.hands[p], c = T.computer(level, T.rng(seed + '/round ' + round + '/player ' + p), hand, goal);
      plays.push({ discard: hand.numbers[c.discard], kept: hand.numbers.filter(function (x, k) { return k !== c.discard; }), arrangement: c.arrangement });
    }
    pts = T.score(plays.map(function (x) { return x.arrangement.result; }), goal);
    pts.forEach(function (n, k) { totals[k] += n; });
    over = totals.some(function (t) { return t >= target; });
    var keepHere = over && $('[data-tr-elsewhere] button');
    if (keepHere) keepHere.remove(); // a finished match is kept nowhere
    log.push(plays.map(function (x, k) { return MatchLink.digits(deal.hands[k], x); }).join(''));
    revealed = true;
    save(true);
  }
  function show() {
    var top = Math.max.apply(null, totals);
    results.innerHTML = roundTable(deal, plays.map(function (x, k) { return row(k, x, 2, pts[k]); }).join(''), true) +
      (over ? '<p class="tr-over" data-tr-over>' + winnersHTML(top) + '</p><p>' + rich(_("match.share"), {
        link: '<a data-tr-share href="' + esc(replay + MatchLink.write(seed, log)) + '">' + esc(_("match.share_link")) + '</a>'
      }) + '</p>' : '');
    results.hidden = false;
    scores();
    next.hidden = over;
    next.textContent = _("match.next_round");
    next.onclick = nextRound;
    title.textContent = over ? _("match.over", { count: round }) : _("match.round", { n: round });
    // Said in sentences (one message); the tables are read from the focus, as tables.
    var text = _("match.said_round", {
      n: round, plays: plays.map(function (x, k) {
        return _("match.said_play", { name: who(k), result: x.arrangement.result / 2, count: pts[k] });
      }).join(_("match.said_sep")), scores: scoresSaid(totals, who)
    }) + ' ' + (over ? _("match.over_said", { over: title.textContent, win: winners(top) }) : _("match.next_ready"));
    if (solo) OpsBoards.say(board, text); else say(text);
    results.focus();
  }
  // winners says who won, with how many points; winnersHTML adds the link to play the
  // match again.
  function winners(top) {
    var w = names.filter(function (n, k) { return totals[k] === top; }), pts = _("match.with_points", { count: top });
    if (solo && totals[0] === top) return w.length > 1 ? _("match.you_share", { names: w.slice(1).join(', '), points: pts }) : _("match.you_win", { points: pts });
    var a = { names: and(w), points: pts };
    return w.length > 1 ? _("match.win", a) : _("match.wins", a);
  }
  function winnersHTML(top) {
    return esc(winners(top)) + ' ' + rich(_("match.again"), { link: '<a href="' + esc(replay) + '">' + esc(_("match.again_link")) + '</a>' });
  }
  // nextRound starts the next round (the lines saying the match was resumed, or replaced the
  // one kept, go), with the focus on its first control (turnFocus): the lone visitor's first
  // card, else the hand-over screen's button.
  function nextRound() {
    [].forEach.call(D.querySelectorAll('[data-tr-resumed], [data-tr-replaced]'), function (r) { r.remove(); });
    start();
    turnFocus();
  }
  function turnFocus() { var c = $(solo ? '.to-hand:not([hidden]) [data-card], .to-pool [data-card]' : '[data-tr-show]', solo ? board : hand); if (c) c.focus(); }
  next.onclick = nextRound;
  // forget lets the match kept go (nothing happens where storage is refused).
  function forget() { try { localStorage.removeItem(KEY); } catch (e) { /* refused */ } }
  // resume goes on with the match kept, k (MatchLink.kept), at the turn it had come to,
  // shown and said ("Match resumed at round 3."), with the focus on the turn's first control.
  function resume(k) {
    log = k.log.slice(); totals = k.totals.slice(); round = k.rounds.length;
    var back = D.createElement('strong');
    back.setAttribute('data-tr-resumed', '');
    back.textContent = _("match.resumed", { n: round + 1 }) + ' ';
    $('[data-tr-seedline]').prepend(back);
    notice = (notice + ' ' + back.textContent).trim();
    scores();
    start(k);
    turnFocus();
  }
  // offer offers the match kept, k, when the page opens without a match in its address:
  // to resume it (its own address, where the page resumes it) or to start the page's new
  // match instead, which replaces it. The seed line says what match it is until then; the
  // focus is on Resume.
  function offer(k) {
    var line = $('[data-tr-seedline]'), was = line.innerHTML, o = k.c, n = k.rounds.length + 1;
    var text = _("match.kept", {
      players: playersSaid(o), to: _("match.to_points", { count: o.target }), n: n
    });
    line.textContent = text;
    title.textContent = _("match.kept_title");
    area.hidden = table.hidden = true; // no match is shown yet: no scores, not even their caption
    hand.hidden = false;
    hand.innerHTML = '<p class="play-buttons"><button type="button" class="btn" data-tr-resume>' +
      esc(o.solo ? _("match.resume_you", { n: n }) : _("match.resume", { names: o.people.join(', '), n: n })) +
      '</button> <button type="button" class="btn quiet" data-tr-fresh>' + esc(_("match.new")) + '</button></p>';
    $('[data-tr-resume]', hand).onclick = function () { location.replace(k.at); };
    $('[data-tr-fresh]', hand).onclick = function () { forget(); line.innerHTML = was; table.hidden = false; address(); scores(); start(); turnFocus(); };
    $('[data-tr-resume]', hand).focus();
    say(text);
  }

  // replayStep shows step k of the replay rp: 0 the start, then round by round every
  // player's discard in seat order, then every player's operations (the last with the
  // round's points and the totals).
  function replayStep(rp, k) {
    var N = names.length, per = 2 * N, n = rp.rounds.length * per;
    rp.k = k = Math.max(0, Math.min(n, k));
    var r = k ? (k - 1) / per | 0 : 0, i = k ? (k - 1) % per : -1, x = rp.rounds[r], nd = Math.min(N, i + 1), np = Math.max(0, i - N + 1);
    var done = np === N, last = done && r === rp.rounds.length - 1;
    round = r + 1;
    totals = done ? x.totals.slice() : r ? rp.rounds[r - 1].totals.slice() : names.map(function () { return 0; });
    title.textContent = _("match.replay_title", { n: round, count: rp.rounds.length });
    // Shown with the cards' signs (7♣), said with their names ("7♣" reads as "7 club suit").
    function told(of) {
      if (!k) return _("match.replay_start", { players: N, to: toPoints, count: rp.rounds.length });
      // The lone visitor is "you" in a sentence, as a verb's person may depend on it.
      var you = solo && !(np ? np - 1 : i);
      if (np === 0) {
        var d = { n: round, d: nd, players: N, name: names[i], card: of(x.plays[i].discard) };
        return you ? _("match.replay_discard_you", d) : _("match.replay_discard", d);
      }
      var p = np - 1, a = x.plays[p].arrangement, t = [];
      var play = {
        n: round, name: names[p], result: P.num(a.result / 2), ops: and(a.operations.map(function (o) {
          return _("match.replay_op", { a: of(o.numbers[0]), op: of(o.operator), b: of(o.numbers[1]), value: o.value / 2 });
        }))
      };
      if (np === 1) t.push(_("match.replay_goal", { n: round, card: of(x.deal.goalCard), goal: GOAL[x.deal.goal] }), you ? _("match.replay_first_you", play) : _("match.replay_first", play));
      else t.push(you ? _("match.replay_played_you", play) : _("match.replay_played", play));
      if (done) {
        t.push(_("match.replay_points", { points: scoresSaid(x.pts, who), scores: scoresSaid(totals, who) }));
        if (last) t.push(winners(Math.max.apply(null, totals)));
      }
      return t.join(' ');
    }
    results.innerHTML = roundTable(x.deal, x.plays.map(function (y, p) {
      return row(p, y, p < np ? 2 : p < nd ? 1 : 0, done ? x.pts[p] : undefined, np && p >= np ? y.opers : undefined);
    }).join(''), np > 0) + (last ? '<p class="tr-over" data-tr-over>' + winnersHTML(Math.max.apply(null, totals)) + '</p>' : '');
    results.hidden = false;
    scores();
    $('[data-tr-step]').textContent = told(R.symbol);
    var f = D.activeElement;
    rp.prev.disabled = !k;
    rp.fwd.disabled = rp.skip.disabled = k === n;
    if ((f === rp.fwd || f === rp.skip) && k === n) rp.prev.focus(); // the focus never falls off a button that goes out
    if (f === rp.prev && !k) rp.fwd.focus();
    root.setAttribute('data-tr-replay-step', k);
    say(told(R.name));
  }

  if (typeof OpsBoards === 'undefined') { area.textContent = _("match.no_board"); return; }
  var root = $('.tr-match'), box = $('[data-tr-replay]'), shared = /^#match=/.test(location.hash) ? MatchLink.read(location.hash, seed, names.length, target) : null;
  if (typeof shared === 'string') {
    notice = _("match.bad_link", { why: shared });
    var bad = D.createElement('strong');
    bad.setAttribute('data-tr-bad-link', '');
    bad.textContent = notice + ' ';
    $('[data-tr-seedline]').prepend(bad);
  }
  // A match kept that this one replaces is said first, with a button that keeps it again
  // and opens it (this match, barely begun, goes).
  if (other) {
    var was = _("match.replaced", { players: playersSaid(other.c), to: _("match.to_points", { count: other.c.target }), n: other.rounds.length + 1 });
    notify('data-tr-replaced', was, _("match.replaced_back"), function () { P.set(KEY, raw); location.replace(other.at); });
    notice = (was + ' ' + notice).trim();
  }
  // What the address asked for and the match does not take is said before the seed line
  // (and first on the live region), as a replay link that cannot be replayed is.
  if (taken.length) {
    var not = D.createElement('strong');
    not.setAttribute('data-tr-bad-param', '');
    not.textContent = taken.join(' ') + ' ';
    $('[data-tr-seedline]').prepend(not);
    notice = (taken.join(' ') + ' ' + notice).trim();
  }
  // The page's own share link changes only the hash: it opens the replay afresh.
  window.addEventListener('hashchange', function () { if (/^#match=/.test(location.hash)) location.reload(); });
  if (shared && typeof shared !== 'string') {
    var rp = { rounds: shared, prev: $('[data-tr-prev]'), fwd: $('[data-tr-fwd]'), skip: $('[data-tr-skip]'), k: 0 }, per = 2 * names.length;
    area.hidden = true; board.innerHTML = '';
    box.hidden = false;
    root.setAttribute('data-tr-mode', 'replay');
    $('[data-tr-seedline] a').textContent = _("match.yourself");
    rp.prev.onclick = function () { replayStep(rp, rp.k - 1); };
    rp.fwd.onclick = function () { replayStep(rp, rp.k + 1); };
    rp.skip.onclick = function () { replayStep(rp, (Math.floor(rp.k / per) + 1) * per); }; // the next round's scores
    replayStep(rp, 0);
    return;
  }
  if (offered) return offer(offered);
  if (saved) return resume(saved);
  scores();
  start();
}
