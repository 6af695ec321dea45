# tests/juliet/table.awk — the per-CWE table of run-juliet-safe.sh from the
# record lines that tests/juliet/one.sh writes (tab-separated):
#   name cwe flags asan-bad asan-good safe-bad safe-good bad-runs asan-zeroed
# Prints a markdown table, then the lists behind its must-be-zero columns.
BEGIN { FS = "\t" }

function caught(o) { return o ~ /^(trap|asan):/ }
# family: a test's name without its flow-variant number (..._01 -> ...).
function family(n) { sub(/_[0-9]+$/, "", n); return n }

{
  name = $1; c = $2; flags = $3; ab = $4; ag = $5; sb = $6; sg = $7; runs = $8; az = $9
  cwes[c] = 1
  tests[c]++
  if (ab != "build" && caught(ab)) asan[c]++
  if (sb != "build" && caught(sb)) safe[c]++
  if (caught(ab) && sb != "build" && !caught(sb)) {
    if (az != "build" && !caught(az)) {
      uninit[c]++
      uninit_list[++n_uninit] = sprintf("%s  (ASan %s; zeroed ASan %s; safecc %s)", name, ab, az, sb)
    } else {
      asan_only[c]++
      missed[++n_missed] = sprintf("%s  (ASan %s; zeroed ASan %s; safecc %s; %s run(s); input %s)", name, ab, az, sb, runs, flags)
    }
  }
  if (caught(sb) && ab != "build" && !caught(ab)) {
    safe_only[c]++
    safe_only_fam[c " " family(name) " (ASan: " ab ")"]++
  }
  if (ab != "build" && sb != "build" && !caught(ab) && !caught(sb)) {
    neither[c]++
    neither_fam[c " " family(name) " (input " flags "; safecc " sb ")"]++
  }
  if (sg != "build" && sg != "ok") { sgood[c]++; sgood_list[++n_sgood] = name "  (" sg ")" }
  if (ag != "build" && ag != "ok") { agood[c]++; agood_list[++n_agood] = name "  (" ag ")" }
  if (sb ~ /^(signal|report-without-abort)/) crash_list[++n_crash] = name "  (" sb "; ASan " ab ")"
  if (sb == "build" || sg == "build") sbuild[c]++
  if (ab == "build" || ag == "build") abuild[c]++
  if (flags ~ /rand/) rnd[c]++
  if (flags ~ /stdin/) stdin_[c]++
  if (flags ~ /env/) env[c]++
  if (caught(sb)) kinds[c " " substr(sb, 6)]++
}

function row(label, c) {
  printf "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d / %d / %d |\n", label,
    tests[c], asan[c], safe[c], asan_only[c], uninit[c], safe_only[c], neither[c], sgood[c], agood[c],
    sbuild[c], abuild[c], rnd[c], stdin_[c], env[c]
}

# print_counted TITLE ARRAY: "  count  key" lines, sorted by key.
function print_counted(title, arr,    k, keys, n, i) {
  n = 0
  for (k in arr) keys[++n] = k
  if (n == 0) return
  print ""
  print title
  asort_keys(keys, n)
  for (i = 1; i <= n; i++) printf "  %4d  %s\n", arr[keys[i]], keys[i]
}

# asort_keys: insertion sort (portable awk has no sort).
function asort_keys(a, n,    i, j, t) {
  for (i = 2; i <= n; i++) {
    t = a[i]
    for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]
    a[j + 1] = t
  }
}

function print_list(title, arr, n,    i) {
  print ""
  printf "%s: %d\n", title, n
  for (i = 1; i <= n; i++) print "  " arr[i]
}

END {
  print "| CWE | tests | bad: ASan catches | bad: safecc catches | ASan only (must be 0) | ASan only, uninitialised bytes (zeroed in safe mode) | safecc only | neither | good fails, safecc (must be 0) | good fails, ASan | build fails, safecc | build fails, ASan | bad depends on rand / stdin / env |"
  print "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
  n = 0
  for (c in cwes) list[++n] = c
  asort_keys(list, n)
  for (i = 1; i <= n; i++) {
    row(list[i], list[i])
    all_tests += tests[list[i]]; all_asan += asan[list[i]]; all_safe += safe[list[i]]
    all_ao += asan_only[list[i]]; all_un += uninit[list[i]]; all_so += safe_only[list[i]]; all_ne += neither[list[i]]
    all_sg += sgood[list[i]]; all_ag += agood[list[i]]; all_sb += sbuild[list[i]]
    all_ab += abuild[list[i]]; all_r += rnd[list[i]]; all_s += stdin_[list[i]]; all_e += env[list[i]]
  }
  printf "| all | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d / %d / %d |\n",
    all_tests, all_asan, all_safe, all_ao, all_un, all_so, all_ne, all_sg, all_ag, all_sb, all_ab, all_r, all_s, all_e
  print_list("Bad variants ASan catches and safecc misses (must be none)", missed, n_missed)
  print_list("Bad variants ASan catches only because of uninitialised bytes (ASan with zeroed memory does not catch them; safe mode zeroes all memory)", uninit_list, n_uninit)
  print_list("Good variants failing under safecc (must be none)", sgood_list, n_sgood)
  print_list("Bad variants ending under safecc by a signal without a safety error (must be none)", crash_list, n_crash)
  print_list("Good variants failing under ASan (information)", agood_list, n_agood)
  print_counted("safecc trap kinds on bad variants (count, CWE, kind):", kinds)
  print_counted("Caught by safecc only, by test family (count of tests):", safe_only_fam)
  print_counted("Caught by neither, by test family (count of tests):", neither_fam)
}
