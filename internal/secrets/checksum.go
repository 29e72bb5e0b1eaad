package secrets

import (
	"crypto/sha256"
	"encoding/base32"
	"hash/crc32"
	"strings"
)

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

// nkeySeed checks the body of a NATS NKey seed that follows prefix: the
// base32 of two prefix bytes, the 32-byte seed and a CRC16 (XMODEM) of
// the rest, little-endian. A seed whose CRC holds is certain; one
// without is still a seed's shape, as a GitHub token without its CRC32
// is still a token's.
func nkeySeed(prefix string) func(body string) (bool, bool) {
	return func(body string) (bool, bool) {
		raw, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(prefix + body)
		if err != nil || len(raw) != 36 {
			return false, false
		}
		return true, crc16(raw[:34]) == uint16(raw[34])|uint16(raw[35])<<8
	}
}

// crc16 is CRC-16/XMODEM (polynomial 0x1021, initial value 0), the
// checksum of NKeys.
func crc16(b []byte) uint16 {
	var crc uint16
	for _, c := range b {
		crc ^= uint16(c) << 8
		for k := 0; k < 8; k++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// base58Alphabet is Bitcoin's base58: no 0, O, I or l.
const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// base58Index maps a byte to its base58 digit plus one; 0 for none.
var base58Index = func() (t [256]uint8) {
	for i := 0; i < len(base58Alphabet); i++ {
		t[base58Alphabet[i]] = uint8(i + 1)
	}
	return t
}()

func base58Byte(c byte) bool { return base58Index[c] != 0 }

// base58Decode decodes v, of at most 128 characters, without its leading
// zero bytes (a WIF key has none); ok is false at a byte outside the
// alphabet.
func base58Decode(v string) (out []byte, ok bool) {
	if len(v) > 128 {
		return nil, false
	}
	var buf [96]byte // big-endian; 128 base58 digits fit in 94 bytes
	for i := 0; i < len(v); i++ {
		d := base58Index[v[i]]
		if d == 0 {
			return nil, false
		}
		carry := uint32(d - 1)
		for k := len(buf) - 1; k >= 0; k-- {
			carry += uint32(buf[k]) * 58
			buf[k] = byte(carry)
			carry >>= 8
		}
	}
	k := 0
	for k < len(buf) && buf[k] == 0 {
		k++
	}
	return append([]byte(nil), buf[k:]...), true
}

// base58Check reports whether the last four bytes of b are the first
// four of the double SHA-256 of the rest, Bitcoin's checksum.
func base58Check(b []byte) bool {
	if len(b) < 5 {
		return false
	}
	h := sha256.Sum256(b[:len(b)-4])
	h = sha256.Sum256(h[:])
	return string(h[:4]) == string(b[len(b)-4:])
}

// bech32Charset maps each 5-bit group to its character (BIP-173).
const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// bech32Checksum checks the six-character checksum that ends data, the
// part of a lower-case bech32 string after hrp and its "1" (BIP-173).
func bech32Checksum(hrp, data string) bool {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	step := func(v uint32) {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ v
		for i := 0; i < 5; i++ {
			if (top>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	for i := 0; i < len(hrp); i++ {
		step(uint32(hrp[i]) >> 5)
	}
	step(0)
	for i := 0; i < len(hrp); i++ {
		step(uint32(hrp[i]) & 31)
	}
	for i := 0; i < len(data); i++ {
		d := strings.IndexByte(bech32Charset, data[i])
		if d < 0 {
			return false
		}
		step(uint32(d))
	}
	return chk == 1
}
