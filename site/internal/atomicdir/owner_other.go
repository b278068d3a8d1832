//go:build !unix

package atomicdir

import "io/fs"

// keepGroup does nothing where directories have no group.
func keepGroup(path string, info fs.FileInfo) {}
