package generator

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestDateAgainstTime checks the calendar arithmetic against package time, day by day over
// several centuries, both ways.
func TestDateAgainstTime(t *testing.T) {
	start := time.Date(1890, 1, 1, 0, 0, 0, 0, time.UTC)
	d0 := DateOf(start)
	if want := int(start.Unix() / 86400); int(d0) != want {
		t.Fatalf("DateOf(1890-01-01) = %d, want %d", d0, want)
	}
	for i := 0; i < 250*366; i += 1 {
		tm := start.AddDate(0, 0, i)
		d := d0.Add(i)
		if got := DateOf(tm); got != d {
			t.Fatalf("DateOf(%v) = %d, want %d", tm, got, d)
		}
		y, m, day := d.Civil()
		if y != tm.Year() || m != tm.Month() || day != tm.Day() {
			t.Fatalf("Civil(%d) = %d-%d-%d, want %v", d, y, m, day, tm)
		}
		if d.Weekday() != tm.Weekday() {
			t.Fatalf("%v: weekday %v, want %v", tm, d.Weekday(), tm.Weekday())
		}
		if !d.Time().Equal(tm) {
			t.Fatalf("%v: Time() = %v", tm, d.Time())
		}
	}
}

func TestMakeDateNormalises(t *testing.T) {
	for _, c := range []struct {
		y    int
		m    time.Month
		d    int
		want string
	}{
		{2026, 10, 32, "2026-11-01"},
		{2026, 13, 1, "2027-01-01"},
		{2026, 0, 1, "2025-12-01"},
		{2024, 2, 29, "2024-02-29"},
		{2025, 2, 29, "2025-03-01"},
		{2000, 3, 0, "2000-02-29"},
		{1900, 3, 0, "1900-02-28"},
	} {
		if got := MakeDate(c.y, c.m, c.d).String(); got != c.want {
			t.Errorf("MakeDate(%d, %d, %d) = %s, want %s", c.y, c.m, c.d, got, c.want)
		}
	}
}

func TestParseDate(t *testing.T) {
	d, err := ParseDate("2026-03-14")
	if err != nil || d.String() != "2026-03-14" || d.Weekday() != time.Saturday {
		t.Fatalf("ParseDate(2026-03-14) = %v %v", d, err)
	}
	// A date in the wrong form is told so; only one in the right form can be "not real".
	for bad, why := range map[string]string{
		"": "not written YYYY-MM-DD", "2026-3-14": "not written YYYY-MM-DD", "2026-1-1": "not written YYYY-MM-DD",
		"14/03/2026": "not written YYYY-MM-DD", "2026-03-14x": "not written YYYY-MM-DD", "tomorrow": "not written YYYY-MM-DD",
		"2026/03/14": "not written YYYY-MM-DD", "+026-03-14": "not written YYYY-MM-DD",
		"2026-02-29": "not a real date", "2026-13-01": "not a real date", "2026-04-31": "not a real date", "2026-00-10": "not a real date",
	} {
		if _, err := ParseDate(bad); !errors.Is(err, ErrDate) || !strings.Contains(err.Error(), why) {
			t.Errorf("ParseDate(%q) error = %v, want ErrDate saying %q", bad, err, why)
		}
	}
	var back Date
	if err := back.UnmarshalText([]byte("2040-12-31")); err != nil || back.String() != "2040-12-31" {
		t.Errorf("UnmarshalText: %v %v", back, err)
	}
}
