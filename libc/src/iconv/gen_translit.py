#!/usr/bin/env python3
"""gen_translit.py — writes translit_tables.c, the transliterations that
iconv's //TRANSLIT uses in the "C" and "C.UTF-8" locales.

As with gen_tables.py, the data is asked of the host glibc itself rather
than written from a standard: glibc keeps each locale's table in its
LC_CTYPE data, and nl_langinfo hands it out under the _NL_CTYPE_TRANSLIT_*
items (a sorted list of keys, and for each key a list of replacement
strings that iconv tries in order).  Every key is one character.  The
"default missing" replacement must be "?" and the ignore list empty in
both locales: translit.c relies on that instead of storing them.

Usage: python3 libc/src/iconv/gen_translit.py > libc/src/iconv/translit_tables.c
(needs gcc, to learn the item numbers from <langinfo.h>, and a glibc with
the C.UTF-8 locale; 2.36 was used).
"""
import ctypes
import os
import subprocess
import sys
import tempfile

LC_ALL = 6
ITEMS = ["TAB_SIZE", "FROM_IDX", "FROM_TBL", "TO_IDX", "TO_TBL",
         "DEFAULT_MISSING_LEN", "DEFAULT_MISSING", "IGNORE_LEN"]


def item_numbers():
    """The values of the _NL_CTYPE_TRANSLIT_* items, from the C compiler."""
    src = "#include <langinfo.h>\n#include <stdio.h>\nint main(void) {\n"
    for name in ITEMS:
        src += '  printf("%%d\\n", (int)_NL_CTYPE_TRANSLIT_%s);\n' % name
    src += "  return 0;\n}\n"
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "items.c"), "w") as f:
            f.write(src)
        exe = os.path.join(d, "items")
        subprocess.run(["gcc", "-o", exe, os.path.join(d, "items.c")], check=True)
        out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
    return dict(zip(ITEMS, (int(v) for v in out.split())))


libc = ctypes.CDLL("libc.so.6")
libc.setlocale.restype = ctypes.c_char_p
libc.setlocale.argtypes = [ctypes.c_int, ctypes.c_char_p]
libc.nl_langinfo.restype = ctypes.c_void_p
libc.nl_langinfo.argtypes = [ctypes.c_int]


def words(addr, index):
    """The 32-bit words at addr from index up to the next zero."""
    p = ctypes.cast(addr, ctypes.POINTER(ctypes.c_uint32))
    out = []
    while p[index + len(out)]:
        out.append(p[index + len(out)])
    return out


def query(locale, item):
    """[(key, [replacement, ...]), ...] of locale, in key order."""
    if libc.setlocale(LC_ALL, locale) is None:
        sys.exit("gen_translit.py: glibc has no locale %s here" % locale.decode())
    info = {n: libc.nl_langinfo(item[n]) or 0 for n in ITEMS}
    # The three counts are 32-bit words that nl_langinfo returns in the
    # low half of its pointer.
    for n in ("TAB_SIZE", "DEFAULT_MISSING_LEN", "IGNORE_LEN"):
        info[n] &= 0xffffffff
    assert info["DEFAULT_MISSING_LEN"] == 1
    assert words(info["DEFAULT_MISSING"], 0) == [ord("?")]
    assert info["IGNORE_LEN"] == 0
    from_idx = ctypes.cast(info["FROM_IDX"], ctypes.POINTER(ctypes.c_int32))
    to_idx = ctypes.cast(info["TO_IDX"], ctypes.POINTER(ctypes.c_int32))
    to_tbl = ctypes.cast(info["TO_TBL"], ctypes.POINTER(ctypes.c_uint32))
    table = []
    for i in range(info["TAB_SIZE"]):
        key = words(info["FROM_TBL"], from_idx[i])
        assert len(key) == 1, key
        # The first replacement is always tried (it may be empty: the
        # character is dropped); the list ends at the next empty string.
        j = to_idx[i]
        alts = []
        while True:
            alt = words(info["TO_TBL"], j)
            alts.append(alt)
            j += len(alt) + 1
            if to_tbl[j] == 0:
                break
        table.append((key[0], alts))
    keys = [k for k, _ in table]
    assert keys == sorted(set(keys))
    assert all(0 < c < 0x110000 and not 0xd800 <= c < 0xe000
               for _, alts in table for alt in alts for c in alt)
    return table


def c_string(data):
    """data (bytes) as C string literals of at most ~70 columns."""
    lines, cur = [], ""
    for b in data:
        piece = chr(b) if 0x20 <= b < 0x7f and chr(b) not in '"\\?' else "\\%03o" % b
        if len(cur) + len(piece) > 72:
            lines.append('  "%s"' % cur)
            cur = ""
        cur += piece
    lines.append('  "%s"' % cur)
    return lines


def emit(out, prefix, table):
    pool = bytearray()
    offsets = []
    for _, alts in table:
        offsets.append(len(pool))
        for alt in alts:
            pool += "".join(chr(c) for c in alt).encode("utf-8") + b"\0"
        pool += b"\0"
    assert len(pool) < 65536
    n = len(table)
    out.append("const int %s_count = %d;" % (prefix, n))
    out.append("const unsigned %s_keys[%d] = {" % (prefix, n))
    for i in range(0, n, 10):
        out.append("  " + ",".join("%#x" % k for k, _ in table[i:i + 10]) + ",")
    out.append("};")
    out.append("const unsigned short %s_offsets[%d] = {" % (prefix, n))
    for i in range(0, n, 12):
        out.append("  " + ",".join(str(o) for o in offsets[i:i + 12]) + ",")
    out.append("};")
    out.append("const char %s_pool[%d] =" % (prefix, len(pool) + 1))
    out.extend(c_string(pool))
    out[-1] += ";"


def main():
    item = item_numbers()
    out = ["// translit_tables.c — GENERATED by gen_translit.py from glibc 2.36's",
           "// transliteration tables of its C and C.UTF-8 locales; do not edit.",
           "// For key i, the replacements are UTF-8 strings at pool + offsets[i],",
           "// each ending in a NUL, the list ending in one more NUL.",
           '#include "iconv_impl.h"', ""]
    emit(out, "__translit_c", query(b"C", item))
    out.append("")
    emit(out, "__translit_utf8", query(b"C.UTF-8", item))
    print("\n".join(out))


main()
