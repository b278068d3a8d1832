package generator

import (
	"errors"
	"fmt"
	"time"
)

// Date is a civil date of the proleptic Gregorian calendar, counted in days since
// 1970-01-01 (day 0, a Thursday). It has no time of day and no time zone: a day's puzzles
// depend on the date alone. The zero value is 1970-01-01.
type Date int

// ErrDate is wrapped by every date parse error.
var ErrDate = errors.New("bad date")

// MakeDate returns the date of year, month and day. Like time.Date, it normalises values out
// of range (October 32 is November 1); ParseDate is the strict reader.
func MakeDate(year int, month time.Month, day int) Date {
	// Normalise the month, then count days from the civil date (after Howard Hinnant's
	// days_from_civil, with March as the first month of a computing year).
	m := int(month) - 1
	year += m / 12
	m %= 12
	if m < 0 {
		m += 12
		year--
	}
	y := year
	mp := (m + 10) % 12 // March = 0
	if mp >= 10 {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	doy := (153*mp+2)/5 + day - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return Date(era*146097 + doe - 719468)
}

// DateOf returns the civil date of t in t's own location: the day printed on its calendar.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return MakeDate(y, m, d)
}

// ParseDate reads a date written YYYY-MM-DD, like 2026-03-14, and rejects a day that does
// not exist (2026-02-29).
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil || len(s) != len(time.DateOnly) {
		if !dateForm(s) {
			return 0, fmt.Errorf("%w %q: not written YYYY-MM-DD, like 2026-03-14", ErrDate, s)
		}
		return 0, fmt.Errorf("%w %q: not a real date (write YYYY-MM-DD, like 2026-03-14)", ErrDate, s)
	}
	return DateOf(t), nil
}

// dateForm reports whether s has the form YYYY-MM-DD, four digits, two and two, whether or
// not they make a real date.
func dateForm(s string) bool {
	if len(s) != len("2006-01-02") {
		return false
	}
	for i, r := range s {
		if (i == 4 || i == 7) != (r == '-') || r != '-' && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// Civil returns the year, month and day of the date.
func (d Date) Civil() (year int, month time.Month, day int) {
	z := int(d) + 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	day = doy - (153*mp+2)/5 + 1
	m := mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return y, time.Month(m), day
}

// String returns the date as YYYY-MM-DD.
func (d Date) String() string {
	y, m, day := d.Civil()
	if y < 0 || y > 9999 {
		return fmt.Sprintf("%d-%02d-%02d", y, int(m), day)
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, int(m), day)
}

// Weekday returns the day of the week.
func (d Date) Weekday() time.Weekday {
	return time.Weekday(floorMod(int(d)+4, 7)) // 1970-01-01 was a Thursday
}

// Time returns midnight UTC at the start of the date.
func (d Date) Time() time.Time { return time.Unix(int64(d)*86400, 0).UTC() }

// Add returns the date n days later (earlier for negative n).
func (d Date) Add(n int) Date { return d + Date(n) }

// MarshalText writes the date as YYYY-MM-DD.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a date with ParseDate.
func (d *Date) UnmarshalText(b []byte) error {
	v, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }
