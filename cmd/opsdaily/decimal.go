package main

import (
	"strconv"

	"github.com/spf13/pflag"
)

// The whole-number flags of every command are read in decimal only, as a person writes a
// number: 010 is ten, and 0x10, 0o10, 0b10 or 1_000 are no numbers. pflag's own Int and
// Uint64 read Go literals (010 is eight, 08 is refused, 0x10 is sixteen). Their type names
// are pflag's, "int" and "uint64", so the help and flagError's lines stay the same, and
// FlagSet.GetInt and GetUint64 read them.

// decimalInt is the value of an int flag, read in decimal.
type decimalInt int

// Set reads s as a decimal whole number; on an error the value is unchanged.
func (d *decimalInt) Set(s string) error {
	v, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if err != nil {
		return err
	}
	*d = decimalInt(v)
	return nil
}

func (d *decimalInt) String() string { return strconv.Itoa(int(*d)) }

// Type is pflag's name for an int flag.
func (d *decimalInt) Type() string { return "int" }

// decimalUint64 is the value of a uint64 flag, read in decimal.
type decimalUint64 uint64

// Set reads s as a decimal whole number from 0; on an error the value is unchanged.
func (d *decimalUint64) Set(s string) error {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return err
	}
	*d = decimalUint64(v)
	return nil
}

func (d *decimalUint64) String() string { return strconv.FormatUint(uint64(*d), 10) }

// Type is pflag's name for a uint64 flag.
func (d *decimalUint64) Type() string { return "uint64" }

// intFlag declares an int flag read in decimal (fs.Int reads Go literals); read it back
// with fs.GetInt.
func intFlag(fs *pflag.FlagSet, name string, value int, usage string) {
	v := decimalInt(value)
	fs.Var(&v, name, usage)
}

// uint64Flag declares a uint64 flag read in decimal (fs.Uint64 reads Go literals); read
// it back with fs.GetUint64.
func uint64Flag(fs *pflag.FlagSet, name string, value uint64, usage string) {
	v := decimalUint64(value)
	fs.Var(&v, name, usage)
}
