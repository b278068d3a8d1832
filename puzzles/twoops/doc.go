// Package twoops is the exact engine of Two Ops, the card game of two operations described
// in templates/rules/reference.md: operators and colour matching, goals, best play, the blind-discard
// advisor, seeded deals and scoring.
//
// Number cards are the 40 pip cards and operators the 12 court cards, both as
// [puzzles.Card]. Every value of the game is a multiple of one half, so the engine counts in
// halves with the integer type [Value]: there is no floating point anywhere in it.
package twoops
