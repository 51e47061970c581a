// Shared by the contest programs in bench/peers/cpp: fast reading of non-negative
// integers from standard input, skipping anything that is not a digit.
#pragma once
#include <cstdio>

static int readInt() {
  int c = getchar();
  while (c != EOF && (c < '0' || c > '9')) c = getchar();
  int x = 0;
  while (c >= '0' && c <= '9') {
    x = x * 10 + (c - '0');
    c = getchar();
  }
  return x;
}
