#pragma once
// included several times, defined once: a second definition would not compile
static int once_value = 42;
