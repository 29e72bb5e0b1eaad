package secrets

import "hash/crc32"

// base62Digits is the alphabet of the checksum GitHub and npm append to
// their tokens: digits, then upper case, then lower case.
const base62Digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// crc32Base62 checks the checksum of GitHub's and npm's 36-character token
// bodies: the last 6 characters are the CRC32 (IEEE) of the first 30,
// written in base62 and left-padded with zeros.
func crc32Base62(body string) bool {
	if len(body) != 36 {
		return false
	}
	want := crc32.ChecksumIEEE([]byte(body[:30]))
	var got uint64
	for i := 30; i < 36; i++ {
		d := base62Value(body[i])
		if d < 0 {
			return false
		}
		got = got*62 + uint64(d)
	}
	return got == uint64(want)
}

func base62Value(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 36
	}
	return -1
}
