package browsertest

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// Name returns the accessible name Chromium computes for the first element matching the
// CSS selector: what a screen reader says for it and what voice control matches a spoken
// command against (WCAG 2.5.3 wants it to begin with the words shown).
func (tab *Tab) Name(css string) string {
	tab.T.Helper()
	nodes := Run(tab, chromedp.Nodes(chromedp.CSS(css), chromedp.NodeReady))
	id, no, name := nodes[0].BackendNodeID, false, ""
	tab.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{BackendNodeID: id, FetchRelatives: &no})
		if err != nil {
			return err
		}
		for _, n := range r.Nodes {
			if n.BackendDOMNodeID == id && n.Name != nil {
				return json.Unmarshal(n.Name.Value, &name)
			}
		}
		return fmt.Errorf("%s has no accessible name", css)
	}))
	return name
}
