// dependency-cruiser (17, the last line that runs on Node 20) reads TypeScript sources with the TypeScript compiler
// API, which TypeScript 7 (the project's `tsc`) no longer has: without this it would silently skip every .ts file.
// Loaded with `node --import` before dependency-cruiser (npm run lint:deps) or imported first by a test, it points
// dependency-cruiser's `typescript` at the TypeScript 5 installed in this folder (package.json), nowhere else.
import Module, { createRequire, register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const typescriptMain = require.resolve("typescript");
const typescriptDir = path.dirname(require.resolve("typescript/package.json"));
const fromCruiser = (where) => typeof where === "string" && /[\\/]node_modules[\\/]dependency-cruiser[\\/]/.test(where);
const isTypescript = (specifier) => specifier === "typescript" || specifier.startsWith("typescript/");
const redirect = (specifier) =>
  specifier === "typescript" ? typescriptMain : path.join(typescriptDir, specifier.slice("typescript/".length));

// ES modules: `import("typescript")`
const hooks = `
const target = ${JSON.stringify(pathToFileURL(typescriptMain).href)};
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" && /\\/node_modules\\/dependency-cruiser\\//.test(context.parentURL ?? ""))
    return next(target, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// CommonJS: `require("typescript/package.json")` (its version check)
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const next = isTypescript(request) && fromCruiser(parent?.filename) ? redirect(request) : request;
  return resolveFilename.call(this, next, parent, ...rest);
};

globalThis.__depcruiseTypescript = require("typescript/package.json").version;
