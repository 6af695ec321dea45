-- echo == WAL: write
PRAGMA journal_mode = WAL;
PRAGMA page_size;
CREATE TABLE IF NOT EXISTS kv(k TEXT PRIMARY KEY, v BLOB, n INTEGER);
BEGIN;
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 2999)
  INSERT INTO kv SELECT printf('key%05d', i), zeroblob(i % 700), i * i FROM c;
COMMIT;
UPDATE kv SET n = -n WHERE k LIKE 'key%7';
DELETE FROM kv WHERE n % 11 = 0;
SELECT count(*), sum(n), sum(length(v)) FROM kv;
PRAGMA wal_checkpoint(PASSIVE);
INSERT INTO kv VALUES ('after-checkpoint', x'cafe', 1);
PRAGMA integrity_check;
