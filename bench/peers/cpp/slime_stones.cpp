// HDU 6869 "Slime and Stones", solved the floating-point way for comparison with
// `cgt judge slime-stones` (see bench/micro/wythoff_bench.ts). Written for cgt; it
// follows the approach of the worked solution in the seed: compute
// alpha = (1 - k + sqrt(k^2 + 2k + 5)) / 2 and beta = alpha + k + 1 in
// doubles, binary-search n with floor(n * alpha) = min(a, b), and answer 0 iff
// floor(n * beta) = max(a, b). Doubles can round floor(n * alpha) the wrong way
// when n * alpha lies within about 1e-8 of an integer; the benchmark counts how
// often that changes an answer.
//
// Build: g++ -O2 -o slime_stones slime_stones.cpp
#include <cmath>
#include <cstdio>
#include <utility>

static char buffer[1 << 16];
static size_t length = 0, position = 0;

static int nextChar() {
  if (position == length) {
    length = fread(buffer, 1, sizeof buffer, stdin);
    position = 0;
    if (length == 0) return -1;
  }
  return buffer[position++];
}

static long long readInt() {
  int c = nextChar();
  while (c != -1 && (c < '0' || c > '9')) c = nextChar();
  long long value = 0;
  while (c >= '0' && c <= '9') {
    value = value * 10 + (c - '0');
    c = nextChar();
  }
  return value;
}

int main() {
  long long t = readInt();
  static char out[1 << 16];
  size_t used = 0;
  while (t-- > 0) {
    long long a = readInt(), b = readInt(), k = readInt();
    if (a > b) std::swap(a, b);
    double kd = (double)k;
    double root = std::sqrt(kd * kd + 2 * kd + 5);
    double alpha = (1 - kd + root) / 2;
    double beta = (3 + kd + root) / 2;
    long long lo = 0, hi = 100000000;
    while (lo < hi) {
      long long mid = (lo + hi) / 2;
      double lower = std::floor((double)mid * alpha);
      if (lower < (double)a) lo = mid + 1;
      else hi = mid;
    }
    bool lost = std::floor((double)lo * alpha) == (double)a && std::floor((double)lo * beta) == (double)b;
    out[used++] = lost ? '0' : '1';
    out[used++] = '\n';
    if (used + 2 > sizeof out) {
      fwrite(out, 1, used, stdout);
      used = 0;
    }
  }
  fwrite(out, 1, used, stdout);
  return 0;
}
