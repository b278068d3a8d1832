// Package templates embeds the site's HTML templates, stylesheets, scripts and Markdown
// pages. The site package reads them through FS.
//
// Layout: site/ holds the page layouts and CSS, play/ the game boards and their
// dependency-free JavaScript (pure rule functions plus a thin DOM layer, tested with
// node --test), rules/ the rules pages in Markdown.
package templates

import "embed"

// FS holds every file below this directory.
//
//go:embed all:site all:play all:rules all:trainer all:print
var FS embed.FS
