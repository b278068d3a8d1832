// Package teachtest holds the browser tests of the worksheet maker, teach/: it builds a
// small site with site.Build and drives the page in one shared headless Chromium
// (site/internal/browsertest), checking its sheets against site/sheet (the code of
// `opsdaily sheet`) and its answers against the engines.
package teachtest
