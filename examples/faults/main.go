package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "faults:", err)
		os.Exit(2)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("faults", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "listen address for Streamable HTTP (endpoint /mcp)")
	stdio := fs.Bool("stdio", false, "serve over stdin/stdout instead of HTTP")
	name := fs.String("scenario", os.Getenv("FAULTS_SCENARIO"), "scenario for every session (default $FAULTS_SCENARIO, else baseline)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	sc, err := ParseScenario(*name)
	if err != nil {
		return err
	}
	if *stdio {
		if !sc.onTool() {
			return fmt.Errorf("scenario %q rewrites HTTP responses and needs -addr; over stdio use one of %v", sc, toolScenarios)
		}
		return serveStdio(sc)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w; pass a free address with -addr", *addr, err)
	}
	log.Printf("faults: serving scenario %s on http://%s/mcp (override per session with ?scenario=)", sc, ln.Addr())
	srv := &http.Server{Handler: handler(sc)}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() { <-ctx.Done(); srv.Close() }()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// handler serves the MCP endpoint at /mcp with faults injected.
func handler(def Scenario) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/mcp", newInjector(server.NewStreamableHTTPServer(newServer()), def))
	return mux
}

func serveStdio(sc Scenario) error {
	s := server.NewStdioServer(newServer())
	s.SetContextFunc(func(ctx context.Context) context.Context { return withScenario(ctx, sc) })
	s.SetErrorLogger(log.New(os.Stderr, "faults: ", 0))
	return s.Listen(context.Background(), os.Stdin, os.Stdout)
}
