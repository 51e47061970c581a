// HNOI 2014 "Jiangnan" by the chunk-and-parity block method of
// packages/impartial/_split_blocks.ts (chunks [L, 2L - 3], runs of equal
// quotient, mature blocks folded by the parity of n), written with one 32-bit
// mask of reached values per pile size where the TypeScript uses one bit set
// per value. It is here for an honest comparison in bench/results/RESULTS.md: it shows
// how much of the speed-up over jiangnan.cpp comes from the method rather than
// the language. Values must stay below 32 (they are at most 18 up to 10^5;
// the program checks and gives up otherwise).
// Build: g++ -O2 -o jiangnan_chunked jiangnan_chunked.cpp
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "_read_int.h"

int main() {
  int t = readInt();
  int f = readInt();
  std::vector<std::vector<int>> games(t);
  int limit = 1;
  for (int i = 0; i < t; i++) {
    games[i].resize(readInt());
    for (int& a : games[i]) limit = std::max(limit, a = readInt());
  }
  std::vector<unsigned> g(limit + 2, 0), masks(limit + 2, 0);
  // Small sizes by the per-n block walk.
  const int first = 64;
  std::vector<int> stamp(64, 0);
  for (int n = std::max(2, f); n < first && n <= limit; n++) {
    unsigned mask = 0;
    for (int m = 2; m <= n; m++) {
      int q = n / m, r = n - q * m;
      mask |= 1u << (((r & 1) ? g[q + 1] : 0) ^ (((m - r) & 1) ? g[q] : 0));
    }
    g[n] = __builtin_ctz(~mask);
  }
  unsigned evenMask = 0, oddMask = 0;
  long long mature = 0;
  for (int low = first; low <= limit;) {
    int high = std::min(2 * low - 3, limit);
    // (i) m = 2..sqrt(n) one at a time: runs of equal q alternate two values.
    for (long long m = 2; m * m <= high; m++) {
      long long n = std::max<long long>(low, m * m);
      long long q = n / m;
      while (n <= high) {
        long long runEnd = std::min<long long>(high, q * m + m - 1);
        unsigned a = g[q], b = g[q + 1];
        unsigned evenBit = 1u << ((m & 1) ? a : 0);
        unsigned oddBit = 1u << ((m & 1) ? b : (b ^ a));
        long long k = n;
        if ((n - q * m) & 1) masks[k++] |= oddBit;
        for (; k < runEnd; k += 2) {
          masks[k] |= evenBit;
          masks[k + 1] |= oddBit;
        }
        if (k == runEnd) masks[k] |= evenBit;
        n = runEnd + 1;
        q++;
      }
    }
    // (ii) young q-blocks, q^2 <= n < 2q^2 + q.
    for (long long q = 1; q * q <= high; q++) {
      long long start = std::max<long long>(low, q * q);
      long long end = std::min<long long>(high, 2 * q * q + q - 1);
      if (start > end) continue;
      unsigned a = g[q], b = g[q + 1];
      int qOdd = q & 1;
      long long m1 = start / q, r1 = start - q * m1;
      for (long long n = start; n <= end; n++) {
        int p = r1 & 1, s = (m1 - r1) & 1;
        masks[n] |= 1u << ((p ? b : 0) ^ (s ? a : 0));
        if (r1 + q < m1 - 1) masks[n] |= 1u << (((p ^ qOdd) ? b : 0) ^ ((s ^ 1 ^ qOdd) ? a : 0));
        if (++r1 == q) {
          r1 = 0;
          m1++;
        }
      }
    }
    // Mature q-blocks and the mex.
    for (long long n = low; n <= high; n++) {
      while (2 * (mature + 1) * (mature + 1) + (mature + 1) <= n) {
        mature++;
        unsigned a = g[mature], b = g[mature + 1];
        if ((mature & 1) == 0) {
          evenMask |= 1u | (1u << a);
          oddMask |= (1u << b) | (1u << (a ^ b));
        } else {
          evenMask |= 1u | (1u << b);
          oddMask |= (1u << a) | (1u << (a ^ b));
        }
      }
      if (n < f) continue;
      unsigned mask = masks[n] | ((n & 1) ? oddMask : evenMask);
      if (mask == ~0u) {  // every value below 32 keeps every xor below 32
        fprintf(stderr, "value 32 reached: use jiangnan.cpp\n");
        return 1;
      }
      g[n] = __builtin_ctz(~mask);
    }
    low = high + 1;
  }
  for (int i = 0; i < t; i++) {
    unsigned sum = 0;
    for (int a : games[i]) sum ^= g[a];
    printf(i + 1 < t ? "%d " : "%d\n", sum != 0 ? 1 : 0);
  }
  return 0;
}
