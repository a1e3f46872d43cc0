// @ts-check
// A small seeded PRNG (sfc32), so the same seed gives the same chain on every
// machine and Node version (Math.random cannot be seeded).
import { createHash } from "node:crypto";

export class Random {
  /** @param {string} seed */
  constructor(seed) {
    const words = createHash("sha256").update(seed).digest();
    this.a = words.readUInt32LE(0);
    this.b = words.readUInt32LE(4);
    this.c = words.readUInt32LE(8);
    this.d = words.readUInt32LE(12);
    // The first outputs of sfc32 are weakly mixed: discard a few.
    for (let i = 0; i < 16; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next() {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [0, n). @param {number} n */
  int(n) {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max]. @param {number} min @param {number} max */
  range(min, max) {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. @param {number} p */
  chance(p) {
    return this.next() < p;
  }

  /**
   * One element of a non-empty array.
   * @template T
   * @param {readonly T[]} items
   * @returns {T}
   */
  pick(items) {
    return /** @type {T} */ (items[this.int(items.length)]);
  }

  /** Poisson-distributed count with mean lambda (Knuth; fine for small means). @param {number} lambda */
  poisson(lambda) {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** Slots until the next event of a Bernoulli(p) process, at least 1. @param {number} p */
  geometricGap(p) {
    return 1 + Math.floor(Math.log(1 - this.next()) / Math.log(1 - p));
  }

  /** Pareto-distributed value ≥ min (heavy tail: a few large holders). @param {number} min @param {number} alpha */
  pareto(min, alpha) {
    return min / Math.pow(1 - this.next(), 1 / alpha);
  }

  /** An independent stream for one part of the generator, so parts do not shift each other. @param {string} label */
  fork(label) {
    return new Random(`${this.a}:${this.b}:${this.c}:${this.d}:${label}`);
  }
}
