package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// cities is what the fake upstream knows, with a base temperature each.
var cities = map[string]int{"Paris": 14, "London": 11, "Tokyo": 17, "Rome": 19, "Lima": 22}

// Cities whose names make the fake upstream fail, so every error the
// example handles can be seen in one session.
const (
	busyCity = "Busytown" // answers 429 with Retry-After: 30
	downCity = "Downtown" // answers 503
	slowCity = "Slowtown" // answers after the client has given up
)

// startUpstream starts the fake weather API on 127.0.0.1 and returns its
// base URL. It stands in for a real forecast service, so the example runs
// offline and its failures are real HTTP failures.
func startUpstream(slowness time.Duration) (string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, fmt.Errorf("starting the fake upstream: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/forecast", func(w http.ResponseWriter, r *http.Request) {
		city := r.URL.Query().Get("city")
		days, _ := strconv.Atoi(r.URL.Query().Get("days"))
		switch city {
		case busyCity:
			w.Header().Set("Retry-After", "30")
			http.Error(w, `{"error":"too many requests"}`, http.StatusTooManyRequests)
			return
		case downCity:
			http.Error(w, `{"error":"maintenance"}`, http.StatusServiceUnavailable)
			return
		case slowCity:
			select {
			case <-time.After(slowness):
			case <-r.Context().Done():
			}
			return
		}
		base, ok := cities[city]
		if !ok {
			http.Error(w, `{"error":"unknown city"}`, http.StatusNotFound)
			return
		}
		out := make([]day, days)
		for i := range out {
			out[i] = day{Day: i + 1, TempC: base + i%3, Sky: []string{"sunny", "cloudy", "rain"}[(base+i)%3]}
		}
		_ = json.NewEncoder(w).Encode(out)
	})
	mux.HandleFunc("GET /v1/cities", func(w http.ResponseWriter, r *http.Request) {
		names := make([]string, 0, len(cities))
		for c := range cities {
			names = append(names, c)
		}
		_ = json.NewEncoder(w).Encode(names)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return "http://" + ln.Addr().String(), func() { _ = srv.Close() }, nil
}

// day is one day of a forecast, as the upstream sends it.
type day struct {
	Day   int    `json:"day"`
	TempC int    `json:"temp_c"`
	Sky   string `json:"sky"`
}

func formatDays(city string, days []day) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, next %d days:", city, len(days))
	for _, d := range days {
		fmt.Fprintf(&b, " day %d %s %d°C;", d.Day, d.Sky, d.TempC)
	}
	return strings.TrimSuffix(b.String(), ";") + "."
}
