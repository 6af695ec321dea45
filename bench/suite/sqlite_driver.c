/* sqlite_driver.c -- bench/run-suite.sh: a workload for SQLite 3.50.4
 * (sqlite3.c, built by the same compiler as this file).  It opens an
 * in-memory database, fills three tables (customers, products, orders)
 * from a fixed pseudo-random generator inside transactions with prepared
 * statements, builds indexes, runs joins, aggregates, ORDER BY, LIKE and a
 * correlated subquery, updates and deletes rows, and runs the aggregates
 * again.  It prints every query's first rows and a checksum of all rows.
 *
 *   sqlite_driver [SCALE]   (default 10: 10 x 4,000 orders)
 *
 * Stresses: a large real program: the B-tree, the VDBE bytecode
 * interpreter, the record format, memory allocation, string handling. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sqlite3.h"

static sqlite3 *db;
static unsigned long long rng = 0x2545f4914f6cdd1dULL;

static unsigned next_random(void) {
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(rng >> 33);
}

static void fail(const char *what) {
  printf("error in %s: %s\n", what, sqlite3_errmsg(db));
  exit(1);
}

static void exec(const char *sql) {
  char *err = NULL;
  if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
    printf("error in %s: %s\n", sql, err ? err : "?");
    exit(1);
  }
}

static sqlite3_stmt *prepare(const char *sql) {
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) fail(sql);
  return st;
}

/* Run a query; print its first SHOW rows and a checksum of every row. */
static void query(const char *label, const char *sql, int show) {
  sqlite3_stmt *st = prepare(sql);
  unsigned long h = 14695981039346656037UL;
  long rows = 0;
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    int ncol = sqlite3_column_count(st);
    if (rows < show) printf("  ");
    for (int i = 0; i < ncol; i++) {
      const unsigned char *text = sqlite3_column_text(st, i);
      const char *s = text ? (const char *)text : "NULL";
      for (const char *p = s; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211UL;
      h = (h ^ '|') * 1099511628211UL;
      if (rows < show) printf("%s%s", i ? " | " : "", s);
    }
    if (rows < show) printf("\n");
    rows++;
  }
  if (rc != SQLITE_DONE) fail(sql);
  sqlite3_finalize(st);
  printf("%s: %ld rows, checksum %016lx\n", label, rows, h);
}

static const char *const syllables[] = {"ma", "ri", "ko", "sel", "an", "to", "vin", "la",
                                        "der", "us", "bo", "ne", "gar", "ti", "ol", "fe"};
static const char *const cities[] = {"Aberdeen", "Bergen", "Cork", "Dresden", "Evora", "Fes",
                                     "Graz", "Hilo", "Izmir", "Jena", "Kobe", "Lille"};
static const char *const kinds[] = {"bolt", "gear", "lamp", "cable", "valve", "brush", "clamp", "hinge"};

