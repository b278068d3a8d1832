//go:build unix

package atomicdir

import (
	"io/fs"
	"os"
	"syscall"
)

// keepGroup gives the directory path the group of the directory it replaces (info), where
// the system lets this user: an operator's web root prepared for a server's group stays
// readable by it. It is best effort: a group this user is not in is left as it is. The new
// directory's own group is compared, not this process's: in a setgid parent it has the
// parent's.
func keepGroup(path string, info fs.FileInfo) {
	old, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if cur, err := os.Lstat(path); err == nil {
		if st, ok := cur.Sys().(*syscall.Stat_t); ok && st.Gid == old.Gid {
			return
		}
	}
	os.Lchown(path, -1, int(old.Gid))
}
