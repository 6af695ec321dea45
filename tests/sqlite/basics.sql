-- echo == tables, types and constraints
CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, born INTEGER, height REAL, note BLOB);
INSERT INTO person(name, born, height, note) VALUES
  ('Ada', 1815, 1.65, x'00ff10'), ('Alan', 1912, 1.78, NULL), ('Grace', 1906, 1.60, 'navy'),
  ('Edsger', 1930, 1.85, NULL), ('Barbara', 1939, NULL, 'clu'), ('Donald', 1938, 1.88, x'');
SELECT id, name, born, height, typeof(note), length(note), hex(note) FROM person ORDER BY id;
INSERT INTO person(name) VALUES ('Ada');
INSERT INTO person(id, name) VALUES (3, 'Dup');
SELECT count(*), sum(born), avg(height), min(name), max(name), total(height) FROM person;
-- echo == expressions
SELECT 7 / 2, 7 % 3, 7.0 / 2, -7 / 2, 1 << 62, (1 << 63) - 1, 9223372036854775807 + 1;
SELECT 'a' || 'b' || NULL, coalesce(NULL, NULL, 3), nullif(4, 4), iif(1 > 2, 'x', 'y');
SELECT upper('straße'), lower('ÀBC'), length('héllo'), substr('abcdef', 2, 3), substr('abcdef', -2);
SELECT replace('banana', 'an', 'AN'), trim('  x  '), ltrim('xxyxz', 'x'), instr('hello', 'll');
SELECT printf('%5d|%-5s|%.3f|%e|%x|%q|%%', 42, 'ab', 3.14159, 12345.678, 255, 'it''s');
SELECT round(2.5), round(-2.5), round(3.14159, 3), abs(-9223372036854775807), 1e308 * 10, -1e308 * 10;
SELECT CAST('12abc' AS INTEGER), CAST(3.99 AS INTEGER), CAST(12 AS TEXT) || 'x', CAST(x'414243' AS TEXT);
SELECT 0.1 + 0.2, 1.0 / 3, 2.0e-300 * 1e-10, 123456789012345678, 1.5e15, 1.23456789012345e-5;
SELECT 'abc' < 'abd', 'B' < 'a', 'B' < 'a' COLLATE NOCASE, 3 BETWEEN 1 AND 5, 'x' IN ('a', 'x');
SELECT 'hello' LIKE 'HE%', 'hello' GLOB 'h*o', 'a_c' LIKE 'a\_c' ESCAPE '\', unicode('€'), char(72, 105);
SELECT quote('it''s'), quote(x'0102'), quote(NULL), quote(1.5), zeroblob(3) = x'000000';
-- echo == joins, grouping and subqueries
CREATE TABLE lang(id INTEGER PRIMARY KEY, person_id INTEGER REFERENCES person(id), lang TEXT, year INTEGER);
INSERT INTO lang(person_id, lang, year) VALUES (2, 'ACE', 1946), (3, 'COBOL', 1959), (3, 'FLOW-MATIC', 1955),
  (4, 'ALGOL 60', 1960), (5, 'CLU', 1974), (6, 'TeX', 1978), (6, 'METAFONT', 1979), (NULL, 'C', 1972);
SELECT p.name, l.lang FROM person p JOIN lang l ON l.person_id = p.id ORDER BY l.year;
SELECT p.name, count(l.id) AS n FROM person p LEFT JOIN lang l ON l.person_id = p.id GROUP BY p.id ORDER BY n DESC, p.name;
SELECT name FROM person WHERE id IN (SELECT person_id FROM lang WHERE year < 1960) ORDER BY name;
SELECT name, (SELECT max(year) FROM lang WHERE person_id = person.id) FROM person ORDER BY 2, 1;
SELECT lang FROM lang WHERE person_id IS NULL UNION SELECT name FROM person WHERE born < 1900 ORDER BY 1;
SELECT born / 10 * 10 AS decade, group_concat(name, ',') FROM (SELECT * FROM person ORDER BY name) GROUP BY decade HAVING count(*) >= 1 ORDER BY decade;
-- echo == window functions and CTEs
SELECT name, born, rank() OVER (ORDER BY born), sum(born) OVER (ORDER BY born ROWS 1 PRECEDING), lag(name) OVER (ORDER BY born) FROM person ORDER BY born;
WITH RECURSIVE fib(n, a, b) AS (SELECT 1, 0, 1 UNION ALL SELECT n + 1, b, a + b FROM fib WHERE n < 90) SELECT n, a FROM fib WHERE n % 10 = 0;
WITH RECURSIVE cnt(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM cnt LIMIT 1000) SELECT count(*), sum(x), sum(x * x) FROM cnt;
-- echo == updates, deletes, triggers and views
CREATE TABLE log(msg TEXT);
CREATE TRIGGER person_upd AFTER UPDATE OF born ON person BEGIN INSERT INTO log VALUES (old.name || ':' || old.born || '->' || new.born); END;
UPDATE person SET born = born + 1 WHERE name LIKE '%a%';
SELECT * FROM log ORDER BY msg;
CREATE VIEW older AS SELECT name FROM person WHERE born < 1920;
SELECT * FROM older ORDER BY name;
DELETE FROM person WHERE height IS NULL;
SELECT changes(), total_changes() > 0, count(*) FROM person;
-- echo == JSON
SELECT json('{"a":[1,2,{"b":null}],"c":"x"}'), json_extract('{"a":[1,2,3]}', '$.a[1]'), json_array_length('[1,2,3,4]');
SELECT key, value, type FROM json_each('{"x":1,"y":[2,3],"z":{"w":true}}') ORDER BY key;
SELECT json_group_array(name) FROM (SELECT name FROM person ORDER BY name);
SELECT json_object('n', 1, 'f', 2.5, 's', 'str', 'null', NULL), json_valid('{bad'), json_patch('{"a":1}', '{"b":2}');
-- echo == dates (fixed times only)
SELECT date('2024-01-31', '+1 month'), datetime('2000-02-28 23:59:59', '+1 second', '+1 day'), julianday('2000-01-01');
SELECT strftime('%Y-%m-%d %H:%M:%S %j %w', '2024-12-31 13:14:15'), unixepoch('1970-01-02'), date(0, 'unixepoch');
-- echo == a bigger table, an index and a transaction
BEGIN;
CREATE TABLE t(k INTEGER, v TEXT);
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 4999)
  INSERT INTO t SELECT (i * 7919) % 5003, printf('v%06d', i) FROM c;
COMMIT;
CREATE INDEX t_k ON t(k);
SELECT count(*), count(DISTINCT k), min(k), max(k), sum(k) FROM t;
SELECT k, v FROM t WHERE k BETWEEN 100 AND 105 ORDER BY k;
SELECT v FROM t ORDER BY v DESC LIMIT 3 OFFSET 10;
EXPLAIN QUERY PLAN SELECT v FROM t WHERE k = 42;
SAVEPOINT s1;
DELETE FROM t WHERE k % 2 = 0;
SELECT count(*) FROM t;
ROLLBACK TO s1;
RELEASE s1;
SELECT count(*) FROM t;
PRAGMA integrity_check;
-- echo == errors
SELECT * FROM no_such_table;
SELECT 1 +;
INSERT INTO person(name) VALUES (NULL);
SELECT abs(-9223372036854775807 - 1);
