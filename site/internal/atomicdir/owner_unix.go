//go:build unix

package atomicdir

import (
	"io/fs"
	"os"
	"syscall"
)

// keepGroup gives the directory path the group of the directory it replaces (info), where
// the system lets this user: an operator's web root prepared for a server's group stays
// readable by it. It is best effort: a group this user is not in is left as it is.
func keepGroup(path string, info fs.FileInfo) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok && int(st.Gid) != os.Getegid() {
		os.Lchown(path, -1, int(st.Gid))
	}
}
