// A plain rare-value solver for octal games and Grundy's game: the C++ baseline that `cgt grundy`
// is measured against (bench/results/RESULTS.md). Written for this repository.
//
//   octal_baseline <code> <n>      code: an octal code such as 0.376, or grundy for Grundy's game
//
// Prints the number of heaps, the last mask, the rare count, a checksum of G(0..n) (the sum of
// i * G(i) mod 2^64), and the least period proved by the octal periodicity theorem in G(0..n) (for
// octal codes), to compare with `cgt grundy ... --json`.
//
// Method: fix a mask M; v is rare when popcount(v & M) is even, common otherwise. A nim-sum of two
// values is common only if exactly one of them is rare, so marking the splits (a, r - a) for the
// rare heaps a finds every common option value. The mex is the least common value c not marked,
// unless a rare value below c is missing: then the splits are scanned until every rare value below
// c is seen. M is re-chosen at each power of two as the mask with the fewest rare heaps, from the
// Walsh-Hadamard transform of the value counts.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static int parity(uint32_t x) { return __builtin_popcount(x) & 1; }

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: octal_baseline <code|grundy> <n>\n");
    return 2;
  }
  std::string code = argv[1];
  long long nn = std::atoll(argv[2]);
  if (nn < 1 || nn > (1LL << 30)) {
    std::fprintf(stderr, "n must be from 1 to 2^30\n");
    return 2;
  }
  const uint32_t n = (uint32_t)nn;
  bool unequal = false;
  std::vector<int> digits;  // digits[k]: what removing k tokens allows
  if (code == "grundy") {
    unequal = true;
    digits.push_back(4);
  } else {
    size_t dot = code.find('.');
    if (dot == std::string::npos) {
      std::fprintf(stderr, "bad code\n");
      return 2;
    }
    digits.push_back(dot == 0 ? 0 : code[0] - '0');
    for (size_t i = dot + 1; i < code.size(); i++) digits.push_back(code[i] - '0');
  }
  std::vector<int> twoWay;  // removals whose digit splits in two
  for (size_t k = 0; k < digits.size(); k++)
    if (digits[k] & 4) twoWay.push_back((int)k);

  std::vector<uint32_t> g(n + 1, 0);
  uint32_t cap = 1;  // a power of two above every value
  std::vector<uint32_t> seen(4, 0);
  std::vector<uint8_t> common(4, 0);
  std::vector<uint32_t> rare;
  uint32_t mask = 0;
  uint32_t nextCheck = 64;

  auto rebuildCommon = [&](uint32_t upTo) {
    common.assign(cap + 2, 0);
    for (uint32_t v = 0; v < cap + 2; v++) common[v] = parity(v & mask);
    rare.clear();
    for (uint32_t a = 1; a < upTo; a++)
      if (!common[g[a]]) rare.push_back(a);
  };

  for (uint32_t m = 1; m <= n; m++) {
    if (m == nextCheck) {
      nextCheck *= 2;
      std::vector<double> w(cap, 0.0);
      for (uint32_t i = 1; i < m; i++) w[g[i]]++;
      for (uint32_t len = 1; len < cap; len *= 2)
        for (uint32_t i = 0; i < cap; i += 2 * len)
          for (uint32_t j = i; j < i + len; j++) {
            double x = w[j], y = w[j + len];
            w[j] = x + y;
            w[j + len] = x - y;
          }
      uint32_t best = 0;
      for (uint32_t b = 1; b < cap; b++)
        if (best == 0 || w[b] < w[best]) best = b;
      if (best != mask) {
        mask = best;
        rebuildCommon(m);
      }
    }
    const uint32_t stamp = m;
    uint32_t* s = seen.data();
    // Moves that leave no heap, one heap, or two equal heaps.
    for (size_t k = 0; k < digits.size() && k <= m; k++) {
      int d = digits[k];
      uint32_t r = m - (uint32_t)k;
      if ((d & 1) && r == 0) s[0] = stamp;
      if ((d & 2) && r > 0) s[g[r]] = stamp;
    }
    bool dense = 4ull * rare.size() > m && m > 64;
    for (int k : twoWay) {
      if ((uint32_t)k > m) continue;
      uint32_t r = m - (uint32_t)k;
      if (dense) {
        uint32_t last = unequal ? (r - 1) / 2 : r / 2;
        if (r == 0) last = 0;
        for (uint32_t a = 1; a <= last; a++) s[g[a] ^ g[r - a]] = stamp;
      } else {
        for (uint32_t a : rare) {
          if (a >= r) break;
          uint32_t b = r - a;
          if (unequal && a == b) continue;
          s[g[a] ^ g[b]] = stamp;
        }
      }
    }
    uint32_t c = 0;
    while (s[c] == stamp || !common[c]) c++;
    uint32_t missing = 0;
    if (!dense)
      for (uint32_t v = 0; v < c; v++)
        if (s[v] != stamp) missing++;
    if (missing > 0) {
      uint32_t longest = m / 2;
      for (uint32_t a = 1; a <= longest && missing > 0; a++) {
        for (int k : twoWay) {
          if ((uint32_t)k > m) continue;
          uint32_t r = m - (uint32_t)k;
          if (2 * a > r || (unequal && 2 * a == r)) continue;
          uint32_t x = g[a] ^ g[r - a];
          if (s[x] != stamp) {
            s[x] = stamp;
            if (x < c && --missing == 0) break;
          }
        }
      }
    }
    uint32_t v = 0;
    while (s[v] == stamp) v++;
    g[m] = v;
    if (v >= cap) {
      while (v >= cap) cap *= 2;
      seen.assign(cap + 2, 0);
      rebuildCommon(m + 1);
      continue;
    }
    if (!common[v]) rare.push_back(m);
  }

  uint64_t sum = 0;
  uint32_t largest = 0;
  for (uint32_t i = 0; i <= n; i++) {
    sum += (uint64_t)i * g[i];
    if (g[i] > largest) largest = g[i];
  }
  std::printf("code %s\nheaps %u\nmask %u\nrare %zu\nlargest %u\nchecksum %llu\n", code.c_str(), n,
              mask, rare.size(), largest, (unsigned long long)sum);
  if (!unequal) {
    // Least period proved by the octal periodicity theorem: G(i + p) = G(i) for
    // n0 <= i < 2 n0 + p + t.
    const uint32_t t = (uint32_t)digits.size() - 1;
    for (uint32_t p = 1; p <= n; p++) {
      long long i = (long long)n - p;
      while (i >= 0 && g[i + p] == g[i]) i--;
      uint64_t n0 = (uint64_t)(i + 1);
      if (2 * n0 + p + t - 1 + p <= n) {
        std::printf("period %u\npreperiod %llu\n", p, (unsigned long long)n0);
        return 0;
      }
    }
    std::printf("period none\n");
  }
  return 0;
}
