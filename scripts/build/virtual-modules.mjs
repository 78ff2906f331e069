// Node module hooks (module.register): the generated modules of the Vite build (virtual:*), for
// code that imports the app's modules in Node outside Vite (the Playwright specs that read the
// path table and the access rules). The code comes from the registering thread (node-virtual.ts).

/** @type {Record<string, string>} */
let modules = {};

export function initialize(data) {
  modules = data;
}

export async function resolve(specifier, context, next) {
  const code = modules[specifier];
  return code === undefined ? next(specifier, context) : { url: `data:text/javascript,${encodeURIComponent(code)}`, shortCircuit: true };
}