int main(int argc, char **argv) {
  int scale = argc > 1 ? atoi(argv[1]) : 10;
  int ncustomers = 300 * scale, nproducts = 100 * scale, norders = 4000 * scale;
  char buf[96];

  if (sqlite3_open(":memory:", &db) != SQLITE_OK) fail("open");
  printf("sqlite %s, scale %d\n", sqlite3_libversion(), scale);
  exec("CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT, joined INTEGER);"
       "CREATE TABLE products(id INTEGER PRIMARY KEY, title TEXT, price INTEGER, stock INTEGER);"
       "CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER, product INTEGER,"
       "                    qty INTEGER, day INTEGER, note TEXT);");

  exec("BEGIN");
  sqlite3_stmt *st = prepare("INSERT INTO customers(name, city, joined) VALUES(?, ?, ?)");
  for (int i = 0; i < ncustomers; i++) {
    unsigned r = next_random();
    snprintf(buf, sizeof buf, "%s%s%s %s%s", syllables[r % 16], syllables[(r >> 4) % 16],
             syllables[(r >> 8) % 16], syllables[(r >> 12) % 16], syllables[(r >> 16) % 16]);
    sqlite3_bind_text(st, 1, buf, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 2, cities[next_random() % 12], -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 3, (int)(next_random() % 3650));
    if (sqlite3_step(st) != SQLITE_DONE) fail("insert customer");
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  st = prepare("INSERT INTO products(title, price, stock) VALUES(?, ?, ?)");
  for (int i = 0; i < nproducts; i++) {
    unsigned r = next_random();
    snprintf(buf, sizeof buf, "%s %s-%u", kinds[r % 8], syllables[(r >> 3) % 16], (r >> 7) % 1000);
    sqlite3_bind_text(st, 1, buf, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(st, 2, (int)(99 + next_random() % 20000));   /* cents */
    sqlite3_bind_int(st, 3, (int)(next_random() % 500));
    if (sqlite3_step(st) != SQLITE_DONE) fail("insert product");
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  exec("COMMIT");

  /* Orders in several transactions of 5,000 rows. */
  st = prepare("INSERT INTO orders(customer, product, qty, day, note) VALUES(?, ?, ?, ?, ?)");
  for (int i = 0; i < norders; i++) {
    if (i % 5000 == 0) exec("BEGIN");
    unsigned r = next_random();
    sqlite3_bind_int(st, 1, (int)(1 + r % (unsigned)ncustomers));
    sqlite3_bind_int(st, 2, (int)(1 + next_random() % (unsigned)nproducts));
    sqlite3_bind_int(st, 3, (int)(1 + next_random() % 9));
    sqlite3_bind_int(st, 4, (int)(next_random() % 365));
    if (r % 5 == 0) {
      snprintf(buf, sizeof buf, "gift wrap %u, deliver to %s", r % 100, cities[(r >> 8) % 12]);
      sqlite3_bind_text(st, 5, buf, -1, SQLITE_TRANSIENT);
    } else {
      sqlite3_bind_null(st, 5);
    }
    if (sqlite3_step(st) != SQLITE_DONE) fail("insert order");
    sqlite3_reset(st);
    if (i % 5000 == 4999 || i == norders - 1) exec("COMMIT");
  }
  sqlite3_finalize(st);

  exec("CREATE INDEX orders_customer ON orders(customer);"
       "CREATE INDEX orders_product ON orders(product, day);"
       "CREATE INDEX customers_city ON customers(city, name);");

  query("count", "SELECT (SELECT count(*) FROM customers), (SELECT count(*) FROM products),"
                 " (SELECT count(*) FROM orders)", 1);
  query("revenue by city",
        "SELECT c.city, count(*), sum(o.qty * p.price) AS total FROM orders o"
        " JOIN customers c ON c.id = o.customer JOIN products p ON p.id = o.product"
        " GROUP BY c.city ORDER BY total DESC, c.city", 3);
  query("best customers",
        "SELECT c.name, c.city, sum(o.qty * p.price) AS spent, count(*) FROM customers c"
        " JOIN orders o ON o.customer = c.id JOIN products p ON p.id = o.product"
        " GROUP BY c.id ORDER BY spent DESC, c.id LIMIT 25", 3);
  query("names like", "SELECT count(*), sum(id), min(name), max(name) FROM customers"
                      " WHERE name LIKE '%ko%' OR name LIKE 'ma%'", 1);
  query("notes like", "SELECT count(*), sum(qty) FROM orders WHERE note LIKE '%Kobe'", 1);
  query("products by kind",
        "SELECT substr(title, 1, instr(title, ' ') - 1) AS kind, count(*), avg(price), max(stock)"
        " FROM products GROUP BY kind ORDER BY kind", 2);
  query("monthly", "SELECT day / 30 AS month, count(*), sum(qty), count(DISTINCT customer)"
                   " FROM orders GROUP BY month ORDER BY month", 2);
  query("above average",
        "SELECT p.id, p.title, (SELECT count(*) FROM orders o WHERE o.product = p.id) AS n"
        " FROM products p WHERE p.price > (SELECT avg(price) FROM products)"
        " ORDER BY n DESC, p.id LIMIT 50", 2);
  query("sorted orders", "SELECT id, customer, product, qty, day FROM orders"
                         " ORDER BY day DESC, qty * product, id", 2);

  exec("BEGIN;"
       "UPDATE products SET price = price * 11 / 10 WHERE id % 7 = 0;"
       "UPDATE orders SET qty = qty + 1 WHERE day BETWEEN 100 AND 130;"
       "UPDATE customers SET city = 'Graz' WHERE name LIKE '%selto%';"
       "DELETE FROM orders WHERE day % 13 = 0;"
       "DELETE FROM customers WHERE id % 97 = 0;"
       "COMMIT;");
  printf("changes %d, total changes %d\n", sqlite3_changes(db), sqlite3_total_changes(db));

  query("revenue by city after",
        "SELECT c.city, count(*), sum(o.qty * p.price) AS total FROM orders o"
        " JOIN customers c ON c.id = o.customer JOIN products p ON p.id = o.product"
        " GROUP BY c.city ORDER BY total DESC, c.city", 3);
  query("orphans", "SELECT count(*) FROM orders WHERE customer NOT IN (SELECT id FROM customers)", 1);
  query("all customers", "SELECT * FROM customers ORDER BY city, name, id", 1);
  query("all orders", "SELECT * FROM orders", 1);
  exec("DROP INDEX orders_product; VACUUM;");
  query("integrity", "PRAGMA integrity_check", 1);
  sqlite3_close(db);
  return 0;
}
