package structured

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/invopop/jsonschema"
)

// addGoComments loads the doc comments of the package in src.dir, whose
// import path is src.importPath, into r's comment map.
//
// invopop's AddGoComments keys comments by path.Join(base, directory of
// each file as walked), so it expects a module path and a directory
// relative to the working directory that mirrors the import path. Here the
// caller names the package directly; the keys are rewritten from the
// walked directory to the import path, which also makes absolute
// directories work.
func addGoComments(r *jsonschema.Reflector, src commentSource) error {
	tmp := &jsonschema.Reflector{}
	if err := tmp.AddGoComments("", src.dir); err != nil {
		return err
	}
	walked := path.Join("", filepath.ToSlash(src.dir))
	if r.CommentMap == nil {
		r.CommentMap = make(map[string]string, len(tmp.CommentMap))
	}
	for k, v := range tmp.CommentMap {
		if rest, ok := strings.CutPrefix(k, walked); ok && (rest == "" || rest[0] == '/' || rest[0] == '.') {
			k = src.importPath + rest
		}
		r.CommentMap[k] = v
	}
	return nil
}
