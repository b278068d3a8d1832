package site

import (
	"context"
	"fmt"

	"github.com/opsdaily/opsdaily/generator"
)

// generateChunk is the most days generated between two looks at the context: about 15 ms
// of work on two cores, so an interrupt stops a long build promptly.
const generateChunk = 366

// generate makes the records of the days from..to, a chunk at a time, and stops when ctx
// is done. Tests may replace it.
var generate = func(ctx context.Context, seed string, from, to generator.Date) ([]generator.Record, error) {
	if err := generator.CheckRange(from, to); err != nil {
		return nil, err
	}
	recs := make([]generator.Record, 0, int(to-from)+1)
	for start := from; start <= to; start = start.Add(generateChunk) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		end := min(start.Add(generateChunk-1), to)
		chunk, err := generator.Range(seed, start, end)
		if err != nil {
			return nil, err
		}
		recs = append(recs, chunk...)
	}
	return recs, nil
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
