package site

import (
	"context"
	"fmt"

	"github.com/opsdaily/opsdaily/generator"
)

// generate makes the records of the days from..to. Tests may replace it.
var generate = func(ctx context.Context, seed string, from, to generator.Date) ([]generator.Record, error) {
	return generator.Range(seed, from, to)
}

// generateDays returns the records of the days from..to, in date order, checking that
// there is one for every day.
func generateDays(ctx context.Context, seed string, from, to generator.Date) ([]generator.Record, error) {
	recs, err := generate(ctx, seed, from, to)
	if err != nil {
		return nil, fmt.Errorf("generate the days: %w", err)
	}
	if len(recs) != int(to-from)+1 {
		return nil, fmt.Errorf("generate the days: %d records for %d days", len(recs), int(to-from)+1)
	}
	for i := range recs {
		if want := from.Add(i); recs[i].Date != want {
			return nil, fmt.Errorf("generate the days: record %d is of %s, want %s", i, recs[i].Date, want)
		}
	}
	return recs, nil
}
