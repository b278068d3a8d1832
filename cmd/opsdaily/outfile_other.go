//go:build !unix

package main

import "os"

// lockTemp does nothing where there is no flock: a temporary file of a killed program stays.
func lockTemp(f *os.File, name string) bool { return true }

// sweepTemps does nothing where there is no flock.
func sweepTemps(dir string) {}
