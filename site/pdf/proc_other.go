//go:build !linux

package pdf

import (
	"os"

	"github.com/chromedp/chromedp"
)

// process is the browser's process of one print. Outside Linux chromedp's own handling
// applies: the browser is killed when the print's context is done.
type process struct{}

func (p *process) options() []chromedp.ExecAllocatorOption { return nil }
func (p *process) wait()                                   {}

// newProfile makes a fresh profile directory in tmp.
func newProfile(tmp string) (*profile, error) {
	dir, err := os.MkdirTemp(tmp, ProfilePrefix+"*")
	if err != nil {
		return nil, err
	}
	return &profile{dir: dir}, nil
}

// sweepProfiles does nothing outside Linux: a profile left by a killed program stays.
func sweepProfiles(string) {}
