-- echo == WAL: read after reopening
PRAGMA journal_mode;
SELECT count(*), sum(n), sum(length(v)) FROM kv;
SELECT k, hex(v), n FROM kv WHERE k >= 'key02990' OR k = 'after-checkpoint' ORDER BY k;
PRAGMA wal_checkpoint(TRUNCATE);
PRAGMA integrity_check;
