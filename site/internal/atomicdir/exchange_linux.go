package atomicdir

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// exchangeDirs swaps a and b with renameat2(RENAME_EXCHANGE). A kernel without the call
// (ENOSYS) or a file system that refuses the flag (EINVAL, ENOTSUP) gives errNoExchange.
func exchangeDirs(a, b string) error {
	err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, unix.ENOSYS), errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOTSUP), errors.Is(err, unix.EOPNOTSUPP):
		return fmt.Errorf("%w: %v", errNoExchange, err)
	}
	return fmt.Errorf("exchange %s and %s: %w", a, b, err)
}
