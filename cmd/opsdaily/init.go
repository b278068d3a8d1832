package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/opsdaily/opsdaily/site/config"
	"github.com/spf13/pflag"
)

// initCommand is the "init" command: a starter site directory.
func initCommand() *command {
	return &command{
		name:    "init",
		args:    "DIR",
		summary: "start a site of your own: opsdaily.toml, content/, layouts/, static/ and a README",
		run:     runInit,
		example: "opsdaily init mysite",
	}
}

func runInit(e *env, fs *pflag.FlagSet, args []string) error {
	if err := exactArgs(fs, args, 1, "the directory to make, like mysite"); err != nil {
		return err
	}
	dir := args[0]
	files, err := config.Starter(dir)
	var place *config.PlaceError
	switch {
	case dir == "":
		return usagef("init: the directory name is empty; give a new or empty directory, like opsdaily init mysite")
	case errors.Is(err, config.ErrExists):
		example := "mysite"
		if filepath.Clean(dir) == example {
			example = "mysite2"
		}
		return usagef("init: %s exists and is not empty; give a new or empty directory, like opsdaily init %s", quotePath(dir), example)
	case errors.As(err, &place):
		return usagef("init: %s %v; give a new or empty directory, like opsdaily init mysite", quotePath(dir), place)
	case err != nil:
		return fmt.Errorf("init %s: %s", shortPath(dir), shortPaths(err))
	}
	fmt.Fprintf(e.stdout, "made the site %s:\n", dir)
	for _, f := range files {
		fmt.Fprintf(e.stdout, "  %s\n", f)
	}
	next := "cd " + shellQuote(dir) + " && opsdaily serve"
	if sameDir(dir, ".") {
		next = "opsdaily serve"
	}
	fmt.Fprintf(e.stdout, "next: %s (it builds and previews the site, rebuilding as you edit); README.md says how to publish it\n", next)
	return nil
}
