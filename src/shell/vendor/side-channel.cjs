// Build-time stand-in for the `side-channel` package (vite.config.ts `resolve.alias`), which qs (through
// @refinedev/core) requires for its cycle checks: the same get/set/has/delete/assert over a WeakMap (objects) or a
// Map (other keys), without object-inspect, get-intrinsic and their helpers (about 9 KiB gzip in every portal's
// first load). CommonJS, like the module it stands for, so qs's `require()` gets the function itself.
module.exports = function getSideChannel() {
  const weak = new WeakMap();
  const map = new Map();
  const of = (key) => (key !== null && (typeof key === "object" || typeof key === "function") ? weak : map);
  return {
    assert(key) {
      if (!of(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: (key) => of(key).delete(key),
    get: (key) => of(key).get(key),
    has: (key) => of(key).has(key),
    set(key, value) {
      of(key).set(key, value);
    },
  };
};
