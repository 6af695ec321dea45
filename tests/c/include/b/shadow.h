#define SHADOW 2
