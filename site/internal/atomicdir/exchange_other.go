//go:build !linux

package atomicdir

// exchangeDirs has no exchange outside Linux: Commit falls back to two renames.
func exchangeDirs(a, b string) error { return errNoExchange }
