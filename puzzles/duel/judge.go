package duel

import (
	"errors"
	"fmt"
	"slices"
)

// Verdict is what a legal try of a duel puzzle does, seen from the player to move. Its
// values are letters, as the daily page's answers write them.
type Verdict byte

// The verdicts.
const (
	Wins      Verdict = 'W' // one of the puzzle's winning moves
	LosesBoth Verdict = 'B' // makes both layouts provable: the mover loses
	LosesGift Verdict = 'G' // makes only the opponent's layout provable: the opponent wins
	// TooSlow forces a win on the next turn, in a puzzle that asks for a win at once.
	TooSlow Verdict = 'T'
	// Refuted is answered by a reply that wins for the opponent.
	Refuted Verdict = 'R'
	// Stopped is answered by a reply after which the mover has no win at once.
	Stopped Verdict = 'N'
)

// Valid reports whether v is one of the six verdicts.
func (v Verdict) Valid() bool {
	switch v {
	case Wins, LosesBoth, LosesGift, TooSlow, Refuted, Stopped:
		return true
	}
	return false
}

// Replied reports whether a try of this verdict comes with the opponent's reply.
func (v Verdict) Replied() bool { return v == Refuted || v == Stopped }

// MarshalText writes the verdict's letter.
func (v Verdict) MarshalText() ([]byte, error) {
	if !v.Valid() {
		return nil, fmt.Errorf("invalid verdict %d", v)
	}
	return []byte{byte(v)}, nil
}

// UnmarshalText reads a verdict's letter: W, B, G, T, R or N.
func (v *Verdict) UnmarshalText(b []byte) error {
	if len(b) != 1 || !Verdict(b[0]).Valid() {
		return fmt.Errorf("%w: verdict %q, want one of W, B, G, T, R, N", ErrMove, b)
	}
	*v = Verdict(b[0])
	return nil
}

// Try is the verdict of one legal move of a puzzle's position.
type Try struct {
	Move    Move // in normal form, as Position.Moves lists it
	Verdict Verdict
	// Reply is the opponent's answer to Move (verdicts Refuted and Stopped): a move of the
	// position after Move, as Refute gives it.
	Reply Move
}

// ErrPuzzle is wrapped by Judge when the position is no puzzle of the kind asked for.
var ErrPuzzle = errors.New("not a duel puzzle")

// Judge returns the verdict of every legal move of a valid position, for a puzzle that
// asks for a win at once (winIn 1) or a forced win on the next turn (winIn 2), in the
// order of Position.Moves: Refute's reply (through Refutations) to every move that neither
// wins nor ends the game. It fails when winIn is not 1 or 2, when a win-in-2 puzzle has a
// win at once, or when no move wins.
func Judge(p Position, winIn int) ([]Try, error) {
	if winIn != 1 && winIn != 2 {
		return nil, fmt.Errorf("%w: win_in %d, want 1 or 2", ErrPuzzle, winIn)
	}
	var buf [maxMoves]Try
	out := buf[:0]
	wins := 0
	for ref := range Refutations(p) {
		t := Try{Move: ref.Move}
		switch r := ref.Result; {
		case ref.OK && r == Won:
			t.Verdict, t.Reply = Refuted, ref.Reply
		case ref.OK:
			t.Verdict, t.Reply = Stopped, ref.Reply
		case r == LostBoth:
			t.Verdict = LosesBoth
		case r == LostGift:
			t.Verdict = LosesGift
		case r == Won && winIn == 1, r == Ongoing && winIn == 2:
			t.Verdict = Wins
			wins++
		case r == Ongoing:
			t.Verdict = TooSlow
		default:
			return nil, fmt.Errorf("%w: %v wins at once in a puzzle that asks for a win in 2", ErrPuzzle, ref.Move)
		}
		out = append(out, t)
	}
	if wins == 0 {
		return nil, fmt.Errorf("%w: no move wins in %d", ErrPuzzle, winIn)
	}
	return slices.Clone(out), nil // one allocation of the right size
}
