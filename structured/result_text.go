package structured

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// cutData returns data within limit bytes. A cut ends after a whole object
// or array, else after a whole value, when one ends in the last third of
// the room, so the model reads whole items; a note says that the data is
// cut and how to get the rest.
func cutData(data string, limit int) string {
	if len(data) <= limit {
		return data
	}
	head := data[:limit]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	switch i, j := max(strings.LastIndex(head, "},"), strings.LastIndex(head, "],")), strings.LastIndexByte(head, ','); {
	case i > len(head)*2/3: // after a whole object or array
		head = head[:i+1]
	case j > len(head)*2/3: // after a whole scalar
		head = head[:j]
	}
	return head + fmt.Sprintf("\n[The data is cut here: %d of its %d bytes are shown. To see the rest, call the tool again for a smaller part, for example with a narrower filter or the next page.]", len(head), len(data))
}
