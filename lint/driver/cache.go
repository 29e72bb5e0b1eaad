package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"golang.org/x/tools/go/packages"
)

// entry is what the cache keeps of one package's analysis: its findings,
// whether it registers the kit's middleware and how to register it, which
// is all the whole-program step needs.
type entry struct {
	Findings []cachedFinding `json:"findings"`
	MCPGo    bool            `json:"mcpgo"`
	GoSDK    bool            `json:"gosdk"`
	// MCPGoText and GoSDKText are set when the server's own middleware
	// registered in the package passes the handlers' error text on.
	MCPGoText bool `json:"mcpgoText,omitempty"`
	GoSDKText bool `json:"gosdkText,omitempty"`
	// Servers counts the package's server constructors and ServerFixes
	// are its fixes registering the kit's middleware on its server, by
	// finding category (serverFixes).
	Servers     map[string]int `json:"servers,omitempty"`
	ServerFixes map[string]Fix `json:"serverFixes,omitempty"`
}

type cachedFinding struct {
	Check    string `json:"check"`
	Message  string `json:"message"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Category string `json:"category,omitempty"`
	Related  []Site `json:"related,omitempty"`
	Fixes    []Fix  `json:"fixes,omitempty"`
}

// cache stores entries under dir, one file per key, like the go command's
// build cache: an entry is valid as long as its key is, and the key covers
// everything the analysis read.
type cache struct{ dir string }

// openCache returns the cache in dir: "" means $MCPERR_LINT_CACHE, or
// else the user cache directory; "off" disables caching (nil).
func openCache(dir string) *cache {
	if dir == "" {
		dir = os.Getenv("MCPERR_LINT_CACHE")
	}
	if dir == "off" {
		return nil
	}
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return nil
		}
		dir = filepath.Join(base, "mcperr", "lint")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil
	}
	return &cache{dir: dir}
}

func (c *cache) get(key string) (*entry, bool) {
	if c == nil {
		return nil, false
	}
	data, err := os.ReadFile(filepath.Join(c.dir, key))
	if err != nil {
		return nil, false
	}
	var e entry
	if json.Unmarshal(data, &e) != nil {
		return nil, false
	}
	return &e, true
}

// put writes atomically, so that concurrent runs never read half an entry.
func (c *cache) put(key string, e *entry) {
	if c == nil {
		return
	}
	data, err := json.Marshal(e)
	if err != nil {
		return
	}
	tmp, err := os.CreateTemp(c.dir, key+".tmp*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), filepath.Join(c.dir, key)) != nil {
		os.Remove(tmp.Name())
	}
}

// keyOf hashes what the analysis of p depends on: this program (so a new
// linter version never reads old results), the checks, the package's
// compiled files, and the export data of its direct imports, which the
// go command names by content hash and which carries every type the
// package's code can see.
func keyOf(p *packages.Package, checks, deps []string) (string, error) {
	h := sha256.New()
	self, err := selfHash()
	if err != nil {
		return "", err
	}
	fmt.Fprintf(h, "mcperr lint\x00%s\x00%q\x00%s\x00%q\x00", self, checks, p.ID, deps)
	for _, f := range p.CompiledGoFiles {
		if err := hashFile(h, f); err != nil {
			return "", err
		}
	}
	paths := make([]string, 0, len(p.Imports))
	for path := range p.Imports {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		imp := p.Imports[path]
		if imp.ExportFile == "" && imp.PkgPath != "unsafe" && imp.PkgPath != "C" {
			return "", errors.New("no export data for " + imp.PkgPath)
		}
		fmt.Fprintf(h, "import %s %s\x00", path, imp.ExportFile)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func hashFile(h io.Writer, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(h, "file %s\x00", name)
	_, err = io.Copy(h, f)
	return err
}

var (
	selfOnce sync.Once
	selfSum  string
	selfErr  error
)

// selfHash identifies the running program by its executable's path, size
// and modification time: a rebuilt linter gets a new key, and reading the
// stat is far cheaper than hashing tens of megabytes on every run.
func selfHash() (string, error) {
	selfOnce.Do(func() {
		exe, err := os.Executable()
		if err != nil {
			selfErr = err
			return
		}
		fi, err := os.Stat(exe)
		if err != nil {
			selfErr = err
			return
		}
		selfSum = fmt.Sprintf("%s %d %d", exe, fi.Size(), fi.ModTime().UnixNano())
	})
	return selfSum, selfErr
}
