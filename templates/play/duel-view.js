// The duel's cards and table on a page, shared by the duel/ page (with duel.js, the rules,
// solver and computer) and the daily duel puzzle (with duel-daily.js, which only looks up
// answers the Go engine computed at build time). No rules here: names of cards and moves,
// drawing a position, and picking a move by mouse or keyboard. A classic script; in a page
// it defines the global OpsDuelView.
//
// A card's code is its value (a ten 0) plus 10 for hearts. A move is [give, source (0 own,
// 1 opponent, 2 dish), take]. draw takes a view: {c: [[9 codes], [9 codes]], d: [2 codes],
// m: player to move (0 S, 1 H), last: value or -1, over: bool, h: [home suit of S, of H]
// (0 spades, 1 hearts), k: [S locked, H locked]}.
var OpsDuelView = (function () {
  'use strict';
  var SIDE = ['S', 'H'], SUIT = ['\u2660', '\u2665'], P = OpsPage;

  // Cards: 7 is "7S" (7♠, "7 of spades"), 10 is "10H", 11 "AH". What is shown writes a card
  // with its suit sign (sym); what is spoken, in live regions and names, in words (words,
  // the: "the 7 of spades", "le 7 de pique", "l’As de cœur"), as a screen reader reads a
  // sign as "black spade suit".
  function rank(c) { var v = c % 10; return v === 0 ? '10' : v === 1 ? 'A' : String(v); }
  function card(c) { return rank(c) + SIDE[c >= 10 ? 1 : 0]; }
  function sym(c) { return rank(c) + SUIT[c >= 10 ? 1 : 0]; }
  function words(c) { return P.card(card(c)); }
  // named names the rank of a card or value, in words as in a card's name: "10" (a ten,
  // never its value 0), "ace", "As", "7".
  function named(c) { return P.rank(rank(c)); }
  // the names a card with its article, spoken in words or shown with its sign.
  function the(c, spoken) {
    var a = { c: spoken ? words(c) : sym(c) };
    return c % 10 === 1 ? _("duelday.the_a", a) : _("duelday.the", a);
  }
  // home names a home suit (0 spades, 1 hearts).
  function home(h) { return h ? _("duelday.hearts") : _("duelday.spades"); }

  // tell writes a move by its cards: "gives 7♠ for H’s 5♥", "swap 7♠ and 3♠", "give 7♠
  // for 10♥ from the dish", or spoken, "swap the 7 of spades and the 3 of spades". forms are
  // the messages of a move from each source (0 own, 1 opponent, 2 dish) for its subject
  // ("you swap", "S swaps"), filled with {a} and {b}, the cards given and taken; whose[0]
  // names the card {c} taken from the other layout ("H’s {c}", "le {c} de H"), whose[1],
  // when given, an ace ("l’{c} de H"). A message asked for without its values, _("key"),
  // is the message with its placeholders, which tell fills.
  function tell(give, src, take, forms, whose, spoken) {
    var b = spoken ? the(take, 1) : sym(take);
    if (src === 1) b = P.fill(take % 10 === 1 && whose[1] || whose[0], { c: spoken ? words(take) : sym(take) });
    return P.fill(forms[src], { a: spoken ? the(give, 1) : sym(give), b: b });
  }

  // speak writes a message in el, a live region: shown is what the eye reads (suit signs
  // and all), spoken, when it differs, what a screen reader says instead. The words the
  // region holds said again end in a no-break space: screen readers (VoiceOver among them)
  // announce nothing when a region is set to the text it holds.
  function speak(el, shown, spoken) {
    var s = spoken || shown;
    if (s === el.opsSaid) s += '\u00a0';
    el.opsSaid = s;
    if (!spoken || spoken === shown) { el.textContent = s; return; }
    el.innerHTML = '<span aria-hidden="true">' + P.esc(shown) + '</span><span class="sr">' + P.esc(s) + '</span>';
  }

  // cards returns the codes of the two cards a move of the player to move touches in the
  // view or board b: the card given and the card taken.
  function cards(b, m) {
    var mine = b.c[b.m];
    return [mine[m[0]], m[1] === 0 ? mine[m[2]] : m[1] === 1 ? b.c[b.m ^ 1][m[2]] : b.d[m[2]]];
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  // button draws a card: its rank, then its suit (hidden from screen readers: the name says
  // it), named from what it shows first: the rank unless the name begins with it as a word
  // ("A, ace of hearts, ...", "7 of hearts, ...", "A, As de cœur, ...", as on the boards).
  function button(c, where, pos, label) {
    var b = el('button', 'duel-card' + (c >= 10 ? ' red' : ''), rank(c)), s = el('span', '', SUIT[c >= 10 ? 1 : 0]), w = words(c);
    s.setAttribute('aria-hidden', 'true');
    b.appendChild(s);
    b.type = 'button';
    b.dataset.where = where;
    b.dataset.pos = pos;
    b.dataset.card = card(c);
    b.setAttribute('aria-label', ((w + ' ').indexOf(rank(c) + ' ') ? rank(c) + ', ' : '') + w + ', ' + label);
    b.setAttribute('aria-pressed', 'false');
    return b;
  }

  // lines lists the four lines of a layout (codes), each with ✓ and its equation or ✗
  // (the signs are shown, not read: the words, some for screen readers only, say it).
  // OpsRules (rules.js, loaded with every duel) checks them.
  function lines(cs) {
    var ul = el('ul', 'duel-lines');
    OpsRules.lines(cs.map(function (c) { return c % 10; })).forEach(function (l) {
      var li = ul.appendChild(el('li', l.holds ? 'ok' : 'no'));
      li.appendChild(el('span', '', l.holds ? '✓ ' : '✗ ')).setAttribute('aria-hidden', 'true');
      li.appendChild(document.createTextNode(l.holds ? _("duelday.holds", { l: l.name, e: l.equations[0] }) : l.name));
      if (!l.holds) li.appendChild(el('span', 'sr', ' ' + _("duelday.fails")));
    });
    return ul;
  }

  // group makes the cards of a group one Tab stop (roving tabindex, as on the Ops board):
  // the first card, or the one of them given.
  function group(g, on) {
    [].forEach.call(g.querySelectorAll('.duel-card'), function (b, i) { b.tabIndex = (on ? b === on : !i) ? 0 : -1; });
  }
  // focus moves the focus to a card, which becomes its group's Tab stop.
  function focus(b) { group(b.parentNode, b); b.focus(); }

  // played returns the view v after the player to move made the move m, as far as the
  // cards go (as Go's exchanged in site/internal/duel): the two cards change places, and
  // each layout is locked when all its cards are of the other player's home suit (as Go's
  // board.locked). It is for a finished puzzle, drawn with v.done: m stays the mover, so
  // that the layouts keep their places, and what else the move changes (who is to move,
  // the value just taken, a new trading round) no view drawn from it shows.
  function played(v, m) {
    var c = [v.c[0].slice(), v.c[1].slice()], d = v.d.slice(), me = v.m;
    var from = m[1] === 0 ? c[me] : m[1] === 1 ? c[me ^ 1] : d, t = from[m[2]];
    from[m[2]] = c[me][m[0]];
    c[me][m[0]] = t;
    var k = [0, 1].map(function (q) { return c[q].every(function (x) { return (x >= 10 ? 1 : 0) === v.h[q ^ 1]; }); });
    return { c: c, d: d, m: me, last: -1, over: v.over || k[0] || k[1], h: v.h, k: k };
  }

  // draw shows both layouts (the mover's last, nearest the player) with their lines, the
  // dish and the state of the game in table; names labels the two players. v.done, when the
  // game is over or a puzzle solved, is the whole line said instead of the state ("Game
  // over: ...", worded by the page, so that the daily page carries no words of the duel/
  // page's end): no one is then to move. The picked card, if any, is lost.
  function draw(table, v, names) {
    table.textContent = '';
    var order = v.m === 0 ? [1, 0] : [0, 1], mover = v.done ? -1 : v.m;
    var M = _("duelday.main"), N = _("duelday.margin"), region = [M, M, N, M, M, N, N, N, _("duelday.hole")];
    order.forEach(function (q, k) {
      var side = el('div', 'duel-side' + (q === mover ? ' duel-mover' : '')), h = v.h[q];
      // On a phone the name takes a line, "home ♠" and the badges the next (wrapping flush
      // left); "spades" is then only read out (the CSS hides .duel-hn and .duel-sep, " · ").
      var title = el('h3', '');
      title.appendChild(el('span', 'duel-who', names[q]));
      title.appendChild(el('span', 'duel-sep', ' \u00b7 '));
      var hs = title.appendChild(el('span', '', _("duelday.home") + ' '));
      hs.appendChild(el('span', 'duel-hn', home(h) + '\u00a0'));
      hs.appendChild(el('span', '', SUIT[h])).setAttribute('aria-hidden', 'true'); // "spades" says it
      if (v.k[q]) title.appendChild(el('span', 'duel-badge', _("duelday.locked")));
      if (q === mover) title.appendChild(el('span', 'duel-badge', _("duelday.to_move")));
      side.appendChild(title);
      var grid = el('div', 'duel-grid');
      grid.setAttribute('role', 'group');
      grid.setAttribute('aria-label', _("duelday.layout", { p: names[q] }));
      v.c[q].forEach(function (c, i) {
        grid.appendChild(button(c, SIDE[q], i, _("duelday.place", { p: names[q], r: i / 3 + 1 | 0, c: i % 3 + 1, z: region[i] })));
      });
      group(grid);
      side.appendChild(grid);
      side.appendChild(lines(v.c[q]));
      table.appendChild(side);
      if (k === 0) {
        var dish = el('div', 'duel-dish'), cards = el('div', 'duel-grid duel-pair');
        dish.appendChild(el('h3', '', _("duelday.dish")));
        cards.setAttribute('role', 'group');
        cards.setAttribute('aria-label', _("duelday.dish"));
        v.d.forEach(function (c, i) { cards.appendChild(button(c, 'dish', i, _("duelday.in_dish"))); });
        group(cards);
        dish.appendChild(cards);
        table.appendChild(dish);
      }
    });
    var info = v.done ? [v.done] : [_("duelday.moves", { p: SIDE[v.m] }), v.over ? _("duelday.closed") : _("duelday.open")];
    if (v.last >= 0 && !v.over && mover >= 0) info.push(_("duelday.last", { p: SIDE[v.m], q: SIDE[v.m ^ 1], n: named(v.last) }));
    table.appendChild(el('p', 'duel-info', info.join(' \u00b7 ')));
  }

  // mark flags the buttons of the given cards with a class (and takes it from the others).
  function mark(table, cls, codes) {
    var names = codes.map(card);
    [].forEach.call(table.querySelectorAll('.duel-card'), function (b) {
      b.classList.toggle(cls, names.indexOf(b.dataset.card) >= 0);
    });
  }

  // picker turns clicks (and Enter or Space on a focused card) into moves of the player to
  // move: their card, then the card to exchange it with; a swap is named smaller position
  // first. get() returns the view, or while no move may be picked null, or a text that a
  // card pressed then says (a solved puzzle: how to start again); check(m) returns
  // why a move is refused ("" when it is not): a text, or [shown, spoken] when they differ;
  // done(m) gets each allowed move; say(shown, spoken) reports (spoken: see speak);
  // picked(c), when given, words the card c just picked (for two people on one device, who
  // are named, not "you").
  function picker(table, get, check, done, say, picked) {
    var sel = null;
    function pick(b) {
      if (sel) { sel.classList.remove('sel'); sel.setAttribute('aria-pressed', 'false'); }
      sel = b;
      if (b) { b.classList.add('sel'); b.setAttribute('aria-pressed', 'true'); }
    }
    table.addEventListener('click', function (ev) {
      var t = ev.target.closest ? ev.target.closest('.duel-card') : null, v = get();
      if (!t || !v) return;
      if (typeof v === 'string') { say(v); return; }
      var where = t.dataset.where, pos = +t.dataset.pos;
      var mine = where === SIDE[v.m];
      if (!sel) {
        if (!mine) { say(_("duelday.first", { p: SIDE[v.m] })); return; }
        pick(t);
        var c = the(v.c[v.m][pos], 1);
        say(picked ? picked(c) : _("duelday.picked", { c: c }));
        return;
      }
      var g = +sel.dataset.pos, given = sel;
      pick(null);
      if (mine && pos === g) { say(_("duelday.nothing")); return; }
      var m = [g, mine ? 0 : where === 'dish' ? 2 : 1, pos];
      if (m[1] === 0 && m[2] < m[0]) m = [m[2], 0, m[0]];
      var why = check(m);
      if (!why) { done(m); return; }
      // A move refused leaves the table as it was: the focus goes back to the card given,
      // where the next move begins, as after a daily try answered. The reason is said as
      // shown, or shown and spoken when check gave both.
      focus(given);
      say.apply(null, [].concat(why).map(function (w) { return _("duelday.refused", { w: w }); }));
    });
    // Arrow keys move within a layout (3 by 3, wrapping) or the dish (a pair).
    table.addEventListener('keydown', function (ev) {
      var t = ev.target.closest ? ev.target.closest('.duel-card') : null;
      var cs = t ? t.parentNode.children : [], i = OpsRules.step([].indexOf.call(cs, t), ev.key, 3, cs.length);
      if (i < 0) return;
      ev.preventDefault();
      focus(cs[i]);
    });
    return { reset: function () { pick(null); } };
  }

  return {
    SIDE: SIDE, card: card, sym: sym, words: words, named: named, the: the, home: home, tell: tell, speak: speak, cards: cards,
    played: played, draw: draw, mark: mark, picker: picker, focus: focus
  };
})();
if (typeof module !== 'undefined') module.exports = OpsDuelView;
