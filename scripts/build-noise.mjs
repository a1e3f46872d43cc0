// @ts-check
// What `react-router build` prints that is not ours to fix (scripts/ensure-build.mjs
// leaves it out of `npm start`'s log).

// Vite 8 says this for the `envFile` option that @react-router/dev 7.18.4 passes in
// its own Vite config (not ours), once per environment it loads. Only this exact
// line is left out; every other line, warnings included, passes.
export const VITE_ENVFILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";

// A terminal's colour codes around the line must not keep it in.
const ANSI = /\u001b\[[0-9;]*m/g;

/** @param {string} line */
export function isKnownBuildNoise(line) {
  return line.replace(ANSI, "").trim() === VITE_ENVFILE_DEPRECATION;
}
