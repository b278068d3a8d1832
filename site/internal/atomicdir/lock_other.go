//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package atomicdir

// lock does nothing on systems without flock: writers are not kept apart there.
func lock(path string) (func(), error) { return func() {}, nil }
