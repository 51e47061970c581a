// HNOI 2014 "Jiangnan": the even-split game, solved the textbook way for the
// whole-process comparison in bench/micro/seeds_bench.ts (see bench/results/RESULTS.md).
// Grundy values up to the largest pile in the input by divisor blocks: for
// each pile size n and each block of m with the same q = n / m, two
// consecutive m reach every value the block can reach, so O(n sqrt n) in all.
// Build: g++ -O2 -o jiangnan jiangnan.cpp
#include <cstdio>
#include <vector>

#include "_read_int.h"

int main() {
  int t = readInt();
  int f = readInt();
  std::vector<std::vector<int>> games(t);
  int largest = 1;
  for (int i = 0; i < t; i++) {
    int n = readInt();
    games[i].resize(n);
    for (int& a : games[i]) {
      a = readInt();
      if (a > largest) largest = a;
    }
  }
  std::vector<int> g(largest + 2, 0);
  std::vector<int> stamp(2 * largest + 4, 0);
  for (int n = f < 2 ? 2 : f; n <= largest; n++) {
    for (int m = 2; m <= n;) {
      int q = n / m;
      int last = n / q;  // the largest m with the same quotient
      for (int k = m; k <= last && k <= m + 1; k++) {
        int r = n - q * k;  // r piles of q + 1, k - r piles of q
        int v = ((r & 1) ? g[q + 1] : 0) ^ (((k - r) & 1) ? g[q] : 0);
        stamp[v] = n;
      }
      m = last + 1;
    }
    int v = 0;
    while (stamp[v] == n) v++;
    g[n] = v;
  }
  for (int i = 0; i < t; i++) {
    int sum = 0;
    for (int a : games[i]) sum ^= g[a];
    printf(i + 1 < t ? "%d " : "%d\n", sum != 0 ? 1 : 0);
  }
  return 0;
}
