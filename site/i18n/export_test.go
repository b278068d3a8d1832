package i18n

import "slices"

// Placeholders lists the names in braces of the message key ("count" among them for a
// table of plural forms), nil for an unknown key: the words' vectors fill them
// (TestWordsVectors). It is for the tests alone, which are outside the package.
func (c *Catalog) Placeholders(key string) []string {
	m, ok := c.msgs[key]
	if !ok {
		return nil
	}
	out := m.placeholders()
	if m.forms != nil && !slices.Contains(out, "count") {
		out = append(out, "count")
	}
	return out
}
