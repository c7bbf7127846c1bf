// Imported first by scripts/build.mjs. React picks its build when it first loads, and its
// production build renders the same HTML as the development one, several times faster (no
// development checks on each of 200 news pages).
process.env.NODE_ENV ??= 'production';
