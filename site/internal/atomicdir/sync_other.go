//go:build !linux

package atomicdir

// syncTreeOS flushes the tree dir to the disk where there is no syncfs: an fsync of each
// file and directory, the directories after what they hold.
func syncTreeOS(dir string) error { return syncEach(dir) }
