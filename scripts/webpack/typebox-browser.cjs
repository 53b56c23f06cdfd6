/**
 * TypeBox as the browser bundles see it. The call descriptions are JSON Schemas for the platform (it
 * validates bodies and writes the OpenAPI document from them) and TypeScript types for the apps (
 * derived when they are type-checked). In a browser, nothing reads a schema at run time: the few
 * schemas `@site/shared/contracts` exports (shared modules keep every export) only need to be
 * values. Every builder (`Type.Object`, `Type.String`, ...) answers an empty schema, so the library
 * (some 40 KB) is not part of the first view. The platform, the tests and the type check use the
 * real package.
 */
const emptySchema = () => ({});

exports.Type = new Proxy({}, { get: () => emptySchema });
