// CSS modules in unit tests: class names echo their key so tests can query by them.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
