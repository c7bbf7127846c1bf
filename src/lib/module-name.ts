/** The module a content collection becomes, dist/content/<name>.js: whatsOn → whats-on. */
export const moduleName = (collection: string) =>
  collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
