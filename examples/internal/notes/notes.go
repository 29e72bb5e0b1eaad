// Package notes is the small note store behind the before and after
// examples: the same data and the same failures, so the two servers differ
// only in how their tools report errors.
package notes

import (
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrNotFound is returned for a note ID that does not exist.
var ErrNotFound = errors.New("note not found")

// Note is one stored note.
type Note struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Body  string `json:"body"`
}

// Store keeps notes in memory. The zero value is not usable; call NewStore.
type Store struct {
	mu    sync.Mutex
	notes map[string]Note
	next  int
	// BackupURL is where Sync posts the notes. The examples point it at a
	// port nothing listens on, so the upstream failure is real.
	BackupURL string
}

// NewStore returns a store holding two notes.
func NewStore() *Store {
	s := &Store{notes: map[string]Note{}, BackupURL: "http://127.0.0.1:1/backup"}
	s.Add("Groceries", "milk, eggs, bread")
	s.Add("Meeting", "Thursday 10:00 with the design team")
	return s
}

// Add stores a note and returns it.
func (s *Store) Add(title, body string) Note {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	n := Note{ID: fmt.Sprintf("n%d", s.next), Title: title, Body: body}
	s.notes[n.ID] = n
	return n
}

// Get returns the note with the given ID, or an error wrapping ErrNotFound.
func (s *Store) Get(id string) (Note, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, ok := s.notes[id]
	if !ok {
		return Note{}, fmt.Errorf("get note %q: %w", id, ErrNotFound)
	}
	return n, nil
}

// Delete removes a note, or returns an error wrapping ErrNotFound.
func (s *Store) Delete(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; !ok {
		return fmt.Errorf("delete note %q: %w", id, ErrNotFound)
	}
	delete(s.notes, id)
	return nil
}

// List returns every note, sorted by ID.
func (s *Store) List() []Note {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Note, 0, len(s.notes))
	for _, n := range s.notes {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Search returns the notes whose title or body contains query.
func (s *Store) Search(query string) []Note {
	var out []Note
	for _, n := range s.List() {
		if strings.Contains(strings.ToLower(n.Title+" "+n.Body), strings.ToLower(query)) {
			out = append(out, n)
		}
	}
	return out
}

// Sync posts the notes to the backup service. It fails with the network
// error the HTTP client returns.
func (s *Store) Sync() error {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Post(s.BackupURL, "application/json", strings.NewReader("[]"))
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// Export renders every note as text. It has the bug the examples need: a
// nil map write, which panics.
func (s *Store) Export() string {
	var index map[string]int
	for _, n := range s.List() {
		index[n.ID]++ // panics: the map was never made
	}
	return ""
}

// Tools declares the tools both example servers expose, so the two differ
// only in their handlers. Descriptions carry the guidance a model needs.
func Tools() map[string]mcp.Tool {
	return map[string]mcp.Tool{
		"add_note": mcp.NewTool("add_note", mcp.WithDescription("Add a note."),
			mcp.WithString("title", mcp.Required(), mcp.MinLength(1), mcp.MaxLength(80), mcp.Description("Short title")),
			mcp.WithString("body", mcp.Description("Text of the note"))),
		"get_note": mcp.NewTool("get_note", mcp.WithDescription("Read one note by ID. Call list_notes to find IDs."),
			mcp.WithString("id", mcp.Required(), mcp.Pattern(`^n[0-9]+$`), mcp.Description("Note ID such as n1")),
			mcp.WithReadOnlyHintAnnotation(true)),
		"delete_note": mcp.NewTool("delete_note", mcp.WithDescription("Delete one note by ID."),
			mcp.WithString("id", mcp.Required(), mcp.Description("Note ID such as n1")),
			mcp.WithDestructiveHintAnnotation(true), mcp.WithIdempotentHintAnnotation(true)),
		"list_notes": mcp.NewTool("list_notes", mcp.WithDescription("List all notes with their IDs."),
			mcp.WithReadOnlyHintAnnotation(true)),
		"search_notes": mcp.NewTool("search_notes", mcp.WithDescription("Search notes by text."),
			mcp.WithString("query", mcp.Required(), mcp.Description("Text to look for")),
			mcp.WithReadOnlyHintAnnotation(true)),
		"sync_notes": mcp.NewTool("sync_notes", mcp.WithDescription("Back the notes up to the backup service."),
			mcp.WithIdempotentHintAnnotation(true)),
		"export_notes": mcp.NewTool("export_notes", mcp.WithDescription("Export all notes as text."),
			mcp.WithReadOnlyHintAnnotation(true)),
	}
}

// Format renders notes one per line.
func Format(ns []Note) string {
	var b strings.Builder
	for _, n := range ns {
		fmt.Fprintf(&b, "%s: %s\n", n.ID, n.Title)
	}
	if b.Len() == 0 {
		return "No notes."
	}
	return strings.TrimSuffix(b.String(), "\n")
}
