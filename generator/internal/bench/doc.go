// Package bench holds the generator's benchmarks of whole calendars, in a test binary of
// their own: the generator's tests register the toy game (generator/internal/toy), whose
// day would add some 7% to a calendar the program never makes. Here the registry is the
// program's: the three games of 2026.
//
//	go test -run X -bench . ./generator/internal/bench
package bench
