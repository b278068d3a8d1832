// Package templates embeds the site's HTML templates, stylesheets, scripts and Markdown
// pages. The site package reads them through FS.
//
// Layout: site/ holds the page layouts and CSS, play/ the game boards and their
// dependency-free JavaScript (pure rule functions plus a thin DOM layer, tested with
// node --test), rules/ the rules pages in Markdown.
package templates

import "embed"

// FS holds the files the site is made of. The test data of the JavaScript tests
// (play/testdata, trainer/testdata) stays out of the binary.
//
//go:embed site rules print i18n
//go:embed play/*.html play/*.js play/*.css
//go:embed trainer/*.html trainer/*.js trainer/*.css
//go:embed teach/*.html teach/*.js teach/*.css
var FS embed.FS
