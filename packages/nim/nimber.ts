/**
 * Nimber arithmetic of any size (product, inverse, quotient, square root): the one
 * implementation in `@cgt/core/nimber`, re-exported here where the Nim family's users look for it.
 *
 * @module
 */

export { nimberInverse, nimberProduct, nimberQuotient, nimberSqrt } from "@cgt/core/nimber";
