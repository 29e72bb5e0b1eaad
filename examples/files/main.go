// Command files is an example MCP server that reads and lists files under a
// sandbox root. It shows the errors a file tool meets: a missing file (with
// the tool that lists what exists), a path that escapes the sandbox, a file
// the server may not read, and a file too large to return at once.
//
//	go run ./examples/files                    # serves a sample sandbox it creates
//	go run ./examples/files -root ./docs       # serves a folder of yours
//	go run ./examples/files -http 127.0.0.1:8080
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcperr/mcperr/budget"
	"github.com/mcperr/mcperr/examples/internal/serve"
	"github.com/mcperr/mcperr/toolerr"
)

func main() {
	flags := serve.Register(flag.CommandLine)
	dir := flag.String("root", "", "folder to serve (default: a sample folder created in a temporary directory)")
	flag.Parse()
	if *dir == "" {
		sample, err := writeSample()
		if err != nil {
			serve.Fatal(err)
		}
		defer os.RemoveAll(sample)
		*dir = sample
	}
	root, err := os.OpenRoot(*dir)
	if err != nil {
		serve.Fatal(err)
	}
	defer root.Close()
	if err := serve.Run(newServer(root, toolerr.WithLogger(serve.Logger())), flags); err != nil {
		serve.Fatal(err)
	}
}

// newServer serves the files under root. os.Root refuses any path that
// leaves it, symlinks included; the handlers check paths first only to say
// so in words the model understands.
func newServer(root *os.Root, opts ...toolerr.Option) *server.MCPServer {
	// A large file is cut to Claude Code's budget, and the note that ends
	// the cut text tells the model how to read the rest.
	opts = append(opts, toolerr.WithArgumentValidation(), toolerr.WithBudget(budget.ClaudeCode.WithHint(readRangeHint)))
	s := server.NewMCPServer("files", "1.0.0", server.WithToolHandlerMiddleware(toolerr.Middleware(opts...)))
	s.AddTool(mcp.NewTool("list_files",
		mcp.WithDescription("List the files under a folder of the sandbox, recursively."),
		mcp.WithString("dir", mcp.Description("Folder relative to the sandbox root; default the root")),
		mcp.WithReadOnlyHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		dir, err := sandboxPath(req.GetString("dir", "."))
		if err != nil {
			return nil, err
		}
		var names []string
		err = fs.WalkDir(root.FS(), dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() {
				names = append(names, p)
			}
			return nil
		})
		if err != nil {
			return nil, fileError(dir, err)
		}
		return mcp.NewToolResultText(strings.Join(names, "\n")), nil
	})
	s.AddTool(mcp.NewTool("read_file",
		mcp.WithDescription("Read a text file of the sandbox, optionally a range of its lines."),
		mcp.WithString("path", mcp.Required(), mcp.Description("File path relative to the sandbox root, as list_files shows it")),
		mcp.WithNumber("start_line", mcp.Description("First line to return, from 1")),
		mcp.WithNumber("end_line", mcp.Description("Last line to return")),
		mcp.WithReadOnlyHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, err := sandboxPath(req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		data, err := root.ReadFile(path)
		if err != nil {
			return nil, fileError(path, err)
		}
		text, err := lineRange(string(data), req.GetInt("start_line", 1), req.GetInt("end_line", 0))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(text), nil
	})
	return s
}

// readRangeHint ends the note of a cut file.
const readRangeHint = "Call read_file again with start_line and end_line to read the rest in parts."

// sandboxPath cleans a path given by the model and refuses one that leaves
// the sandbox, in words that say what to do instead.
func sandboxPath(p string) (string, error) {
	if p == "" {
		return "", toolerr.MissingArgument("path")
	}
	clean := filepath.ToSlash(filepath.Clean(p))
	if !filepath.IsLocal(clean) && clean != "." {
		return "", toolerr.PermissionDenied("The path " + fmt.Sprintf("%q", p) + " is outside the sandbox").
			WithParam("path").
			WithAction("Use a path relative to the sandbox root, as list_files shows them")
	}
	return clean, nil
}

// fileError names the file in the error and points a missing file to
// list_files. Permission errors are classified by toolerr.From.
func fileError(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return toolerr.NotFound("file", path).ListedBy("list_files").Wrap(err)
	}
	return err
}

// lineRange returns lines start..end (1-based, inclusive; end 0 means the
// last line).
func lineRange(text string, start, end int) (string, error) {
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if end == 0 || end > len(lines) {
		end = len(lines)
	}
	if start < 1 || start > max(end, 1) {
		return "", toolerr.InvalidArgument("start_line", fmt.Sprintf("must be between 1 and %d", max(end, 1))).Got(start)
	}
	return strings.Join(lines[start-1:end], ""), nil
}

// writeSample creates the sample sandbox: a few small files, one large log
// and one the server may not read.
func writeSample() (string, error) {
	dir, err := os.MkdirTemp("", "mcperr-files-")
	if err != nil {
		return "", err
	}
	files := map[string]string{
		"README.md":         "# Sample sandbox\nFiles served by the files example.\n",
		"notes/todo.txt":    "buy milk\ncall Ana\n",
		"logs/server.log":   strings.Repeat("2026-11-30T10:00:00Z INFO request served in 12ms path=/api/v1/items status=200\n", 5000),
		"private/keys.txt":  "not for the model\n",
		"notes/meeting.txt": "Thursday 10:00, design review\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			return "", err
		}
	}
	// Unreadable for a server that does not run as root.
	return dir, os.Chmod(filepath.Join(dir, "private/keys.txt"), 0o000)
}
