#define SHADOW 1
