// Package trainertest holds the browser tests of the trainer's pages, practice/ and match/:
// it builds a small site with site.Build and plays the pages in one shared
// headless Chromium (site/internal/browsertest), checking them against the engines.
package trainertest
