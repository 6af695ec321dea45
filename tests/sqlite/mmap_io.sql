-- echo == memory-mapped I/O
PRAGMA mmap_size = 67108864;
PRAGMA mmap_size;
SELECT count(*), sum(n) FROM kv;
BEGIN;
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 19999)
  INSERT INTO kv SELECT printf('big%06d', i), randomblob(0), i FROM c;
COMMIT;
SELECT count(*), sum(n), max(k) FROM kv;
PRAGMA journal_mode = DELETE;
SELECT count(*) FROM kv WHERE k GLOB 'big*5';
VACUUM;
PRAGMA integrity_check;
SELECT page_count > 10 FROM pragma_page_count();
